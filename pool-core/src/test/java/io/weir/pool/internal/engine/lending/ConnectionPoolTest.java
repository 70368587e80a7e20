package io.weir.pool.internal.engine.lending;

import io.weir.pool.ApiBridge;
import io.weir.pool.WeirConfig;
import io.weir.pool.internal.engine.bag.PoolEntry;
import io.weir.testsupport.Await;
import io.weir.testsupport.StubConnection;
import io.weir.testsupport.StubDatabase;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.SQLTransientConnectionException;
import java.time.Duration;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The engine's lending: when a borrow checks a connection, what a return resets, and how a borrow fails. */
class ConnectionPoolTest {
    private static final long NO_CHECK_WITHIN_A_MINUTE = 60_000;

    private final StubDatabase db = StubDatabase.create();
    private ConnectionPool pool;

    @AfterEach
    void close() {
        if (pool != null) pool.close();
        db.close();
    }

    /** A pool of two over the stub with both connections idle, and the stub's counters at zero. */
    private ConnectionPool twoIdle(long aliveBypassWindowMs) {
        WeirConfig config = new WeirConfig();
        config.setJdbcUrl(db.url());
        config.setMaximumPoolSize(2);
        config.setConnectionTimeout(500);
        config.setValidationTimeout(250);
        config.setAliveBypassWindow(aliveBypassWindowMs);
        pool = ConnectionPool.start(ApiBridge.settings(config), PoolRole.DATA_SOURCE, ApiBridge.dataSourceParts());
        Await.until("two idle connections", 5_000, () -> pool.idleCount() == 2);
        db.resetCounters();
        return pool;
    }

    private static StubConnection physical(PoolEntry e) {
        return (StubConnection) e.raw;
    }

    @Test
    void aConnectionUsedWithinTheBypassWindowIsLentUnchecked() throws SQLException {
        twoIdle(NO_CHECK_WITHIN_A_MINUTE);

        pool.borrow().giveBack();
        pool.borrow();

        assertEquals(0, db.isValidCalls());
    }

    @Test
    void withoutABypassWindowEveryBorrowIsChecked() throws SQLException {
        twoIdle(0);

        pool.borrow().giveBack();
        pool.borrow().giveBack();
        pool.borrow();

        assertEquals(3, db.isValidCalls());
    }

    @Test
    void afterAFatalErrorEachConnectionIsCheckedOnceBeforeItsNextLoan() throws SQLException {
        twoIdle(NO_CHECK_WITHIN_A_MINUTE);
        PoolEntry a = pool.borrow();
        PoolEntry b = pool.borrow();

        pool.returns().fatalError(new SQLException("terminated", "57P01"));
        a.giveBack();
        b.giveBack();
        PoolEntry first = pool.borrow();
        first.giveBack();
        assertSame(first, pool.borrow());
        pool.borrow();

        assertEquals(2, db.isValidCalls());
    }

    @Test
    void aConnectionThatFailsItsCheckIsClosedAndTheBorrowerGetsAnother() throws Exception {
        twoIdle(0);
        StubConnection dead = db.openConnectionList().get(0);
        dead.breakConnection();

        PoolEntry first = pool.borrow();
        PoolEntry second = pool.borrow();

        assertFalse(physical(first).isBroken());
        assertFalse(physical(second).isBroken());
        assertNotSame(physical(first), physical(second));
        assertTrue(dead.awaitEnded(Duration.ofSeconds(5)), "the dead connection is closed");
    }

    @Test
    void aConnectionTheAdapterEvictsIsClosedAndTheOthersAreCheckedBeforeTheirNextLoan() throws Exception {
        twoIdle(NO_CHECK_WITHIN_A_MINUTE);
        PoolEntry evicted = pool.borrow();
        PoolEntry other = pool.borrow();

        evicted.evict();
        other.giveBack();
        assertSame(other, pool.borrow());

        assertTrue(physical(evicted).awaitEnded(Duration.ofSeconds(5)), "the evicted connection is closed");
        assertEquals(1, db.isValidCalls());
    }

    @Test
    void aReturnResetsWhatTheBorrowerChanged() throws SQLException {
        twoIdle(NO_CHECK_WITHIN_A_MINUTE);
        Connection c = pool.getConnection();
        c.setReadOnly(true);
        c.setAutoCommit(false);
        c.close();

        PoolEntry next = pool.borrow();

        assertFalse(next.raw.isReadOnly());
        assertTrue(next.raw.getAutoCommit());
    }

    @Test
    void aBorrowThatFindsNoConnectionInTimeFailsNamingThePoolAndItsState() throws SQLException {
        twoIdle(NO_CHECK_WITHIN_A_MINUTE);
        pool.borrow();
        pool.borrow();

        SQLTransientConnectionException e = assertThrows(SQLTransientConnectionException.class, pool::borrow);

        assertTrue(e.getMessage().startsWith(pool.poolName() + " - no connection available after waiting"), e.getMessage());
        assertTrue(e.getMessage().contains("connectionTimeout=500 ms"), e.getMessage());
    }

    @Test
    void aBorrowFromAClosedPoolFailsWithConnectionDoesNotExist() {
        twoIdle(NO_CHECK_WITHIN_A_MINUTE);
        pool.close();

        SQLException e = assertThrows(SQLException.class, pool::borrow);

        assertEquals("08003", e.getSQLState());
        assertEquals(pool.poolName() + " - the pool is closed", e.getMessage());
    }
}
