package io.weir.pool.internal.jdbc;

import io.weir.pool.ApiBridge;
import io.weir.pool.WeirConfig;
import io.weir.pool.spi.ConnectionLease;
import io.weir.pool.spi.FacadeOwner;
import io.weir.pool.spi.LogicalConnection;
import io.weir.pool.spi.TransactionControl;

import javax.transaction.xa.XAResource;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A lease and facade owner over one raw connection, standing in for the engine's pool entry:
 * it records what the facades report, so a test can assert it.
 */
final class RecordingLease implements TrackedLease, FacadeOwner {
    final Connection raw;
    final SessionState session;
    private final FatalErrorClassifier classifier;
    final AtomicInteger binds = new AtomicInteger();
    final AtomicInteger facadeClosed = new AtomicInteger();
    final List<SQLException> fatalErrors = new CopyOnWriteArrayList<>();
    /** The transaction-control calls the facades asked about. */
    final List<String> transactionControl = new CopyOnWriteArrayList<>();
    /** When set, the owner refuses transaction control with it, as the adapter does in a managed transaction. */
    volatile SQLException refuseTransactionControl;
    /** The transaction-control calls the owner was told had succeeded, in order. */
    final List<String> completedTransactionControl = new CopyOnWriteArrayList<>();
    volatile SQLException broken;
    volatile boolean suspect;
    volatile boolean maybeOnStandby;

    RecordingLease(Connection raw, WeirConfig config) throws SQLException {
        this.raw = raw;
        this.session = SessionState.initialize(raw, ApiBridge.settings(config));
        this.classifier = ApiBridge.classifier(config);
    }

    RecordingLease(Connection raw) throws SQLException {
        this(raw, new WeirConfig());
    }

    /** A facade born bound to this lease, as the engine lends it. */
    Connection borrow() {
        return Facades.newConnection(this, this);
    }

    /** A facade that binds through this owner at its first call, as the resource adapter makes it. */
    LogicalConnection lazyFacade() {
        return Facades.newLogical(this);
    }

    @Override
    public Connection physicalConnection() {
        return raw;
    }

    @Override
    public XAResource xaResource() {
        return null;
    }

    @Override
    public SessionState session() {
        return session;
    }

    @Override
    public FatalErrorClassifier classifier() {
        return classifier;
    }

    @Override
    public void markBroken(SQLException cause) {
        broken = cause;
    }

    /** The facades never give a lease back or evict it: their owner does. */
    @Override
    public void giveBack() {
        throw new UnsupportedOperationException("the facades do not give a lease back");
    }

    @Override
    public void evict() {
        throw new UnsupportedOperationException("the facades do not evict a lease");
    }

    @Override
    public boolean confirmAlive() {
        throw new UnsupportedOperationException("the facades do not confirm a lease alive");
    }

    @Override
    public void markSuspect() {
        suspect = true;
    }

    @Override
    public void markMaybeOnStandby() {
        maybeOnStandby = true;
    }

    @Override
    public ConnectionLease bind() {
        binds.incrementAndGet();
        return this;
    }

    @Override
    public void facadeClosed(Connection facade) {
        facadeClosed.incrementAndGet();
    }

    @Override
    public void fatalError(Connection facade, SQLException error) {
        fatalErrors.add(error);
    }

    @Override
    public void beforeTransactionControl(Connection facade, TransactionControl call) throws SQLException {
        transactionControl.add(call.toString());
        SQLException refusal = refuseTransactionControl;
        if (refusal != null) throw refusal;
    }

    @Override
    public void afterTransactionControl(Connection facade, TransactionControl call) {
        completedTransactionControl.add(call.toString());
    }
}
