package io.weir.pool.adapter;

import io.weir.pool.WeirPoolMXBean;
import io.weir.pool.internal.engine.bag.PoolEntry;
import io.weir.pool.internal.engine.lending.ConnectionPool;
import io.weir.pool.internal.jdbc.Facades;
import io.weir.pool.spi.ConnectionLease;
import io.weir.pool.spi.FacadeOwner;
import io.weir.pool.spi.LeakHandler;
import io.weir.pool.spi.LogicalConnection;
import io.weir.pool.spi.Settings;

import javax.sql.XAConnection;
import java.sql.SQLException;

/**
 * The pool as the resource adapter sees it: leases instead of facades bound at borrow, and facades
 * that the adapter binds to a lease when the application first uses them.
 */
final class AdapterPool implements PhysicalPool {
    private final ConnectionPool pool;
    private final WeirPoolMXBean mxbean;

    AdapterPool(ConnectionPool pool, WeirPoolMXBean mxbean) {
        this.pool = pool;
        this.mxbean = mxbean;
    }

    @Override
    public ConnectionLease borrow() throws SQLException {
        return borrow(null);
    }

    @Override
    public ConnectionLease borrow(LeakHandler onLeak) throws SQLException {
        PoolEntry e = pool.borrow();
        e.leakHandler = onLeak; // read by the leak report, which runs leakDetectionThreshold (at least 100 ms) later
        return e;
    }

    @Override
    public void releaseName() {
        pool.releaseName();
    }

    @Override
    public LogicalConnection newFacade(FacadeOwner owner) {
        return Facades.newLogical(owner);
    }

    @Override
    public void countReclaimedLeak() {
        pool.counters().reclaimedLeak();
    }

    @Override
    public void countLostTransaction() {
        pool.counters().lostTransaction();
    }

    @Override
    public XAConnection openRecoveryConnection(String username, String password) throws SQLException {
        return pool.source().openXA(username, password);
    }

    @Override
    public WeirPoolMXBean getPoolMXBean() {
        return mxbean;
    }

    @Override
    public Settings settings() {
        return pool.settings();
    }

    @Override
    public void close() {
        pool.close();
    }

    @Override
    public String toString() {
        return pool.toString();
    }
}
