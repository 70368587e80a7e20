package io.weir.pool.internal.engine;

import io.weir.pool.ApiBridge;
import io.weir.pool.WeirConfig;
import io.weir.pool.internal.engine.bag.ConnectionBag;
import io.weir.pool.internal.engine.bag.PoolClock;
import io.weir.pool.internal.engine.bag.PoolCounters;
import io.weir.pool.internal.engine.bag.PoolEntry;
import io.weir.pool.internal.engine.bag.RecordingHome;
import io.weir.pool.internal.engine.bag.RetireCause;
import io.weir.pool.internal.engine.connect.AliveCheck;
import io.weir.pool.internal.engine.connect.ConnectionSource;
import io.weir.pool.internal.engine.connect.EntryOpener;
import io.weir.pool.internal.engine.connect.FailureDiagnosis;
import io.weir.pool.internal.engine.settings.RunningConfig;
import io.weir.pool.internal.engine.upkeep.Capacity;
import io.weir.pool.internal.engine.upkeep.HouseKeeper;
import io.weir.pool.internal.engine.upkeep.Retirement;
import io.weir.pool.internal.engine.upkeep.SoftEviction;
import io.weir.testsupport.ManualScheduler;
import io.weir.testsupport.StubConnection;
import io.weir.testsupport.StubDatabase;

import java.sql.SQLException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;

/**
 * The engine's parts wired as the pool wires them, over a stub database, with no pool around them: the
 * unit tests of the engine's classes drive one part and watch the others. The scheduler runs a task only
 * when a test says so, so that lifetimes, keepalives and housekeeping passes happen when the test wants.
 */
public class EngineParts implements AutoCloseable {
    public final StubDatabase db;
    public final WeirConfig config = new WeirConfig();
    public final RunningConfig settings;
    public final ConnectionBag bag = new ConnectionBag(new PoolClock("parts-test", () -> 0, () -> false), false);
    public final PoolCounters counters = new PoolCounters();
    public final Capacity capacity;
    public final ConnectionSource source;
    public final AliveCheck aliveCheck;
    public final FailureDiagnosis diagnosis;
    public final Retirement retirement;
    public final SoftEviction softEviction;
    public final HouseKeeper houseKeeper;
    public final EntryOpener opener;
    /**
     * What the entries report to, recording each call: these tests lend nothing, so only a give-back puts an
     * entry back in the bag; an eviction retires it, and a fatal error goes to the diagnosis.
     */
    public final RecordingHome home;
    public final ExecutorService connectors = Executors.newCachedThreadPool();
    public final ManualScheduler scheduler = new ManualScheduler();
    /** How often a part asked for the pool to be filled again. */
    public final AtomicInteger refills = new AtomicInteger();

    /** The parts of a pool of {@code maximumPoolSize}, with minimumIdle following it. */
    public EngineParts(int maximumPoolSize) {
        this(c -> c.setMaximumPoolSize(maximumPoolSize));
    }

    /** The parts of a pool over the stub database, configured further by {@code tune}. */
    public EngineParts(Consumer<WeirConfig> tune) {
        this(StubDatabase.create(), tune);
    }

    /** The parts of a pool over {@code db} (through its URL unless {@code tune} names another source), closed with them. */
    public EngineParts(StubDatabase db, Consumer<WeirConfig> tune) {
        this.db = db;
        config.setJdbcUrl(db.url());
        config.setConnectionTimeout(1000);
        config.setValidationTimeout(250);
        tune.accept(config);
        config.validate();
        settings = new RunningConfig(ApiBridge.settings(config), (before, after) -> { });
        capacity = new Capacity(settings, bag);
        source = ConnectionSource.of(ApiBridge.settings(config));
        aliveCheck = new AliveCheck(config.getConnectionTestQuery(), false, settings, connectors);
        diagnosis = new FailureDiagnosis(config.getPoolName(), source, aliveCheck);
        retirement = new Retirement(config.getPoolName(), bag, capacity, connectors, refills::incrementAndGet, counters, source::masked);
        softEviction = new SoftEviction(bag, retirement);
        houseKeeper = new HouseKeeper(settings, bag, scheduler, retirement, diagnosis, refills::incrementAndGet);
        home = new RecordingHome(config).onFatalError(diagnosis::fatalError).onGiveBack(bag::requite)
                .onEvict(e -> retirement.retire(e, RetireCause.EVICTED_BY_ADAPTER));
        opener = new EntryOpener(ApiBridge.settings(config), source, connectors, home, diagnosis, null);
    }

    /** An entry opened and holding a reserved slot, not yet in the bag. */
    public PoolEntry opened() throws SQLException {
        if (!capacity.reserveSlot()) throw new IllegalStateException("no free slot");
        return opener.open();
    }

    /** An entry opened in a reserved slot that joined the bag, idle. */
    public PoolEntry idle() throws SQLException {
        PoolEntry e = opened();
        bag.add(e);
        return e;
    }

    /** An entry in the bag, lent to the caller. */
    public PoolEntry borrowed() throws SQLException {
        PoolEntry e = idle();
        java.util.List<PoolEntry> others = new java.util.ArrayList<>();
        for (PoolEntry b = bag.tryBorrowAny(); b != e; b = bag.tryBorrowAny()) others.add(b);
        others.forEach(bag::requite);
        return e;
    }

    /** The stub connection under an entry. */
    public static StubConnection physical(PoolEntry e) {
        return (StubConnection) e.raw;
    }

    @Override
    public void close() {
        connectors.shutdownNow();
        scheduler.shutdownNow();
        db.close();
    }
}
