package io.weir.rar;

import io.weir.pool.spi.Setting;
import io.weir.pool.spi.Settings;
import jakarta.resource.spi.InvalidPropertyException;
import org.junit.jupiter.api.Test;

import java.util.Map;
import java.util.Properties;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A server provisioned with Weir's layers takes each config-property from an environment variable: a bad or
 * missing one is named by that variable in Weir's message, and a password from the environment is never shown.
 */
class EnvironmentNamedInErrorsTest {
    private static final Properties NO_PROPERTIES = new Properties();

    @Test
    void everyConfigPropertyHasOneVariableAndOneSystemPropertyNamedAfterItsSetting() {
        ConfigProperty max = ConfigProperty.of(Setting.MAXIMUM_POOL_SIZE);
        assertEquals("WEIR_MAXIMUM_POOL_SIZE", max.environmentVariable());
        assertEquals("weir.maximum-pool-size", max.systemProperty());
        assertEquals(ConfigProperty.all().size(), ConfigProperty.all().stream().map(ConfigProperty::environmentVariable).distinct().count());
    }

    @Test
    void aBadValueFromTheEnvironmentNamesItsVariable() {
        InvalidPropertyException e = invalid(Setting.MAXIMUM_POOL_SIZE, "abc", Map.of("WEIR_MAXIMUM_POOL_SIZE", "abc"), NO_PROPERTIES);

        assertTrue(e.getMessage().startsWith("Invalid Weir config-property MaximumPoolSize=abc (from the environment variable WEIR_MAXIMUM_POOL_SIZE): "),
                e.getMessage());
    }

    @Test
    void aSystemPropertyWinsAsItDoesInTheLayersExpressions() {
        Properties system = new Properties();
        system.setProperty("weir.maximum-pool-size", "0");
        InvalidPropertyException e = invalid(Setting.MAXIMUM_POOL_SIZE, "0", Map.of("WEIR_MAXIMUM_POOL_SIZE", "5"), system);

        assertTrue(e.getMessage().contains("MaximumPoolSize=0 (from the system property weir.maximum-pool-size): "), e.getMessage());
    }

    @Test
    void aValueTheAdminTypedNamesNoVariable() {
        InvalidPropertyException e = invalid(Setting.MAXIMUM_POOL_SIZE, "abc", Map.of(), NO_PROPERTIES);

        assertFalse(e.getMessage().contains("WEIR_"), e.getMessage());
        assertFalse(e.getMessage().contains("environment"), e.getMessage());
    }

    @Test
    void aPasswordFromTheEnvironmentIsNamedButNeverShown() {
        InvalidPropertyException e = invalid(Setting.SESSION_RESET, "s3cret", Map.of("WEIR_SESSION_RESET", "s3cret"), NO_PROPERTIES);
        assertTrue(e.getMessage().contains("WEIR_SESSION_RESET"), e.getMessage());

        ConfigProperty password = ConfigProperty.of(Setting.PASSWORD);
        InvalidPropertyException p = ConfigErrors.invalidProperty(password, "s3cret", new IllegalArgumentException("bad"),
                Map.of("WEIR_PASSWORD", "s3cret"), NO_PROPERTIES);
        assertTrue(p.getMessage().contains("Password=<hidden> (from the environment variable WEIR_PASSWORD)"), p.getMessage());
        assertFalse(p.getMessage().contains("s3cret"), p.getMessage());
    }

    @Test
    void aMissingConnectionSourceNamesTheVariablesWhenTheServerIsConfiguredFromTheEnvironment() {
        WeirManagedConnectionFactory f = new WeirManagedConnectionFactory();
        f.setUsername("app");
        IllegalArgumentException cause = assertThrows(IllegalArgumentException.class, () -> validate(f));

        String fromEnvironment = ConfigErrors.invalidCombination(cause, Map.of("WEIR_USERNAME", "app")).getMessage();
        assertTrue(fromEnvironment.contains("JdbcUrl (environment variable WEIR_JDBC_URL)"), fromEnvironment);

        String typed = ConfigErrors.invalidCombination(cause, Map.of("WEIR_DEMO_PORT_OFFSET", "200")).getMessage();
        assertTrue(typed.contains("JdbcUrl"), typed);
        assertFalse(typed.contains("WEIR_JDBC_URL"), typed);
    }

    @Test
    void unsetLeavesTheSettingToItsOwnDefault() {
        WeirManagedConnectionFactory f = new WeirManagedConnectionFactory();
        f.setMaximumPoolSize("7");
        f.setMaximumPoolSize(ConfigProperty.UNSET);
        assertEquals(null, f.getMaximumPoolSize());
        f.setSchema(" unset ");
        assertEquals(null, f.getSchema());
    }

    private static void validate(WeirManagedConnectionFactory f) {
        Settings config = Settings.inServer();
        config.set(Setting.USERNAME, f.getUsername());
        config.validate();
    }

    private static InvalidPropertyException invalid(Setting setting, String value, Map<String, String> environment, Properties system) {
        ConfigProperty property = ConfigProperty.of(setting);
        IllegalArgumentException cause = assertThrows(IllegalArgumentException.class,
                () -> Settings.inServer().set(setting, setting.parse(value)));
        return ConfigErrors.invalidProperty(property, value, cause, environment, system);
    }
}
