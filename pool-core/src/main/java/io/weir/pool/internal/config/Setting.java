package io.weir.pool.internal.config;

import io.weir.pool.WeirConfig;

import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.function.BiConsumer;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * The single source of truth for every setting: its key, default, meaning and whether it can
 * change on a running pool. {@link WeirConfig} loads properties through this table, the README's
 * reference table is generated from it, and the resource adapter's config-properties follow it.
 */
public enum Setting {
    JDBC_URL("jdbcUrl", Kind.STRING, "",
            "JDBC URL of the database. One of jdbcUrl, dataSourceClassName, dataSource, xaDataSourceClassName or xaDataSource is required, and only one.",
            false, (c, v) -> c.setJdbcUrl(v), c -> Secrets.maskUrl(c.getJdbcUrl())),
    DRIVER_CLASS_NAME("driverClassName", Kind.STRING, "",
            "Driver class to load for jdbcUrl; needed only for drivers that do not register themselves through ServiceLoader.",
            false, (c, v) -> c.setDriverClassName(v), WeirConfig::getDriverClassName),
    DATA_SOURCE_CLASS_NAME("dataSourceClassName", Kind.STRING, "",
            "javax.sql.DataSource class to instantiate; dataSourceProperties are set on it as bean properties.",
            false, (c, v) -> c.setDataSourceClassName(v), WeirConfig::getDataSourceClassName),
    XA_DATA_SOURCE_CLASS_NAME("xaDataSourceClassName", Kind.STRING, "",
            "javax.sql.XADataSource class to instantiate; the pool then holds XAConnections and exposes their XAResource to the resource adapter.",
            false, (c, v) -> c.setXaDataSourceClassName(v), WeirConfig::getXaDataSourceClassName),
    DATA_SOURCE_PROPERTIES("dataSourceProperties", Kind.PROPERTIES, "",
            "Bean properties for the data source class (k=v;k=v), or driver properties for jdbcUrl. A properties file may also use one key per property: dataSource.<name>=<value>.",
            false, (c, v) -> c.setDataSourceProperties(parseProperties(v)), c -> c.getDataSourceProperties().isEmpty() ? null : c.getDataSourceProperties()),
    DATA_SOURCE("dataSource", Kind.OBJECT, "",
            "A DataSource instance to take connections from (set in code, not in a properties file).",
            false, null, WeirConfig::getDataSource),
    XA_DATA_SOURCE("xaDataSource", Kind.OBJECT, "",
            "An XADataSource instance to take XAConnections from (set in code, not in a properties file).",
            false, null, WeirConfig::getXaDataSource),
    USERNAME("username", Kind.STRING, "",
            "User name passed to the driver or data source.",
            true, (c, v) -> c.setUsername(v), WeirConfig::getUsername),
    PASSWORD("password", Kind.SECRET, "",
            "Password passed to the driver or data source. Never logged, never shown by toString or JMX.",
            true, (c, v) -> c.setPassword(v), c -> c.getPassword() == null ? null : "<hidden>"),
    MAXIMUM_POOL_SIZE("maximumPoolSize", Kind.INT, "10",
            "Largest number of physical connections, in use and idle. Never exceeded, also during a burst of creations. At least 1.",
            true, (c, v) -> c.setMaximumPoolSize(parseInt("maximumPoolSize", v)), WeirConfig::getMaximumPoolSize),
    MINIMUM_IDLE("minimumIdle", Kind.INT, "same as maximumPoolSize",
            "Number of idle connections the pool keeps ready in the background. 0 to maximumPoolSize.",
            true, (c, v) -> c.setMinimumIdle(parseInt("minimumIdle", v)), c -> c.getMinimumIdle() < 0 ? null : c.getMinimumIdle()),
    CONNECTION_TIMEOUT("connectionTimeout", Kind.MILLIS, "30000",
            "Longest wait in getConnection(), in ms, before SQLTransientConnectionException. At least 250.",
            true, (c, v) -> c.setConnectionTimeout(parseLong("connectionTimeout", v)), WeirConfig::getConnectionTimeout),
    VALIDATION_TIMEOUT("validationTimeout", Kind.MILLIS, "5000, or half of connectionTimeout if less",
            "Longest time, in ms, an alive check (isValid or connectionTestQuery) may take. At least 250 and, when set, below connectionTimeout.",
            true, (c, v) -> c.setValidationTimeout(parseLong("validationTimeout", v)), WeirConfig::getValidationTimeout),
    IDLE_TIMEOUT("idleTimeout", Kind.MILLIS, "600000",
            "An idle connection above minimumIdle is closed after this many ms. 0 never closes idle connections; otherwise at least 1000.",
            true, (c, v) -> c.setIdleTimeout(parseLong("idleTimeout", v)), WeirConfig::getIdleTimeout),
    MAX_LIFETIME("maxLifetime", Kind.MILLIS, "1800000",
            "A connection is retired after this many ms (minus up to 2.5% random jitter, so they don't all go at once), never while in use. 0 means no limit; otherwise at least 1000. Set it below the database's own limit.",
            true, (c, v) -> c.setMaxLifetime(parseLong("maxLifetime", v)), WeirConfig::getMaxLifetime),
    KEEPALIVE_TIME("keepaliveTime", Kind.MILLIS, "120000",
            "An idle connection is checked alive every this many ms (with jitter), so that firewalls and the database don't drop it silently. 0 disables; otherwise at least 1000 and below maxLifetime.",
            true, (c, v) -> c.setKeepaliveTime(parseLong("keepaliveTime", v)), WeirConfig::getKeepaliveTime),
    ALIVE_BYPASS_WINDOW("aliveBypassWindow", Kind.MILLIS, "500",
            "A connection idle for longer than this many ms is checked alive before it is handed out. 0 checks on every borrow. Idle time is read from the pool's clock, which ticks every tenth of this window (1 to 50 ms): a check may come up to three ticks early, never late.",
            true, (c, v) -> c.setAliveBypassWindow(parseLong("aliveBypassWindow", v)), WeirConfig::getAliveBypassWindow),
    LEAK_DETECTION_THRESHOLD("leakDetectionThreshold", Kind.MILLIS, "0",
            "A connection held longer than this many ms is reported once at WARN with the borrowing thread and its stack. 0 disables; otherwise at least 100.",
            true, (c, v) -> c.setLeakDetectionThreshold(parseLong("leakDetectionThreshold", v)), WeirConfig::getLeakDetectionThreshold),
    INITIALIZATION_FAIL_TIMEOUT("initializationFailTimeout", Kind.MILLIS, "1",
            "At start, try this many ms to get a first connection and fail with the driver's error if none comes. 0 tries once; a negative value starts the pool without trying.",
            false, (c, v) -> c.setInitializationFailTimeout(parseLong("initializationFailTimeout", v)), WeirConfig::getInitializationFailTimeout),
    NETWORK_TIMEOUT("networkTimeout", Kind.MILLIS, "0",
            "Connection.setNetworkTimeout applied to every physical connection, so a query stuck on a dead network frees its thread. 0 keeps the driver's default.",
            false, (c, v) -> c.setNetworkTimeout(parseLong("networkTimeout", v)), WeirConfig::getNetworkTimeout),
    CLOSE_GRACE_PERIOD("closeGracePeriod", Kind.MILLIS, "5000",
            "On close(), connections still in use get this many ms to come back before they are aborted.",
            false, (c, v) -> c.setCloseGracePeriod(parseLong("closeGracePeriod", v)), WeirConfig::getCloseGracePeriod),
    CONNECTION_TEST_QUERY("connectionTestQuery", Kind.STRING, "",
            "Query for the alive check, for drivers without a working Connection.isValid(). Empty uses isValid().",
            false, (c, v) -> c.setConnectionTestQuery(v), WeirConfig::getConnectionTestQuery),
    CONNECTION_INIT_SQL("connectionInitSql", Kind.STRING, "",
            "SQL run once on every new physical connection before it joins the pool; a failure fails that connection.",
            false, (c, v) -> c.setConnectionInitSql(v), WeirConfig::getConnectionInitSql),
    AUTO_COMMIT("autoCommit", Kind.BOOLEAN, "true",
            "Auto-commit mode of a borrowed connection; restored on return if the borrower changed it.",
            false, (c, v) -> c.setAutoCommit(parseBoolean("autoCommit", v)), WeirConfig::isAutoCommit),
    READ_ONLY("readOnly", Kind.BOOLEAN, "false",
            "Read-only mode of a borrowed connection; restored on return if the borrower changed it.",
            false, (c, v) -> c.setReadOnly(parseBoolean("readOnly", v)), WeirConfig::isReadOnly),
    TRANSACTION_ISOLATION("transactionIsolation", Kind.STRING, "driver default",
            "Isolation level of a borrowed connection: NONE, READ_UNCOMMITTED, READ_COMMITTED, REPEATABLE_READ or SERIALIZABLE (a TRANSACTION_ prefix is accepted).",
            false, (c, v) -> c.setTransactionIsolation(v), WeirConfig::getTransactionIsolation),
    CATALOG("catalog", Kind.STRING, "driver default",
            "Catalog of a borrowed connection.",
            false, (c, v) -> c.setCatalog(v), WeirConfig::getCatalog),
    SCHEMA("schema", Kind.STRING, "driver default",
            "Schema of a borrowed connection.",
            false, (c, v) -> c.setSchema(v), WeirConfig::getSchema),
    ISOLATE_INTERNAL_QUERIES("isolateInternalQueries", Kind.BOOLEAN, "false",
            "With autoCommit off, roll back after the pool's own queries (connectionInitSql, connectionTestQuery) so they leave no transaction open.",
            false, (c, v) -> c.setIsolateInternalQueries(parseBoolean("isolateInternalQueries", v)), WeirConfig::isIsolateInternalQueries),
    EXCEPTION_OVERRIDE_CLASS_NAME("exceptionOverrideClassName", Kind.STRING, "",
            "Class implementing io.weir.pool.SQLExceptionOverride that may force or veto the eviction of a connection after an SQLException.",
            false, (c, v) -> c.setExceptionOverrideClassName(v), WeirConfig::getExceptionOverrideClassName),
    POOL_NAME("poolName", Kind.STRING, "weir-pool-<n>",
            "Name in logs, thread names, JMX (io.weir:type=Pool,name=<poolName>) and metrics tags.",
            false, (c, v) -> c.setPoolName(v), WeirConfig::getPoolName),
    REGISTER_MBEANS("registerMbeans", Kind.BOOLEAN, "false",
            "Register the pool's WeirPoolMXBean in the platform MBean server.",
            false, (c, v) -> c.setRegisterMbeans(parseBoolean("registerMbeans", v)), WeirConfig::isRegisterMbeans),
    ALLOW_POOL_SUSPENSION("allowPoolSuspension", Kind.BOOLEAN, "false",
            "Allow suspendPool()/resumePool() through the MXBean; while suspended, getConnection() waits (up to connectionTimeout).",
            false, (c, v) -> c.setAllowPoolSuspension(parseBoolean("allowPoolSuspension", v)), WeirConfig::isAllowPoolSuspension),
    METRICS_TRACKER_FACTORY("metricsTrackerFactory", Kind.OBJECT, "",
            "A MetricsTrackerFactory (set in code), e.g. new MicrometerMetricsTrackerFactory(registry). None by default, at no cost.",
            false, null, WeirConfig::getMetricsTrackerFactory);

