package io.weir.testsupport;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.ServerSocket;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import org.junit.jupiter.api.Test;
import org.opentest4j.AssertionFailedError;

class DatabasesTest {

    @Test
    void unreachableDatabaseFailsTheTestWithTheStartCommand() throws Exception {
        int closedPort;
        try (ServerSocket s = new ServerSocket(0)) {
            closedPort = s.getLocalPort();
        }
        Database missing = new Database("PostgreSQL", "jdbc:postgresql://", "127.0.0.1", closedPort, "test",
                "postgres", "", "pg_ctlcluster --skip-systemctl-redirect 15 main start");
        AssertionFailedError e = assertThrows(AssertionFailedError.class, () -> Databases.require(missing));
        assertTrue(e.getMessage().contains("pg_ctlcluster --skip-systemctl-redirect 15 main start"), e.getMessage());
        assertTrue(e.getMessage().contains("127.0.0.1:" + closedPort), e.getMessage());
    }

    @Test
    void postgresAnswersAQuery() throws SQLException {
        assertAnswers(Databases.postgres());
    }

    @Test
    void mariadbAnswersAQuery() throws SQLException {
        assertAnswers(Databases.mariadb());
    }

    @Test
    void databaseIsReachableThroughAFaultProxy() throws SQLException {
        Database pg = Databases.postgres();
        try (FaultProxy proxy = pg.startProxy();
             Connection c = java.sql.DriverManager.getConnection(pg.jdbcUrl(proxy), pg.user(), pg.password());
             ResultSet rs = c.createStatement().executeQuery("SELECT 42")) {
            rs.next();
            assertEquals(42, rs.getInt(1));
        }
    }

    private static void assertAnswers(Database db) throws SQLException {
        try (Connection c = db.connect(); ResultSet rs = c.createStatement().executeQuery("SELECT 1")) {
            assertTrue(rs.next());
            assertEquals(1, rs.getInt(1));
        }
    }
}
