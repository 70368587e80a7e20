package io.weir.rar;

import io.weir.pool.spi.ConnectionLease;

import javax.transaction.xa.XAException;
import javax.transaction.xa.XAResource;
import javax.transaction.xa.Xid;
import java.sql.SQLException;
import java.util.Arrays;

/**
 * The managed connection's XAResource, over the driver's. {@code start} binds a physical XA
 * connection; the end of the branch (commit, rollback, or a read-only prepare) lets it go back once
 * no handle is open. Calls that arrive with nothing bound (recovery: {@code recover}, and the
 * commit or rollback of an in-doubt branch) go to a connection outside the pool. An XAER_RMFAIL from
 * the driver means the resource is gone: the server is told to discard this managed connection.
 */
final class WeirXAResource implements XAResource {
    private final WeirManagedConnection owner;
    private volatile int timeoutSeconds;
    private volatile Xid branch;

    WeirXAResource(WeirManagedConnection owner) {
        this.owner = owner;
    }

    @FunctionalInterface
    private interface XaCall<T> {
        T on(XAResource driver) throws XAException;
    }

    @Override
    public void start(Xid xid, int flags) throws XAException {
        if (flags == TMJOIN || flags == TMRESUME) {
            call(boundResource(), driver -> { driver.start(xid, flags); return null; });
            return;
        }
        ConnectionLease lease;
        try {
            lease = owner.beginTransaction(WeirManagedConnection.Transaction.XA);
        } catch (IllegalStateException e) {
            throw xaException(XAException.XAER_PROTO, e.getMessage(), e);
        } catch (SQLException e) {
            throw xaException(XAException.XAER_RMFAIL, "No physical connection for the XA branch: " + e.getMessage(), e);
        }
        try {
            XAResource driver = driverResource(lease);
            int timeout = timeoutSeconds;
            if (timeout > 0) driver.setTransactionTimeout(timeout);
            call(driver, d -> { d.start(xid, flags); return null; });
            branch = xid;
        } catch (XAException e) {
            owner.endTransaction();
            throw e;
        }
    }

    @Override
    public void end(Xid xid, int flags) throws XAException {
        call(boundResource(), driver -> { driver.end(xid, flags); return null; });
    }

    @Override
    public int prepare(Xid xid) throws XAException {
        int vote = call(resourceFor(), driver -> driver.prepare(xid));
        if (vote == XA_RDONLY) branchCompleted(xid);
        return vote;
    }

    @Override
    public void commit(Xid xid, boolean onePhase) throws XAException {
        try {
            call(resourceFor(), driver -> { driver.commit(xid, onePhase); return null; });
        } finally {
            branchCompleted(xid);
        }
    }

    @Override
    public void rollback(Xid xid) throws XAException {
        try {
            call(resourceFor(), driver -> { driver.rollback(xid); return null; });
        } finally {
            branchCompleted(xid);
        }
    }

    @Override
    public void forget(Xid xid) throws XAException {
        call(resourceFor(), driver -> { driver.forget(xid); return null; });
    }

    @Override
    public Xid[] recover(int flag) throws XAException {
        return call(resourceFor(), driver -> driver.recover(flag));
    }

    /**
     * Same resource manager only as the driver says for the connections actually bound: an unbound
     * wrapper cannot know, and a wrong "true" would make the transaction manager join branches across
     * physical connections that do not support it.
     */
    @Override
    public boolean isSameRM(XAResource other) throws XAException {
        if (other == this) return true;
        ConnectionLease lease = owner.lease();
        if (lease == null) return false;
        XAResource otherDriver = other;
        if (other instanceof WeirXAResource) {
            ConnectionLease otherLease = ((WeirXAResource) other).owner.lease();
            if (otherLease == null) return false;
            otherDriver = driverResource(otherLease);
        }
        XAResource target = otherDriver;
        return call(driverResource(lease), driver -> driver.isSameRM(target));
    }

    @Override
    public int getTransactionTimeout() {
        return timeoutSeconds;
    }

    /** Kept and applied to the driver's resource at each start, since the physical connection changes. */
    @Override
    public boolean setTransactionTimeout(int seconds) {
        this.timeoutSeconds = seconds;
        return true;
    }

    private void branchCompleted(Xid xid) {
        Xid current = branch;
        if (current != null && sameXid(current, xid)) {
            branch = null;
            owner.endTransaction();
        }
    }

    private XAResource boundResource() throws XAException {
        ConnectionLease lease = owner.lease();
        if (lease == null) {
            throw xaException(XAException.XAER_PROTO, "No XA branch was started on this connection", null);
        }
        return driverResource(lease);
    }

    /** The bound connection's resource, or the recovery connection's when nothing is bound. */
    private XAResource resourceFor() throws XAException {
        ConnectionLease lease = owner.lease();
        if (lease != null) return driverResource(lease);
        try {
            return owner.recoveryXaResource();
        } catch (SQLException e) {
            throw xaException(XAException.XAER_RMFAIL, "No recovery connection: " + e.getMessage(), e);
        }
    }

    private XAResource driverResource(ConnectionLease lease) throws XAException {
        try {
            XAResource driver = lease.xaResource();
            if (driver == null) {
                throw xaException(XAException.XAER_PROTO, "The pool holds no XA connections", null);
            }
            return driver;
        } catch (SQLException e) {
            throw failed(xaException(XAException.XAER_RMFAIL, "The XA connection is unusable: " + e.getMessage(), e));
        }
    }

    private <T> T call(XAResource driver, XaCall<T> call) throws XAException {
        try {
            return call.on(driver);
        } catch (XAException e) {
            throw failed(e);
        }
    }

    private XAException failed(XAException e) {
        if (e.errorCode == XAException.XAER_RMFAIL) {
            owner.connectionFailed(e);
        }
        return e;
    }

    private static XAException xaException(int code, String message, Exception cause) {
        XAException e = new XAException(message);
        e.errorCode = code;
        if (cause != null) e.initCause(cause);
        return e;
    }

    private static boolean sameXid(Xid a, Xid b) {
        return a == b || (a.getFormatId() == b.getFormatId()
                && Arrays.equals(a.getGlobalTransactionId(), b.getGlobalTransactionId())
                && Arrays.equals(a.getBranchQualifier(), b.getBranchQualifier()));
    }
}
