package io.weir.pool.internal.engine.upkeep;

import io.weir.pool.internal.engine.EngineParts;
import io.weir.testsupport.Await;
import io.weir.testsupport.LogCapture;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.sql.SQLException;
import java.sql.SQLTransientConnectionException;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.atomic.AtomicReference;
import java.util.logging.LogRecord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** suspendPool/resumePool as borrowers meet them. */
class SuspensionTest {
    private static final long LONG_TIMEOUT_MS = 60_000;
    private final EngineParts parts = new EngineParts(1);
    private final Suspension suspension = Suspension.of(true, "suspension-test", parts.bag);
    private final AtomicReference<Thread> waiterThread = new AtomicReference<>();

    @AfterEach
    void close() {
        suspension.close();
        parts.close();
    }

    /** A borrower on another thread waiting for the resume; the future fails with the SQLException as cause. */
    private CompletableFuture<Void> waitingBorrower(long timeoutMs) {
        CompletableFuture<Void> f = CompletableFuture.runAsync(() -> {
            waiterThread.set(Thread.currentThread());
            try {
                suspension.awaitResume(System.nanoTime(), timeoutMs);
            } catch (SQLException e) {
                throw new CompletionException(e);
            }
        });
        Await.until("the borrower waits", 5000, () -> {
            Thread t = waiterThread.get();
            return f.isDone() || t != null && t.getState() == Thread.State.TIMED_WAITING;
        });
        return f;
    }

    @Test
    void aPoolWithoutAllowPoolSuspensionRefusesToSuspend() {
        Suspension off = Suspension.of(false, "suspension-test", parts.bag);
        IllegalStateException e = assertThrows(IllegalStateException.class, off::suspend);
        assertTrue(e.getMessage().contains("allowPoolSuspension=true"), e.getMessage());
        assertFalse(off.isSuspended());
    }

    @Test
    void aBorrowerOfAPoolThatIsNotSuspendedGoesOnAtOnce() throws Exception {
        suspension.awaitResume(System.nanoTime() - 1_000_000_000L, 250); // even with connectionTimeout already spent
    }

    @Test
    void aBorrowerWaitsWhileThePoolIsSuspendedAndGoesOnWhenItResumes() throws Exception {
        suspension.suspend();
        CompletableFuture<Void> borrower = waitingBorrower(LONG_TIMEOUT_MS);
        assertFalse(borrower.isDone());
        assertTrue(suspension.resume());
        borrower.get();
        assertFalse(suspension.isSuspended());
    }

    @Test
    void aBorrowerGivesUpWhenThePoolIsNotResumedWithinConnectionTimeout() {
        suspension.suspend();
        SQLTransientConnectionException e = assertThrows(SQLTransientConnectionException.class,
                () -> suspension.awaitResume(System.nanoTime(), 250));
        assertTrue(e.getMessage().contains("not resumed within connectionTimeout=250 ms"), e.getMessage());
    }

    @Test
    void resumeTellsWhetherThePoolWasSuspended() {
        assertFalse(suspension.resume());
        suspension.suspend();
        assertTrue(suspension.resume());
    }

    @Test
    void closingLetsWaitingBorrowersGoOnAndNoneWaitsAfterwards() throws Exception {
        suspension.suspend();
        CompletableFuture<Void> borrower = waitingBorrower(LONG_TIMEOUT_MS);
        suspension.close();
        borrower.get();
        suspension.suspend();
        suspension.awaitResume(System.nanoTime(), LONG_TIMEOUT_MS);
    }

    @Test
    void anInterruptedBorrowerFailsAsAConnectFailureAndKeepsItsInterrupt() throws Exception {
        suspension.suspend();
        AtomicReference<Boolean> interruptKept = new AtomicReference<>();
        CompletableFuture<Void> borrower = CompletableFuture.runAsync(() -> {
            waiterThread.set(Thread.currentThread());
            try {
                suspension.awaitResume(System.nanoTime(), LONG_TIMEOUT_MS);
            } catch (SQLException e) {
                interruptKept.set(Thread.interrupted());
                throw new CompletionException(e);
            }
        });
        Await.until("the borrower waits", 5000, () -> waiterThread.get() != null
                && waiterThread.get().getState() == Thread.State.TIMED_WAITING);
        waiterThread.get().interrupt();
        ExecutionException failed = assertThrows(ExecutionException.class, borrower::get);
        SQLException e = assertInstanceOf(SQLException.class, failed.getCause());
        assertEquals("08001", e.getSQLState());
        assertTrue(interruptKept.get());
    }

    @Test
    void suspendingAndResumingAreLoggedUnderSuspensionsOwnLogger() {
        try (LogCapture log = LogCapture.weir()) {
            suspension.suspend();
            suspension.resume();
            assertEquals(List.of("suspension-test - suspended", "suspension-test - resumed"),
                    log.records().stream().map(LogRecord::getMessage).toList());
            assertTrue(log.records().stream().allMatch(r -> r.getLoggerName().equals(Suspension.class.getName())));
        }
    }
}
