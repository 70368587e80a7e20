package io.weir.rar;

import io.weir.testsupport.StubDatabase;
import org.jboss.jca.core.spi.statistics.StatisticsPlugin;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.Statement;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The connection definition's statistics as WildFly reads them: Weir's physical pool, read when asked. */
class WeirStatisticsTest {
    private final StubDatabase db = StubDatabase.create();
    private final SimulatedServer server = new SimulatedServer();

    @AfterEach
    void stop() throws Exception {
        server.close();
        db.close();
    }

    @Test
    void beforeTheFirstUseEveryStatisticIsZero() {
        StatisticsPlugin statistics = TestFactories.stub(db, 3).getStatistics();

        assertTrue(statistics.getNames().contains("ActiveConnections"), statistics.getNames().toString());
        for (String name : statistics.getNames()) {
            assertEquals(0L, statistics.getValue(name), name);
        }
    }

    @Test
    void everyStatisticIsALongAsWildFlyShowsNumbersOnlyOfPrimitiveTypes() {
        StatisticsPlugin statistics = TestFactories.stub(db, 1).getStatistics();

        for (String name : statistics.getNames()) {
            assertEquals(long.class, statistics.getType(name), name);
        }
    }

    @Test
    void theMaximumPoolSizeInForceShowsOnceThePoolRuns() throws Exception {
        WeirManagedConnectionFactory factory = TestFactories.stub(db, 3);
        DataSource ds = (DataSource) server.deploy(factory);
        try (Connection c = ds.getConnection(); Statement s = c.createStatement()) {
            s.execute("select 1");
        }

        assertEquals(3L, factory.getStatistics().getValue("MaximumPoolSize"));
    }

    @Test
    void connectionsInUseShowAsActiveAndOpened() throws Exception {
        WeirManagedConnectionFactory factory = TestFactories.stub(db, 3);
        DataSource ds = (DataSource) server.deploy(factory);
        StatisticsPlugin statistics = factory.getStatistics();
        try (Connection a = ds.getConnection(); Statement sa = a.createStatement();
             Connection b = ds.getConnection(); Statement sb = b.createStatement()) {
            sa.execute("select 1");
            sb.execute("select 1");

            assertEquals(2L, statistics.getValue("ActiveConnections"));
            assertEquals(2L, statistics.getValue("CreatedConnections"));
        }
        assertEquals(0L, statistics.getValue("ActiveConnections"));
        assertEquals(2L, statistics.getValue("IdleConnections"));
    }

    @Test
    void anUnknownStatisticFailsNamingTheKnownOnes() {
        StatisticsPlugin statistics = TestFactories.stub(db, 1).getStatistics();

        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> statistics.getValue("InUseCount"));
        assertTrue(e.getMessage().contains("InUseCount") && e.getMessage().contains("TimeoutCount"), e.getMessage());
    }
}
