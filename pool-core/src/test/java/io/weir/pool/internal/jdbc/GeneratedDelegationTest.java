package io.weir.pool.internal.jdbc;

import org.junit.jupiter.api.Test;

import java.lang.reflect.Method;
import java.sql.CallableStatement;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Every method of the wrapped interfaces, default methods included, is implemented by Weir's classes
 * (so it reaches the driver through the facade, not through an interface default that bypasses it).
 */
class GeneratedDelegationTest {
    private static final Map<Class<?>, Class<?>> IMPLEMENTATIONS = Map.ofEntries(
            Map.entry(ConnectionFacade.class, Connection.class),
            Map.entry(StatementFacade.class, Statement.class),
            Map.entry(PreparedStatementFacade.class, PreparedStatement.class),
            Map.entry(CallableStatementFacade.class, CallableStatement.class),
            Map.entry(ResultSetFacade.class, ResultSet.class),
            Map.entry(DatabaseMetaDataFacade.class, DatabaseMetaData.class),
            Map.entry(ClosedConnection.class, Connection.class),
            Map.entry(UnboundConnection.class, Connection.class),
            Map.entry(ClosedCallableStatement.class, CallableStatement.class),
            Map.entry(ClosedResultSet.class, ResultSet.class),
            Map.entry(ClosedDatabaseMetaData.class, DatabaseMetaData.class));

    @Test
    void everyInterfaceMethodIsImplementedByAWeirClass() throws NoSuchMethodException {
        List<String> inheritedFromInterfaces = new ArrayList<>();
        for (Map.Entry<Class<?>, Class<?>> e : IMPLEMENTATIONS.entrySet()) {
            for (Method m : ClosedFacadeContractTest.interfaceMethods(e.getValue())) {
                Method impl = e.getKey().getMethod(m.getName(), m.getParameterTypes());
                if (impl.getDeclaringClass().isInterface()) {
                    inheritedFromInterfaces.add(e.getKey().getSimpleName() + ": " + m);
                }
            }
        }
        assertEquals(List.of(), inheritedFromInterfaces);
    }

    @Test
    void aClosedStatementSentinelStandsInForEveryStatementKind() {
        Statement s = ClosedCallableStatement.INSTANCE;
        PreparedStatement ps = ClosedCallableStatement.INSTANCE;
        assertEquals(s, ps);
    }
}
