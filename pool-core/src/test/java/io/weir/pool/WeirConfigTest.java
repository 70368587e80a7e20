package io.weir.pool;

import io.weir.pool.spi.Setting;
import org.junit.jupiter.api.Test;

import java.sql.Connection;
import java.util.Properties;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class WeirConfigTest {

    private static Properties props(String... keyValues) {
        Properties p = new Properties();
        for (int i = 0; i < keyValues.length; i += 2) p.setProperty(keyValues[i], keyValues[i + 1]);
        return p;
    }

    private static IllegalArgumentException rejected(String... keyValues) {
        return assertThrows(IllegalArgumentException.class, () -> new WeirConfig(props(keyValues)));
    }

    @Test
    void hikariPropertiesFileLoadsUnchanged() {
        WeirConfig c = new WeirConfig(props(
                "jdbcUrl", "jdbc:h2:mem:x", "username", "sa", "password", "secret",
                "maximumPoolSize", "20", "minimumIdle", "5", "connectionTimeout", "10000",
                "idleTimeout", "300000", "maxLifetime", "900000", "keepaliveTime", "60000",
                "validationTimeout", "3000", "leakDetectionThreshold", "5000", "initializationFailTimeout", "-1",
                "connectionTestQuery", "select 1", "connectionInitSql", "set x = 1", "autoCommit", "false",
                "readOnly", "true", "transactionIsolation", "TRANSACTION_READ_COMMITTED", "catalog", "c",
                "schema", "s", "poolName", "orders", "registerMbeans", "true", "allowPoolSuspension", "true",
                "isolateInternalQueries", "true", "dataSource.cachePrepStmts", "true"));
        assertEquals(20, c.getMaximumPoolSize());
        assertEquals(5, c.getMinimumIdle());
        assertEquals(10000, c.getConnectionTimeout());
        assertEquals(Connection.TRANSACTION_READ_COMMITTED, c.transactionIsolationLevel());
        assertEquals("true", c.getDataSourceProperties().getProperty("cachePrepStmts"));
        assertFalse(c.isAutoCommit());
        assertTrue(c.isRegisterMbeans());
        assertEquals("orders", c.getPoolName());
    }

    @Test
    void unknownKeyIsRejectedByName() {
        IllegalArgumentException e = rejected("maxPoolSize", "10");
        assertTrue(e.getMessage().contains("'maxPoolSize'"), e.getMessage());
    }

    @Test
    void zeroOrNegativePoolSizeIsRejectedWithKeyAndValue() {
        assertTrue(rejected("maximumPoolSize", "0").getMessage().contains("maximumPoolSize must be at least 1, was 0"));
        assertTrue(rejected("minimumIdle", "-1").getMessage().contains("minimumIdle must be 0 or more, was -1"));
    }

    @Test
    void nonNumericValueIsRejectedWithKeyAndValue() {
        assertTrue(rejected("connectionTimeout", "soon").getMessage().contains("connectionTimeout must be a whole number of milliseconds, was 'soon'"));
    }

    @Test
    void timeoutsOutOfRangeAreRejected() {
        assertTrue(rejected("connectionTimeout", "100").getMessage().contains("connectionTimeout must be at least 250 ms, was 100"));
        assertTrue(rejected("validationTimeout", "10").getMessage().contains("validationTimeout"));
        assertTrue(rejected("idleTimeout", "50").getMessage().contains("idleTimeout must be 0 (disabled) or at least 1000 ms, was 50"));
        assertTrue(rejected("maxLifetime", "999").getMessage().contains("maxLifetime"));
        assertTrue(rejected("keepaliveTime", "5").getMessage().contains("keepaliveTime"));
        assertTrue(rejected("leakDetectionThreshold", "1").getMessage().contains("leakDetectionThreshold"));
    }

    @Test
    void badBooleanAndIsolationAreRejected() {
        assertTrue(rejected("autoCommit", "yes").getMessage().contains("autoCommit must be true or false, was 'yes'"));
        assertTrue(rejected("transactionIsolation", "SOMETIMES").getMessage().contains("'SOMETIMES'"));
    }

    @Test
    void minimumIdleAboveMaximumPoolSizeFailsValidation() {
        WeirConfig c = new WeirConfig(props("jdbcUrl", "jdbc:h2:mem:x", "maximumPoolSize", "4", "minimumIdle", "5"));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, c::validate);
        assertEquals("minimumIdle=5 is larger than maximumPoolSize=4", e.getMessage());
    }

    /** WeirConfig and properties files name settings by key: no message of theirs uses another naming (IdleTimeout). */
    private static void assertNamesOnlyKeys(String message) {
        for (Setting s : Setting.values()) {
            String capitalized = Character.toUpperCase(s.key().charAt(0)) + s.key().substring(1);
            assertFalse(message.contains(capitalized), s + " in " + message);
        }
    }

    @Test
    void anInvalidValueIsNamedByItsKeyOnly() {
        String message = rejected("idleTimeout", "5").getMessage();

        assertEquals("idleTimeout must be 0 (disabled) or at least 1000 ms, was 5", message);
        assertNamesOnlyKeys(message);
    }

    @Test
    void anInvalidCombinationIsNamedByKeysOnly() {
        WeirConfig c = new WeirConfig(props("jdbcUrl", "jdbc:h2:mem:x", "keepaliveTime", "60000", "maxLifetime", "30000"));

        String message = assertThrows(IllegalArgumentException.class, c::validate).getMessage();

        assertEquals("keepaliveTime=60000 must be below maxLifetime=30000", message);
        assertNamesOnlyKeys(message);
    }

    @Test
    void missingConnectionSourceFailsValidation() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new WeirConfig().validate());
        assertTrue(e.getMessage().startsWith("No connection source"), e.getMessage());
    }

    @Test
    void twoConnectionSourcesFailValidationNamingBoth() {
        WeirConfig c = new WeirConfig(props("jdbcUrl", "jdbc:h2:mem:x", "dataSourceClassName", "org.h2.jdbcx.JdbcDataSource"));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, c::validate);
        assertTrue(e.getMessage().contains("jdbcUrl=jdbc:h2:mem:x") && e.getMessage().contains("dataSourceClassName=org.h2"), e.getMessage());
    }

    @Test
    void validationTimeoutMustBeBelowConnectionTimeout() {
        WeirConfig c = new WeirConfig(props("jdbcUrl", "jdbc:h2:mem:x", "connectionTimeout", "1000", "validationTimeout", "1000"));
        assertThrows(IllegalArgumentException.class, c::validate);
    }

    @Test
    void invalidConfigFailsTheDataSourceConstructor() {
        WeirConfig c = new WeirConfig();
        c.setJdbcUrl("jdbc:h2:mem:x");
        c.setMaximumPoolSize(2);
        c.setMinimumIdle(3);
        assertThrows(IllegalArgumentException.class, () -> new WeirDataSource(c));
    }

    @Test
    void toStringNeverShowsThePassword() {
        WeirConfig c = new WeirConfig(props("jdbcUrl", "jdbc:postgresql://db/x?user=u&password=s3cr3t-url",
                "password", "s3cr3t-field", "dataSource.password", "s3cr3t-ds", "username", "app"));
        String text = c.toString();
        assertFalse(text.contains("s3cr3t"), text);
        assertTrue(text.contains("username=app"), text);
    }

    @Test
    void unknownKeyErrorDoesNotEchoAPasswordValue() {
        IllegalArgumentException e = rejected("dbPassword", "s3cr3t");
        assertFalse(e.getMessage().contains("s3cr3t"), e.getMessage());
    }

    @Test
    void minimumIdleFollowsMaximumPoolSizeUnlessSet() {
        WeirConfig c = new WeirConfig();
        c.setMaximumPoolSize(7);
        assertEquals(7, c.effectiveMinimumIdle());
        c.setMinimumIdle(2);
        assertEquals(2, c.effectiveMinimumIdle());
    }

    @Test
    void copyIsIndependentOfLaterChanges() {
        WeirConfig c = new WeirConfig();
        c.setJdbcUrl("jdbc:h2:mem:a");
        WeirConfig copy = c.copy();
        c.setJdbcUrl("jdbc:h2:mem:b");
        c.addDataSourceProperty("k", "v");
        assertEquals("jdbc:h2:mem:a", copy.getJdbcUrl());
        assertNull(copy.getDataSourceProperties().getProperty("k"));
    }

    @Test
    void objectSettingsCannotComeFromAPropertiesFile() {
        IllegalArgumentException e = rejected("dataSource", "x");
        assertTrue(e.getMessage().contains("can only be set in code"), e.getMessage());
    }

    @Test
    void defaultValidationTimeoutFollowsAShortConnectionTimeout() {
        WeirConfig c = new WeirConfig(props("jdbcUrl", "jdbc:h2:mem:x", "connectionTimeout", "1000"));
        c.validate();
        assertEquals(500, c.getValidationTimeout());
        assertEquals(5000, new WeirConfig().getValidationTimeout());
    }
}
