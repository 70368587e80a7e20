package io.weir.rar;

import io.weir.pool.spi.InvalidSettingException;
import io.weir.pool.spi.Secrets;
import io.weir.pool.spi.Setting;
import io.weir.pool.spi.Settings;
import jakarta.resource.spi.InvalidPropertyException;

import java.util.List;

/** Error messages about the configuration, in the admin's terms (config-property names), never showing a password. */
final class ConfigErrors {
    private ConfigErrors() {
    }

    static InvalidPropertyException invalidProperty(ConfigProperty property, Object value, IllegalArgumentException e) {
        String shown = property.confidential() ? "<hidden>" : Secrets.mask(String.valueOf(value));
        String allowed = property.setting().allowedValues();
        InvalidPropertyException ipe = new InvalidPropertyException("Invalid Weir config-property " + property.name()
                + "=" + shown + ": " + inPropertyNames(e) + (allowed.isEmpty() ? "" : ". Allowed: " + allowed + "."));
        ipe.initCause(e);
        return ipe;
    }

    static InvalidPropertyException invalidCombination(IllegalArgumentException e) {
        InvalidPropertyException ipe = new InvalidPropertyException("Invalid Weir configuration: " + Secrets.mask(inPropertyNames(e)));
        ipe.initCause(e);
        return ipe;
    }

    /** The pool's message with each setting named as its config-property; a failure about no setting as it is. */
    private static String inPropertyNames(IllegalArgumentException e) {
        return e instanceof InvalidSettingException ? ((InvalidSettingException) e).message(ConfigProperty::nameOf) : e.getMessage();
    }

    /** Names the property that says where connections come from, with its value, e.g. {@code JdbcUrl=jdbc:h2:...}. */
    static String connectionSource(Settings config) {
        for (Setting s : List.of(Setting.JDBC_URL, Setting.XA_DATA_SOURCE_CLASS_NAME, Setting.DATA_SOURCE_CLASS_NAME)) {
            if (config.text(s) != null) return ConfigProperty.of(s).name() + "=" + Secrets.mask(config.text(s));
        }
        return "no connection source";
    }
}
