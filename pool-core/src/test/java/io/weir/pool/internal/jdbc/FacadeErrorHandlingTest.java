package io.weir.pool.internal.jdbc;

import io.weir.pool.WeirConfig;
import org.junit.jupiter.api.Test;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.SQLTimeoutException;
import java.sql.Statement;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** An error from the driver decides the physical connection's fate, through whichever facade it came. */
class FacadeErrorHandlingTest extends OverStubDatabase {

    @Test
    void fatalErrorFromAStatementMarksTheLeaseBrokenAndTellsTheOwner() throws SQLException {
        RecordingLease lease = new RecordingLease(raw);
        Connection c = lease.borrow();
        Statement s = c.createStatement();
        db.statements().fail("08006");
        SQLException thrown = assertThrows(SQLException.class, () -> s.executeQuery("select 1"));
        assertSame(thrown, lease.broken);
        assertEquals(1, lease.fatalErrors.size());
        assertSame(thrown, lease.fatalErrors.get(0));
    }

    @Test
    void readOnlyRefusalInAPoolThatTargetsAPrimaryMarksTheLeaseForTheStandbyCheckOnly() throws SQLException {
        WeirConfig config = new WeirConfig();
        config.setJdbcUrl("jdbc:postgresql://db1,db2/app?targetServerType=primary");
        RecordingLease lease = new RecordingLease(raw, config);
        Statement s = lease.borrow().createStatement();
        db.statements().fail("25006", "cannot execute INSERT in a read-only transaction");
        assertThrows(SQLException.class, () -> s.executeUpdate("insert into t values (1)"));
        assertTrue(lease.maybeOnStandby);
        assertNull(lease.broken, "the refusal alone breaks nothing");
        assertTrue(lease.fatalErrors.isEmpty());
    }

    @Test
    void fatalErrorFromAPreparedStatementMarksTheLeaseBroken() throws SQLException {
        RecordingLease lease = new RecordingLease(raw);
        PreparedStatement ps = lease.borrow().prepareStatement("select 1");
        db.statements().fail("57P01");
        assertThrows(SQLException.class, ps::executeQuery);
        assertNotNull(lease.broken);
    }

    @Test
    void fatalErrorOfTheConnectionItselfMarksTheLeaseBroken() throws SQLException {
        RecordingLease lease = new RecordingLease(raw);
        Connection c = lease.borrow();
        raw.unwrap(io.weir.testsupport.StubConnection.class).breakConnection();
        assertThrows(SQLException.class, c::commit);
        assertNotNull(lease.broken);
    }

    @Test
    void fatalErrorInTheNextExceptionChainMarksTheLeaseBroken() throws SQLException {
        RecordingLease lease = new RecordingLease(raw);
        Statement s = lease.borrow().createStatement();
        db.statements().fail(() -> {
            SQLException top = new SQLException("batch entry failed", "22001");
            top.setNextException(new SQLException("I/O error", "08006"));
            return top;
        });
        assertThrows(SQLException.class, () -> s.execute("insert"));
        assertNotNull(lease.broken);
    }

    @Test
    void ordinaryErrorLeavesTheLeaseAlone() throws SQLException {
        RecordingLease lease = new RecordingLease(raw);
        Statement s = lease.borrow().createStatement();
        db.statements().fail("23505");
        assertThrows(SQLException.class, () -> s.executeUpdate("insert"));
        assertNull(lease.broken);
        assertFalse(lease.suspect);
        assertTrue(lease.fatalErrors.isEmpty());
    }

    @Test
    void featureNotSupportedLeavesTheLeaseAlone() throws SQLException {
        RecordingLease lease = new RecordingLease(raw);
        Statement s = lease.borrow().createStatement();
        db.statements().fail("0A000");
        assertThrows(SQLException.class, () -> s.executeQuery("select 1"));
        assertNull(lease.broken);
    }

    @Test
    void timeoutMakesTheLeaseSuspectNotBroken() throws SQLException {
        RecordingLease lease = new RecordingLease(raw);
        Statement s = lease.borrow().createStatement();
        db.statements().fail(() -> new SQLTimeoutException("query timed out", "HYT00"));
        assertThrows(SQLTimeoutException.class, () -> s.executeQuery("select 1"));
        assertTrue(lease.suspect);
        assertNull(lease.broken);
        assertTrue(lease.fatalErrors.isEmpty());
    }

    @Test
    void postgresStatementTimeoutMakesTheLeaseSuspectNotBroken() throws SQLException {
        RecordingLease lease = new RecordingLease(raw);
        Statement s = lease.borrow().createStatement();
        db.statements().fail("57014", "canceling statement due to statement timeout");
        assertThrows(SQLException.class, () -> s.executeQuery("select pg_sleep(10)"));
        assertTrue(lease.suspect);
        assertNull(lease.broken);
    }

    @Test
    void overrideVetoKeepsTheLeaseOnAFatalError() throws SQLException {
        WeirConfig config = new WeirConfig();
        config.setExceptionOverrideClassName(FatalErrorClassifierTest.KeepEverything.class.getName());
        RecordingLease lease = new RecordingLease(raw, config);
        Statement s = lease.borrow().createStatement();
        db.statements().fail("08006");
        assertThrows(SQLException.class, () -> s.executeQuery("select 1"));
        assertNull(lease.broken);
    }

    @Test
    void overrideCanEvictOnAnOrdinaryError() throws SQLException {
        WeirConfig config = new WeirConfig();
        config.setExceptionOverrideClassName(FatalErrorClassifierTest.EvictEverything.class.getName());
        RecordingLease lease = new RecordingLease(raw, config);
        Statement s = lease.borrow().createStatement();
        db.statements().fail("23505");
        assertThrows(SQLException.class, () -> s.executeQuery("select 1"));
        assertNotNull(lease.broken);
    }

    @Test
    void errorsAfterTheFacadeClosedDoNotTouchTheLease() throws SQLException {
        RecordingLease lease = new RecordingLease(raw);
        Connection c = lease.borrow();
        Statement s = c.createStatement();
        c.close();
        db.statements().fail("08006");
        SQLException e = assertThrows(SQLException.class, () -> s.executeQuery("select 1"));
        assertEquals(null, e.getSQLState(), "the closed-statement error, not the driver's");
        assertNull(lease.broken, "the physical connection may already belong to another borrower");
    }
}
