package io.weir.rar;

import io.weir.pool.spi.FacadeOwner;
import io.weir.pool.spi.LogicalConnection;
import io.weir.pool.adapter.PhysicalPool;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.util.List;
import java.util.function.BooleanSupplier;

/**
 * Facades that write down each call the adapter (or the test) makes on them, {@code ">name"} as it starts
 * and {@code "<name"} as it ends, so that a test sees which calls reach a facade and in what order.
 */
final class RecordingFacades {
    private RecordingFacades() {
    }

    /** Passes every call on to Weir's {@code facade}. */
    static LogicalConnection over(LogicalConnection facade, List<String> calls) {
        return record(calls, (m, args) -> m.invoke(facade, args));
    }

    /** A facade of no pool, for the state's own tests: answers {@code inCall}, and does nothing else. */
    static LogicalConnection detached(List<String> calls, BooleanSupplier inCall) {
        return record(calls, (m, args) -> m.getName().equals("inCall") ? inCall.getAsBoolean() : null);
    }

    /** {@code pool} as it is, but the facades it makes record their calls into {@code calls}. */
    static PhysicalPool recordingFacades(PhysicalPool pool, List<String> calls) {
        return (PhysicalPool) Proxy.newProxyInstance(RecordingFacades.class.getClassLoader(), new Class<?>[] {PhysicalPool.class},
                (proxy, m, args) -> {
                    if (m.getName().equals("newFacade")) return over(pool.newFacade((FacadeOwner) args[0]), calls);
                    return passOn(m, pool, args);
                });
    }

    @FunctionalInterface
    private interface Call {
        Object on(Method m, Object[] args) throws Throwable;
    }

    private static LogicalConnection record(List<String> calls, Call call) {
        return (LogicalConnection) Proxy.newProxyInstance(RecordingFacades.class.getClassLoader(),
                new Class<?>[] {LogicalConnection.class}, (proxy, m, args) -> {
                    if (m.getDeclaringClass() == Object.class) return objectMethod(proxy, m, args);
                    calls.add(">" + m.getName());
                    try {
                        return call.on(m, args);
                    } catch (InvocationTargetException e) {
                        throw e.getCause();
                    } finally {
                        calls.add("<" + m.getName());
                    }
                });
    }

    /** Identity, as Weir's facades have it; not recorded, as no adapter call is meant. */
    private static Object objectMethod(Object proxy, Method m, Object[] args) {
        return switch (m.getName()) {
            case "equals" -> proxy == args[0];
            case "hashCode" -> System.identityHashCode(proxy);
            default -> "RecordingFacade@" + Integer.toHexString(System.identityHashCode(proxy));
        };
    }

    private static Object passOn(Method m, Object target, Object[] args) throws Throwable {
        try {
            return m.invoke(target, args);
        } catch (InvocationTargetException e) {
            throw e.getCause();
        }
    }
}
