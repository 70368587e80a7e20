package io.weir.rar;

import jakarta.resource.ResourceException;
import jakarta.resource.spi.ConnectionEvent;
import jakarta.resource.spi.ConnectionEventListener;
import jakarta.resource.spi.ConnectionManager;
import jakarta.resource.spi.ConnectionRequestInfo;
import jakarta.resource.spi.ManagedConnection;
import jakarta.resource.spi.ManagedConnectionFactory;

import javax.security.auth.Subject;
import javax.sql.DataSource;
import javax.transaction.xa.XAException;
import javax.transaction.xa.XAResource;
import javax.transaction.xa.Xid;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * Drives the adapter as an application server does, single-threaded: it pools managed connections
 * (matching a free one before creating one), hands out handles, returns a managed connection to its
 * pool with cleanup() when its last handle closes outside a transaction, destroys it on a connection
 * error, and runs local or XA transactions that enlist every managed connection allocated while
 * they are active (transaction-sticky: a second allocation in the transaction gets the same one).
 */
final class SimulatedServer implements ConnectionManager, AutoCloseable {
    private static final long serialVersionUID = 1L;

    enum Kind { LOCAL, XA }

    private final transient WeirResourceAdapter adapter = new WeirResourceAdapter();
    private final transient List<WeirManagedConnection> free = new ArrayList<>();
    private final transient Map<WeirManagedConnection, Integer> handles = new IdentityHashMap<>();
    private final transient List<ConnectionEvent> events = new CopyOnWriteArrayList<>();
    private final transient Listener listener = new Listener();
    private transient Subject subject;
    private transient Transaction transaction;
    private transient int created;
    private transient int destroyed;

    SimulatedServer() {
        adapter.start(null);
    }

    /** Activates a connection definition, as deployment does, and returns its DataSource. */
    DataSource deploy(WeirManagedConnectionFactory factory) throws ResourceException {
        factory.setResourceAdapter(adapter);
        return (DataSource) factory.createConnectionFactory(this);
    }

    /** Container-managed sign-on: later allocations pass this subject. */
    void signOnWith(Subject subject) {
        this.subject = subject;
    }

    @Override
    public Object allocateConnection(ManagedConnectionFactory mcf, ConnectionRequestInfo info) throws ResourceException {
        WeirManagedConnection mc = transaction == null ? null : transaction.enlisted(mcf, info);
        if (mc == null) {
            mc = takeFree(mcf, info);
            if (transaction != null) transaction.enlist(mc, info);
        }
        Object handle = mc.getConnection(subject, info);
        handles.merge(mc, 1, Integer::sum);
        return handle;
    }

    private WeirManagedConnection takeFree(ManagedConnectionFactory mcf, ConnectionRequestInfo info) throws ResourceException {
        Set<ManagedConnection> candidates = new HashSet<>(free);
        WeirManagedConnection mc = (WeirManagedConnection) mcf.matchManagedConnections(candidates, subject, info);
        if (mc != null) {
            free.remove(mc);
            return mc;
        }
        mc = (WeirManagedConnection) mcf.createManagedConnection(subject, info);
        mc.addConnectionEventListener(listener);
        created++;
        return mc;
    }

    private void returnToPool(WeirManagedConnection mc) {
        handles.remove(mc);
        try {
            mc.cleanup();
        } catch (ResourceException e) {
            // as Payara and IronJacamar do: a managed connection whose cleanup fails is not pooled again
            discard(mc);
            return;
        }
        free.add(mc);
    }

    private void discard(WeirManagedConnection mc) {
        handles.remove(mc);
        free.remove(mc);
        if (transaction != null) transaction.forget(mc);
        mc.destroy();
        destroyed++;
    }

    /** Hears the events of a managed connection the test made itself, outside the server's pool. */
    void listenTo(WeirManagedConnection mc) {
        mc.addConnectionEventListener(listener);
    }

    /** The end of a request: every managed connection still in use is cleaned up and returned, as a server's leak guard does. */
    void endRequest() {
        for (WeirManagedConnection mc : new ArrayList<>(handles.keySet())) {
            if (transaction == null || !transaction.holds(mc)) returnToPool(mc);
        }
    }

    /** Removes idle managed connections from the server's pool, as its idle timeout or a flush does. */
    void shrinkPool() {
        for (WeirManagedConnection mc : new ArrayList<>(free)) {
            free.remove(mc);
            mc.destroy();
            destroyed++;
        }
    }

    Transaction begin(Kind kind) {
        if (transaction != null) throw new IllegalStateException("a transaction is already active");
        transaction = new Transaction(kind);
        return transaction;
    }

    int freeManagedConnections() {
        return free.size();
    }

    int managedConnectionsCreated() {
        return created;
    }

    int managedConnectionsDestroyed() {
        return destroyed;
    }

    List<ConnectionEvent> events() {
        return List.copyOf(events);
    }

    long eventsOfType(int type) {
        return events.stream().filter(e -> e.getId() == type).count();
    }

