package io.weir.pool.internal.engine.bag;

import io.weir.pool.ApiBridge;
import io.weir.pool.WeirConfig;
import io.weir.pool.internal.jdbc.FatalErrorClassifier;

import java.sql.SQLException;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;

/**
 * The pool side of entries in the engine's unit tests: records each thing an entry tells its pool, in
 * order, then does what the test wired it to do (nothing unless told). It confirms every entry alive.
 */
public final class RecordingHome extends PoolEntry.Home {
    /** What the entries told the pool: "giveBack pool#1", "evict pool#1", "fatalError 08006"... */
    public final List<String> calls = new CopyOnWriteArrayList<>();
    private final WeirConfig config;
    private final FatalErrorClassifier classifier;
    private Consumer<SQLException> onFatalError = cause -> { };
    private Consumer<PoolEntry> onGiveBack = e -> { };
    private Consumer<PoolEntry> onEvict = e -> { };

    /** The home of the entries of a pool configured by {@code config}, classifying errors as it says. */
    public RecordingHome(WeirConfig config) {
        this.config = config;
        this.classifier = ApiBridge.classifier(config);
    }

    /** Also passes each fatal error an entry reports to {@code action}. */
    public RecordingHome onFatalError(Consumer<SQLException> action) {
        onFatalError = action;
        return this;
    }

    /** Also passes each entry given back to {@code action}. */
    public RecordingHome onGiveBack(Consumer<PoolEntry> action) {
        onGiveBack = action;
        return this;
    }

    /** Also passes each entry that asks to be evicted to {@code action}. */
    public RecordingHome onEvict(Consumer<PoolEntry> action) {
        onEvict = action;
        return this;
    }

    @Override
    public String poolName() {
        return config.getPoolName();
    }

    @Override
    public FatalErrorClassifier classifier() {
        return classifier;
    }

    @Override
    public void fatalError(SQLException cause) {
        calls.add("fatalError " + (cause == null ? null : cause.getSQLState()));
        onFatalError.accept(cause);
    }

    @Override
    public void giveBack(PoolEntry e) {
        calls.add("giveBack " + e);
        onGiveBack.accept(e);
    }

    @Override
    public void evict(PoolEntry e) {
        calls.add("evict " + e);
        onEvict.accept(e);
    }

    @Override
    public boolean confirmAlive(PoolEntry e) {
        calls.add("confirmAlive " + e);
        return true;
    }
}
