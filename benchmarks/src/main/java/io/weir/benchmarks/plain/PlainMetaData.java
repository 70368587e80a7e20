package io.weir.benchmarks.plain;

import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.ResultSet;

/**
 * The metadata a pool may ask for while it sets a connection up: off the measured path, so a proxy
 * answering the version, names and limits, and a neutral value (false, 0, null) to everything else.
 */
final class PlainMetaData {
    private PlainMetaData() {
    }

    /** {@code owner} is the connection for a DatabaseMetaData, the result set for a ResultSetMetaData. */
    static <T> T of(Class<T> type, Object owner) {
        return type.cast(Proxy.newProxyInstance(PlainMetaData.class.getClassLoader(), new Class<?>[]{type},
                (proxy, method, args) -> {
                    Class<?> r = method.getReturnType();
                    switch (method.getName()) {
                        case "getConnection":
                            return owner instanceof Connection ? owner : null;
                        case "getColumnCount":
                            return 2;
                        case "getJDBCMajorVersion":
                            return 4;
                        case "getJDBCMinorVersion":
                            return 2;
                        case "getDatabaseProductName":
                        case "getDriverName":
                            return "plain";
                        case "getDatabaseProductVersion":
                        case "getDriverVersion":
                            return "1.0";
                        case "getURL":
                            return PlainDriver.URL_PREFIX;
                        case "getDefaultTransactionIsolation":
                            return Connection.TRANSACTION_READ_COMMITTED;
                        case "getResultSetHoldability":
                            return ResultSet.HOLD_CURSORS_OVER_COMMIT;
                        case "getSQLStateType":
                            return DatabaseMetaData.sqlStateSQL;
                        case "toString":
                            return "PlainMetaData[" + type.getSimpleName() + "]";
                        case "hashCode":
                            return System.identityHashCode(proxy);
                        case "equals":
                            return proxy == args[0];
                        default:
                            if (r == boolean.class) return false;
                            if (r == int.class) return 0;
                            if (r == long.class) return 0L;
                            return null;
                    }
                }));
    }
}
