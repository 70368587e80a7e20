package io.weir.pool.internal.engine.connect;

import io.weir.pool.WeirConfig;
import io.weir.pool.internal.engine.EngineParts;
import io.weir.pool.internal.engine.bag.PoolEntry;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.sql.SQLException;
import java.util.function.Consumer;

import static io.weir.pool.internal.engine.EngineParts.physical;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A physical connection opened and made an entry: timeouts, connectionInitSql, session defaults. */
class EntryOpenerTest {
    private static final String INIT_SQL = "SET application_name = 'weir'";
    private EngineParts parts = new EngineParts(2);

    @AfterEach
    void close() {
        parts.close();
    }

    private EngineParts with(Consumer<WeirConfig> tune) {
        parts.close();
        parts = new EngineParts(tune);
        return parts;
    }

    @Test
    void aNewEntryIsInUseByItsOpenerAndNotInTheBag() throws Exception {
        PoolEntry e = parts.opener.open();
        assertEquals(PoolEntry.IN_USE, e.state());
        assertEquals(0, parts.bag.size());
        assertEquals(1, parts.db.openConnections());
        assertNotNull(e.session);
    }

    @Test
    void entriesAreNumberedInTheOrderTheyWereOpened() throws Exception {
        String poolName = parts.config.getPoolName();
        assertEquals(poolName + "#1", parts.opener.open().toString());
        assertEquals(poolName + "#2", parts.opener.open().toString());
    }

    @Test
    void aNewEntryIsKnownGoodAtTheCurrentFatalEpoch() throws Exception {
        parts.diagnosis.fatalError(null);
        assertEquals(parts.diagnosis.fatalEpoch(), parts.opener.open().checkedEpoch);
    }

    @Test
    void aNewEntryRemembersWhenItsConnectBegan() throws Exception {
        long before = System.nanoTime();
        PoolEntry e = parts.opener.open();
        assertTrue(e.openStartedNanos - before >= 0 && System.nanoTime() - e.openStartedNanos >= 0);
    }

    @Test
    void networkTimeoutIsSetOnEachNewConnection() throws Exception {
        with(c -> c.setNetworkTimeout(45_000));
        assertEquals(45_000, physical(parts.opener.open()).networkTimeoutMillis());
    }

    @Test
    void connectionInitSqlRunsOnEachNewConnection() throws Exception {
        with(c -> c.setConnectionInitSql(INIT_SQL));
        parts.opener.open();
        parts.opener.open();
        assertEquals(2, parts.db.statementsExecuted());
    }

    @Test
    void aFailingConnectionInitSqlClosesTheConnectionAndSaysWhatFailed() {
        with(c -> c.setConnectionInitSql(INIT_SQL));
        parts.db.statements().fail("42601", "syntax error at the stub");
        SQLException e = assertThrows(SQLException.class, parts.opener::open);
        assertTrue(e.getMessage().startsWith("connectionInitSql failed: syntax error at the stub"), e.getMessage());
        assertEquals("42601", e.getSQLState());
        assertEquals(0, parts.db.openConnections());
    }

    @Test
    void aFailingConnectIsPassedOnWithNothingLeftOpen() {
        parts.db.connects().fail("08001", "refused by the stub");
        SQLException e = assertThrows(SQLException.class, parts.opener::open);
        assertEquals("refused by the stub", e.getMessage());
        assertEquals(0, parts.db.openConnections());
    }
}
