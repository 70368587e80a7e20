package io.weir.pool.internal.jdbc;

import io.weir.pool.spi.ConnectionLease;
import io.weir.pool.spi.FacadeOwner;

import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.SQLException;

/**
 * PLACEHOLDER (issue 3 replaces it with generated delegates): creates and controls connection
 * facades. The signatures are the contract between the engine, the resource adapter and the wrappers.
 */
public final class Facades {
    private Facades() {
    }

    /** A facade over {@code lease} if it is already bound (standalone borrow), or bound lazily through the owner. */
    public static Connection newConnection(FacadeOwner owner, ConnectionLease lease) {
        Handler h = new Handler(owner, lease);
        return (Connection) Proxy.newProxyInstance(Facades.class.getClassLoader(), new Class<?>[]{Connection.class}, h);
    }

    public static void unbind(Connection facade) {
        ((Handler) Proxy.getInvocationHandler(facade)).lease = null;
    }

    public static void invalidate(Connection facade) {
        ((Handler) Proxy.getInvocationHandler(facade)).closed = true;
    }

    private static final class Handler implements InvocationHandler {
        private final FacadeOwner owner;
        private volatile ConnectionLease lease;
        private volatile boolean closed;

        Handler(FacadeOwner owner, ConnectionLease lease) {
            this.owner = owner;
            this.lease = lease;
        }

        @Override
        public Object invoke(Object proxy, java.lang.reflect.Method m, Object[] args) throws Throwable {
            switch (m.getName()) {
                case "close":
                    if (!closed) {
                        closed = true;
                        owner.facadeClosed((Connection) proxy);
                    }
                    return null;
                case "isClosed":
                    return closed;
                case "toString":
                    return "WeirConnection[placeholder]";
                case "hashCode":
                    return System.identityHashCode(proxy);
                case "equals":
                    return proxy == args[0];
                default:
                    if (closed) throw new SQLException("Connection is closed", "08003");
                    ConnectionLease l = lease;
                    if (l == null) lease = l = owner.bind();
                    try {
                        return m.invoke(l.physicalConnection(), args);
                    } catch (InvocationTargetException e) {
                        throw e.getCause();
                    }
            }
        }
    }
}
