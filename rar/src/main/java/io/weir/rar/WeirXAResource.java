package io.weir.rar;

import io.weir.pool.spi.ConnectionLease;
import io.weir.rar.ManagedConnectionState.Binding;

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
    private static final System.Logger LOG = System.getLogger(WeirXAResource.class.getName());

    private final WeirManagedConnection owner;
    // The transaction manager calls start, end, prepare and commit of one branch from different threads, and
    // these are written outside the managed connection's lock: volatile, each read on its own.
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
            lease = owner.beginTransaction(Binding.XA_TRANSACTION);
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
            owner.endTransaction(Binding.XA_TRANSACTION);
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

    /**
     * A commit the database refuses to the user (a recovery user that is neither the preparing user nor a
     * superuser) fails with XA_RETRY, which leaves the branch prepared and tells the transaction manager to
     * try again: XAER_RMERR, as the driver says, would make Narayana count the branch heuristically rolled
     * back and give up on it, while the database still holds it prepared.
     */
    @Override
    public void commit(Xid xid, boolean onePhase) throws XAException {
        try {
            call(resourceFor(), driver -> { driver.commit(xid, onePhase); return null; });
        } catch (XAException e) {
            throw notPermitted(e, "finish (commit) prepared transactions", XAException.XA_RETRY);
        } finally {
            branchCompleted(xid);
        }
    }

    @Override
    public void rollback(Xid xid) throws XAException {
        try {
            call(resourceFor(), driver -> { driver.rollback(xid); return null; });
        } catch (XAException e) {
            throw notPermitted(e, "finish (roll back) prepared transactions", e.errorCode);
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
        try {
            return call(resourceFor(), driver -> driver.recover(flag));
        } catch (XAException e) {
            throw notPermitted(e, "list prepared transactions", e.errorCode);
        }
    }

    /**
     * The driver's error when the database refused the call to the connection's user for want of a
     * privilege, otherwise the error as it is: one message naming the user (never the password) and what
     * it needs, in the server log once per factory and cause, and in the exception the transaction
     * manager gets.
     */
    private XAException notPermitted(XAException e, String what, int code) {
        SQLException refusal = privilegeRefusal(e);
        if (refusal == null) return e;
        String user = owner.credentials().username();
        String message = "Weir pool " + owner.pool().settings().poolName() + ": the recovery user " + user
                + " lacks the right to " + what + ", so the in-doubt branch stays prepared in the database and the"
                + " transaction manager retries it (database: " + refusal.getMessage().replace('\n', ' ').trim()
                + ", SQLState " + refusal.getSQLState() + "). Only the user that prepared a transaction or a superuser may"
                + " commit or roll it back: set the connection definition's recovery credentials to such a user.";
        if (owner.factory().firstReportOf(what + " as " + user)) {
            LOG.log(System.Logger.Level.ERROR, message);
        }
        return xaException(code, message, e);
    }

    /** SQLState 42501 (insufficient privilege) or MySQL's and MariaDB's 1227 (access denied) in the cause chain, else null. */
    private static SQLException privilegeRefusal(Throwable error) {
        for (Throwable t = error; t != null; t = t.getCause()) {
            if (t instanceof SQLException sql && ("42501".equals(sql.getSQLState()) || sql.getErrorCode() == 1227)) {
                return sql;
            }
        }
        return null;
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
            owner.endTransaction(Binding.XA_TRANSACTION);
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
