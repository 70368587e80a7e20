package io.weir.pool.internal.engine.connect;

import io.weir.pool.internal.engine.EngineParts;
import io.weir.pool.internal.engine.bag.PoolEntry;
import io.weir.testsupport.Await;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.sql.SQLException;
import java.util.concurrent.CompletableFuture;

import static io.weir.pool.internal.engine.EngineParts.physical;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Whether a physical connection still works, asked within validationTimeout (250 ms here). */
class AliveCheckTest {
    private static final String TEST_QUERY = "SELECT 1";
    private final EngineParts parts = new EngineParts(2);
    private final AliveCheck isValidCheck = parts.aliveCheck;
    private final AliveCheck queryCheck = new AliveCheck(TEST_QUERY, true, parts.settings, parts.connectors);

    @AfterEach
    void close() {
        parts.db.validation().pass();
        parts.close();
    }

    @Test
    void aConnectionThatAnswersIsValidIsAlive() throws Exception {
        PoolEntry e = parts.borrowed();
        assertTrue(isValidCheck.isAlive(e));
        assertEquals(1, parts.db.isValidCalls());
    }

    @Test
    void aConnectionThatAnswersInvalidIsDead() throws Exception {
        PoolEntry e = parts.borrowed();
        parts.db.validation().answerInvalid();
        assertFalse(isValidCheck.isAlive(e));
    }

    @Test
    void aConnectionTheServerEndedIsDeadAndTheEntryKeepsWhy() throws Exception {
        PoolEntry e = parts.borrowed();
        parts.db.killAll();
        assertFalse(isValidCheck.isAlive(e));
        assertTrue(e.lastCheckFailure instanceof SQLException s && "08006".equals(s.getSQLState()), String.valueOf(e.lastCheckFailure));
    }

    @Test
    void theNetworkTimeoutIsLoweredToValidationTimeoutDuringTheCheckAndRestoredAfter() throws Exception {
        PoolEntry e = parts.borrowed();
        e.raw.setNetworkTimeout(parts.connectors, 60_000);
        parts.db.validation().hangIgnoringTimeouts();
        CompletableFuture<Boolean> check = CompletableFuture.supplyAsync(() -> isValidCheck.isAlive(e));
        Await.until("the check reaches the driver", 5000, () -> parts.db.validation().hangsEntered() == 1);
        assertEquals(250, physical(e).networkTimeoutMillis());
        parts.db.validation().release();
        assertTrue(check.get());
        assertEquals(60_000, physical(e).networkTimeoutMillis());
    }

    @Test
    void withATestQueryTheQueryRunsInsteadOfIsValid() throws Exception {
        PoolEntry e = parts.borrowed();
        long statements = parts.db.statementsExecuted();
        assertTrue(queryCheck.isAlive(e));
        assertEquals(statements + 1, parts.db.statementsExecuted());
        assertEquals(0, parts.db.isValidCalls());
    }

    @Test
    void aFailingTestQueryMeansDead() throws Exception {
        PoolEntry e = parts.borrowed();
        parts.db.statements().fail("08006");
        assertFalse(queryCheck.isAlive(e));
        assertTrue(e.lastCheckFailure instanceof SQLException);
    }

    @Test
    void outsideAutoCommitTheTestQueryIsRolledBackWhenAskedTo() throws Exception {
        PoolEntry e = parts.borrowed();
        e.raw.setAutoCommit(false);
        int rollbacks = physical(e).rollbacks();
        assertTrue(queryCheck.isAlive(e));
        assertEquals(rollbacks + 1, physical(e).rollbacks());
    }

    @Test
    void aPrimaryIsNotOnStandby() throws Exception {
        PoolEntry e = parts.borrowed();
        assertFalse(isValidCheck.isOnStandby(e));
        assertNull(e.lastCheckFailure);
    }

    @Test
    void aStandbyIsOnStandby() throws Exception {
        PoolEntry e = parts.borrowed();
        parts.db.standby(true);
        assertTrue(isValidCheck.isOnStandby(e));
        assertNull(e.lastCheckFailure);
    }

    @Test
    void aServerThatCannotBeAskedCountsAsOnStandbyAndTheEntryKeepsWhy() throws Exception {
        PoolEntry e = parts.borrowed();
        SQLException refused = new SQLException("stub statement failure", "XX000");
        parts.db.statements().fail(() -> refused);
        assertTrue(isValidCheck.isOnStandby(e));
        assertSame(refused, e.lastCheckFailure);
    }
}
