package io.weir.crash;

import javax.transaction.xa.XAException;
import javax.transaction.xa.XAResource;
import javax.transaction.xa.Xid;

/**
 * A participant that votes yes and then halts the server when told to commit. Enlisted first, it is
 * committed first (both transaction managers commit in enlistment order), so the server dies with every
 * other branch prepared and none committed. Deliberately not Serializable: the transaction log must not
 * bring it back to halt the server again during recovery.
 */
final class HaltingParticipant implements XAResource {
    @Override
    public int prepare(Xid xid) {
        return XA_OK;
    }

    @Override
    public void commit(Xid xid, boolean onePhase) {
        Runtime.getRuntime().halt(137);
    }

    @Override
    public void rollback(Xid xid) {
    }

    @Override
    public void start(Xid xid, int flags) {
    }

    @Override
    public void end(Xid xid, int flags) {
    }

    @Override
    public void forget(Xid xid) {
    }

    @Override
    public Xid[] recover(int flag) {
        return new Xid[0];
    }

    @Override
    public boolean isSameRM(XAResource other) {
        return other == this;
    }

    @Override
    public int getTransactionTimeout() {
        return 0;
    }

    @Override
    public boolean setTransactionTimeout(int seconds) throws XAException {
        return false;
    }
}
