package io.weir.rar;

import io.weir.pool.spi.Secrets;
import io.weir.pool.spi.Setting;
import io.weir.pool.spi.Settings;
import jakarta.resource.spi.InvalidPropertyException;

/** Error messages about the configuration, in the admin's terms (config-property names), never showing a password. */
final class ConfigErrors {
    private ConfigErrors() {
    }

    static InvalidPropertyException invalidProperty(ConfigProperty property, Object value, IllegalArgumentException e) {
        String shown = property.confidential() ? "<hidden>" : Secrets.mask(String.valueOf(value));
        String allowed = property.allowedValues();
        InvalidPropertyException ipe = new InvalidPropertyException("Invalid Weir config-property " + property.name()
                + "=" + shown + ": " + ConfigProperty.inPropertyTerms(e.getMessage())
                + (allowed.isEmpty() ? "" : ". Allowed: " + allowed + "."));
        ipe.initCause(e);
        return ipe;
    }

    static InvalidPropertyException invalidCombination(IllegalArgumentException e) {
        InvalidPropertyException ipe = new InvalidPropertyException("Invalid Weir configuration: "
                + Secrets.mask(ConfigProperty.inPropertyTerms(e.getMessage())));
        ipe.initCause(e);
        return ipe;
    }

    /** Names the property that says where connections come from, with its value, e.g. {@code JdbcUrl=jdbc:h2:...}. */
    static String connectionSource(Settings config) {
        if (config.text(Setting.JDBC_URL) != null) return "JdbcUrl=" + Secrets.mask(config.text(Setting.JDBC_URL));
        if (config.text(Setting.XA_DATA_SOURCE_CLASS_NAME) != null) return "XaDataSourceClassName=" + config.text(Setting.XA_DATA_SOURCE_CLASS_NAME);
        if (config.text(Setting.DATA_SOURCE_CLASS_NAME) != null) return "DataSourceClassName=" + config.text(Setting.DATA_SOURCE_CLASS_NAME);
        return "no connection source";
    }
}
