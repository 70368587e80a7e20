package io.weir.rar;

import io.weir.pool.spi.Setting;
import io.weir.testsupport.StubDatabase;
import jakarta.resource.ResourceException;
import jakarta.resource.spi.InvalidPropertyException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import javax.sql.DataSource;
import java.sql.SQLException;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A bad setting fails at activation, or at first use, naming the config-property and its value, never the password. */
class BadConfigurationTest extends InSimulatedServer {
    private static WeirManagedConnectionFactory withSecret() {
        WeirManagedConnectionFactory f = new WeirManagedConnectionFactory();
        f.setJdbcUrl("jdbc:stub:nowhere");
        f.setUsername("app");
        f.setPassword("s3cret-pw");
        f.setInitializationFailTimeout("0");
        return f;
    }

    private static void assertNoSecret(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            assertFalse(String.valueOf(t.getMessage()).contains("s3cret-pw"), t.getMessage());
        }
    }

    @Test
    void anOutOfRangeValueFailsActivationNamingThePropertyAndValue() {
        WeirManagedConnectionFactory f = withSecret();
        f.setMaximumPoolSize("0");

        InvalidPropertyException e = assertThrows(InvalidPropertyException.class, () -> server.deploy(f));

        assertTrue(e.getMessage().contains("MaximumPoolSize=0"), e.getMessage());
        assertNoSecret(e);
    }

    /**
     * Every bad value, whether the server could have converted it or not, gets Weir's message: the property,
     * the value and what it may be.
     */
    @ParameterizedTest(name = "{0}={1}")
    @CsvSource(delimiter = '|', value = {
            "MaximumPoolSize|abc|Allowed: a whole number from 1 to 2147483647.",
            "MaximumPoolSize|0|Allowed: a whole number from 1 to 2147483647.",
            "MaximumPoolSize|99999999999|Allowed: a whole number from 1 to 2147483647.",
            "ConnectionTimeout|soon|Allowed: a whole number of ms, at least 250.",
            "IdleTimeout|50|Allowed: 0 (disabled) or a whole number of ms, at least 1000.",
            "RegisterMbeans|yes|Allowed: true or false.",
            "SessionReset|sometimes|Allowed: jdbc or full."})
    void aBadValueFailsActivationNamingThePropertyTheValueAndWhatIsAllowed(String property, String value, String allowed)
            throws Exception {
        WeirManagedConnectionFactory f = withSecret();
        WeirManagedConnectionFactory.class.getMethod("set" + property, String.class).invoke(f, value);

        InvalidPropertyException e = assertThrows(InvalidPropertyException.class, () -> server.deploy(f));

        assertTrue(e.getMessage().startsWith("Invalid Weir config-property " + property + "=" + value + ": "), e.getMessage());
        assertTrue(e.getMessage().endsWith(allowed), e.getMessage());
        assertNoSecret(e);
    }

    @Test
    void contradictorySettingsFailActivationNamingBoth() {
        WeirManagedConnectionFactory f = withSecret();
        f.setMaximumPoolSize("2");
        f.setMinimumIdle("5");

        InvalidPropertyException e = assertThrows(InvalidPropertyException.class, () -> server.deploy(f));

        assertTrue(e.getMessage().contains("MinimumIdle=5") && e.getMessage().contains("MaximumPoolSize=2"), e.getMessage());
        assertNoSecret(e);
    }

    /** An admin sees config-property names only: no setting key (idleTimeout) in a message about their definition. */
    private static void assertNamesOnlyConfigProperties(String message) {
        for (Setting s : Setting.values()) {
            assertFalse(Pattern.compile("\\b" + s.key() + "\\b").matcher(message).find(), s.key() + " in " + message);
        }
    }

    @Test
    void anInvalidValueIsNamedByItsConfigPropertyOnly() {
        WeirManagedConnectionFactory f = withSecret();
        f.setIdleTimeout("5");

        String message = assertThrows(InvalidPropertyException.class, () -> server.deploy(f)).getMessage();

        assertEquals("Invalid Weir config-property IdleTimeout=5: IdleTimeout must be 0 (disabled) or at least 1000 ms, was 5."
                + " Allowed: 0 (disabled) or a whole number of ms, at least 1000.", message);
        assertNamesOnlyConfigProperties(message);
    }

    @Test
    void anInvalidCombinationIsNamedByConfigPropertiesOnly() {
        WeirManagedConnectionFactory f = withSecret();
        f.setKeepaliveTime("60000");
        f.setMaxLifetime("30000");

        String message = assertThrows(InvalidPropertyException.class, () -> server.deploy(f)).getMessage();

        assertEquals("Invalid Weir configuration: KeepaliveTime=60000 must be below MaxLifetime=30000", message);
        assertNamesOnlyConfigProperties(message);
    }

    @Test
    void aMissingConnectionSourceOffersOnlyConfigProperties() throws Exception {
        WeirManagedConnectionFactory f = new WeirManagedConnectionFactory();
        DataSource ds = server.deploy(f);

        SQLException e = assertThrows(SQLException.class, ds::getConnection);

        assertTrue(e.getMessage().contains("set one of JdbcUrl, DataSourceClassName or XaDataSourceClassName"), e.getMessage());
        assertNamesOnlyConfigProperties(e.getMessage());
    }

    @Test
    void aValueThatSpellsASettingKeyIsShownAsGiven() {
        WeirManagedConnectionFactory f = withSecret();
        f.setPoolName("catalog,schema");

        InvalidPropertyException e = assertThrows(InvalidPropertyException.class, () -> server.deploy(f));

        assertTrue(e.getMessage().startsWith("Invalid Weir config-property PoolName=catalog,schema: PoolName must not contain"
                + " , = : or \" (it names a JMX ObjectName), was 'catalog,schema'."), e.getMessage());
    }

    @Test
    void aBadIsolationNameFailsActivationNamingIt() {
        WeirManagedConnectionFactory f = withSecret();
        f.setTransactionIsolation("SOMETIMES");

        InvalidPropertyException e = assertThrows(InvalidPropertyException.class, () -> server.deploy(f));

        assertTrue(e.getMessage().contains("TransactionIsolation=SOMETIMES"), e.getMessage());
    }

    @Test
    void aDefinitionWithoutConnectionSourceActivatesQuietlyAndFailsAtFirstUse() throws Exception {
        WeirManagedConnectionFactory f = new WeirManagedConnectionFactory();
        f.setMaximumPoolSize("10");

        DataSource ds = server.deploy(f); // Payara activates such a default definition for every adapter

        SQLException e = assertThrows(SQLException.class, ds::getConnection);
        assertTrue(e.getMessage().contains("JdbcUrl"), e.getMessage());
    }

    @Test
    void anUnreachableDatabaseFailsAtFirstUseNamingTheUrlButNotThePassword() throws Exception {
        DataSource ds = server.deploy(withSecret());

        SQLException e = assertThrows(SQLException.class, ds::getConnection);

        assertTrue(e.getMessage().contains("JdbcUrl=jdbc:stub:nowhere"), e.getMessage());
        assertTrue(e.getCause() instanceof ResourceException);
        assertNoSecret(e);
    }

    @Test
    void aPasswordInsideTheUrlIsHiddenInTheError() throws Exception {
        WeirManagedConnectionFactory f = withSecret();
        f.setJdbcUrl("jdbc:stub:nowhere?password=s3cret-pw");
        DataSource ds = server.deploy(f);

        SQLException e = assertThrows(SQLException.class, ds::getConnection);

        assertTrue(e.getMessage().contains("password=<hidden>"), e.getMessage());
        assertNoSecret(e);
    }

    @Test
    void aDatabaseThatComesUpLaterWorksWithoutRedeploying() throws Exception {
        WeirManagedConnectionFactory f = withSecret();
        f.setJdbcUrl("jdbc:stub:later");
        f.setPassword(null);
        DataSource ds = server.deploy(f);
        assertThrows(SQLException.class, ds::getConnection);

        try (StubDatabase db = StubDatabase.create("later")) {
            ds.getConnection().close();
        }
    }
}
