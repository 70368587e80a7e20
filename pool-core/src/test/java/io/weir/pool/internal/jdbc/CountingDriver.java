package io.weir.pool.internal.jdbc;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.sql.CallableStatement;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;

/**
 * Records every call that reaches the driver: wraps a raw connection, and every JDBC object it
 * hands out, in a recording proxy (test code only). A test proves with it that a facade did not
 * reach the driver, or which calls a return made, and can {@link #hold} a call inside the driver
 * while it does something on another thread.
 */
final class CountingDriver {
    private static final List<Class<?>> JDBC_TYPES = List.of(Connection.class, CallableStatement.class,
            PreparedStatement.class, Statement.class, ResultSet.class, DatabaseMetaData.class);

    final List<String> calls = new CopyOnWriteArrayList<>();
    /** Every statement the driver handed out, unwrapped. */
    final List<Statement> statements = new CopyOnWriteArrayList<>();
    /** Every result set the driver handed out, unwrapped. */
    final List<ResultSet> resultSets = new CopyOnWriteArrayList<>();
    private volatile String held;
    private final Semaphore entered = new Semaphore(0);
    private volatile CountDownLatch released = new CountDownLatch(1);

    Connection wrap(Connection raw) {
        return (Connection) record(raw);
    }

    int count() {
        return calls.size();
    }

    /** The recorded calls named {@code method}, e.g. "Connection.setReadOnly". */
    long count(String method) {
        return calls.stream().filter(method::equals).count();
    }

    /**
     * From now on a call named {@code method} (as {@link #count(String)} names it) waits in the driver until
     * {@link #release()}.
     */
    void hold(String method) {
        released = new CountDownLatch(1); // a fresh gate: one released before must not let this call through
        held = method;
    }

    /** Waits until a call is held. */
    void awaitHeld() throws InterruptedException {
        if (!entered.tryAcquire(5, TimeUnit.SECONDS)) throw new AssertionError("no call to " + held + " within 5 s");
    }

    /** Lets the held calls, and every later one, go on. */
    void release() {
        held = null;
        released.countDown();
    }

    /** The statements and result sets the driver handed out that are still open in the driver. */
    long openDriverObjects() throws SQLException {
        long open = 0;
        for (Statement s : statements) if (!s.isClosed()) open++;
        for (ResultSet rs : resultSets) if (!rs.isClosed()) open++;
        return open;
    }

    private void holdIfAsked(String call) throws InterruptedException {
        if (!call.equals(held)) return;
        CountDownLatch gate = released;
        entered.release();
        if (!gate.await(5, TimeUnit.SECONDS)) throw new AssertionError(call + " held for 5 s, never released");
    }

    private Object record(Object target) {
        List<Class<?>> interfaces = new ArrayList<>();
        for (Class<?> t : JDBC_TYPES) {
            if (t.isInstance(target) && interfaces.stream().noneMatch(t::isAssignableFrom)) interfaces.add(t);
        }
        if (interfaces.isEmpty()) return target;
        if (target instanceof Statement) statements.add((Statement) target);
        if (target instanceof ResultSet) resultSets.add((ResultSet) target);
        return Proxy.newProxyInstance(CountingDriver.class.getClassLoader(), interfaces.toArray(new Class<?>[0]),
                (proxy, method, args) -> {
                    if (method.getDeclaringClass() != Object.class) {
                        String call = method.getDeclaringClass().getSimpleName() + "." + method.getName();
                        calls.add(call);
                        holdIfAsked(call);
                    }
                    try {
                        return record(method.invoke(target, args));
                    } catch (InvocationTargetException e) {
                        throw e.getCause();
                    }
                });
    }
}
