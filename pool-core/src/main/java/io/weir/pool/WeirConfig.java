package io.weir.pool;

import javax.sql.DataSource;
import javax.sql.XADataSource;
import java.sql.Connection;
import java.util.EnumMap;
import java.util.Locale;
import java.util.Properties;
import java.util.StringJoiner;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The settings of a pool, as a JavaBean. Names and meanings follow HikariCP's, so a HikariCP
 * properties file loads unchanged. Each setter rejects an out-of-range value at once with an
 * {@link IllegalArgumentException} naming the key and the value; the checks that involve several
 * settings run in {@link #validate()}, which {@link WeirDataSource} calls before it starts.
 * The reference of every key, default and meaning is {@link Setting}.
 */
public final class WeirConfig {
    private static final AtomicInteger POOL_NUMBER = new AtomicInteger();
    /** {@code sessionReset} value: reset what went through the JDBC API. */
    public static final String SESSION_RESET_JDBC = "jdbc";
    /** {@code sessionReset} value: also reset the server session. */
    public static final String SESSION_RESET_FULL = "full";

    /** The settings that were set; an absent one has its default (see {@link Setting}). */
    private final EnumMap<Setting, Object> values = new EnumMap<>(Setting.class);

    public WeirConfig() {
        values.put(Setting.DATA_SOURCE_PROPERTIES, new Properties());
    }

    /** Loads every entry of {@code props}; an unknown key or a bad value fails naming it. */
    public WeirConfig(Properties props) {
        this();
        Setting.load(this, props);
    }

    /** A copy, so that the running pool is not changed by later edits of this bean. */
    public WeirConfig copy() {
        WeirConfig c = new WeirConfig();
        values.forEach((s, v) -> c.values.put(s, v instanceof Properties ? copyOf((Properties) v) : v));
        return c;
    }

    private static Properties copyOf(Properties props) {
        Properties copy = new Properties();
        copy.putAll(props);
        return copy;
    }

    /**
     * Sets a setting from a value of its {@link Setting#type()} (text for dataSourceProperties); null or
     * blank text unsets it. Fails with an {@link IllegalArgumentException} naming the key and the value.
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

    /** The value that was set, else the setting's default; null when unset without a typed default. */
    public Object get(Setting setting) {
        Object v = values.get(setting);
        return v != null ? v : setting.defaultValue();
    }

    /**
     * Checks the rules that involve several settings, and names the pool if no name was given.
     * Fails with an {@link IllegalArgumentException} naming the keys and values at fault.
     */
    public void validate() {
        int sources = count(getJdbcUrl()) + count(getDataSourceClassName()) + count(getXaDataSourceClassName())
                + count(getDataSource()) + count(getXaDataSource());
        if (sources == 0) {
            throw new IllegalArgumentException("No connection source: set one of jdbcUrl, dataSourceClassName, "
                    + "dataSource, xaDataSourceClassName or xaDataSource");
        }
        if (sources > 1) {
            throw new IllegalArgumentException("Conflicting connection sources: " + describeSources()
                    + "; set only one of jdbcUrl, dataSourceClassName, dataSource, xaDataSourceClassName, xaDataSource");
        }
        if (getDriverClassName() != null && getJdbcUrl() == null) {
            throw new IllegalArgumentException("driverClassName=" + getDriverClassName() + " needs jdbcUrl; it has no "
                    + "meaning with " + describeSources());
        }
        int minimumIdle = getMinimumIdle();
        if (minimumIdle > getMaximumPoolSize()) {
            throw new IllegalArgumentException("minimumIdle=" + minimumIdle + " is larger than maximumPoolSize="
                    + getMaximumPoolSize());
        }
        Object validationTimeout = values.get(Setting.VALIDATION_TIMEOUT);
        if (validationTimeout != null && (Long) validationTimeout >= getConnectionTimeout()) {
            throw new IllegalArgumentException("validationTimeout=" + validationTimeout
                    + " must be below connectionTimeout=" + getConnectionTimeout());
        }
        long keepaliveTime = getKeepaliveTime();
        long maxLifetime = getMaxLifetime();
        if (keepaliveTime > 0 && maxLifetime > 0 && keepaliveTime >= maxLifetime) {
            throw new IllegalArgumentException("keepaliveTime=" + keepaliveTime + " must be below maxLifetime="
                    + maxLifetime);
        }
        if (getPoolName() == null) {
            values.put(Setting.POOL_NAME, "weir-pool-" + POOL_NUMBER.incrementAndGet());
        }
    }

    private String describeSources() {
        StringJoiner j = new StringJoiner(", ");
        for (Setting s : new Setting[] {Setting.JDBC_URL, Setting.DATA_SOURCE_CLASS_NAME, Setting.XA_DATA_SOURCE_CLASS_NAME}) {
            if (values.get(s) != null) j.add(s.key() + "=" + values.get(s));
        }
        for (Setting s : new Setting[] {Setting.DATA_SOURCE, Setting.XA_DATA_SOURCE}) {
            if (values.get(s) != null) j.add(s.key() + "=" + values.get(s).getClass().getName());
        }
        return j.toString();
    }

    private static int count(Object o) {
        return o == null ? 0 : 1;
    }

    private int intValue(Setting s) {
        return (Integer) get(s);
    }

    private long millis(Setting s) {
        return (Long) get(s);
    }

    private boolean flag(Setting s) {
        return (Boolean) get(s);
    }

    public String getJdbcUrl() { return (String) get(Setting.JDBC_URL); }
    public void setJdbcUrl(String jdbcUrl) { set(Setting.JDBC_URL, jdbcUrl); }

    public String getDriverClassName() { return (String) get(Setting.DRIVER_CLASS_NAME); }
    public void setDriverClassName(String driverClassName) { set(Setting.DRIVER_CLASS_NAME, driverClassName); }

    public String getDataSourceClassName() { return (String) get(Setting.DATA_SOURCE_CLASS_NAME); }
    public void setDataSourceClassName(String name) { set(Setting.DATA_SOURCE_CLASS_NAME, name); }

    public String getXaDataSourceClassName() { return (String) get(Setting.XA_DATA_SOURCE_CLASS_NAME); }
    public void setXaDataSourceClassName(String name) { set(Setting.XA_DATA_SOURCE_CLASS_NAME, name); }

    /** The live properties object; changes to it are seen by {@link #copy()}. */
    public Properties getDataSourceProperties() { return (Properties) get(Setting.DATA_SOURCE_PROPERTIES); }
    public void setDataSourceProperties(Properties props) { set(Setting.DATA_SOURCE_PROPERTIES, props == null ? null : copyOf(props)); }
    public void addDataSourceProperty(String name, Object value) { getDataSourceProperties().put(name, value); }

    public DataSource getDataSource() { return (DataSource) get(Setting.DATA_SOURCE); }
    public void setDataSource(DataSource dataSource) { set(Setting.DATA_SOURCE, dataSource); }

    public XADataSource getXaDataSource() { return (XADataSource) get(Setting.XA_DATA_SOURCE); }
    public void setXaDataSource(XADataSource xaDataSource) { set(Setting.XA_DATA_SOURCE, xaDataSource); }

    public String getUsername() { return (String) get(Setting.USERNAME); }
    public void setUsername(String username) { set(Setting.USERNAME, username); }

    public String getPassword() { return (String) get(Setting.PASSWORD); }
    public void setPassword(String password) { set(Setting.PASSWORD, password); }

    public int getMaximumPoolSize() { return intValue(Setting.MAXIMUM_POOL_SIZE); }
    public void setMaximumPoolSize(int size) { set(Setting.MAXIMUM_POOL_SIZE, size); }

    /** The configured minimum, or -1 when it follows maximumPoolSize. */
    public int getMinimumIdle() { return values.containsKey(Setting.MINIMUM_IDLE) ? intValue(Setting.MINIMUM_IDLE) : -1; }
    public void setMinimumIdle(int minIdle) { set(Setting.MINIMUM_IDLE, minIdle); }
    /** minimumIdle as the pool applies it. */
    public int effectiveMinimumIdle() { int m = getMinimumIdle(); return m < 0 ? getMaximumPoolSize() : m; }

    public long getConnectionTimeout() { return millis(Setting.CONNECTION_TIMEOUT); }
    public void setConnectionTimeout(long ms) { set(Setting.CONNECTION_TIMEOUT, ms); }

    /** The validation timeout the pool applies: as set, or 5000 ms, or half of connectionTimeout if that is less. */
    public long getValidationTimeout() {
        Object set = values.get(Setting.VALIDATION_TIMEOUT);
        return set != null ? (Long) set : Math.min(5_000, Math.max(250, getConnectionTimeout() / 2));
    }
    public void setValidationTimeout(long ms) { set(Setting.VALIDATION_TIMEOUT, ms); }

    public long getIdleTimeout() { return millis(Setting.IDLE_TIMEOUT); }
    public void setIdleTimeout(long ms) { set(Setting.IDLE_TIMEOUT, ms); }

    public long getMaxLifetime() { return millis(Setting.MAX_LIFETIME); }
    public void setMaxLifetime(long ms) { set(Setting.MAX_LIFETIME, ms); }

    public long getKeepaliveTime() { return millis(Setting.KEEPALIVE_TIME); }
    public void setKeepaliveTime(long ms) { set(Setting.KEEPALIVE_TIME, ms); }

    public long getAliveBypassWindow() { return millis(Setting.ALIVE_BYPASS_WINDOW); }
    public void setAliveBypassWindow(long ms) { set(Setting.ALIVE_BYPASS_WINDOW, ms); }

    public long getLeakDetectionThreshold() { return millis(Setting.LEAK_DETECTION_THRESHOLD); }
    public void setLeakDetectionThreshold(long ms) { set(Setting.LEAK_DETECTION_THRESHOLD, ms); }

    public long getInitializationFailTimeout() { return millis(Setting.INITIALIZATION_FAIL_TIMEOUT); }
    public void setInitializationFailTimeout(long ms) { set(Setting.INITIALIZATION_FAIL_TIMEOUT, ms); }

    public long getNetworkTimeout() { return millis(Setting.NETWORK_TIMEOUT); }
    public void setNetworkTimeout(long ms) { set(Setting.NETWORK_TIMEOUT, ms); }

    public long getCloseGracePeriod() { return millis(Setting.CLOSE_GRACE_PERIOD); }
    public void setCloseGracePeriod(long ms) { set(Setting.CLOSE_GRACE_PERIOD, ms); }

    public String getConnectionTestQuery() { return (String) get(Setting.CONNECTION_TEST_QUERY); }
    public void setConnectionTestQuery(String sql) { set(Setting.CONNECTION_TEST_QUERY, sql); }

    public String getConnectionInitSql() { return (String) get(Setting.CONNECTION_INIT_SQL); }
    public void setConnectionInitSql(String sql) { set(Setting.CONNECTION_INIT_SQL, sql); }

    public boolean isAutoCommit() { return flag(Setting.AUTO_COMMIT); }
    public void setAutoCommit(boolean autoCommit) { set(Setting.AUTO_COMMIT, autoCommit); }

    public boolean isReadOnly() { return flag(Setting.READ_ONLY); }
    public void setReadOnly(boolean readOnly) { set(Setting.READ_ONLY, readOnly); }

    /** The isolation as configured (normalised, without the TRANSACTION_ prefix), or null for the driver's. */
    public String getTransactionIsolation() { return (String) get(Setting.TRANSACTION_ISOLATION); }
    public void setTransactionIsolation(String isolation) { set(Setting.TRANSACTION_ISOLATION, isolation); }

    /** The {@link Connection} constant for the configured isolation, or -1 for the driver's default. */
    public int transactionIsolationLevel() {
        String isolation = getTransactionIsolation();
        return isolation == null ? -1 : Setting.isolationLevel(isolation);
    }

    public String getCatalog() { return (String) get(Setting.CATALOG); }
    public void setCatalog(String catalog) { set(Setting.CATALOG, catalog); }

    public String getSchema() { return (String) get(Setting.SCHEMA); }
    public void setSchema(String schema) { set(Setting.SCHEMA, schema); }

    public boolean isIsolateInternalQueries() { return flag(Setting.ISOLATE_INTERNAL_QUERIES); }
    public void setIsolateInternalQueries(boolean isolate) { set(Setting.ISOLATE_INTERNAL_QUERIES, isolate); }

    public String getExceptionOverrideClassName() { return (String) get(Setting.EXCEPTION_OVERRIDE_CLASS_NAME); }
    public void setExceptionOverrideClassName(String name) { set(Setting.EXCEPTION_OVERRIDE_CLASS_NAME, name); }

    /** {@value #SESSION_RESET_JDBC} or {@value #SESSION_RESET_FULL}. */
    public String getSessionReset() { return (String) get(Setting.SESSION_RESET); }
    public void setSessionReset(String mode) { set(Setting.SESSION_RESET, mode); }

    public String getPoolName() { return (String) get(Setting.POOL_NAME); }
    public void setPoolName(String poolName) { set(Setting.POOL_NAME, poolName); }

    public boolean isRegisterMbeans() { return flag(Setting.REGISTER_MBEANS); }
    public void setRegisterMbeans(boolean register) { set(Setting.REGISTER_MBEANS, register); }

    public boolean isAllowPoolSuspension() { return flag(Setting.ALLOW_POOL_SUSPENSION); }
    public void setAllowPoolSuspension(boolean allow) { set(Setting.ALLOW_POOL_SUSPENSION, allow); }

    public MetricsTrackerFactory getMetricsTrackerFactory() { return (MetricsTrackerFactory) get(Setting.METRICS_TRACKER_FACTORY); }
    public void setMetricsTrackerFactory(MetricsTrackerFactory factory) { set(Setting.METRICS_TRACKER_FACTORY, factory); }

    /** Every setting with its value; the password is never shown, nor a password among the data source properties. */
    @Override
    public String toString() {
        StringJoiner j = new StringJoiner(", ", "WeirConfig[", "]");
        for (Setting s : Setting.values()) {
            Object v = s.displayValue(this);
            if (v == null) continue;
            if (v instanceof Properties) v = maskedProperties((Properties) v);
            j.add(s.key() + "=" + v);
        }
        return j.toString();
    }

    static String maskedProperties(Properties props) {
        StringJoiner j = new StringJoiner(", ", "{", "}");
        for (String name : props.stringPropertyNames()) {
            boolean secret = name.toLowerCase(Locale.ROOT).contains("password");
            j.add(name + "=" + (secret ? "<hidden>" : props.getProperty(name)));
        }
        return j.toString();
    }
}
