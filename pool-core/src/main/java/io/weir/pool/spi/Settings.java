package io.weir.pool.spi;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Properties;
import java.util.StringJoiner;

/**
 * The values of a pool's settings, keyed by {@link Setting}: what the engine starts with and reads.
 * {@code io.weir.pool.WeirConfig} holds one behind its typed accessors; the resource adapter fills one
 * from its config-properties. Each value is checked by its setting when it is set; the rules that
 * involve several settings run in {@link #validate()}. Not thread-safe: a running pool works on a
 * validated copy that nobody changes.
 */
public final class Settings {
    /** Where connections come from; exactly one of them is set. */
    private static final Setting[] SOURCES = {Setting.JDBC_URL, Setting.DATA_SOURCE_CLASS_NAME, Setting.DATA_SOURCE,
            Setting.XA_DATA_SOURCE_CLASS_NAME, Setting.XA_DATA_SOURCE};

    /** The settings that were set; an absent one has its default (see {@link Setting}). */
    private final EnumMap<Setting, Object> values = new EnumMap<>(Setting.class);

    public Settings() {
        values.put(Setting.DATA_SOURCE_PROPERTIES, new Properties());
    }

    /** Settings whose unset values take their defaults in an application server ({@link Setting#serverDefault()}). */
    public static Settings inServer() {
        Settings inServer = new Settings();
        for (Setting s : Setting.values()) {
            if (!Objects.equals(s.serverDefault(), s.defaultValue())) inServer.set(s, s.serverDefault());
        }
        return inServer;
    }

    /** A copy, so that a running pool is not changed by later edits of this one. */
    public Settings copy() {
        Settings c = new Settings();
        values.forEach((s, v) -> c.values.put(s, v instanceof Properties ? copyOf((Properties) v) : v));
        return c;
    }

    /** A copy of {@code props}, so that later changes to the caller's object do not reach these settings. */
    public static Properties copyOf(Properties props) {
        Properties copy = new Properties();
        copy.putAll(props);
        return copy;
    }

    /**
     * Sets a setting from a value of its {@link Setting#type()} (text for dataSourceProperties); null or
     * blank text unsets it. Fails with an {@link InvalidSettingException} naming the setting and the value.
     */
    public void set(Setting setting, Object value) {
        Object accepted = setting.accept(value);
        if (accepted != null) {
            values.put(setting, accepted);
        } else if (setting == Setting.DATA_SOURCE_PROPERTIES) {
            values.put(setting, new Properties());
        } else {
            values.remove(setting);
        }
    }

    /** The value that was set, else the setting's default, derived from the others where it is; null when unset without a default. */
    public Object get(Setting setting) {
        Object v = values.get(setting);
        return v != null ? v : setting.defaultIn(this);
    }

    /** Whether a value was set, as opposed to the default applying. */
    public boolean isSet(Setting setting) {
        return values.containsKey(setting);
    }

    public String text(Setting setting) {
        return (String) get(setting);
    }

    public int intValue(Setting setting) {
        return (Integer) get(setting);
    }

    public long millis(Setting setting) {
        return (Long) get(setting);
    }

    public boolean flag(Setting setting) {
        return (Boolean) get(setting);
    }

    /** The live data source properties; a change to them is seen by {@link #copy()}. */
    public Properties dataSourceProperties() {
        return (Properties) get(Setting.DATA_SOURCE_PROPERTIES);
    }

    public String poolName() {
        return text(Setting.POOL_NAME);
    }

    /** The {@link java.sql.Connection} constant for the configured isolation, or -1 for the driver's default. */
    public int transactionIsolationLevel() {
        String isolation = text(Setting.TRANSACTION_ISOLATION);
        return isolation == null ? -1 : Setting.isolationLevel(isolation);
    }

    /**
     * Checks the rules that involve several settings, and names the pool if no name was given.
     * Fails with an {@link InvalidSettingException} naming the settings and values at fault.
     */
    public void validate() {
        int sources = 0;
        for (Setting s : SOURCES) sources += count(s);
        if (sources == 0) {
            throw new InvalidSettingException("No connection source: set one of ", InvalidSettingException.oneOf(SOURCES));
        }
        if (sources > 1) {
            throw new InvalidSettingException("Conflicting connection sources: ", describeSources(), "; set only one of ",
                    InvalidSettingException.oneOf(SOURCES));
        }
        String driverClassName = text(Setting.DRIVER_CLASS_NAME);
        if (driverClassName != null && text(Setting.JDBC_URL) == null) {
            throw new InvalidSettingException(Setting.DRIVER_CLASS_NAME, "=" + driverClassName + " needs ", Setting.JDBC_URL,
                    "; it has no meaning with ", describeSources());
        }
        int maximumPoolSize = intValue(Setting.MAXIMUM_POOL_SIZE);
        if (isSet(Setting.MINIMUM_IDLE) && intValue(Setting.MINIMUM_IDLE) > maximumPoolSize) {
            throw new InvalidSettingException(Setting.MINIMUM_IDLE, "=" + intValue(Setting.MINIMUM_IDLE) + " is larger than ",
                    Setting.MAXIMUM_POOL_SIZE, "=" + maximumPoolSize);
        }
        long connectionTimeout = millis(Setting.CONNECTION_TIMEOUT);
        Object validationTimeout = values.get(Setting.VALIDATION_TIMEOUT);
        if (validationTimeout != null && (Long) validationTimeout >= connectionTimeout) {
            throw new InvalidSettingException(Setting.VALIDATION_TIMEOUT, "=" + validationTimeout + " must be below ",
                    Setting.CONNECTION_TIMEOUT, "=" + connectionTimeout);
        }
        long keepaliveTime = millis(Setting.KEEPALIVE_TIME);
        long maxLifetime = millis(Setting.MAX_LIFETIME);
        if (keepaliveTime > 0 && maxLifetime > 0 && keepaliveTime >= maxLifetime) {
            throw new InvalidSettingException(Setting.KEEPALIVE_TIME, "=" + keepaliveTime + " must be below ",
                    Setting.MAX_LIFETIME, "=" + maxLifetime);
        }
        if (Setting.TRANSACTION_POOLER_TRANSACTION.equals(text(Setting.TRANSACTION_POOLER))) {
            InvalidSettingException conflict = conflictBehindTransactionPooler();
            if (conflict != null) throw conflict;
        }
        for (Setting s : Setting.values()) {
            Object made = isSet(s) ? null : s.fixedDefault();
            if (made != null) values.put(s, made);
        }
    }

