package io.weir.pool.internal.engine.lending;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The pool's background threads: named after the pool, daemons, and stopped in two steps. */
class PoolThreadsTest {
    private final PoolThreads threads = new PoolThreads("threads-test");

    @AfterEach
    void close() {
        threads.stopBackground();
        threads.stopConnectors();
    }

    @Test
    void eachThreadIsADaemonNamedAfterThePoolAndItsJob() throws Exception {
        Thread housekeeper = threads.scheduler.submit(Thread::currentThread).get();
        Thread connector = threads.connectors.submit(Thread::currentThread).get();
        Thread creator = threads.creatorLoop.submit(Thread::currentThread).get();
        assertEquals("threads-test-housekeeper-1", housekeeper.getName());
        assertEquals("threads-test-connector-1", connector.getName());
        assertEquals("threads-test-creator-1", creator.getName());
        assertTrue(housekeeper.isDaemon() && connector.isDaemon() && creator.isDaemon());
    }

    @Test
    void noThreadKeepsTheApplicationsClassLoader() throws Exception {
        ClassLoader application = new ClassLoader(getClass().getClassLoader()) {
        };
        Thread current = Thread.currentThread();
        ClassLoader before = current.getContextClassLoader();
        current.setContextClassLoader(application);
        try {
            PoolThreads started = new PoolThreads("loader-test");
            try {
                ClassLoader seen = started.connectors.submit(() -> Thread.currentThread().getContextClassLoader()).get();
                assertSame(PoolThreads.class.getClassLoader(), seen);
            } finally {
                started.stopBackground();
                started.stopConnectors();
            }
        } finally {
            current.setContextClassLoader(before);
        }
    }

    @Test
    void stoppingTheBackgroundEndsHousekeepingAndConnectsButConnectorsStillClose() throws Exception {
        threads.scheduler.scheduleWithFixedDelay(() -> { }, 1, 1, TimeUnit.DAYS);
        threads.stopBackground();
        assertTrue(threads.scheduler.getQueue().isEmpty(), "no pass is left to run");
        assertThrows(RejectedExecutionException.class, () -> threads.scheduler.schedule(() -> { }, 1, TimeUnit.SECONDS));
        assertThrows(RejectedExecutionException.class, () -> threads.creatorLoop.execute(() -> { }));
        assertEquals("closed", threads.connectors.submit(() -> "closed").get());
    }

    @Test
    void aCloseStillRunningASecondAfterTheConnectorsStopIsInterrupted() throws Exception {
        CountDownLatch running = new CountDownLatch(1);
        Future<Boolean> close = threads.connectors.submit(() -> {
            running.countDown();
            return new CountDownLatch(1).await(60, TimeUnit.SECONDS); // a close that does not end by itself
        });
        running.await();
        threads.stopConnectors();
        ExecutionException stopped = assertThrows(ExecutionException.class, close::get);
        assertInstanceOf(InterruptedException.class, stopped.getCause());
        assertTrue(threads.connectors.awaitTermination(10, TimeUnit.SECONDS));
    }
}
