package io.weir.pool;

import io.weir.testsupport.Await;
import io.weir.testsupport.StubDatabase;
import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordedStackTrace;
import jdk.jfr.consumer.RecordingStream;
import org.junit.jupiter.api.Test;

import java.sql.Connection;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/** Runs where virtual threads exist (CI runs pool-core again on JDK 25 for it). */
class VirtualThreadTest {

    private static ExecutorService virtualThreadPerTask() throws ReflectiveOperationException {
        return (ExecutorService) Executors.class.getMethod("newVirtualThreadPerTaskExecutor").invoke(null);
    }

    @Test
    void tenThousandVirtualThreadsShareAPoolOfFourWithoutPinning() throws Exception {
        assumeTrue(Runtime.version().feature() >= 21, "virtual threads need JDK 21+; .ci/run runs this on JDK 25");
        try (StubDatabase db = StubDatabase.create(); RecordingStream pinning = new RecordingStream()) {
            List<String> pinnedEvents = new CopyOnWriteArrayList<>();
            pinning.enable("jdk.VirtualThreadPinned").withThreshold(Duration.ofMillis(1)).withStackTrace();
            pinning.onEvent("jdk.VirtualThreadPinned", e -> pinnedEvents.add(describe(e)));
            pinning.startAsync();

            WeirConfig config = new WeirConfig();
            config.setJdbcUrl(db.url());
            config.setMaximumPoolSize(4);
            config.setConnectionTimeout(60_000);
            AtomicInteger done = new AtomicInteger();
            try (WeirDataSource ds = new WeirDataSource(config)) {
                // a borrow, and a wait, on platform threads first, so that the classes of both paths are
                // initialized before the virtual threads run them: a virtual thread that waits for another
                // thread's class initialization is pinned by the JVM, whatever code it runs, and that is not
                // what this test is about
                initializeTheWaitingPath(ds, config.getMaximumPoolSize());
                List<Future<?>> tasks = new ArrayList<>();
                ExecutorService threads = virtualThreadPerTask(); // ExecutorService is AutoCloseable only from JDK 19
                try {
                    for (int i = 0; i < 10_000; i++) {
                        tasks.add(threads.submit(() -> {
                            try (Connection c = ds.getConnection()) {
                                Thread.sleep(1); // hold it across a park, as a real query would
                            }
                            done.incrementAndGet();
                            return null;
                        }));
                    }
                    for (Future<?> t : tasks) t.get(2, TimeUnit.MINUTES);
                } finally {
                    threads.shutdown();
                }
                assertEquals(10_000, done.get());
                WeirPoolMXBean pool = ds.getPoolMXBean();
                assertEquals(4, pool.getTotalConnections());
                assertEquals(0, pool.getActiveConnections());
                assertEquals(0, pool.getThreadsAwaitingConnection());
                assertEquals(4, db.connectsSucceeded(), "no connection was replaced");
            }
            Thread.sleep(200); // let the event stream deliver what was recorded
            assertEquals(List.of(), pinnedEvents, "virtual threads were pinned while borrowing or returning");
        }
    }

    /** Holds every connection, lets a platform thread wait for one, then hands it one and returns them all. */
    private static void initializeTheWaitingPath(WeirDataSource ds, int poolSize) throws Exception {
        List<Connection> held = new ArrayList<>();
        for (int i = 0; i < poolSize; i++) held.add(ds.getConnection());
        ExecutorService platform = Executors.newSingleThreadExecutor();
        try {
            Future<?> waiter = platform.submit(() -> {
                ds.getConnection().close();
                return null;
            });
            Await.until("the platform thread waits for a connection", 10_000,
                    () -> ds.getPoolMXBean().getThreadsAwaitingConnection() == 1);
            for (Connection c : held) c.close();
            waiter.get(10, TimeUnit.SECONDS);
        } finally {
            platform.shutdown();
        }
    }

    /** The pin's duration and its innermost frames, so that a failure says where the pin was. */
    private static String describe(RecordedEvent pinned) {
        StringBuilder out = new StringBuilder(pinned.getDuration().toMillis() + " ms at");
        RecordedStackTrace stack = pinned.getStackTrace();
        if (stack == null) return out.append(" (no stack)").toString();
        stack.getFrames().stream().limit(12).forEach(f ->
                out.append("\n    ").append(f.getMethod().getType().getName()).append('.')
                        .append(f.getMethod().getName()).append(':').append(f.getLineNumber()));
        return out.toString();
    }
}
