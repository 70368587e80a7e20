package io.weir.pool.internal.jdbc;

import io.weir.pool.spi.ConnectionLease;
import io.weir.pool.spi.FacadeOwner;
import io.weir.pool.spi.LogicalConnection;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A facade whose owner replays a transaction's first statement (the resource adapter's, in a container
 * transaction), over H2: the first binding's connection was killed by the server before the statement
 * reached it, so its execution fails as PostgreSQL's terminated session answers (57P01). The statement
 * runs again on the fresh binding with every parameter it was given, and what it wrote is there.
 */
class FirstStatementReplayTest {
    private static final String INSERT = "insert into t values (?, ?, ?)";
    private String url;
    private Connection admin;
    private Connection killed;
    private Connection fresh;
    private ReplayingOwner owner;

    @BeforeEach
    void open() throws SQLException {
        url = H2.newUrl();
        admin = H2.connect(url);
        admin.createStatement().execute("create table t (id int, name varchar(20), price decimal(10, 2))");
        killed = killedBeforeItsFirstStatement(H2.connect(url));
        fresh = H2.connect(url);
        killed.setAutoCommit(false);
        fresh.setAutoCommit(false); // the owner begins the transaction on the fresh lease
        owner = new ReplayingOwner(new RecordingLease(killed), new RecordingLease(fresh));
    }

    @AfterEach
    void close() throws SQLException {
        killed.close();
        fresh.close();
        admin.close();
    }

    /** A facade of the owner, bound at its first call as the adapter's facades are. */
    private LogicalConnection facade() {
        return Facades.newLogical(owner);
    }

    /** The insert into t, prepared on a new facade: nothing has reached a connection yet. */
    private PreparedStatement insertOnANewFacade() throws SQLException {
        return facade().prepareStatement(INSERT);
    }

    @Test
    void theStatementRunsAgainOnTheFreshConnectionWithEveryParameterItWasGiven() throws SQLException {
        LogicalConnection c = facade();
        PreparedStatement ps = c.prepareStatement(INSERT);
        ps.setInt(1, 7);
        ps.setString(2, "seven");
        ps.setBigDecimal(3, new BigDecimal("7.70"));

        assertEquals(1, ps.executeUpdate());
        fresh.commit();

        assertTheOnlyRow(7, "seven", new BigDecimal("7.70"));
        assertEquals(1, owner.replaced.size(), "one replay");
        assertEquals(0, owner.fatalErrors.size(), "the owner hears of no failure: the transaction goes on");
        assertSame(c, ps.getConnection());
    }

    @Test
    void parametersClearedAndSetAgainAreReplayedInTheirOrder() throws SQLException {
        PreparedStatement ps = insertOnANewFacade();
        ps.setInt(1, 1);
        ps.setString(2, "one");
        ps.clearParameters();
        ps.setInt(1, 2);
        ps.setObject(2, "two");
        ps.setNull(3, java.sql.Types.DECIMAL);

        ps.executeUpdate();
        fresh.commit();

        assertTheOnlyRow(2, "two", null);
    }

    @Test
    void withoutReplayTheFatalErrorReachesTheOwner() throws SQLException {
        owner.refuse = true;
        PreparedStatement ps = insertOnANewFacade();

        SQLException e = assertThrows(SQLException.class, ps::executeUpdate);
        assertEquals("57P01", e.getSQLState());
        assertEquals(List.of(e), owner.fatalErrors, "classified as for any call, once the owner declines");
    }

    @Test
    void aBorrowerThatChangedTheSessionIsNotReplayed() throws SQLException {
        LogicalConnection c = facade();
        c.setReadOnly(false);
        PreparedStatement ps = c.prepareStatement(INSERT);

        assertThrows(SQLException.class, ps::executeUpdate, "the fresh connection would not carry the change");
        assertEquals(0, owner.replaced.size());
        assertEquals(1, owner.fatalErrors.size());
    }

    /** What the replayed insert wrote, as another session reads it after the commit. */
    private void assertTheOnlyRow(int id, String name, BigDecimal price) throws SQLException {
        try (ResultSet rs = admin.createStatement().executeQuery("select id, name, price from t")) {
            assertTrue(rs.next(), "the insert's row");
            assertEquals(id, rs.getInt(1));
            assertEquals(name, rs.getString(2));
            assertEquals(price, rs.getBigDecimal(3));
            assertFalse(rs.next(), "one row: the statement ran once");
        }
    }

    /** A connection whose prepared statements' executions fail as a session the server terminated answers. */
    private static Connection killedBeforeItsFirstStatement(Connection raw) {
        return (Connection) Proxy.newProxyInstance(FirstStatementReplayTest.class.getClassLoader(),
                new Class<?>[] {Connection.class}, (proxy, method, args) -> {
                    Object result = invoke(method, raw, args);
                    if (result instanceof PreparedStatement ps) return dyingOnExecution(ps);
                    return result;
                });
    }

    private static PreparedStatement dyingOnExecution(PreparedStatement raw) {
        return (PreparedStatement) Proxy.newProxyInstance(FirstStatementReplayTest.class.getClassLoader(),
                new Class<?>[] {PreparedStatement.class}, (proxy, method, args) -> {
                    if (method.getName().startsWith("execute")) {
                        throw new SQLException("FATAL: terminating connection due to administrator command", "57P01");
                    }
                    return invoke(method, raw, args);
                });
    }

    private static Object invoke(java.lang.reflect.Method method, Object target, Object[] args) throws Throwable {
        try {
            return method.invoke(target, args);
        } catch (InvocationTargetException e) {
            throw e.getCause();
        }
    }

    /** The resource adapter in a container transaction, reduced to its two leases. */
    private static final class ReplayingOwner implements FacadeOwner {
        final RecordingLease first;
        final RecordingLease second;
        final List<SQLException> replaced = new CopyOnWriteArrayList<>();
        final List<SQLException> fatalErrors = new CopyOnWriteArrayList<>();
        volatile boolean refuse;

        ReplayingOwner(RecordingLease first, RecordingLease second) {
            this.first = first;
            this.second = second;
        }

        @Override
        public ConnectionLease bind() {
            return first;
        }

        @Override
        public boolean replaysFirstStatement() {
            return true;
        }

        @Override
        public ConnectionLease replaceForReplay(Connection facade, ConnectionLease dead, SQLException error) {
            assertSame(first, dead, "the lease the statement failed on");
            if (refuse) return null;
            replaced.add(error);
            return second;
        }

        @Override
        public void facadeClosed(Connection facade) {
        }

        @Override
        public void fatalError(Connection facade, SQLException error) {
            fatalErrors.add(error);
        }
    }
}
