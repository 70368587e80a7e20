package io.weir.pool;

import io.weir.testsupport.Await;
import io.weir.testsupport.StubDatabase;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * A connection whose write is refused as read-only (SQLState 25006) in a pool that targets a primary
 * is asked, when it comes back, whether its server is a standby, and is not lent again if it is. On the
 * stub driver, which answers as a standby or a primary.
 */
class StandbyEvictionTest {
    private final StubDatabase db = StubDatabase.create();

    @AfterEach
    void dropDatabase() {
        db.close();
    }

    private WeirDataSource pool(String parameters) {
        WeirConfig c = new WeirConfig();
        c.setJdbcUrl(db.url() + parameters);
        c.setMaximumPoolSize(1);
        return new WeirDataSource(c);
    }

    private static void refusedWrite(Connection c) throws SQLException {
        try (Statement s = c.createStatement()) {
            assertEquals("25006", assertThrows(SQLException.class, () -> s.executeUpdate("UPDATE t SET x = 1")).getSQLState());
        }
    }

    /** Borrows a connection, has its write refused as read-only, and gives it back. */
    private static void writeRefusedThroughABorrow(WeirDataSource ds) throws SQLException {
        try (Connection c = ds.getConnection()) {
            refusedWrite(c);
        }
    }

    /** Borrows a connection, writes through it, and gives it back. */
    private static void writeThroughABorrow(WeirDataSource ds) throws SQLException {
        try (Connection c = ds.getConnection(); Statement s = c.createStatement()) {
            assertEquals(1, s.executeUpdate("UPDATE t SET x = 1"));
        }
    }

    @Test
    void connectionOnAStandbyIsNotLentAgainWhenThePoolTargetsAPrimary() throws Exception {
        try (WeirDataSource ds = pool("?targetServerType=primary")) {
            db.standby(true);
            writeRefusedThroughABorrow(ds);
            Await.until("the standby's connection to be closed", 2000, () -> db.closedConnections() == 1);
            db.standby(false); // promoted: the next connection writes
            writeThroughABorrow(ds);
            assertEquals(2, db.connectsSucceeded(), "the borrow after the refusal got a new connection");
        }
    }

    @Test
    void readOnlyRefusalOnAPrimaryKeepsTheConnection() throws Exception {
        try (WeirDataSource ds = pool("?targetServerType=primary")) {
            try (Connection c = ds.getConnection()) {
                db.statements().fail("25006", "cannot execute UPDATE in a read-only transaction"); // the borrower's own read-only transaction
                try {
                    refusedWrite(c);
                } finally {
                    db.statements().pass();
                }
            }
            writeThroughABorrow(ds);
            assertEquals(1, db.connectsSucceeded(), "the primary's connection was lent again");
            assertEquals(0, db.closedConnections());
        }
    }

    @Test
    void poolThatTargetsNoPrimaryKeepsAConnectionOnAStandby() throws Exception {
        try (WeirDataSource ds = pool("")) {
            db.standby(true);
            writeRefusedThroughABorrow(ds);
            writeRefusedThroughABorrow(ds);
            assertEquals(1, db.connectsSucceeded(), "a pool that may use a standby keeps its connection to one");
            assertEquals(0, db.closedConnections());
        }
    }
}
