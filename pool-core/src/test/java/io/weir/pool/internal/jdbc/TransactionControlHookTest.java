package io.weir.pool.internal.jdbc;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Savepoint;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * The owner is asked before a facade ends or leaves a transaction, and may refuse (the adapter's managed
 * transactions); it is told after each successful auto-commit change, commit and rollback (the adapter's
 * application-demarcated local transaction events).
 */
class TransactionControlHookTest {
    private CountingDriver driver;
    private Connection raw;
    private RecordingLease lease;
    private Connection connection;

    @BeforeEach
    void borrow() throws SQLException {
        driver = new CountingDriver();
        raw = H2.connect();
        lease = new RecordingLease(driver.wrap(raw));
        connection = lease.borrow();
        connection.setAutoCommit(false);
    }

    @AfterEach
    void closeRaw() throws SQLException {
        raw.close();
    }

    @Test
    void commitRollbackAndAutoCommitOnAskTheOwner() throws SQLException {
        connection.commit();
        connection.rollback();
        connection.setAutoCommit(true);
        assertEquals(List.of("commit()", "rollback()", "setAutoCommit(true)"), lease.transactionControl);
    }

    @Test
    void autoCommitOffDoesNotAskTheOwner() throws SQLException {
        assertEquals(List.of(), lease.transactionControl);
    }

    @Test
    void refusedCommitNeverReachesTheDriver() {
        SQLException refusal = new SQLException("commit() inside a container-managed transaction");
        lease.refuseTransactionControl = refusal;
        assertSame(refusal, assertThrows(SQLException.class, connection::commit));
        assertSame(refusal, assertThrows(SQLException.class, connection::rollback));
        assertSame(refusal, assertThrows(SQLException.class, () -> connection.setAutoCommit(true)));
        assertEquals(0, driver.count("Connection.commit") + driver.count("Connection.rollback"));
    }

    @Test
    void closedFacadeRejectsCommitWithoutAskingTheOwner() throws SQLException {
        connection.close();
        assertEquals("08003", assertThrows(SQLException.class, connection::commit).getSQLState());
        assertEquals(List.of(), lease.transactionControl);
    }

    @Test
    void ownerIsToldOfEachSuccessfulAutoCommitChangeCommitAndRollback() throws SQLException {
        connection.commit();
        connection.rollback();
        connection.setAutoCommit(true);
        assertEquals(List.of("setAutoCommit(false)", "commit()", "rollback()", "setAutoCommit(true)"),
                lease.completedTransactionControl);
    }

    @Test
    void refusedCallsAreNotReportedAsDone() {
        lease.refuseTransactionControl = new SQLException("commit() inside a container-managed transaction");
        assertThrows(SQLException.class, connection::commit);
        assertThrows(SQLException.class, connection::rollback);
        assertThrows(SQLException.class, () -> connection.setAutoCommit(true));
        assertEquals(List.of("setAutoCommit(false)"), lease.completedTransactionControl);
    }

    @Test
    void rollbackToASavepointIsNotReported() throws SQLException {
        Savepoint savepoint = connection.setSavepoint();
        connection.rollback(savepoint);
        assertEquals(List.of("setAutoCommit(false)"), lease.completedTransactionControl);
    }

    @Test
    void closedFacadeRejectsAutoCommitWithoutTellingTheOwner() throws SQLException {
        connection.close();
        assertThrows(SQLException.class, () -> connection.setAutoCommit(false));
        assertEquals(List.of("setAutoCommit(false)"), lease.completedTransactionControl);
    }
}
