package io.weir.pool.internal.engine.lending;

import io.weir.pool.WeirConfig;
import io.weir.pool.internal.engine.bag.ConnectionBag;
import io.weir.pool.internal.engine.bag.PoolClock;
import io.weir.pool.internal.engine.bag.PoolCounters;
import io.weir.pool.internal.engine.bag.PoolEntry;
import io.weir.pool.internal.engine.connect.AliveCheck;
import io.weir.pool.internal.engine.connect.ConnectionSource;
import io.weir.pool.internal.engine.connect.EntryOpener;
import io.weir.pool.internal.engine.connect.FailureDiagnosis;
import io.weir.pool.internal.engine.settings.RunningConfig;
import io.weir.pool.internal.engine.upkeep.Capacity;
import io.weir.pool.internal.engine.upkeep.HouseKeeper;
import io.weir.pool.internal.engine.upkeep.Retirement;
import io.weir.pool.internal.engine.upkeep.SoftEviction;
import io.weir.pool.internal.jdbc.FatalErrorClassifier;
import io.weir.testsupport.StubDatabase;

import java.sql.SQLException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;

/**
 * The engine's parts that create connections, wired as the pool wires them over a stub database, with
 * no pool around them: the unit tests of the creation classes drive them directly.
 */
final class CreationParts implements AutoCloseable {
    final StubDatabase db = StubDatabase.create();
    final RunningConfig settings;
    final ConnectionBag bag = new ConnectionBag(new PoolClock("parts-test", () -> 0, () -> false), false);
    final PoolCounters counters = new PoolCounters();
    final Capacity capacity;
    final FailureDiagnosis diagnosis;
    final Retirement retirement;
    final SoftEviction softEviction;
    final Admission admission;
    final EntryOpener opener;
    final ExecutorService connectors = Executors.newCachedThreadPool();
    final ScheduledExecutorService scheduler = Executors.newSingleThreadScheduledExecutor();
    int refills;

    CreationParts(int maximumPoolSize) {
        WeirConfig config = new WeirConfig();
        config.setJdbcUrl(db.url());
        config.setMaximumPoolSize(maximumPoolSize);
        config.setConnectionTimeout(1000);
        config.setValidationTimeout(250);
        config.validate();
        settings = new RunningConfig(config, (before, after) -> { });
        capacity = new Capacity(settings, bag);
        ConnectionSource source = ConnectionSource.of(config);
        diagnosis = new FailureDiagnosis(config.getPoolName(), source, new AliveCheck(null, false, settings, connectors));
        retirement = new Retirement(config.getPoolName(), bag, capacity, connectors, () -> refills++, counters);
        softEviction = new SoftEviction(bag, retirement);
        HouseKeeper houseKeeper = new HouseKeeper(settings, bag, scheduler, retirement, diagnosis, () -> refills++);
        admission = new Admission(bag, capacity, softEviction, retirement, houseKeeper, counters);
        opener = new EntryOpener(config, source, connectors, new Home(config), diagnosis, null);
    }

    /** An entry opened and holding a reserved slot, not yet in the bag. */
    PoolEntry opened() throws SQLException {
        if (!capacity.reserveSlot()) throw new IllegalStateException("no free slot");
        return opener.open();
    }

    @Override
    public void close() {
        connectors.shutdownNow();
        scheduler.shutdownNow();
        db.close();
    }

    /** What the entries report to; these tests lend nothing, so only a give-back puts one back in the bag. */
    private final class Home extends PoolEntry.Home {
        private final String poolName;
        private final FatalErrorClassifier classifier;

        Home(WeirConfig config) {
            this.poolName = config.getPoolName();
            this.classifier = FatalErrorClassifier.create(config);
        }

        @Override
        public String poolName() {
            return poolName;
        }

        @Override
        public FatalErrorClassifier classifier() {
            return classifier;
        }

        @Override
        public void fatalError(SQLException cause) {
            diagnosis.fatalError(cause);
        }

        @Override
        public void giveBack(PoolEntry e) {
            bag.requite(e);
        }

        @Override
        public void evict(PoolEntry e) {
            retirement.retire(e, "evicted");
        }
    }
}
