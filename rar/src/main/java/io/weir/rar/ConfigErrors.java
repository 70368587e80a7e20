package io.weir.rar;

import io.weir.pool.spi.InvalidSettingException;
import io.weir.pool.spi.Secrets;
import io.weir.pool.spi.Setting;
import io.weir.pool.spi.Settings;
import jakarta.resource.spi.InvalidPropertyException;

import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.function.Function;

/**
 * Error messages about the configuration, in the admin's terms (config-property names), never showing a password.
 * A server configured from the environment (Weir's Galleon layers and Payara Micro command file read each
 * config-property from {@link ConfigProperty#environmentVariable()}) gets the variables named too: there the
 * admin never typed a config-property, and the server resolved the expression before Weir saw the value.
 */
final class ConfigErrors {
    private ConfigErrors() {
    }

    static InvalidPropertyException invalidProperty(ConfigProperty property, Object value, IllegalArgumentException e) {
        return invalidProperty(property, value, e, System.getenv(), System.getProperties());
    }

    static InvalidPropertyException invalidProperty(ConfigProperty property, Object value, IllegalArgumentException e,
                                                    Map<String, String> environment, Properties systemProperties) {
        String shown = property.confidential() ? "<hidden>" : Secrets.mask(String.valueOf(value));
        String allowed = property.setting().allowedValues();
        InvalidPropertyException ipe = new InvalidPropertyException("Invalid Weir config-property " + property.name()
                + "=" + shown + from(property, value, environment, systemProperties) + ": "
                + inPropertyNames(e, names(environment)) + (allowed.isEmpty() ? "" : ". Allowed: " + allowed + "."));
        ipe.initCause(e);
        return ipe;
    }

    static InvalidPropertyException invalidCombination(IllegalArgumentException e) {
        return invalidCombination(e, System.getenv());
    }

    static InvalidPropertyException invalidCombination(IllegalArgumentException e, Map<String, String> environment) {
        InvalidPropertyException ipe = new InvalidPropertyException("Invalid Weir configuration: "
                + Secrets.mask(inPropertyNames(e, names(environment))));
        ipe.initCause(e);
        return ipe;
    }

    /** Where a bad value came from, when its system property or environment variable holds it. */
    private static String from(ConfigProperty property, Object value, Map<String, String> environment, Properties systemProperties) {
        String text = String.valueOf(value).trim();
        if (text.equals(trimmed(systemProperties.getProperty(property.systemProperty())))) {
            return " (from the system property " + property.systemProperty() + ")";
        }
        if (text.equals(trimmed(environment.get(property.environmentVariable())))) {
            return " (from the environment variable " + property.environmentVariable() + ")";
        }
        return "";
    }

    private static String trimmed(String s) {
        return s == null ? null : s.trim();
    }

    /**
     * Config-property names, each with its environment variable when the environment sets any config-property's
     * variable: then a required property that is missing (no JdbcUrl) names the variable that was not set.
     */
    private static Function<Setting, String> names(Map<String, String> environment) {
        boolean fromEnvironment = ConfigProperty.all().stream().anyMatch(p -> environment.containsKey(p.environmentVariable()));
        if (!fromEnvironment) return ConfigProperty::nameOf;
        return s -> s.textual() ? ConfigProperty.of(s).name() + " (environment variable "
                + ConfigProperty.of(s).environmentVariable() + ")" : null;
    }

    /** The pool's message with each setting named by {@code names}; a failure about no setting as it is. */
    private static String inPropertyNames(IllegalArgumentException e, Function<Setting, String> names) {
        return e instanceof InvalidSettingException ? ((InvalidSettingException) e).message(names) : e.getMessage();
    }

    /** Names the property that says where connections come from, with its value, e.g. {@code JdbcUrl=jdbc:h2:...}. */
    static String connectionSource(Settings config) {
        for (Setting s : List.of(Setting.JDBC_URL, Setting.XA_DATA_SOURCE_CLASS_NAME, Setting.DATA_SOURCE_CLASS_NAME)) {
            if (config.text(s) != null) return ConfigProperty.of(s).name() + "=" + Secrets.mask(config.text(s));
        }
        return "no connection source";
    }
}
