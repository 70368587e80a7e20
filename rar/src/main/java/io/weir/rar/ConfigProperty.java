package io.weir.rar;

import io.weir.pool.spi.Setting;

import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * A config-property of the managed connection factory, as the admin console shows it: one per
 * pool setting that can be given as text, named like the setting with a capital first letter
 * ({@code maximumPoolSize} is {@code MaximumPoolSize}). Type, description and default all come
 * from {@link Setting}, so ra.xml and the factory's bean properties follow the pool's own table.
 */
public final class ConfigProperty {
    private static final List<ConfigProperty> ALL = Stream.of(Setting.values())
            .filter(Setting::textual)
            .map(ConfigProperty::new)
            .collect(Collectors.toUnmodifiableList());

    /** What every environment variable of Weir's provisioned servers starts with. */
    public static final String ENVIRONMENT_PREFIX = "WEIR_";

    /**
     * A value that means "not set", so that the setting's own default applies: what Weir's provisioned servers
     * resolve a config-property to when its variable is not set. Not the empty string, which WildFly refuses as a
     * config-property's value, nor blank, which its configuration trims to empty.
     */
    public static final String UNSET = "unset";

    private final Setting setting;
    private final String name;

    private ConfigProperty(Setting setting) {
        this.setting = setting;
        this.name = Character.toUpperCase(setting.key().charAt(0)) + setting.key().substring(1);
    }

    /** Every config-property, in the order of the settings table. */
    public static List<ConfigProperty> all() {
        return ALL;
    }

    /** The config-property name of {@code setting}, or null for one set in code only (a DataSource object). */
    static String nameOf(Setting setting) {
        return setting.textual() ? of(setting).name() : null;
    }

    public static ConfigProperty of(Setting setting) {
        for (ConfigProperty p : ALL) {
            if (p.setting == setting) return p;
        }
        throw new IllegalArgumentException(setting.key() + " cannot be given as a config-property");
    }

    public Setting setting() {
        return setting;
    }

    /** The config-property-name, e.g. {@code JdbcUrl}. */
    public String name() {
        return name;
    }

    /**
     * Text, for every config-property: the server hands the admin's value over unconverted and Weir checks it,
     * so that a bad one ({@code MaximumPoolSize=abc} as much as {@code MaximumPoolSize=0}) fails with Weir's
     * message naming the property, the value and what it may be, not with the server's conversion error.
     */
    public Class<?> type() {
        return String.class;
    }

    /**
     * The environment variable that Weir's provisioned servers (the Galleon layer {@code weir-datasource}, the
     * Payara Micro post-boot command file) read this property from: {@code WEIR_} and the setting's constant name,
     * {@code WEIR_MAXIMUM_POOL_SIZE}, as the WildFly datasources feature pack names {@code POSTGRESQL_MAX_POOL_SIZE}.
     */
    public String environmentVariable() {
        return ENVIRONMENT_PREFIX + setting.name();
    }

    /**
     * The system property that takes precedence over {@link #environmentVariable()} there, {@code weir.} and the
     * setting's key in kebab case ({@code weir.maximum-pool-size}), as the datasources feature pack's
     * {@code org.wildfly.datasources.postgresql.max-pool-size} comes before its variable.
     */
    public String systemProperty() {
        return "weir." + setting.name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    public boolean confidential() {
        return setting.kind() == Setting.Kind.SECRET;
    }

    /** The default as a value the server can set, or null when the default is not a literal (e.g. "driver default"). */
    public String defaultValue() {
        return setting.serverDefault() == null ? null : String.valueOf(setting.serverDefault());
    }

    /**
     * The description shown to the admin: the setting's, with what it means in a server, in config-property
     * names, plus its default when that is not a literal value.
     */
    public String description() {
        String server = setting.serverDescription();
        String text = withPropertyNames(setting.description()) + (server.isEmpty() ? "" : " " + withPropertyNames(server));
        String d = setting.defaultText();
        return defaultValue() == null && !d.isEmpty() ? text + " Default: " + withPropertyNames(d) + "." : text;
    }

    /**
     * A description with each setting key ({@code maximumPoolSize}) replaced by its config-property name. Only for
     * the settings table's prose, at build time (ra.xml); messages name settings through {@link #nameOf}.
     */
    private static String withPropertyNames(String description) {
        String result = description;
        for (ConfigProperty p : ALL) {
            result = result.replaceAll("\\b" + p.setting.key() + "\\b", p.name);
        }
        return result;
    }

    @Override
    public String toString() {
        return name + " (" + type().getSimpleName().toLowerCase(Locale.ROOT) + ")";
    }
}
