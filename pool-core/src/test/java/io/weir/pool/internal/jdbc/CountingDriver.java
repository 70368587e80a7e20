package io.weir.pool.internal.jdbc;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.sql.CallableStatement;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * Records every call that reaches the driver: wraps a raw connection, and every JDBC object it
 * hands out, in a recording proxy (test code only). A test proves with it that a facade did not
 * reach the driver, or which calls a return made.
 */
final class CountingDriver {
    private static final List<Class<?>> JDBC_TYPES = List.of(Connection.class, CallableStatement.class,
            PreparedStatement.class, Statement.class, ResultSet.class, DatabaseMetaData.class);

    final List<String> calls = new CopyOnWriteArrayList<>();
    /** Every statement the driver handed out, unwrapped. */
    final List<Statement> statements = new CopyOnWriteArrayList<>();

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

    private Object record(Object target) {
        List<Class<?>> interfaces = new ArrayList<>();
        for (Class<?> t : JDBC_TYPES) {
            if (t.isInstance(target) && interfaces.stream().noneMatch(t::isAssignableFrom)) interfaces.add(t);
        }
        if (interfaces.isEmpty()) return target;
        if (target instanceof Statement) statements.add((Statement) target);
        return Proxy.newProxyInstance(CountingDriver.class.getClassLoader(), interfaces.toArray(new Class<?>[0]),
                (proxy, method, args) -> {
                    if (method.getDeclaringClass() != Object.class) {
                        calls.add(method.getDeclaringClass().getSimpleName() + "." + method.getName());
                    }
                    try {
                        return record(method.invoke(target, args));
                    } catch (InvocationTargetException e) {
                        throw e.getCause();
                    }
                });
    }
}