    /**
     * The first setting that cannot hold behind a transaction pooler, as the error that names it and says what
     * to do instead, or null. Each of them changes the server session a physical connection happens to be on,
     * which the pooler lends to other clients' transactions next.
     */
    public InvalidSettingException conflictBehindTransactionPooler() {
        if (Setting.SESSION_RESET_FULL.equals(text(Setting.SESSION_RESET))) {
            return behindPooler(Setting.SESSION_RESET, "=" + Setting.SESSION_RESET_FULL, " runs DISCARD ALL on whichever server"
                    + " session the pooler picks, clearing other clients' temporary tables, prepared statements and settings: use ",
                    Setting.SESSION_RESET, "=" + Setting.SESSION_RESET_JDBC + ", and keep session state within a transaction"
                    + " (SET LOCAL, pg_advisory_xact_lock, ON COMMIT DROP)");
        }
        if (text(Setting.CONNECTION_INIT_SQL) != null) {
            return behindPooler(Setting.CONNECTION_INIT_SQL, " runs once per physical connection, on one server session that"
                    + " other clients then share, and not on the sessions later transactions get: set session defaults on the"
                    + " role or database instead (ALTER ROLE ... SET)");
        }
        if (text(Setting.TRANSACTION_ISOLATION) != null) {
            return behindPooler(Setting.TRANSACTION_ISOLATION, "=" + text(Setting.TRANSACTION_ISOLATION) + " would change the"
                    + " isolation of one server session that other clients share: set default_transaction_isolation on the role or"
                    + " database, or begin the transaction with SET TRANSACTION ISOLATION LEVEL");
        }
        if (text(Setting.SCHEMA) != null) {
            return behindPooler(Setting.SCHEMA, "=" + text(Setting.SCHEMA) + " would change the search_path of one server"
                    + " session that other clients share: set search_path on the role or database (ALTER ROLE ... SET search_path)");
        }
        return null;
    }

    private static InvalidSettingException behindPooler(Object... parts) {
        return new InvalidSettingException("Behind a transaction pooler (", Setting.TRANSACTION_POOLER, "="
                + Setting.TRANSACTION_POOLER_TRANSACTION + ", or " + Setting.TRANSACTION_POOLER_AUTO + " finding one), ", List.of(parts));
    }

    /** The connection sources that were set, as message parts: {@code jdbcUrl=..., dataSource=<class>}; a URL's password is hidden. */
    private List<Object> describeSources() {
        List<Object> parts = new ArrayList<>();
        for (Setting s : SOURCES) {
            Object v = values.get(s);
            if (v == null) continue;
            if (!parts.isEmpty()) parts.add(", ");
            String shown = s == Setting.JDBC_URL ? Secrets.mask((String) v) : v instanceof String ? (String) v : v.getClass().getName();
            parts.add(s);
            parts.add("=" + shown);
        }
        return parts;
    }

    private int count(Setting s) {
        return values.get(s) == null ? 0 : 1;
    }

    /** Every setting with its value, as {@code key=value, ...}; the password is never shown, nor one among the data source properties. */
    @Override
    public String toString() {
        StringJoiner j = new StringJoiner(", ");
        for (Setting s : Setting.values()) {
            Object v = s.displayValue(this);
            if (v == null) continue;
            if (v instanceof Properties) v = maskedProperties((Properties) v);
            j.add(s.key() + "=" + v);
        }
        return j.toString();
    }

    private static String maskedProperties(Properties props) {
        StringJoiner j = new StringJoiner(", ", "{", "}");
        for (String name : props.stringPropertyNames()) {
            boolean secret = name.toLowerCase(Locale.ROOT).contains("password");
            j.add(name + "=" + (secret ? "<hidden>" : props.getProperty(name)));
        }
        return j.toString();
    }
}
