package io.weir.pool.spi;

import javax.sql.DataSource;
import javax.sql.XADataSource;
import java.sql.Connection;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalLong;
import java.util.Properties;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * The definition of every setting: its key, type, default (typed, or derived from the other settings,
 * or made when a configuration is validated, with what an unset value means in words), its default in
 * an application server where that differs, bounds, meaning, and whether it can change on a running
 * pool. {@link Settings} stores values through it and checks them with it; {@code io.weir.pool.WeirConfig},
 * the typed JavaBean that applications set, and the resource adapter's config-properties both fill a
 * {@link Settings}; a running pool's MXBean, whose accessors are mapped to the settings by name, changes
 * exactly the {@link #runtime()} ones with the same checks; the README's reference table is generated
 * from it. The rules that involve several settings are {@link Settings#validate()}. Not public API: the
 * package is exported to the resource adapter only.
 */
public enum Setting {
    JDBC_URL("jdbcUrl", Kind.STRING, null, "", null, false,
            "JDBC URL of the database. One of jdbcUrl, dataSourceClassName, dataSource, xaDataSourceClassName or xaDataSource is required, and only one."),
    DRIVER_CLASS_NAME("driverClassName", Kind.STRING, null, "", null, false,
            "Driver class to load for jdbcUrl; needed only for drivers that do not register themselves through ServiceLoader."),
    DATA_SOURCE_CLASS_NAME("dataSourceClassName", Kind.STRING, null, "", null, false,
            "javax.sql.DataSource class to instantiate; dataSourceProperties are set on it as bean properties."),
    XA_DATA_SOURCE_CLASS_NAME("xaDataSourceClassName", Kind.STRING, null, "", null, false,
            "javax.sql.XADataSource class to instantiate; the pool then holds XAConnections and exposes their XAResource to the resource adapter."),
    DATA_SOURCE_PROPERTIES("dataSourceProperties", Kind.PROPERTIES, null, "", null, false,
            "Bean properties for the data source class (k=v;k=v), or driver properties for jdbcUrl. A properties file may also use one key per property: dataSource.<name>=<value>."),
    DATA_SOURCE("dataSource", DataSource.class,
            "A DataSource instance to take connections from (set in code, not in a properties file)."),
    XA_DATA_SOURCE("xaDataSource", XADataSource.class,
            "An XADataSource instance to take XAConnections from (set in code, not in a properties file)."),
    USERNAME("username", Kind.STRING, null, "", null, true,
            "User name passed to the driver or data source."),
    PASSWORD("password", Kind.SECRET, null, "", null, true,
            "Password passed to the driver or data source. Never logged, never shown by toString or JMX."),
    MAXIMUM_POOL_SIZE("maximumPoolSize", Kind.INT, 10, "", atLeast(1), true,
            "Largest number of physical connections, in use and idle. Never exceeded, also during a burst of creations. At least {min}."),
    MINIMUM_IDLE("minimumIdle", Kind.INT, null, "same as maximumPoolSize", atLeast(0), true,
            "Number of idle connections the pool keeps ready in the background. 0 to maximumPoolSize.") {
        @Override
        Object defaultIn(Settings config) {
            return config.get(MAXIMUM_POOL_SIZE);
        }
    },
    CONNECTION_TIMEOUT("connectionTimeout", Kind.MILLIS, 30_000L, "", atLeast(250), true,
            "Longest wait in getConnection(), in ms, before SQLTransientConnectionException. At least {min}."),
    VALIDATION_TIMEOUT("validationTimeout", Kind.MILLIS, null, "5000, or half of connectionTimeout if less", atLeast(250), true,
            "Longest time, in ms, an alive check (isValid or connectionTestQuery) may take. At least {min} and, when set, below connectionTimeout.") {
        @Override
        Object defaultIn(Settings config) {
            return Math.min(5_000L, Math.max(250L, config.millis(CONNECTION_TIMEOUT) / 2));
        }
    },
    IDLE_TIMEOUT("idleTimeout", Kind.MILLIS, 600_000L, "", zeroOrAtLeast(1000), true,
            "An idle connection above minimumIdle is closed after this many ms. 0 never closes idle connections; otherwise at least {min}."),
    MAX_LIFETIME("maxLifetime", Kind.MILLIS, 1_800_000L, "", zeroOrAtLeast(1000), true,
            "A connection is retired after this many ms (minus up to 2.5% random jitter, so they don't all go at once), never while in use. 0 means no limit; otherwise at least {min}. Set it below the database's own limit."),
    KEEPALIVE_TIME("keepaliveTime", Kind.MILLIS, 120_000L, "", zeroOrAtLeast(1000), true,
            "An idle connection is checked alive every this many ms (with jitter), so that firewalls and the database don't drop it silently. 0 disables; otherwise at least {min} and below maxLifetime."),
    ALIVE_BYPASS_WINDOW("aliveBypassWindow", Kind.MILLIS, 500L, "", atLeast(0), true,
            "A connection idle for longer than this many ms is checked alive before it is handed out. 0 checks on every borrow. Idle time is read from the pool's clock, which ticks every tenth of this window (1 to 50 ms): a check may come up to three ticks early, never late."),
    LEAK_DETECTION_THRESHOLD("leakDetectionThreshold", Kind.MILLIS, 0L, "", zeroOrAtLeast(100), true,
            "A connection held longer than this many ms is reported once at WARN with the borrowing thread and its stack. 0 disables; otherwise at least {min}.") {
        // on in a server, because the adapter takes a leaked connection back instead of only reporting it; five
        // minutes, far beyond a request's use of a connection outside a transaction, so that only a handle the
        // application forgot is taken
        @Override
        public Object serverDefault() {
            return 300_000L;
        }

        @Override
        public String serverDescription() {
            return "In a server, a connection still held after this many ms outside a transaction and outside a JDBC call"
                    + " is also rolled back and taken back: its handles then fail with SQLState 08003. The report carries"
                    + " the borrowing stack from the pool's first leak on.";
        }
    },
    INITIALIZATION_FAIL_TIMEOUT("initializationFailTimeout", Kind.MILLIS, 1L, "", null, false,
            "At start, try this many ms to get a first connection and fail with the driver's error if none comes. 0 tries once; a negative value starts the pool without trying."),
    NETWORK_TIMEOUT("networkTimeout", Kind.MILLIS, 0L, "", Setting::networkTimeout, false,
            "Connection.setNetworkTimeout applied to every physical connection, so a query stuck on a dead network frees its thread. 0 keeps the driver's default."),
    CLOSE_GRACE_PERIOD("closeGracePeriod", Kind.MILLIS, 5_000L, "", atLeast(0), false,
            "On close(), connections still in use get this many ms to come back before they are aborted."),
    CONNECTION_TEST_QUERY("connectionTestQuery", Kind.STRING, null, "", null, false,
            "Query for the alive check, for drivers without a working Connection.isValid(). Empty uses isValid()."),
    CONNECTION_INIT_SQL("connectionInitSql", Kind.STRING, null, "", null, false,
            "SQL run once on every new physical connection before it joins the pool; a failure fails that connection."),
    AUTO_COMMIT("autoCommit", Kind.BOOLEAN, true, "", null, false,
            "Auto-commit mode of a borrowed connection; restored on return if the borrower changed it."),
    READ_ONLY("readOnly", Kind.BOOLEAN, false, "", null, false,
            "Read-only mode of a borrowed connection; restored on return if the borrower changed it."),
    TRANSACTION_ISOLATION("transactionIsolation", Kind.STRING, null, "driver default", Setting::isolation, false,
            "Isolation level of a borrowed connection: NONE, READ_UNCOMMITTED, READ_COMMITTED, REPEATABLE_READ or SERIALIZABLE (a TRANSACTION_ prefix is accepted)."),
    CATALOG("catalog", Kind.STRING, null, "driver default", null, false,
            "Catalog of a borrowed connection."),
    SCHEMA("schema", Kind.STRING, null, "driver default", null, false,
            "Schema of a borrowed connection."),
    SESSION_RESET("sessionReset", Kind.STRING, Setting.SESSION_RESET_JDBC, "", Setting::sessionReset, false,
            "What a return resets. jdbc: what the borrower changed through the JDBC API (auto-commit, isolation, read-only, catalog, schema, network timeout, holdability, client info) and any open transaction. full: also the server session, after a borrower that ran a statement: PostgreSQL DISCARD ALL (advisory locks, SET, temp tables, LISTEN, PREPARE, role), MariaDB COM_RESET_CONNECTION (useResetConnection=true, which the pool sets on a jdbcUrl that does not say otherwise), then the pool's settings and connectionInitSql again. Other databases fail at start with full."),
    TRANSACTION_POOLER("transactionPooler", Kind.STRING, Setting.TRANSACTION_POOLER_AUTO, "", Setting::transactionPooler, false,
            "Whether a transaction pooler (PgBouncer with pool_mode=transaction, pgcat, Odyssey, RDS Proxy, Supavisor) lends a different server session to each transaction of a physical connection. auto: find out at the first connection (through the PostgreSQL JDBC driver, whose connection then reports a backend pid that pg_backend_pid() does not match; other drivers count as direct). transaction: behind one. none: direct, or behind a pooler in session mode. Behind one, the driver's statements stay unnamed (prepareThreshold=0, unless the URL or dataSourceProperties set it); sessionReset=full, connectionInitSql, transactionIsolation and schema fail at start, and a borrower's setTransactionIsolation or setSchema to another value fails, since each would change a server session that other clients share."),
    ISOLATE_INTERNAL_QUERIES("isolateInternalQueries", Kind.BOOLEAN, false, "", null, false,
            "With autoCommit off, roll back after the pool's own queries (connectionInitSql, connectionTestQuery) so they leave no transaction open."),
    EXCEPTION_OVERRIDE_CLASS_NAME("exceptionOverrideClassName", Kind.STRING, null, "", null, false,
            "Class implementing io.weir.pool.SQLExceptionOverride that may force or veto the eviction of a connection after an SQLException."),
    POOL_NAME("poolName", Kind.STRING, null, "weir-pool-<n>", Setting::poolName, false,
            "Name in logs, thread names, JMX (io.weir:type=Pool,name=<poolName>) and metrics tags.") {
        @Override
        Object fixedDefault() {
            return "weir-pool-" + POOL_NUMBER.incrementAndGet();
        }
    },
    REGISTER_MBEANS("registerMbeans", Kind.BOOLEAN, false, "", null, false,
            "Register the pool's WeirPoolMXBean in the platform MBean server."),
    ALLOW_POOL_SUSPENSION("allowPoolSuspension", Kind.BOOLEAN, false, "", null, false,
            "Allow suspendPool()/resumePool() through the MXBean; while suspended, getConnection() waits (up to connectionTimeout)."),
    // typed as Object here, below the API that defines MetricsTrackerFactory; WeirConfig's typed setter is the only way in
    METRICS_TRACKER_FACTORY("metricsTrackerFactory", Object.class,
            "A MetricsTrackerFactory (set in code), e.g. new MicrometerMetricsTrackerFactory(registry). None by default, at no cost.");

    /** What a setting's value is: its Java type, how it is parsed from text and shown in the reference table. */
    public enum Kind {
        STRING(String.class), SECRET(String.class), INT(Integer.class), MILLIS(Long.class), BOOLEAN(Boolean.class),
        PROPERTIES(Properties.class), OBJECT(Object.class);

        private final Class<?> javaType;

        Kind(Class<?> javaType) {
            this.javaType = javaType;
        }
    }

    /** Checks a typed value against a setting's bounds; returns the value to store. */
    @FunctionalInterface
    private interface Rule {
        Object check(Setting setting, Object value);
    }

    /** {@code sessionReset} value: reset what went through the JDBC API. */
    public static final String SESSION_RESET_JDBC = "jdbc";
    /** {@code sessionReset} value: also reset the server session. */
    public static final String SESSION_RESET_FULL = "full";

    /** {@code transactionPooler} value: find out at the first connection. */
    public static final String TRANSACTION_POOLER_AUTO = "auto";
    /** {@code transactionPooler} value: each transaction may run on another server session. */
    public static final String TRANSACTION_POOLER_TRANSACTION = "transaction";
    /** {@code transactionPooler} value: a physical connection is one server session. */
    public static final String TRANSACTION_POOLER_NONE = "none";

    /** Key prefix under which a properties file may give data source properties one by one. */
    public static final String DATA_SOURCE_PREFIX = "dataSource.";

    /** Numbers the pools that were given no name. */
    private static final AtomicInteger POOL_NUMBER = new AtomicInteger();

    private static final Map<String, Setting> BY_KEY =
            Stream.of(values()).collect(Collectors.toUnmodifiableMap(s -> s.key, s -> s));

    private final String key;
    private final Kind kind;
    private final Class<?> type;
    private final Object defaultValue;
    private final String unsetMeans;
    private final Rule rule;
    private final boolean runtime;
    private final String description;

    Setting(String key, Kind kind, Object defaultValue, String unsetMeans, Rule rule, boolean runtime, String description) {
        this.key = key;
        this.kind = kind;
        this.type = kind.javaType;
        this.defaultValue = defaultValue;
        this.unsetMeans = unsetMeans;
        this.rule = rule;
        this.runtime = runtime;
        this.description = description;
    }

    /** An object setting: set in code only, never changed at runtime, no default. */
    Setting(String key, Class<?> type, String description) {
        this.key = key;
        this.kind = Kind.OBJECT;
        this.type = type;
        this.defaultValue = null;
        this.unsetMeans = "";
        this.rule = null;
        this.runtime = false;
        this.description = description;
    }

    public String key() { return key; }
    public Kind kind() { return kind; }
    /** The Java type of the value (a wrapper type for numbers and booleans). */
    public Class<?> type() { return type; }
    /** The typed default, or null when an unset value means something else ({@link #defaultText()}). */
    public Object defaultValue() { return defaultValue; }
    /**
     * The value an unset setting takes in {@code config}: the typed default, or one derived from the other
     * settings ({@link Settings#get} applies it).
     */
    Object defaultIn(Settings config) {
        return defaultValue;
    }

    /**
     * A default made anew for each configuration, which {@link Settings#validate()} then keeps in it, or null:
     * a generated pool name must not change while the pool runs.
     */
    Object fixedDefault() {
        return null;
    }

    /** The default in an application server (the resource adapter's config-property default), where it differs. */
    public Object serverDefault() {
        return defaultValue;
    }

    /** What the setting means in an application server beyond {@link #description()}, or "". */
    public String serverDescription() {
        return "";
    }

    /** The default as the reference shows it: the typed default, or what an unset value means. */
    public String defaultText() { return defaultValue != null ? String.valueOf(defaultValue) : unsetMeans; }
    public String description() {
        OptionalLong min = minimum();
        return min.isPresent() ? description.replace("{min}", String.valueOf(min.getAsLong())) : description;
    }
    /** The smallest value this number setting takes (0 aside where 0 turns it off), if it has a lower bound. */
    public OptionalLong minimum() {
        return rule instanceof Bounds ? OptionalLong.of(((Bounds) rule).min) : OptionalLong.empty();
    }
    /**
     * The values this setting takes, as an error message names them: a number's range, the words of a choice,
     * or "" for free text.
     */
    public String allowedValues() {
        if (this == TRANSACTION_ISOLATION) return "NONE, READ_UNCOMMITTED, READ_COMMITTED, REPEATABLE_READ or SERIALIZABLE";
        if (this == SESSION_RESET) return SESSION_RESET_JDBC + " or " + SESSION_RESET_FULL;
        if (this == TRANSACTION_POOLER) return TRANSACTION_POOLER_AUTO + ", " + TRANSACTION_POOLER_TRANSACTION + " or " + TRANSACTION_POOLER_NONE;
        if (this == POOL_NAME) return "a name without , = : or \"";
        if (this == NETWORK_TIMEOUT) return "a whole number of ms from 0 to " + Integer.MAX_VALUE;
        switch (kind) {
            case BOOLEAN: return "true or false";
            case INT: return rule instanceof Bounds ? ((Bounds) rule).range("a whole number", (long) Integer.MAX_VALUE) : "a whole number";
            case MILLIS: return rule instanceof Bounds ? ((Bounds) rule).range("a whole number of ms", null) : "a whole number of ms";
            default: return "";
        }
    }

    /** Changeable on a running pool through {@code WeirPoolMXBean}. */
    public boolean runtime() { return runtime; }
    /** Can be given as text (properties file, resource adapter config-property). */
    public boolean textual() { return kind != Kind.OBJECT; }

    /**
     * The value to store for {@code value}, checked against this setting's type and bounds; null when the
     * value means "unset" (null, or blank text). Text is taken for a properties setting (k=v;k=v).
     * Fails with an {@link InvalidSettingException} naming this setting and the value.
     */
    Object accept(Object value) {
        if (value == null) return null;
        if (kind == Kind.PROPERTIES && value instanceof String) value = parseProperties((String) value);
        if (!type.isInstance(value)) {
            throw new InvalidSettingException(this, " must be a " + type.getSimpleName() + ", was a "
                    + value.getClass().getName());
        }
        if (kind == Kind.STRING) {
            String s = ((String) value).trim();
            if (s.isEmpty()) return null;
            value = s;
        } else if (kind == Kind.SECRET && ((String) value).isEmpty()) {
            return null;
        }
        return rule == null ? value : rule.check(this, value);
    }

    /** The typed value of {@code text}, as in a properties file; fails with an {@link InvalidSettingException} naming this setting and the text. */
    public Object parse(String text) {
        String v = text.trim();
        switch (kind) {
            case INT: return parseInt(this, v);
            case MILLIS: return parseLong(this, v);
            case BOOLEAN: return parseBoolean(this, v);
            case PROPERTIES: return parseProperties(v);
            case OBJECT: throw new InvalidSettingException("Setting '", this, "' holds an object and can only be set in code");
            default: return v;
        }
    }

    /** The value as it may be shown: a password is never returned, nor one inside the URL. */
    Object displayValue(Settings config) {
        Object v = config.get(this);
        if (v == null || (v instanceof Properties && ((Properties) v).isEmpty())) return null;
        if (kind == Kind.SECRET) return "<hidden>";
        return this == JDBC_URL ? Secrets.mask((String) v) : v;
    }

    public static Setting forKey(String key) { return BY_KEY.get(key); }

    /** Applies every entry of {@code props} to {@code config}; unknown keys and bad values fail naming the key. */
    public static void load(Settings config, Properties props) {
        Properties dsProps = new Properties();
        for (String key : props.stringPropertyNames()) {
            String value = props.getProperty(key);
            if (key.startsWith(DATA_SOURCE_PREFIX)) {
                dsProps.setProperty(key.substring(DATA_SOURCE_PREFIX.length()), value);
                continue;
            }
            Setting setting = BY_KEY.get(key);
            if (setting == null) {
                // the value is not echoed: an unknown key may well hold a secret under a name we cannot guess
                throw new IllegalArgumentException("Unknown Weir setting '" + key
                        + "'; see the configuration reference for the valid keys");
            }
            config.set(setting, setting.parse(value));
        }
        if (!dsProps.isEmpty()) {
            Properties merged = new Properties();
            merged.putAll((Properties) config.get(DATA_SOURCE_PROPERTIES));
            merged.putAll(dsProps);
            config.set(DATA_SOURCE_PROPERTIES, merged);
        }
    }

    private static Rule atLeast(long min) {
        return new Bounds(min, false);
    }

    private static Rule zeroOrAtLeast(long min) {
        return new Bounds(min, true);
    }

    /** The lower bound of a number setting, as a rule that the reference and the descriptions also read. */
    private static final class Bounds implements Rule {
        final long min;
        /** 0 is allowed below {@link #min}: it turns the feature off. */
        final boolean zeroDisables;

        Bounds(long min, boolean zeroDisables) {
            this.min = min;
            this.zeroDisables = zeroDisables;
        }

        /** E.g. "a whole number from 1 to 2147483647", "0 (disabled) or a whole number of ms, at least 1000". */
        String range(String number, Long max) {
            return (zeroDisables ? "0 (disabled) or " : "") + number + (max == null ? ", at least " + min : " from " + min + " to " + max);
        }

        @Override
        public Object check(Setting setting, Object value) {
            long v = ((Number) value).longValue();
            if (v >= min || (zeroDisables && v == 0)) return value;
            String unit = value instanceof Long ? " ms" : "";
            if (zeroDisables) {
                throw new InvalidSettingException(setting, " must be 0 (disabled) or at least " + min + unit + ", was " + v);
            }
            throw new InvalidSettingException(setting, (min == 0 && unit.isEmpty() ? " must be 0 or more" : " must be at least "
                    + min + unit) + ", was " + v);
        }
    }

    private static Object networkTimeout(Setting setting, Object value) {
        if ((Long) value > Integer.MAX_VALUE) throw new InvalidSettingException(setting, " must fit an int, was " + value);
        return atLeast(0).check(setting, value);
    }

    /** Normalised: upper case, without the TRANSACTION_ prefix. */
    private static Object isolation(Setting setting, Object value) {
        String v = ((String) value).toUpperCase(Locale.ROOT);
        if (v.startsWith("TRANSACTION_")) v = v.substring("TRANSACTION_".length());
        isolationLevel(v); // validates
        return v;
    }

    private static Object sessionReset(Setting setting, Object value) {
        String v = ((String) value).toLowerCase(Locale.ROOT);
        if (!v.equals(SESSION_RESET_JDBC) && !v.equals(SESSION_RESET_FULL)) {
            throw new InvalidSettingException(setting, " must be " + SESSION_RESET_JDBC + " or "
                    + SESSION_RESET_FULL + ", was '" + value + "'");
        }
        return v;
    }

    private static Object transactionPooler(Setting setting, Object value) {
        String v = ((String) value).toLowerCase(Locale.ROOT);
        if (!v.equals(TRANSACTION_POOLER_AUTO) && !v.equals(TRANSACTION_POOLER_TRANSACTION) && !v.equals(TRANSACTION_POOLER_NONE)) {
            throw new InvalidSettingException(setting, " must be " + setting.allowedValues() + ", was '" + value + "'");
        }
        return v;
    }

    /** The {@link Connection} constant for an isolation name as stored. */
    static int isolationLevel(String name) {
        switch (name) {
            case "NONE": return Connection.TRANSACTION_NONE;
            case "READ_UNCOMMITTED": return Connection.TRANSACTION_READ_UNCOMMITTED;
            case "READ_COMMITTED": return Connection.TRANSACTION_READ_COMMITTED;
            case "REPEATABLE_READ": return Connection.TRANSACTION_REPEATABLE_READ;
            case "SERIALIZABLE": return Connection.TRANSACTION_SERIALIZABLE;
            default:
                try {
                    int level = Integer.parseInt(name);
                    if (level == 0 || level == 1 || level == 2 || level == 4 || level == 8) return level;
                } catch (NumberFormatException ignored) {
                    // fall through to the error below
                }
                throw new InvalidSettingException(TRANSACTION_ISOLATION, " must be one of NONE, READ_UNCOMMITTED, "
                        + "READ_COMMITTED, REPEATABLE_READ, SERIALIZABLE, was '" + name + "'");
        }
    }

    private static Object poolName(Setting setting, Object value) {
        String v = (String) value;
        if (v.indexOf(',') >= 0 || v.indexOf('=') >= 0 || v.indexOf(':') >= 0 || v.indexOf('"') >= 0) {
            throw new InvalidSettingException(setting, " must not contain , = : or \" (it names a JMX ObjectName), was '"
                    + v + "'");
        }
        return v;
    }

    private static int parseInt(Setting setting, String value) {
        try {
            return Integer.parseInt(value.trim());
        } catch (NumberFormatException e) {
            throw new InvalidSettingException(setting, " must be a whole number, was '" + value + "'");
        }
    }

    private static long parseLong(Setting setting, String value) {
        try {
            return Long.parseLong(value.trim());
        } catch (NumberFormatException e) {
            throw new InvalidSettingException(setting, " must be a whole number of milliseconds, was '" + value + "'");
        }
    }

    private static boolean parseBoolean(Setting setting, String value) {
        String v = value.trim().toLowerCase(Locale.ROOT);
        if (v.equals("true")) return true;
        if (v.equals("false")) return false;
        throw new InvalidSettingException(setting, " must be true or false, was '" + value + "'");
    }

    /**
     * Parses {@code k=v;k=v} (the resource adapter's format); blanks are ignored, and a backslash makes
     * the next character literal, so that a value can hold a semicolon ({@code url=jdbc:h2:mem:x\;MODE=Oracle}).
     */
    static Properties parseProperties(String text) {
        Properties props = new Properties();
        if (text == null) return props;
        StringBuilder pair = new StringBuilder();
        for (int i = 0; i <= text.length(); i++) {
            char c = i < text.length() ? text.charAt(i) : ';';
            if (c == '\\' && i + 1 < text.length()) {
                pair.append('\u0000').append(text.charAt(++i)); // marks an escaped character
            } else if (c == ';') {
                addPair(props, pair.toString());
                pair.setLength(0);
            } else {
                pair.append(c);
            }
        }
        return props;
    }

    private static void addPair(Properties props, String pair) {
        if (pair.isBlank()) return;
        int eq = -1;
        for (int i = 0; i < pair.length(); i++) {
            if (pair.charAt(i) == '\u0000') i++;
            else if (pair.charAt(i) == '=') { eq = i; break; }
        }
        if (eq <= 0) {
            throw new InvalidSettingException(DATA_SOURCE_PROPERTIES, " must be k=v;k=v, found '" + safePair(unescape(pair)) + "'");
        }
        props.setProperty(unescape(pair.substring(0, eq)).trim(), unescape(pair.substring(eq + 1)).trim());
    }

    private static String unescape(String s) {
        return s.replace("\u0000", "");
    }

    private static String safePair(String pair) {
        return pair.toLowerCase(Locale.ROOT).contains("password") ? "<hidden>" : pair;
    }
}
