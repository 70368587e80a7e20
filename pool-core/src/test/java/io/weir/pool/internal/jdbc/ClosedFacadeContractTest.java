package io.weir.pool.internal.jdbc;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.sql.CallableStatement;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * The disposable-facade contract, checked against the java.sql interfaces of the running JDK: on a
 * closed facade every interface method throws SQLException without reaching the driver. A method a
 * newer JDK adds, and that the generated code missed, fails here.
 */
class ClosedFacadeContractTest {
    /** Methods a closed facade answers: close is a no-op, isClosed is true, isValid false. */
    private static final Set<String> ANSWERED_WHEN_CLOSED = Set.of("close", "isClosed", "isValid",
            // JDBC: "Calling abort on a closed connection is a no-op"
            "abort");

    /** How a test gets a facade of some kind that is closed, and what that facade wraps. */
    interface ClosedFacade {
        Object make(Connection connection) throws SQLException;
    }

    record Scenario(String name, Class<?> iface, ClosedFacade closed) {
        @Override
        public String toString() {
            return name;
        }
    }

    private final CountingDriver driver = new CountingDriver();
    private Connection raw;
    /** The lease the facades are borrowed from, over an H2 connection whose every call the driver counts. */
    private RecordingLease lease;

    @BeforeEach
    void open() throws SQLException {
        raw = H2.connect();
        lease = new RecordingLease(driver.wrap(raw));
    }

    @AfterEach
    void closeRaw() throws SQLException {
        raw.close();
    }

    static Stream<Scenario> closedFacades() {
        return Stream.of(
                new Scenario("connection closed", Connection.class, c -> closed(c)),
                new Scenario("statement closed", Statement.class, c -> closed(c.createStatement())),
                new Scenario("statement closed by its connection", Statement.class,
                        c -> closedWithItsConnection(c, c.createStatement())),
                new Scenario("prepared statement closed", PreparedStatement.class,
                        c -> closed(c.prepareStatement("select 1"))),
                new Scenario("prepared statement closed by its connection", PreparedStatement.class,
                        c -> closedWithItsConnection(c, c.prepareStatement("select 1"))),
                new Scenario("callable statement closed", CallableStatement.class,
                        c -> closed(c.prepareCall("call 1"))),
                new Scenario("callable statement closed by its connection", CallableStatement.class,
                        c -> closedWithItsConnection(c, c.prepareCall("call 1"))),
                new Scenario("result set closed", ResultSet.class,
                        c -> closed(c.createStatement().executeQuery("select 1"))),
                new Scenario("result set closed by its statement", ResultSet.class, c -> {
                    Statement s = c.createStatement();
                    ResultSet rs = s.executeQuery("select 1");
                    s.close();
                    return rs;
                }),
                new Scenario("result set closed by a new execution", ResultSet.class, c -> {
                    Statement s = c.createStatement();
                    ResultSet rs = s.executeQuery("select 1");
                    s.executeQuery("select 2");
                    return rs;
                }),
                new Scenario("result set closed by getMoreResults", ResultSet.class, c -> {
                    Statement s = c.createStatement();
                    s.execute("select 1");
                    ResultSet rs = s.getResultSet();
                    s.getMoreResults();
                    return rs;
                }),
                new Scenario("result set closed by its connection", ResultSet.class,
                        c -> closedWithItsConnection(c, c.createStatement().executeQuery("select 1"))),
                new Scenario("metadata result set closed by its connection", ResultSet.class,
                        c -> closedWithItsConnection(c, c.getMetaData().getTables(null, null, "%", null))),
                new Scenario("metadata of a closed connection", DatabaseMetaData.class,
                        c -> closedWithItsConnection(c, c.getMetaData())));
    }

    /** {@code facade}, after closing the connection it came from. */
    private static <T> T closedWithItsConnection(Connection c, T facade) throws SQLException {
        c.close();
        return facade;
    }

