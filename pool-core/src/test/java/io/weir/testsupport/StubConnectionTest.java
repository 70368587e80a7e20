package io.weir.testsupport;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.SQLTimeoutException;
import java.sql.SQLWarning;
import java.sql.Statement;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

class StubConnectionTest extends OverStubConnection {
    StubConnectionTest() throws SQLException {
    }

    @Test
    void closingTwiceIsCounted() {
        conn.close();
        conn.close();
        assertEquals(1, db.closedConnections());
        assertEquals(1, db.closedTwice());
    }

    @Test
    void awaitEndedSeesACloseFromAnotherThread() throws Exception {
        assertFalse(conn.awaitEnded(Duration.ofMillis(50)));
        new Thread(conn::close).start();
        assertTrue(conn.awaitEnded(Duration.ofSeconds(5)));
    }

    @Test
    void abortIsCountedApartFromClose() throws SQLException {
        conn.abort(Runnable::run);
        assertTrue(conn.wasAborted());
        assertEquals(1, db.abortedConnections());
        assertEquals(0, db.closedConnections());
        conn.close();
        assertEquals(1, db.closedTwice());
    }

    @Test
    void sessionStateChangesAreVisibleToTheTest() throws SQLException {
        conn.setAutoCommit(false);
        conn.setReadOnly(true);
        conn.setTransactionIsolation(Connection.TRANSACTION_SERIALIZABLE);
        conn.setCatalog("other");
        conn.setSchema("S2");
        conn.setHoldability(ResultSet.CLOSE_CURSORS_AT_COMMIT);
        conn.setNetworkTimeout(Runnable::run, 1234);
        conn.setClientInfo("ApplicationName", "app");
        conn.createStatement().executeUpdate("UPDATE t SET x = 1");

        assertFalse(conn.getAutoCommit());
        assertTrue(conn.isReadOnly());
        assertEquals(Connection.TRANSACTION_SERIALIZABLE, conn.getTransactionIsolation());
        assertEquals("other", conn.getCatalog());
        assertEquals("S2", conn.getSchema());
        assertEquals(ResultSet.CLOSE_CURSORS_AT_COMMIT, conn.getHoldability());
        assertEquals(1234, conn.networkTimeoutMillis());
        assertEquals("app", conn.clientInfo().getProperty("ApplicationName"));
        assertTrue(conn.isTransactionOpen());
    }

    @Test
    void defaultsAreThoseOfAFreshSession() throws SQLException {
        assertTrue(conn.getAutoCommit());
        assertFalse(conn.isReadOnly());
        assertEquals(Connection.TRANSACTION_READ_COMMITTED, conn.getTransactionIsolation());
        assertEquals(db.name(), conn.getCatalog());
        assertEquals("PUBLIC", conn.getSchema());
        assertEquals(ResultSet.HOLD_CURSORS_OVER_COMMIT, conn.getHoldability());
        assertEquals(0, conn.getNetworkTimeout());
        assertFalse(conn.isTransactionOpen());
        assertNull(conn.getWarnings());
    }

    @Test
    void rollbackEndsTheTransactionAndIsCounted() throws SQLException {
        conn.setAutoCommit(false);
        conn.createStatement().execute("INSERT INTO t VALUES (1)");
        conn.rollback();
        assertFalse(conn.isTransactionOpen());
        assertEquals(1, conn.rollbacks());
        assertEquals(0, conn.commits());
    }

    @Test
    void warningsStayUntilCleared() throws SQLException {
        conn.addWarning(new SQLWarning("careful"));
        assertEquals("careful", conn.getWarnings().getMessage());
        conn.clearWarnings();
        assertNull(conn.getWarnings());
    }

    @Test
    void queryReturnsTheConfiguredRowsOfIntColumns() throws SQLException {
        db.rowsPerQuery(3);
        db.columnsPerRow(2);
        try (Statement s = conn.createStatement(); ResultSet rs = s.executeQuery("SELECT * FROM t")) {
            int rows = 0;
            while (rs.next()) {
                rows++;
                assertEquals(rows, rs.getInt(1));
                assertEquals(rows * 2, rs.getInt("C2"));
            }
            assertEquals(3, rows);
            assertEquals(2, rs.getMetaData().getColumnCount());
            assertSame(s, rs.getStatement());
        }
        assertEquals(1, db.statementsExecuted());
    }

    @Test
    void updatesAndBatchesReturnTheConfiguredCount() throws SQLException {
        db.updateCount(4);
        try (PreparedStatement ps = conn.prepareStatement("UPDATE t SET x = ?")) {
            ps.setInt(1, 7);
            assertEquals(4, ps.executeUpdate());
            ps.addBatch();
            ps.addBatch();
            assertArrayEquals(new int[] {4, 4}, ps.executeBatch());
        }
    }

    @Test
    void generatedKeysAreFreshForEachUpdate() throws SQLException {
        try (Statement s = conn.createStatement()) {
            s.executeUpdate("INSERT INTO t VALUES (1)", Statement.RETURN_GENERATED_KEYS);
            ResultSet first = s.getGeneratedKeys();
            assertTrue(first.next());
            long key1 = first.getLong(1);
            s.executeUpdate("INSERT INTO t VALUES (2)", Statement.RETURN_GENERATED_KEYS);
            ResultSet second = s.getGeneratedKeys();
            assertTrue(second.next());
            assertEquals(key1 + 1, second.getLong(1));
        }
    }

