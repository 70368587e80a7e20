package io.weir.pool.internal.jdbc;

import io.weir.pool.WeirDataSource;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A borrower misuses a connection; the next borrower of the same physical connection (the pool
 * holds one) finds it pristine, and a second connection outside the pool finds no lock left behind.
 * Run on each database by a subclass.
 */
abstract class MisuseCorpusTest {
    private Dialect dialect;
    private WeirDataSource pool;
    /** What a borrower of the untouched connection sees. */
    private Session pristine;

    abstract Dialect dialect();

    WeirDataSource pool() {
        return pool;
    }

    /** Everything about a session that a borrower can change, read through JDBC and from the server. */
    record Session(String id, boolean autoCommit, boolean readOnly, int isolation, String catalog, String schema,
                   String namespaceOnServer, int networkTimeout, int holdability) {
    }

    Session session(Connection c) throws SQLException {
        return new Session(query(c, dialect.sessionIdSql()), c.getAutoCommit(), c.isReadOnly(),
                c.getTransactionIsolation(), c.getCatalog(), c.getSchema(), query(c, dialect.currentNamespaceSql()),
                c.getNetworkTimeout(), c.getHoldability());
    }

    @BeforeEach
    void startPool() throws SQLException {
        dialect = dialect();
        try (Connection outside = dialect.outside(); Statement s = outside.createStatement()) {
            for (String sql : dialect.setupSql()) s.execute(sql);
        }
        pool = new WeirDataSource(dialect.poolOfOne());
        try (Connection c = pool.getConnection()) {
            pristine = session(c);
        }
    }

    @AfterEach
    void stopPool() throws SQLException {
        if (pool != null) pool.close();
        try (Connection outside = dialect.outside(); Statement s = outside.createStatement()) {
            for (String sql : dialect.teardownSql()) s.execute(sql);
        }
    }

    /** The next borrower gets the same physical connection, and finds it as the first borrower did. */
    private void assertNextBorrowerFindsItPristine() throws SQLException {
        try (Connection next = pool.getConnection()) {
            assertEquals(pristine, session(next));
        }
    }

    @Test
    void autoCommitLeftOffIsOnForTheNextBorrower() throws SQLException {
        try (Connection c = pool.getConnection()) {
            c.setAutoCommit(false);
        }
        assertNextBorrowerFindsItPristine();
    }

    @Test
    void readOnlyLeftOnIsOffForTheNextBorrower() throws SQLException {
        try (Connection c = pool.getConnection()) {
            c.setReadOnly(true);
        }
        assertNextBorrowerFindsItPristine();
    }

    @Test
    void isolationLeftChangedIsBackForTheNextBorrower() throws SQLException {
        try (Connection c = pool.getConnection()) {
            c.setTransactionIsolation(pristine.isolation() == Connection.TRANSACTION_SERIALIZABLE
                    ? Connection.TRANSACTION_READ_COMMITTED : Connection.TRANSACTION_SERIALIZABLE);
        }
        assertNextBorrowerFindsItPristine();
    }

    @Test
    void namespaceLeftChangedIsBackForTheNextBorrower() throws SQLException {
        try (Connection c = pool.getConnection()) {
            dialect.moveToOtherNamespace(c);
            assertFalse(pristine.namespaceOnServer().equalsIgnoreCase(query(c, dialect.currentNamespaceSql())),
                    "the borrower did move");
        }
        assertNextBorrowerFindsItPristine();
    }

    @Test
    void networkTimeoutLeftChangedIsBackForTheNextBorrower() throws SQLException {
        try (Connection c = pool.getConnection()) {
            c.setNetworkTimeout(Runnable::run, pristine.networkTimeout() + 54_321);
        }
        assertNextBorrowerFindsItPristine();
    }

    @Test
    void holdabilityLeftChangedIsBackForTheNextBorrower() throws SQLException {
        try (Connection c = pool.getConnection()) {
            c.setHoldability(pristine.holdability() == ResultSet.HOLD_CURSORS_OVER_COMMIT
                    ? ResultSet.CLOSE_CURSORS_AT_COMMIT : ResultSet.HOLD_CURSORS_OVER_COMMIT);
        }
        assertNextBorrowerFindsItPristine();
    }

