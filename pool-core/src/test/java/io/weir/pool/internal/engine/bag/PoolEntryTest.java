package io.weir.pool.internal.engine.bag;

import io.weir.pool.ApiBridge;
import io.weir.pool.WeirConfig;
import io.weir.pool.internal.jdbc.SessionState;
import io.weir.testsupport.StubDatabase;
import javax.sql.XAConnection;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** One connection's state machine and what it reports to its pool. */
class PoolEntryTest {
    private final StubDatabase db = StubDatabase.create();
    private final WeirConfig config = config();
    private final RecordingHome home = new RecordingHome(config);

    @AfterEach
    void close() {
        db.close();
    }

    private WeirConfig config() {
        WeirConfig c = new WeirConfig();
        c.setJdbcUrl(db.url());
        c.setPoolName("entry-test");
        c.validate();
        return c;
    }

    /** Entry 7, over a plain connection, opened at 1 and made at 2. */
    private PoolEntry entry() throws SQLException {
        return entry(7, db.dataSource().getConnection(), null);
    }

    /** Entry 7, released by whoever opened it: idle. */
    private PoolEntry idleEntry() throws SQLException {
        PoolEntry e = entry();
        e.release();
        return e;
    }

    private PoolEntry entry(int id, Connection raw, XAConnection xa) throws SQLException {
        return new PoolEntry(home, id, raw, xa, SessionState.initialize(raw, ApiBridge.settings(config)), 1, 2);
    }

    @Test
    void aNewEntryIsInUseByWhoeverOpenedIt() throws Exception {
        PoolEntry e = entry();
        assertEquals(PoolEntry.IN_USE, e.state());
        assertFalse(e.tryBorrow());
        assertFalse(e.tryReserve());
        assertEquals(2, e.lastAccessNanos, "last accessed when it was made");
        assertEquals(1, e.openStartedNanos);
    }

    @Test
    void anIdleEntryGoesToOneBorrowerOnly() throws Exception {
        PoolEntry e = idleEntry();
        assertTrue(e.tryBorrow());
        assertFalse(e.tryBorrow());
        assertEquals(PoolEntry.IN_USE, e.state());
    }

    @Test
    void anIdleEntryIsReservedOnceAndThenNotLent() throws Exception {
        PoolEntry e = idleEntry();
        assertTrue(e.tryReserve());
        assertFalse(e.tryReserve());
        assertFalse(e.tryBorrow());
        assertEquals(PoolEntry.RESERVED, e.state());
    }

    @Test
    void aReservedEntryHandedOverIsInUse() throws Exception {
        PoolEntry e = idleEntry();
        e.tryReserve();
        e.handOver();
        assertEquals(PoolEntry.IN_USE, e.state());
    }

    @Test
    void aRemovedEntryCanNeitherBeBorrowedNorReserved() throws Exception {
        PoolEntry e = entry();
        e.removed();
        assertFalse(e.tryBorrow());
        assertFalse(e.tryReserve());
    }

    @Test
    void theFirstEvictionCauseIsTheOneKept() throws Exception {
        PoolEntry e = entry();
        assertFalse(e.isEvicted());
        e.markEvicted(RetireCause.MAX_LIFETIME, null);
        e.markEvicted(RetireCause.SOFT_EVICTED, null);
        assertTrue(e.isEvicted());
        assertEquals(RetireCause.MAX_LIFETIME, e.evictCause());
    }

    @Test
    void doubtsAreCollectedUntilTakenAndTakenOnce() throws Exception {
        PoolEntry e = entry();
        assertFalse(e.hasDoubts());
        e.markSuspect();
        e.markMaybeOnStandby();
        assertTrue(e.hasDoubts());
        assertEquals(PoolEntry.TIMED_OUT | PoolEntry.MAYBE_ON_STANDBY, e.takeDoubts());
        assertFalse(e.hasDoubts());
        assertEquals(0, e.takeDoubts());
    }

    @Test
    void aBrokenEntryTellsThePoolAndIsEvictedWithItsError() throws Exception {
        PoolEntry e = entry();
        SQLException reset = new SQLException("connection reset", "08006");
        e.markBroken(reset);
        assertEquals(List.of("fatalError 08006"), home.calls);
        assertTrue(e.isEvicted());
        assertEquals(RetireCause.BROKEN, e.evictCause());
        assertSame(reset, e.evictError());
    }

    @Test
    void anEntryAbortedWithoutACauseIsEvictedAsAborted() throws Exception {
        PoolEntry e = entry();
        e.fatalError(e.raw, null);
        assertEquals(List.of("fatalError null"), home.calls);
        assertEquals(RetireCause.BROKEN, e.evictCause());
        assertNull(e.evictError());
    }

    @Test
    void confirmingAnEntryAliveAsksThePool() throws Exception {
        PoolEntry e = entry();
        assertTrue(e.confirmAlive());
        assertEquals(List.of("confirmAlive entry-test#7"), home.calls);
    }

    @Test
    void givingBackClosingTheFacadeAndEvictingGoToThePool() throws Exception {
        PoolEntry e = entry();
        e.giveBack();
        e.facadeClosed(e.raw);
        e.evict();
        assertEquals(List.of("giveBack entry-test#7", "giveBack entry-test#7", "evict entry-test#7"), home.calls);
    }

    @Test
    void standaloneTheEntryIsItsOwnLease() throws Exception {
        PoolEntry e = entry();
        assertSame(e, e.bind());
        assertSame(e.raw, e.physicalConnection());
        assertSame(e.session, e.session());
        assertSame(home.classifier(), e.classifier());
    }

    @Test
    void anEntryWithoutAnXAConnectionHasNoXAResource() throws Exception {
        assertNull(entry().xaResource());
    }

    @Test
    void theXAResourceIsAskedForOnceAndKept() throws Exception {
        XAConnection xa = db.xaDataSource().getXAConnection();
        PoolEntry e = entry(8, xa.getConnection(), xa);
        assertNotNull(e.xaResource());
        xa.close(); // a second ask would now fail
        assertNotNull(e.xaResource());
    }

    @Test
    void anEntryIsNamedAfterItsPoolAndNumber() throws Exception {
        assertEquals("entry-test#7", entry().toString());
    }
}