    @Test
    void metadataDescribesTheStub() throws SQLException {
        assertEquals(db.url(), conn.getMetaData().getURL());
        assertSame(conn, conn.getMetaData().getConnection());
    }

    @Test
    void closingAStatementClosesItsResultSet() throws SQLException {
        Statement s = conn.createStatement();
        ResultSet rs = s.executeQuery("SELECT 1");
        s.close();
        assertTrue(rs.isClosed());
    }

    @Test
    void statementFailsWithTheGivenSqlState() throws SQLException {
        db.statements().fail("40001");
        SQLException e = assertThrows(SQLException.class, () -> conn.createStatement().executeQuery("SELECT 1"));
        assertEquals("40001", e.getSQLState());
        assertFalse(conn.isBroken());
    }

    @Test
    void injectedConnectionExceptionBreaksTheConnection() throws SQLException {
        db.statements().fail("08S01");
        assertThrows(SQLException.class, () -> conn.createStatement().execute("SELECT 1"));
        db.statements().pass();
        SQLException later = assertThrows(SQLException.class, () -> conn.createStatement().execute("SELECT 1"));
        assertEquals("08006", later.getSQLState());
        assertFalse(conn.isValid(1));
    }

    @Test
    void hangingStatementEndsAtTheNetworkTimeoutAndBreaksTheConnection() throws SQLException {
        db.statements().hang();
        conn.setNetworkTimeout(Runnable::run, 200);
        long start = System.nanoTime();
        SQLException e = assertThrows(SQLException.class, () -> conn.createStatement().executeQuery("SELECT 1"));
        assertTrue(System.nanoTime() - start >= Duration.ofMillis(200).toNanos());
        assertEquals("08006", e.getSQLState());
        assertTrue(conn.isBroken());
        assertFalse(conn.isValid(1));
    }

    @Test
    void hangingStatementEndsAtTheQueryTimeout() throws SQLException {
        db.statements().hang();
        Statement s = conn.createStatement();
        s.setQueryTimeout(1);
        assertThrows(SQLTimeoutException.class, () -> s.executeQuery("SELECT 1"));
        assertFalse(conn.isBroken());
    }

    @Test
    void hangEndsWhenTheConnectionIsAborted() throws Exception {
        db.statements().hangIgnoringTimeouts();
        conn.setNetworkTimeout(Runnable::run, 50);
        CompletableFuture<ResultSet> query = CompletableFuture.supplyAsync(() -> {
            try {
                return conn.createStatement().executeQuery("SELECT 1");
            } catch (SQLException e) {
                throw new IllegalStateException(e);
            }
        });
        Await.until("the statement to hang", 10_000, () -> db.statements().hangsEntered() == 1);
        Thread.sleep(200);
        assertFalse(query.isDone(), "a hang that ignores timeouts outlives the network timeout");
        conn.abort(Runnable::run);
        ExecutionException e = assertThrows(ExecutionException.class, () -> query.get(5, TimeUnit.SECONDS));
        assertEquals("08006", ((SQLException) e.getCause().getCause()).getSQLState());
    }

    @Test
    void statementDelaySlowsEveryExecution() throws SQLException {
        db.statements().delay(Duration.ofMillis(100));
        long start = System.nanoTime();
        conn.createStatement().execute("SELECT 1");
        assertTrue(System.nanoTime() - start >= Duration.ofMillis(100).toNanos());
    }

    @Test
    void isValidAnswersFalseOnDemand() throws SQLException {
        assertTrue(conn.isValid(1));
        db.validation().answerInvalid();
        assertFalse(conn.isValid(1));
        assertEquals(2, db.isValidCalls());
        assertEquals(1, db.validation().injected());
    }

    @Test
    void hangingIsValidAnswersFalseAfterItsTimeout() throws SQLException {
        db.validation().hang();
        long start = System.nanoTime();
        assertFalse(conn.isValid(1));
        assertTrue(System.nanoTime() - start >= Duration.ofSeconds(1).toNanos());
    }

    @Test
    void onlyIsValidCanAnswerInvalid() {
        assertThrows(IllegalStateException.class, () -> db.statements().answerInvalid());
    }

    @Test
    void randomFailuresHappenAtTheGivenRateAndAreCounted() throws SQLException {
        db.statements().failRandomly(0.25, "40001");
        int failures = 0;
        for (int i = 0; i < 4000; i++) {
            try {
                conn.createStatement().execute("SELECT 1");
            } catch (SQLException e) {
                failures++;
            }
        }
        assertEquals(failures, db.statements().injected());
        assertTrue(failures > 800 && failures < 1200, "about a quarter of 4000 calls fail, got " + failures);
    }

    @Test
    void killAllBreaksEveryOpenConnection() throws SQLException {
        db.killAll();
        SQLException e = assertThrows(SQLException.class, () -> conn.createStatement().execute("SELECT 1"));
        assertEquals("08006", e.getSQLState());
        assertFalse(conn.isValid(1));
    }

    @Test
    void closedConnectionRejectsStatements() {
        conn.close();
        SQLException e = assertThrows(SQLException.class, conn::createStatement);
        assertEquals("08003", e.getSQLState());
    }

    @Test
    void unwrapsToItself() throws SQLException {
        assertInstanceOf(StubConnection.class, ((Connection) conn).unwrap(StubConnection.class));
    }
}