    /** Undeploys: destroys every managed connection and stops the adapter. */
    @Override
    public void close() {
        for (WeirManagedConnection mc : new ArrayList<>(handles.keySet())) discard(mc);
        shrinkPool();
        adapter.stop();
    }

    WeirResourceAdapter adapter() {
        return adapter;
    }

    private final class Listener implements ConnectionEventListener {
        @Override
        public void connectionClosed(ConnectionEvent event) {
            events.add(event);
            WeirManagedConnection mc = (WeirManagedConnection) event.getSource();
            Integer open = handles.get(mc);
            if (open == null) return;
            if (open > 1) {
                handles.put(mc, open - 1);
            } else if (transaction != null && transaction.holds(mc)) {
                handles.put(mc, 0); // transaction-sticky: it stays enlisted until the transaction completes
            } else {
                returnToPool(mc);
            }
        }

        @Override
        public void connectionErrorOccurred(ConnectionEvent event) {
            events.add(event);
            discard((WeirManagedConnection) event.getSource());
        }

        @Override
        public void localTransactionStarted(ConnectionEvent event) {
            events.add(event);
        }

        @Override
        public void localTransactionCommitted(ConnectionEvent event) {
            events.add(event);
        }

        @Override
        public void localTransactionRolledback(ConnectionEvent event) {
            events.add(event);
        }
    }

    /** A container transaction: local (spi.LocalTransaction per managed connection) or XA with two-phase commit. */
    final class Transaction {
        private final Kind kind;
        private final Map<WeirManagedConnection, Xid> branches = new LinkedHashMap<>();
        private final Map<WeirManagedConnection, Object> infos = new IdentityHashMap<>();
        private final String id = "tx" + System.nanoTime();

        private Transaction(Kind kind) {
            this.kind = kind;
        }

        WeirManagedConnection enlisted(ManagedConnectionFactory mcf, ConnectionRequestInfo info) {
            for (WeirManagedConnection mc : branches.keySet()) {
                if (mc.factory() == mcf && java.util.Objects.equals(infos.get(mc), info)) return mc;
            }
            return null;
        }

        void enlist(WeirManagedConnection mc, ConnectionRequestInfo info) throws ResourceException {
            Xid xid = new TestXid(id, "b" + branches.size());
            if (kind == Kind.LOCAL) {
                mc.getLocalTransaction().begin();
            } else {
                try {
                    mc.getXAResource().start(xid, XAResource.TMNOFLAGS);
                } catch (XAException e) {
                    throw new ResourceException("enlisting failed", e);
                }
            }
            branches.put(mc, xid);
            infos.put(mc, info);
        }

        boolean holds(WeirManagedConnection mc) {
            return branches.containsKey(mc);
        }

        void forget(WeirManagedConnection mc) {
            branches.remove(mc);
        }

        Xid branchOf(WeirManagedConnection mc) {
            return branches.get(mc);
        }

        List<WeirManagedConnection> enlistedConnections() {
            return new ArrayList<>(branches.keySet());
        }

        /** Local: commit each. XA: end each, prepare each, then commit each that voted XA_OK. */
        void commit() throws Exception {
            try {
                if (kind == Kind.LOCAL) {
                    for (WeirManagedConnection mc : branches.keySet()) mc.getLocalTransaction().commit();
                } else {
                    List<WeirManagedConnection> toCommit = new ArrayList<>();
                    for (Map.Entry<WeirManagedConnection, Xid> b : branches.entrySet()) {
                        b.getKey().getXAResource().end(b.getValue(), XAResource.TMSUCCESS);
                    }
                    for (Map.Entry<WeirManagedConnection, Xid> b : branches.entrySet()) {
                        if (b.getKey().getXAResource().prepare(b.getValue()) == XAResource.XA_OK) toCommit.add(b.getKey());
                    }
                    for (WeirManagedConnection mc : toCommit) mc.getXAResource().commit(branches.get(mc), false);
                }
            } finally {
                completed();
            }
        }

        void rollback() throws Exception {
            try {
                if (kind == Kind.LOCAL) {
                    for (WeirManagedConnection mc : branches.keySet()) mc.getLocalTransaction().rollback();
                } else {
                    for (Map.Entry<WeirManagedConnection, Xid> b : branches.entrySet()) {
                        b.getKey().getXAResource().end(b.getValue(), XAResource.TMFAIL);
                        b.getKey().getXAResource().rollback(b.getValue());
                    }
                }
            } finally {
                completed();
            }
        }

        /** Ends the branches and prepares them, then stops, as a crash between the two phases does. */
        void prepareAndCrash() throws Exception {
            for (Map.Entry<WeirManagedConnection, Xid> b : branches.entrySet()) {
                b.getKey().getXAResource().end(b.getValue(), XAResource.TMSUCCESS);
                b.getKey().getXAResource().prepare(b.getValue());
            }
            transaction = null;
        }

        private void completed() {
            transaction = null;
            for (WeirManagedConnection mc : branches.keySet()) {
                Integer open = handles.get(mc);
                if (open != null && open == 0) returnToPool(mc);
            }
        }
    }
}
