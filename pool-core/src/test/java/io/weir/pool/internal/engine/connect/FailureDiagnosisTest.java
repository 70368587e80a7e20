package io.weir.pool.internal.engine.connect;

import io.weir.pool.internal.engine.EngineParts;
import io.weir.pool.internal.engine.bag.PoolEntry;
import io.weir.testsupport.LogCapture;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.sql.SQLException;
import java.sql.SQLTimeoutException;
import java.sql.SQLTransientConnectionException;
import java.util.concurrent.TimeUnit;
import java.util.logging.Level;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** What went wrong lately, named as the cause of a borrower's timeout. */
class FailureDiagnosisTest {
    private static final String PASSWORD = "s3cret-pw";
    private static final long CONNECTION_TIMEOUT = 1000;
    private final EngineParts parts = new EngineParts(c -> {
        c.setMaximumPoolSize(2);
        c.setUsername("app");
        c.setPassword(PASSWORD);
    });
    private final FailureDiagnosis diagnosis = parts.diagnosis;
    private final LogCapture log = LogCapture.weir();

    @AfterEach
    void close() {
        log.close();
        parts.close();
    }

    private SQLTransientConnectionException timeout(long attemptSince) {
        return diagnosis.timeoutException(TimeUnit.MILLISECONDS.toNanos(CONNECTION_TIMEOUT), CONNECTION_TIMEOUT, attemptSince, "the counts");
    }

    @Test
    void withNothingWrongATimeoutNamesNoCause() {
        SQLTransientConnectionException e = timeout(0);
        assertNull(e.getCause());
        assertTrue(e.getMessage().contains("no connection available after waiting 1000 ms (connectionTimeout=1000 ms); the counts"),
                e.getMessage());
    }

    @Test
    void whileConnectsFailATimeoutNamesTheDriversErrorWithItsSqlState() {
        diagnosis.connectFailed(new SQLException("connection refused", "08001"));
        SQLTransientConnectionException e = timeout(0);
        assertEquals("connection refused", e.getCause().getMessage());
        assertEquals("08001", e.getSQLState());
        assertTrue(e.getMessage().endsWith("; cause: connection refused"), e.getMessage());
    }

    @Test
    void aConnectThatHasNotAnsweredIsNamedAsTheCause() {
        long since = System.nanoTime() - TimeUnit.SECONDS.toNanos(3);
        SQLTransientConnectionException e = timeout(since);
        SQLTimeoutException cause = assertInstanceOf(SQLTimeoutException.class, e.getCause());
        assertTrue(cause.getMessage().contains("has not answered for"), cause.getMessage());
        assertTrue(cause.getMessage().contains(parts.source.describe()), cause.getMessage());
    }

    @Test
    void aConnectionLimitRefusalSaysTheDatabaseRefusedAndThePoolShares() {
        diagnosis.connectFailed(new SQLException("sorry, too many clients already", "53300"));
        String message = timeout(0).getMessage();
        assertTrue(message.contains("the database refused a new connection (SQLSTATE 53300"), message);
        assertTrue(message.contains("retries with backoff"), message);
    }

    @Test
    void aMariaDbTooManyConnectionsIsARefusalToo() {
        diagnosis.connectFailed(new SQLException("Too many connections", "08004", 1040));
        assertTrue(timeout(0).getMessage().contains("the database refused a new connection"));
    }

    @Test
    void aFailedAliveCheckIsTheCauseOfATimeoutWhileConnectsSucceed() throws Exception {
        PoolEntry e = parts.borrowed();
        parts.db.validation().answerInvalid();
        assertFalse(diagnosis.isAlive(e));
        Throwable cause = timeout(0).getCause();
        assertInstanceOf(SQLException.class, cause);
        assertTrue(cause.getMessage().contains("failed its alive check"), cause.getMessage());
    }

    @Test
    void aFailedAliveCheckChangesTheEpochSoThatTheOthersAreCheckedToo() throws Exception {
        PoolEntry e = parts.borrowed();
        long before = diagnosis.fatalEpoch();
        parts.db.validation().answerInvalid();

        assertFalse(diagnosis.isAlive(e));

        assertNotEquals(before, diagnosis.fatalEpoch());
    }

    @Test
    void aPassedAliveCheckLeavesTheEpoch() throws Exception {
        PoolEntry e = parts.borrowed();
        long before = diagnosis.fatalEpoch();

        assertTrue(diagnosis.isAlive(e));

        assertEquals(before, diagnosis.fatalEpoch());
    }

    @Test
    void aFatalErrorChangesTheEpochAndIsTheCauseOfATimeout() {
        long before = diagnosis.fatalEpoch();
        SQLException fatal = new SQLException("terminating connection due to administrator command", "57P01");
        diagnosis.fatalError(fatal);
        assertNotEquals(before, diagnosis.fatalEpoch());
        assertSame(fatal, timeout(0).getCause());
    }

    @Test
    void aFatalErrorOfUnknownCauseChangesTheEpochOnly() {
        long before = diagnosis.fatalEpoch();
        diagnosis.fatalError(null);
        assertNotEquals(before, diagnosis.fatalEpoch());
        assertNull(timeout(0).getCause());
    }

    @Test
    void thePasswordIsScrubbedFromADriversMessage() {
        diagnosis.connectFailed(new SQLException("login failed for app with password " + PASSWORD, "28P01"));
        assertFalse(diagnosis.lastConnectFailure().getMessage().contains(PASSWORD), diagnosis.lastConnectFailure().getMessage());
        assertFalse(log.text().contains(PASSWORD), log.text());
        assertFalse(timeout(0).getMessage().contains(PASSWORD));
    }

    @Test
    void theFirstConnectFailureIsAWarningAndTheNextOnesAreDebugLines() {
        diagnosis.connectFailed(new SQLException("refused", "08001"));
        diagnosis.connectFailed(new SQLException("refused again", "08001"));
        assertTrue(log.contains(Level.WARNING, "cannot connect to " + parts.source.describe()), log.text());
        assertTrue(log.records().stream().allMatch(r -> r.getLoggerName().equals(FailureDiagnosis.class.getName())), "its own logger");
        assertEquals(1, log.records().stream().filter(r -> r.getLevel() == Level.WARNING).count(), log.text());
        assertTrue(log.contains(Level.FINE, "connect failed again: refused again"), log.text());
    }

    @Test
    void aConnectAfterFailuresIsLoggedOnceAndEndsTheFailingState() {
        diagnosis.connectFailed(new SQLException("refused", "08001"));
        diagnosis.connected();
        diagnosis.connected();
        assertEquals(1, log.records().stream().filter(r -> r.getMessage().contains("connected again")).count(), log.text());
        diagnosis.connectFailed(new SQLException("refused", "08001"));
        assertEquals(2, log.records().stream().filter(r -> r.getLevel() == Level.WARNING).count(), "failing again warns again");
    }

    @Test
    void anEntryOnAStandbyIsReportedAsRetired() throws Exception {
        PoolEntry e = parts.borrowed();
        parts.db.standby(true);
        assertTrue(diagnosis.isOnStandby(e));
        assertTrue(log.contains(Level.INFO, e + " is on a standby"), log.text());
    }

    @Test
    void anEntryOnAPrimaryIsNotReported() throws Exception {
        PoolEntry e = parts.borrowed();
        assertFalse(diagnosis.isOnStandby(e));
        assertFalse(log.text().contains("standby"), log.text());
    }
}
