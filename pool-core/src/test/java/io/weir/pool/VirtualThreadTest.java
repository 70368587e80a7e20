package io.weir.pool;

import io.weir.testsupport.StubDatabase;
import jdk.jfr.consumer.RecordingStream;
import org.junit.jupiter.api.Test;

import java.sql.Connection;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
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
            AtomicInteger pinnedEvents = new AtomicInteger();
            pinning.enable("jdk.VirtualThreadPinned").withThreshold(Duration.ofMillis(1));
            pinning.onEvent("jdk.VirtualThreadPinned", e -> pinnedEvents.incrementAndGet());
            pinning.startAsync();

            WeirConfig config = new WeirConfig();
            config.setJdbcUrl(db.url());
            config.setMaximumPoolSize(4);
            config.setConnectionTimeout(60_000);
            AtomicInteger done = new AtomicInteger();
            try (WeirDataSource ds = new WeirDataSource(config)) {
                // one borrow on this platform thread first, so that the facade classes are initialized before the
                // virtual threads borrow: a virtual thread that waits for another thread's class initialization
                // is pinned by the JVM, whatever code it runs, and that is not what this test is about
                ds.getConnection().close();
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
            assertEquals(0, pinnedEvents.get(), "virtual threads were pinned while borrowing or returning");
        }
    }
}
