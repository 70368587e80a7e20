package io.weir.pool.internal.jdbc;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.ArrayList;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * JDBC allows two threads on one connection. Weir does not forbid it, but the bookkeeping that
 * protects the pool (open statements, the single return) must hold under it.
 */
class ConcurrentUseTest extends OverH2 {
    private ExecutorService threads;

    @BeforeEach
    void startThreads() {
        threads = Executors.newFixedThreadPool(4);
    }

    @AfterEach
    void stopThreads() throws InterruptedException {
        threads.shutdownNow();
        assertTrue(threads.awaitTermination(30, TimeUnit.SECONDS));
    }

    @Test
    void twoThreadsOpeningAndClosingStatementsLeaveNoneOpenAfterClose() throws Exception {
        Connection c = lease.borrow();
        ConcurrentLinkedQueue<Statement> kept = new ConcurrentLinkedQueue<>();
        List<Future<?>> workers = new ArrayList<>();
        for (int t = 0; t < 2; t++) {
            workers.add(threads.submit(() -> {
                for (int i = 0; i < 2_000; i++) {
                    Statement s = c.createStatement();
                    try (ResultSet rs = s.executeQuery("select 1")) {
                        rs.next();
                    }
                    if (i % 10 == 0) kept.add(s); else s.close();
                }
                return null;
            }));
        }
        for (Future<?> f : workers) f.get(60, TimeUnit.SECONDS);
        c.close();
        for (Statement s : kept) assertTrue(s.isClosed(), "a statement kept open survived its connection's close");
        assertEquals(1, lease.facadeClosed.get());
    }

    @Test
    void racingClosesReturnTheConnectionOnce() throws Exception {
        for (int round = 0; round < 200; round++) {
            Connection c = lease.borrow();
            int before = lease.facadeClosed.get();
            CyclicBarrier start = new CyclicBarrier(4);
            List<Future<?>> closers = new ArrayList<>();
            for (int t = 0; t < 4; t++) {
                closers.add(threads.submit(() -> {
                    start.await();
                    c.close();
                    return null;
                }));
            }
            for (Future<?> f : closers) f.get(30, TimeUnit.SECONDS);
            assertEquals(before + 1, lease.facadeClosed.get(), "round " + round);
        }
    }

    @Test
    void statementsMadeWhileAnotherThreadClosesTheConnectionEndClosed() throws Exception {
        closeWhileAnotherThreadMakesStatements((c, made) -> {
            for (int i = 0; i < 100_000; i++) {
                made.accept(c.createStatement());
            }
        });
    }

    /**
     * The connection's only statement is closed just before the next is made, so the close often finds
     * no child and skips the list's lock: the statement being made meanwhile must still end closed.
     */
    @Test
    void aStatementMadeWhileAnotherThreadClosesAChildlessConnectionEndsClosed() throws Exception {
        closeWhileAnotherThreadMakesStatements((c, made) -> {
            Statement previous = null;
            for (int i = 0; i < 100_000; i++) {
                if (previous != null) previous.close();
                previous = c.createStatement();
                made.accept(previous);
            }
        });
    }

    private interface StatementMaker {
        /** Makes statements on {@code c} and hands each to {@code made}, until the connection is closed. */
        void make(Connection c, Consumer<Statement> made) throws SQLException;
    }

    /** 50 rounds: one thread makes statements while this one closes the connection; all must end closed. */
    private void closeWhileAnotherThreadMakesStatements(StatementMaker maker) throws Exception {
        CountingDriver driver = new CountingDriver();
        RecordingLease recorded = new RecordingLease(driver.wrap(raw));
        for (int round = 0; round < 50; round++) {
            driver.statements.clear();
            Connection c = recorded.borrow();
            ConcurrentLinkedQueue<Statement> made = new ConcurrentLinkedQueue<>();
            CountDownLatch running = new CountDownLatch(11);
            Future<?> making = threads.submit(() -> {
                try {
                    maker.make(c, s -> {
                        made.add(s);
                        running.countDown();
                    });
                } catch (SQLException closed) {
                    return null;
                }
                return null;
            });
            assertTrue(running.await(30, TimeUnit.SECONDS));
            c.close();
            making.get(30, TimeUnit.SECONDS);
            for (Statement s : made) {
                assertTrue(s.isClosed(), "round " + round + ": a statement outlived its closed connection");
            }
            for (Statement s : driver.statements) {
                assertTrue(s.isClosed(), "round " + round + ": a driver statement outlived the facade's close");
            }
        }
    }
}
