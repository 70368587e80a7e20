package io.weir.benchmarks.jca;

import jakarta.resource.ResourceException;
import jakarta.resource.spi.ConnectionEvent;
import jakarta.resource.spi.ConnectionEventListener;
import jakarta.resource.spi.ConnectionManager;
import jakarta.resource.spi.ConnectionRequestInfo;
import jakarta.resource.spi.ManagedConnection;
import jakarta.resource.spi.ManagedConnectionFactory;

import javax.transaction.xa.XAException;
import javax.transaction.xa.XAResource;
import javax.transaction.xa.Xid;
import java.nio.ByteBuffer;
import java.util.ArrayDeque;
import java.util.Set;

/**
 * The least a server does per request on the Connectors path, for one request thread: take a free
 * managed connection (asking the factory to match it, as IronJacamar and Payara do), enlist it in the
 * request's transaction, hand out a handle, and on the handle's close (outside a transaction) or at
 * commit, clean it up and put it back. No pooling policy, no bookkeeping beyond that, so that what
 * JcaPathBench times is the adapter.
 */
final class JcaServer implements ConnectionManager, ConnectionEventListener {
    private static final long serialVersionUID = 1L;

    enum Transaction { NONE, LOCAL, XA }

    private final transient ManagedConnectionFactory factory;
    private final transient ArrayDeque<ManagedConnection> free = new ArrayDeque<>();
    private transient ManagedConnection inUse;
    private transient Transaction transaction = Transaction.NONE;
    private transient BenchXid xid;
    private transient long transactions;

    JcaServer(ManagedConnectionFactory factory) {
        this.factory = factory;
    }

    Object connectionFactory() throws ResourceException {
        return factory.createConnectionFactory(this);
    }

    void begin(Transaction kind) {
        if (transaction != Transaction.NONE) throw new IllegalStateException("a transaction is already active");
        transaction = kind;
        xid = kind == Transaction.XA ? new BenchXid(++transactions) : null;
    }

    /** Commits the request's transaction: one phase, as a transaction manager does with a single resource. */
    void commit() throws ResourceException, XAException {
        Transaction kind = transaction;
        transaction = Transaction.NONE;
        if (inUse == null) return;
        if (kind == Transaction.LOCAL) {
            inUse.getLocalTransaction().commit();
        } else if (kind == Transaction.XA) {
            XAResource xa = inUse.getXAResource();
            xa.end(xid, XAResource.TMSUCCESS);
            xa.commit(xid, true);
        }
        giveBack();
    }

    @Override
    public Object allocateConnection(ManagedConnectionFactory mcf, ConnectionRequestInfo info) throws ResourceException {
        if (inUse == null) {
            inUse = take(info);
            try {
                if (transaction == Transaction.LOCAL) inUse.getLocalTransaction().begin();
                else if (transaction == Transaction.XA) inUse.getXAResource().start(xid, XAResource.TMNOFLAGS);
            } catch (XAException e) {
                throw new ResourceException("enlisting failed", e);
            }
        }
        return inUse.getConnection(null, info);
    }

    private ManagedConnection take(ConnectionRequestInfo info) throws ResourceException {
        ManagedConnection candidate = free.poll();
        if (candidate != null && factory.matchManagedConnections(Set.of(candidate), null, info) == candidate) return candidate;
        if (candidate != null) candidate.destroy();
        ManagedConnection created = factory.createManagedConnection(null, info);
        created.addConnectionEventListener(this);
        return created;
    }

    private void giveBack() throws ResourceException {
        ManagedConnection mc = inUse;
        inUse = null;
        mc.cleanup();
        free.push(mc);
    }

    /** Destroys every managed connection, as undeployment does. */
    void close() throws ResourceException {
        if (inUse != null) giveBack();
        for (ManagedConnection mc : free) mc.destroy();
        free.clear();
    }

    @Override
    public void connectionClosed(ConnectionEvent event) {
        if (transaction != Transaction.NONE) return; // transaction-sticky: back at commit
        try {
            giveBack();
        } catch (ResourceException e) {
            throw new IllegalStateException("cleanup failed", e);
        }
    }

    @Override
    public void connectionErrorOccurred(ConnectionEvent event) {
        throw new IllegalStateException("connection error on a stub database", event.getException());
    }

    @Override
    public void localTransactionStarted(ConnectionEvent event) {
    }

    @Override
    public void localTransactionCommitted(ConnectionEvent event) {
    }

    @Override
    public void localTransactionRolledback(ConnectionEvent event) {
    }

    private record BenchXid(long id) implements Xid {
        @Override
        public int getFormatId() {
            return 0x57454952;
        }

        @Override
        public byte[] getGlobalTransactionId() {
            return ByteBuffer.allocate(Long.BYTES).putLong(id).array();
        }

        @Override
        public byte[] getBranchQualifier() {
            return new byte[] {1};
        }
    }
}