    private static <T extends AutoCloseable> T closed(T facade) throws SQLException {
        try {
            facade.close();
        } catch (Exception e) {
            throw new SQLException(e);
        }
        return facade;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("closedFacades")
    void closedFacadeRejectsEveryMethodWithoutReachingTheDriver(Scenario scenario) throws Exception {
        Object facade = scenario.closed().make(lease.borrow());
        int driverCallsBefore = driver.count();

        List<String> notGuarded = new ArrayList<>();
        for (Method m : interfaceMethods(scenario.iface())) {
            if (ANSWERED_WHEN_CLOSED.contains(m.getName())) continue;
            Throwable thrown = invoke(facade, m);
            if (!rejected(m, thrown, scenario.iface())) notGuarded.add(m + " -> " + thrown);
        }

        assertEquals(List.of(), notGuarded, "methods of a closed " + scenario.iface().getSimpleName()
                + " that did not throw the closed SQLException");
        assertEquals(driverCallsBefore, driver.count(), "calls that reached the driver: "
                + driver.calls.subList(driverCallsBefore, driver.count()));
        assertTrue(lease.fatalErrors.isEmpty(), "a closed facade's exception is no error of the connection");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("closedFacades")
    void closedFacadeAnswersCloseAndIsClosedWithoutReachingTheDriver(Scenario scenario) throws Exception {
        Object facade = scenario.closed().make(lease.borrow());
        int driverCallsBefore = driver.count();
        int ownerHeardBefore = lease.facadeClosed.get();
        for (Method m : interfaceMethods(scenario.iface())) {
            if (m.getName().equals("isClosed")) assertEquals(true, m.invoke(facade));
            if (m.getName().equals("isValid")) assertEquals(false, m.invoke(facade, 1));
            if (m.getName().equals("close")) m.invoke(facade);
        }
        assertEquals(driverCallsBefore, driver.count());
        assertEquals(ownerHeardBefore, lease.facadeClosed.get(), "the owner hears of the first close only");
    }

    /** The closed SQLException, or, where the signature allows no SQLException, an unchecked one carrying it. */
    private static boolean rejected(Method m, Throwable thrown, Class<?> iface) {
        boolean declaresSqlException = Stream.of(m.getExceptionTypes()).anyMatch(SQLException.class::isAssignableFrom);
        Throwable sql = declaresSqlException ? thrown : thrown == null ? null : thrown.getCause();
        if (!(sql instanceof SQLException)) return false;
        if (iface == Connection.class || iface == DatabaseMetaData.class) {
            return "08003".equals(((SQLException) sql).getSQLState());
        }
        return true;
    }

    static List<Method> interfaceMethods(Class<?> iface) {
        List<Method> list = new ArrayList<>();
        for (Method m : iface.getMethods()) {
            if (!Modifier.isStatic(m.getModifiers())) list.add(m);
        }
        assertFalse(list.isEmpty());
        return list;
    }

    private static Throwable invoke(Object target, Method m) {
        try {
            m.invoke(target, dummyArguments(m));
            return null;
        } catch (InvocationTargetException e) {
            return e.getCause();
        } catch (IllegalAccessException e) {
            return fail(e);
        }
    }

    static Object[] dummyArguments(Method m) {
        Class<?>[] types = m.getParameterTypes();
        Object[] args = new Object[types.length];
        for (int i = 0; i < types.length; i++) {
            Class<?> t = types[i];
            if (t == boolean.class) {
                args[i] = false;
            } else if (t == char.class) {
                args[i] = 'x';
            } else if (t == long.class) {
                args[i] = 1L;
            } else if (t == double.class) {
                args[i] = 1d;
            } else if (t == float.class) {
                args[i] = 1f;
            } else if (t == short.class) {
                args[i] = (short) 1;
            } else if (t == byte.class) {
                args[i] = (byte) 1;
            } else if (t == int.class) {
                args[i] = 1;
            } else if (t == String.class) {
                args[i] = "x";
            }
        }
        return args;
    }
}
