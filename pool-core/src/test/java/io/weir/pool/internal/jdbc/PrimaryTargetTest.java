package io.weir.pool.internal.jdbc;

import io.weir.pool.ApiBridge;
import io.weir.pool.WeirConfig;
import org.junit.jupiter.api.Test;

import java.sql.BatchUpdateException;
import java.sql.SQLException;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Which pools target a primary, and which errors then put a connection's server in doubt. */
class PrimaryTargetTest {
    private static final String CLUSTER = "jdbc:postgresql://10.0.0.1:5432,10.0.0.2:5432/app";
    private static final SQLException READ_ONLY = new SQLException("cannot execute INSERT in a read-only transaction", "25006");

    private static WeirConfig url(String jdbcUrl) {
        WeirConfig c = new WeirConfig();
        c.setJdbcUrl(jdbcUrl);
        return c;
    }

    @Test
    void targetServerTypePrimaryOrItsOldNameMasterInTheUrlTargetsAPrimary() {
        assertTrue(PrimaryTarget.wanted(ApiBridge.settings(url(CLUSTER + "?targetServerType=primary"))));
        assertTrue(PrimaryTarget.wanted(ApiBridge.settings(url(CLUSTER + "?ApplicationName=app&targetServerType=master&connectTimeout=2"))));
    }

    @Test
    void anyOtherTargetOrNoneDoesNotTargetAPrimary() {
        assertFalse(PrimaryTarget.wanted(ApiBridge.settings(url(CLUSTER))));
        assertFalse(PrimaryTarget.wanted(ApiBridge.settings(url(CLUSTER + "?targetServerType=any"))));
        assertFalse(PrimaryTarget.wanted(ApiBridge.settings(url(CLUSTER + "?targetServerType=preferPrimary"))));
        assertFalse(PrimaryTarget.wanted(ApiBridge.settings(url(CLUSTER + "?targetServerType=secondary"))));
        assertFalse(PrimaryTarget.wanted(ApiBridge.settings(new WeirConfig())));
    }

    @Test
    void targetServerTypeInTheDataSourcePropertiesOrTheirUrlTargetsAPrimary() {
        WeirConfig direct = new WeirConfig();
        direct.setDataSourceClassName("org.postgresql.ds.PGSimpleDataSource");
        direct.addDataSourceProperty("targetServerType", "primary");
        assertTrue(PrimaryTarget.wanted(ApiBridge.settings(direct)));

        WeirConfig inUrl = new WeirConfig();
        inUrl.setXaDataSourceClassName("org.postgresql.xa.PGXADataSource");
        inUrl.addDataSourceProperty("url", CLUSTER + "?targetServerType=primary");
        assertTrue(PrimaryTarget.wanted(ApiBridge.settings(inUrl)));
    }

    @Test
    void theUrlsTargetWinsOverTheProperties() {
        WeirConfig c = url(CLUSTER + "?targetServerType=any");
        c.addDataSourceProperty("targetServerType", "primary");
        assertFalse(PrimaryTarget.wanted(ApiBridge.settings(c)), "the driver reads the URL's parameters over its properties");
    }

    @Test
    void readOnlyRefusalPutsTheServerInDoubtInAPoolThatTargetsAPrimary() {
        FatalErrorClassifier classifier = ApiBridge.classifier(url(CLUSTER + "?targetServerType=primary"));
        assertTrue(classifier.mayBeOnStandby(READ_ONLY));
        assertFalse(classifier.isFatal(READ_ONLY), "the refusal alone evicts nothing: a primary refuses a read-only transaction's writes too");
    }

    @Test
    void readOnlyRefusalDeepInABatchErrorPutsTheServerInDoubt() {
        FatalErrorClassifier classifier = ApiBridge.classifier(url(CLUSTER + "?targetServerType=primary"));
        BatchUpdateException batch = new BatchUpdateException("batch entry 0 failed", "P0001", new int[0]);
        batch.setNextException(READ_ONLY);
        assertTrue(classifier.mayBeOnStandby(batch));
    }

    @Test
    void readOnlyRefusalIsAnOrdinaryErrorInAPoolThatTargetsNoPrimary() {
        assertFalse(ApiBridge.classifier(url(CLUSTER)).mayBeOnStandby(READ_ONLY));
    }

    @Test
    void otherErrorsPutNoServerInDoubt() {
        FatalErrorClassifier classifier = ApiBridge.classifier(url(CLUSTER + "?targetServerType=primary"));
        assertFalse(classifier.mayBeOnStandby(new SQLException("duplicate key", "23505")));
    }

    @Test
    void overrideThatKeepsTheConnectionKeepsItOutOfTheCheck() {
        WeirConfig c = url(CLUSTER + "?targetServerType=primary");
        c.setExceptionOverrideClassName(FatalErrorClassifierTest.KeepEverything.class.getName());
        assertFalse(ApiBridge.classifier(c).mayBeOnStandby(READ_ONLY));
    }
}
