package io.weir.testsupport;

import javax.transaction.xa.XAException;
import javax.transaction.xa.XAResource;
import javax.transaction.xa.Xid;

/**
 * An XA resource that checks the order of the XA calls. Prepared branches are
 * kept in the database, so {@link #recover} on another connection finds them, as after a crash.
 */
public final class StubXAResource implements XAResource {
    private final StubDatabase db;
    private volatile Xid active;
    private volatile int timeout;

    StubXAResource(StubDatabase db) {
        this.db = db;
    }

    public Xid activeBranch() {
        return active;
    }

    @Override
    public void start(Xid xid, int flags) throws XAException {
        if (active != null && flags == TMNOFLAGS) throw new XAException(XAException.XAER_PROTO);
        active = xid;
    }

    @Override
    public void end(Xid xid, int flags) throws XAException {
        if (active == null || !active.equals(xid)) throw new XAException(XAException.XAER_PROTO);
        active = null;
    }

    @Override
    public int prepare(Xid xid) {
        db.prepared(xid, true);
        return XA_OK;
    }

    @Override
    public void commit(Xid xid, boolean onePhase) {
        db.prepared(xid, false);
    }

    @Override
    public void rollback(Xid xid) {
        db.prepared(xid, false);
    }

    @Override
    public void forget(Xid xid) {
        db.prepared(xid, false);
    }

    @Override
    public Xid[] recover(int flag) {
        return (flag & TMSTARTRSCAN) != 0 ? db.preparedBranches() : new Xid[0];
    }

    @Override
    public boolean isSameRM(XAResource other) {
        return other instanceof StubXAResource s && s.db == db;
    }

    @Override
    public int getTransactionTimeout() {
        return timeout;
    }

    @Override
    public boolean setTransactionTimeout(int seconds) {
        this.timeout = seconds;
        return true;
    }
}
