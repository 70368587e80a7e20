package io.weir.rar;

import org.junit.jupiter.api.Test;

import java.net.URL;
import java.net.URLClassLoader;
import java.util.concurrent.atomic.AtomicReference;

import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

/**
 * In a server the first allocation may come from any thread: a management operation, or an application
 * whose context class loader sees neither the driver nor the adapter. The pool must not depend on it.
 */
class ClassLoadingTest extends OnSimulatedServer {
    /** Sees the JDK only: like a deployment that has no access to the JDBC driver. */
    private final ClassLoader blind = new URLClassLoader(new URL[0], null);

    private Throwable allocateFromThreadWithContextLoader(WeirManagedConnectionFactory factory, AtomicReference<ClassLoader> after)
            throws InterruptedException {
        AtomicReference<Throwable> failure = new AtomicReference<>();
        Thread caller = new Thread(() -> {
            try {
                factory.createManagedConnection(null, null).destroy();
            } catch (Throwable t) {
                failure.set(t);
            }
            after.set(Thread.currentThread().getContextClassLoader());
        });
        caller.setContextClassLoader(blind);
        caller.start();
        caller.join();
        return failure.get();
    }

    @Test
    void theDataSourceClassIsFoundWhateverTheCallersContextClassLoader() throws Exception {
        WeirManagedConnectionFactory factory = TestFactories.stubXa(db, 1);
        server.deploy(factory);
        AtomicReference<ClassLoader> after = new AtomicReference<>();

        assertNull(allocateFromThreadWithContextLoader(factory, after));
        assertSame(blind, after.get(), "the caller's context class loader is restored");
    }
}