    @Test
    void everythingLeftChangedAtOnceIsBackForTheNextBorrower() throws SQLException {
        try (Connection c = pool.getConnection()) {
            c.setAutoCommit(false);
            c.setReadOnly(true);
            c.setTransactionIsolation(Connection.TRANSACTION_SERIALIZABLE);
            dialect.moveToOtherNamespace(c);
            c.setNetworkTimeout(Runnable::run, 54_321);
        }
        assertNextBorrowerFindsItPristine();
    }

    @Test
    void openTransactionIsRolledBackAndReleasesItsLocks() throws SQLException {
        try (Connection c = pool.getConnection()) {
            c.setAutoCommit(false);
            c.createStatement().executeUpdate("update " + dialect.table + " set v = 2 where id = 1");
        }
        assertAnotherConnectionCanLockTheTable();
        assertEquals("1", outsideQuery("select v from " + dialect.table + " where id = 1"));
        assertNextBorrowerFindsItPristine();
    }

    @Test
    void openStatementsAndCursorsAreClosedAndReleaseTheirLocks() throws SQLException {
        Statement leftOpen;
        ResultSet cursorLeftOpen;
        try (Connection c = pool.getConnection()) {
            c.setAutoCommit(false);
            leftOpen = c.createStatement();
            leftOpen.setFetchSize(1);
            cursorLeftOpen = leftOpen.executeQuery("select * from " + dialect.table);
            assertTrue(cursorLeftOpen.next());
            c.prepareStatement("select v from " + dialect.table).executeQuery();
        }
        assertTrue(leftOpen.isClosed());
        assertTrue(cursorLeftOpen.isClosed());
        assertAnotherConnectionCanLockTheTable();
        assertNextBorrowerFindsItPristine();
    }

    @Test
    void aClosedFacadeKeptInUseCannotReachTheNextBorrower() throws SQLException {
        Connection stale = pool.getConnection();
        Statement staleStatement = stale.createStatement();
        String staleSession = query(stale, dialect.sessionIdSql());
        stale.close();

        try (Connection next = pool.getConnection()) {
            assertEquals(staleSession, query(next, dialect.sessionIdSql()), "the same physical connection");
            next.setAutoCommit(false);
            next.createStatement().executeUpdate("update " + dialect.table + " set v = 3 where id = 1");

            assertThrows(SQLException.class,
                    () -> staleStatement.executeUpdate("update " + dialect.table + " set v = 99 where id = 1"));
            assertEquals("08003", assertThrows(SQLException.class, stale::rollback).getSQLState());
            assertThrows(SQLException.class, () -> stale.setAutoCommit(true));
            assertThrows(SQLException.class, stale::createStatement);

            assertFalse(next.getAutoCommit());
            next.commit();
        }
        assertEquals("3", outsideQuery("select v from " + dialect.table + " where id = 1"));
        assertNextBorrowerFindsItPristine();
    }

    /** A second connection takes a lock that a transaction or cursor left on the table would block. */
    private void assertAnotherConnectionCanLockTheTable() throws SQLException {
        try (Connection outside = dialect.outside(); Statement s = outside.createStatement()) {
            s.execute(dialect.shortLockWaitSql());
            outside.setAutoCommit(false);
            try {
                s.execute(dialect.conflictingLockSql());
            } catch (SQLException e) {
                throw new AssertionError("the pooled connection still holds a lock on " + dialect.table, e);
            } finally {
                outside.rollback();
            }
        }
    }

    private String outsideQuery(String sql) throws SQLException {
        try (Connection outside = dialect.outside()) {
            return query(outside, sql);
        }
    }

    static String query(Connection c, String sql) throws SQLException {
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(sql)) {
            assertTrue(rs.next(), sql);
            return rs.getString(1);
        }
    }
}