    /** What a setting's value is, for parsing and for the reference table. */
    public enum Kind { STRING, SECRET, INT, MILLIS, BOOLEAN, PROPERTIES, OBJECT }

    /** Key prefix under which a properties file may give data source properties one by one. */
    public static final String DATA_SOURCE_PREFIX = "dataSource.";

    private static final Map<String, Setting> BY_KEY =
            Stream.of(values()).collect(Collectors.toUnmodifiableMap(s -> s.key, s -> s));

    private final String key;
    private final Kind kind;
    private final String defaultText;
    private final String description;
    private final boolean runtime;
    private final BiConsumer<WeirConfig, String> parser;
    private final Function<WeirConfig, Object> reader;

    Setting(String key, Kind kind, String defaultText, String description, boolean runtime,
            BiConsumer<WeirConfig, String> parser, Function<WeirConfig, Object> reader) {
        this.key = key;
        this.kind = kind;
        this.defaultText = defaultText;
        this.description = description;
        this.runtime = runtime;
        this.parser = parser;
        this.reader = reader;
    }

    public String key() { return key; }
    public Kind kind() { return kind; }
    public String defaultText() { return defaultText; }
    public String description() { return description; }
    /** Changeable on a running pool through {@code WeirPoolMXBean}. */
    public boolean runtime() { return runtime; }
    /** Can be given as text (properties file, resource adapter config-property). */
    public boolean textual() { return parser != null; }

