package io.weir.pool;

import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import org.junit.jupiter.api.Test;

import java.sql.Connection;
import java.sql.SQLTransientConnectionException;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

class MicrometerMetricsTest {

    @Test
    void metersAreNamedWeirConnectionsAndTaggedByPool() throws Exception {
        SimpleMeterRegistry registry = new SimpleMeterRegistry();
        WeirConfig c = PoolBasicsTest.h2(2);
        c.setPoolName("metered");
        c.setConnectionTimeout(1000); // the first H2 connect of a cold JVM can take a few hundred ms
        c.setValidationTimeout(250);
        c.setMetricsTrackerFactory(new MicrometerMetricsTrackerFactory(registry));
        try (WeirDataSource ds = new WeirDataSource(c)) {
            try (Connection a = ds.getConnection(); Connection b = ds.getConnection()) {
                assertEquals(2.0, registry.get("weir.connections.active").tag("pool", "metered").gauge().value());
                assertThrows(SQLTransientConnectionException.class, ds::getConnection);
            }
            assertEquals(2, registry.get("weir.connections.acquire").tag("pool", "metered").timer().count());
            assertEquals(2, registry.get("weir.connections.usage").tag("pool", "metered").timer().count());
            assertEquals(1.0, registry.get("weir.connections.timeout").tag("pool", "metered").counter().count());
            assertEquals(2.0, registry.get("weir.connections.total").tag("pool", "metered").gauge().value());
            assertEquals(2.0, registry.get("weir.connections.max").tag("pool", "metered").gauge().value());
        }
        assertNull(registry.find("weir.connections.active").tag("pool", "metered").gauge(), "meters removed on close");
    }
}
