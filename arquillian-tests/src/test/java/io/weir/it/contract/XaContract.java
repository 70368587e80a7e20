package io.weir.it.contract;

import io.weir.it.Probe;
import io.weir.testsupport.Databases;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.Properties;
import java.util.UUID;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * One JTA transaction over two Weir XA definitions, on any server: WeirXa1 (H2) with either WeirXa2
 * (a second H2 database) or WeirXaMaria (MariaDB; PostgreSQL here has max_prepared_transactions = 0).
 */
public interface XaContract {
    Probe probe();

    /** A fresh tag that neither database holds yet; MariaDB must be running (the test fails otherwise, saying how to start it). */
    private String freshTag(String second) {
        if (second.equals("mariadb")) {
            Databases.mariadb();
        }
        String tag = UUID.randomUUID().toString();
        assertRows(probe().get("api/xa/" + second + "/count/" + tag), "0", "0");
        return tag;
    }

    /** The rows the probe counted with the tag in the first and the second database. */
    private static void assertRows(Properties counts, String first, String second) {
        assertEquals(first, counts.getProperty("first"), "rows in the first database");
        assertEquals(second, counts.getProperty("second"), "rows in the second database");
    }

    /** Runs the probe's XA action on a fresh tag; the transaction must report that it failed. */
    private Properties failedRun(String second, String action) {
        Properties after = probe().post("api/xa/" + second + "/" + action + "/" + freshTag(second));
        assertEquals("true", after.getProperty("failed"));
        return after;
    }

    @ParameterizedTest(name = "H2 + {0}")
    @ValueSource(strings = {"h2", "mariadb"})
    default void commitWritesBothDatabases(String second) {
        Properties after = probe().post("api/xa/" + second + "/commit/" + freshTag(second));
        assertRows(after, "1", "1");
    }

    @ParameterizedTest(name = "H2 + {0}")
    @ValueSource(strings = {"h2", "mariadb"})
    default void rollbackWritesNeitherDatabase(String second) {
        assertRows(failedRun(second, "rollback"), "0", "0");
    }

    @ParameterizedTest(name = "H2 + {0}")
    @ValueSource(strings = {"h2", "mariadb"})
    default void failureInTheSecondDatabaseRollsBackTheFirst(String second) {
        Properties after = failedRun(second, "fail-second");
        assertEquals("0", after.getProperty("first"), "the first database's insert must be rolled back");
        assertEquals("0", after.getProperty("second"));
    }
}
