package io.weir.rar;

import io.weir.pool.WeirConfig;
import jakarta.resource.spi.InvalidPropertyException;

import java.util.regex.Pattern;

/** Error messages about the configuration, in the admin's terms (config-property names), never showing a password. */
final class ConfigErrors {
    private static final Pattern SECRET_PARAMETER =
            Pattern.compile("(?i)([a-z_.]*(password|pwd)[a-z_.]*\\s*[=:]\\s*)[^;&,)\\s]*");
    private static final Pattern URL_USER_INFO = Pattern.compile("//([^/:@\\s]+):[^@/\\s]*@");

    private ConfigErrors() {
    }

    static InvalidPropertyException invalidProperty(ConfigProperty property, Object value, IllegalArgumentException e) {
        String shown = property.confidential() ? "<hidden>" : mask(String.valueOf(value));
        InvalidPropertyException ipe = new InvalidPropertyException("Invalid Weir config-property " + property.name()
                + "=" + shown + ": " + ConfigProperty.inPropertyTerms(e.getMessage()));
        ipe.initCause(e);
        return ipe;
    }

    static InvalidPropertyException invalidCombination(IllegalArgumentException e) {
        InvalidPropertyException ipe = new InvalidPropertyException("Invalid Weir configuration: "
                + mask(ConfigProperty.inPropertyTerms(e.getMessage())));
        ipe.initCause(e);
        return ipe;
    }

    /** Names the property that says where connections come from, with its value, e.g. {@code JdbcUrl=jdbc:h2:...}. */
    static String connectionSource(WeirConfig config) {
        if (config.getJdbcUrl() != null) return "JdbcUrl=" + mask(config.getJdbcUrl());
        if (config.getXaDataSourceClassName() != null) return "XaDataSourceClassName=" + config.getXaDataSourceClassName();
        if (config.getDataSourceClassName() != null) return "DataSourceClassName=" + config.getDataSourceClassName();
        return "no connection source";
    }

    /** Hides password parameters ({@code password=x}, {@code user:x@host}) in a URL or a k=v list. */
    static String mask(String text) {
        if (text == null) return null;
        String masked = SECRET_PARAMETER.matcher(text).replaceAll("$1<hidden>");
        return URL_USER_INFO.matcher(masked).replaceAll("//$1:<hidden>@");
    }
}
