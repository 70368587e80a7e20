package io.weir.pool;

import org.junit.jupiter.api.Test;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.SQLTransientConnectionException;
import java.sql.Statement;
import java.util.UUID;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class PoolBasicsTest {

    static WeirConfig h2(int max) {
        WeirConfig c = new WeirConfig();
        c.setJdbcUrl("jdbc:h2:mem:" + UUID.randomUUID() + ";DB_CLOSE_DELAY=-1");
        c.setMaximumPoolSize(max);
        return c;
    }

    @Test
    void borrowedConnectionRunsQueriesAndReturnsToThePool() throws SQLException {
        try (WeirDataSource ds = new WeirDataSource(h2(2))) {
            try (Connection c = ds.getConnection(); Statement s = c.createStatement(); ResultSet rs = s.executeQuery("select 1")) {
                assertTrue(rs.next());
                assertEquals(1, rs.getInt(1));
                assertEquals(1, ds.getPoolMXBean().getActiveConnections());
            }
            assertEquals(0, ds.getPoolMXBean().getActiveConnections());
        }
    }

    @Test
    void borrowTimesOutWithTheCountsInTheMessage() throws SQLException {
        WeirConfig c = h2(1);
        c.setConnectionTimeout(1000); // the first H2 connect of a cold JVM can take a few hundred ms
        c.setValidationTimeout(250);
        try (WeirDataSource ds = new WeirDataSource(c); Connection held = ds.getConnection()) {
            SQLTransientConnectionException e = assertThrows(SQLTransientConnectionException.class, ds::getConnection);
            assertTrue(e.getMessage().contains("total=1, active=1, idle=0"), e.getMessage());
        }
    }
}
