package io.weir.it.contract;

import io.weir.it.Probe;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Properties;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Requests that never close their connection, with the server's own leak settings as they ship:
 * WeirLeak (MaximumPoolSize 2, ConnectionTimeout 5000, LeakDetectionThreshold 1000, the server's pool
 * also 2) takes each leaked connection back, so that later requests are served. The requests take their
 * connections from a DataSource injected with {@code @Resource} (io.weir.injected, deployed once per
 * definition), as applications do, not from a lookup per request.
 */
public interface LeakedConnectionsContract {
    int POOL_SIZE = 2;
    long CONNECTION_TIMEOUT_MS = 5000;
    /**
     * WeirLeak's and WeirBusyLeak's LeakDetectionThreshold (1000 ms) plus a sweep (100 ms), and a second more for
     * a loaded machine: well under ConnectionTimeout (5000 ms).
     */
    long LEAK_BACK_BOUND_MS = 1000 + 100 + 1000;

    /** The probe application, for the pools' numbers. */
    Probe probe();

    /** io.weir.injected over WeirLeak. */
    Probe leaking();

    /** io.weir.injected over WeirBusyLeak: Weir's pool of 2 under a server pool of 10, LeakDetectionThreshold 1000. */
    Probe busyLeaking();

    Path serverLog();

    /**
     * What server.log says about two leaked connections: WildFly leaves them to Weir's LeakDetectionThreshold
     * (leak reports, the later one with the borrowing stack, then the connections taken back); Payara cleans
     * the handle up at the end of the request, which Weir reports.
     */
    List<String> leakReport();

    private Properties leak() {
        return leaking().get("api/injected/leak");
    }

    @Test
    default void threeTimesThePoolSizeOfLeakingRequestsStillLetTenLaterRequestsThrough() {
        for (int i = 0; i < 3 * POOL_SIZE; i++) {
            Properties leaked = leak();
            assertEquals("false", leaked.getProperty("failed"), "leaking request " + i + ": " + leaked);
        }
        for (int i = 0; i < 10; i++) {
            Properties served = leaking().get("api/injected/query");
            assertEquals("false", served.getProperty("failed"), "request " + i + ": " + served);
            assertTrue(Long.parseLong(served.getProperty("millis")) < CONNECTION_TIMEOUT_MS, "request " + i + ": " + served);
        }
    }

    /**
     * The shape users meet: sequential requests, served by one worker thread as far as the server keeps to one,
     * each leaking a connection, with Weir's pool smaller than the server's (WeirBusyLeak). From the third
     * request on, each waits inside the JDBC call that binds for a connection an earlier request leaked, often
     * on the same thread; it must come back within LeakDetectionThreshold plus a sweep ({@link #LEAK_BACK_BOUND_MS}).
     */
    @Test
    default void eachOfTenSequentialLeakingRequestsGetsItsConnectionWithinTheThreshold() {
        Set<String> threads = new LinkedHashSet<>();
        for (int i = 0; i < 10; i++) {
            Properties leaked = busyLeaking().get("api/injected/leak");
            threads.add(leaked.getProperty("thread"));
            assertEquals("false", leaked.getProperty("failed"), "leaking request " + i + ": " + leaked);
            // the first ones may start the pool, which a loaded machine makes slow; they wait for no leak of this test
            if (i >= POOL_SIZE) {
                assertTrue(Long.parseLong(leaked.getProperty("wait")) < LEAK_BACK_BOUND_MS, "leaking request " + i + ": " + leaked);
            }
        }
        System.out.println("worker threads that served the ten leaking requests: " + threads);
    }

    /**
     * One worker thread leaks a connection and then works on another, four times over, in one request: each
     * round's work waits, inside the JDBC call that binds, for a connection the same thread leaked. Each
     * must come back within LeakDetectionThreshold plus a sweep ({@link #LEAK_BACK_BOUND_MS}), whatever that
     * thread is doing.
     */
    @Test
    default void leakOfAThreadThatKeepsWorkingOnOtherConnectionsComesBackWithinTheThreshold() {
        int rounds = 4;
        Properties busy = busyLeaking().get("api/injected/leak-while-busy?rounds=" + rounds);
        assertEquals("false", busy.getProperty("failed"), busy.toString());
        for (int i = 0; i < rounds; i++) {
            assertTrue(Long.parseLong(busy.getProperty("wait" + i)) < LEAK_BACK_BOUND_MS, "round " + i + ": " + busy);
        }
    }

    @Test
    default void forgottenHandleThrowsConnectionClosedOnceItsConnectionIsTakenBack() throws InterruptedException {
        assertEquals("false", leak().getProperty("failed"));
        probe().awaitActive("WeirLeak", 0);

        Properties use = leaking().get("api/injected/use-forgotten");
        assertEquals("true", use.getProperty("threw"), use.toString());
        assertEquals("08003", use.getProperty("sqlState"), use.toString());
    }

    /** Two leaks: in a server Weir records borrowing stacks from a pool's first leak on, so the second report carries one. */
    @Test
    default void leaksAreReportedInTheServerLog() throws Exception {
        for (int i = 0; i < 2; i++) {
            assertEquals("false", leak().getProperty("failed"));
            probe().awaitActive("WeirLeak", 0);
        }

        String log = Files.readString(serverLog());
        for (String line : leakReport()) {
            assertTrue(log.contains(line), serverLog() + " lacks: " + line);
        }
    }
}
