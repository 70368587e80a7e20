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
        Properties before = probe().get("api/xa/" + second + "/count/" + tag);
        assertEquals("0", before.getProperty("first"));
        assertEquals("0", before.getProperty("second"));
        return tag;
    }

    @ParameterizedTest(name = "H2 + {0}")
    @ValueSource(strings = {"h2", "mariadb"})
    default void commitWritesBothDatabases(String second) {
        Properties after = probe().post("api/xa/" + second + "/commit/" + freshTag(second));
        assertEquals("1", after.getProperty("first"));
        assertEquals("1", after.getProperty("second"));
    }

    @ParameterizedTest(name = "H2 + {0}")
    @ValueSource(strings = {"h2", "mariadb"})
    default void rollbackWritesNeitherDatabase(String second) {
        Properties after = probe().post("api/xa/" + second + "/rollback/" + freshTag(second));
        assertEquals("true", after.getProperty("failed"));
        assertEquals("0", after.getProperty("first"));
        assertEquals("0", after.getProperty("second"));
    }

    @ParameterizedTest(name = "H2 + {0}")
    @ValueSource(strings = {"h2", "mariadb"})
    default void failureInTheSecondDatabaseRollsBackTheFirst(String second) {
        Properties after = probe().post("api/xa/" + second + "/fail-second/" + freshTag(second));
        assertEquals("true", after.getProperty("failed"));
        assertEquals("0", after.getProperty("first"), "the first database's insert must be rolled back");
        assertEquals("0", after.getProperty("second"));
    }
}