    /** The value as it may be shown: a password is never returned. */
    public Object displayValue(WeirConfig config) { return reader.apply(config); }

    public static Setting forKey(String key) { return BY_KEY.get(key); }

    /** Applies every entry of {@code props} to {@code config}; unknown keys and bad values fail naming the key. */
    public static void load(WeirConfig config, Properties props) {
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
            if (setting.parser == null) {
                throw new IllegalArgumentException("Setting '" + key + "' holds an object and can only be set in code");
            }
            setting.parser.accept(config, value.trim());
        }
        if (!dsProps.isEmpty()) {
            Properties merged = new Properties();
            merged.putAll(config.getDataSourceProperties());
            merged.putAll(dsProps);
            config.setDataSourceProperties(merged);
        }
    }

    public static int parseInt(String key, String value) {
        try {
            return Integer.parseInt(value.trim());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(key + " must be a whole number, was '" + value + "'");
        }
    }

    public static long parseLong(String key, String value) {
        try {
            return Long.parseLong(value.trim());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(key + " must be a whole number of milliseconds, was '" + value + "'");
        }
    }

    public static boolean parseBoolean(String key, String value) {
        String v = value.trim().toLowerCase(Locale.ROOT);
        if (v.equals("true")) return true;
        if (v.equals("false")) return false;
        throw new IllegalArgumentException(key + " must be true or false, was '" + value + "'");
    }

    /**
     * Parses {@code k=v;k=v} (the resource adapter's format); blanks are ignored, and a backslash makes
     * the next character literal, so that a value can hold a semicolon ({@code url=jdbc:h2:mem:x\;MODE=Oracle}).
     */
    public static Properties parseProperties(String text) {
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
            throw new IllegalArgumentException("dataSourceProperties must be k=v;k=v, found '" + safePair(unescape(pair)) + "'");
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
