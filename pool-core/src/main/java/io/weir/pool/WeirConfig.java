package io.weir.pool;

import io.weir.pool.spi.Setting;
import io.weir.pool.spi.Settings;

import javax.sql.DataSource;
import javax.sql.XADataSource;
import java.sql.Connection;
import java.util.Properties;

/**
 * The settings of a pool, as a JavaBean. Names and meanings follow HikariCP's, so a HikariCP
 * properties file loads unchanged. Each setter rejects an out-of-range value at once with an
 * {@link IllegalArgumentException} naming the key and the value; the checks that involve several
 * settings run in {@link #validate()}, which {@link WeirDataSource} calls before it starts.
 * The configuration reference in the README lists every key, default and meaning.
 */
public final class WeirConfig {
    /** {@code sessionReset} value: reset what went through the JDBC API. */
    public static final String SESSION_RESET_JDBC = Setting.SESSION_RESET_JDBC;
    /** {@code sessionReset} value: also reset the server session. */
    public static final String SESSION_RESET_FULL = Setting.SESSION_RESET_FULL;

    /** The values, each checked by its setting as it is set. */
    private final Settings settings;

    public WeirConfig() {
        this(new Settings());
    }

    /** Loads every entry of {@code props}; an unknown key or a bad value fails naming it. */
    public WeirConfig(Properties props) {
        this();
        Setting.load(settings, props);
    }

    private WeirConfig(Settings settings) {
        this.settings = settings;
    }

    /** A copy, so that the running pool is not changed by later edits of this bean. */
    public WeirConfig copy() {
        return new WeirConfig(settings.copy());
    }

    /** The values this bean holds, which the pool starts with (a copy of them, validated). */
    Settings settings() {
        return settings;
    }

    /**
     * Checks the rules that involve several settings, and names the pool if no name was given.
     * Fails with an {@link IllegalArgumentException} naming the keys and values at fault.
     */
    public void validate() {
        settings.validate();
    }

    private void set(Setting setting, Object value) {
        settings.set(setting, value);
    }

    private String text(Setting s) {
        return settings.text(s);
    }

    private int intValue(Setting s) {
        return settings.intValue(s);
    }

    private long millis(Setting s) {
        return settings.millis(s);
    }

    private boolean flag(Setting s) {
        return settings.flag(s);
    }

    public String getJdbcUrl() { return text(Setting.JDBC_URL); }
    public void setJdbcUrl(String jdbcUrl) { set(Setting.JDBC_URL, jdbcUrl); }

    public String getDriverClassName() { return text(Setting.DRIVER_CLASS_NAME); }
    public void setDriverClassName(String driverClassName) { set(Setting.DRIVER_CLASS_NAME, driverClassName); }

    public String getDataSourceClassName() { return text(Setting.DATA_SOURCE_CLASS_NAME); }
    public void setDataSourceClassName(String name) { set(Setting.DATA_SOURCE_CLASS_NAME, name); }

    public String getXaDataSourceClassName() { return text(Setting.XA_DATA_SOURCE_CLASS_NAME); }
    public void setXaDataSourceClassName(String name) { set(Setting.XA_DATA_SOURCE_CLASS_NAME, name); }

    /** The live properties object; changes to it are seen by {@link #copy()}. */
    public Properties getDataSourceProperties() { return settings.dataSourceProperties(); }
    public void setDataSourceProperties(Properties props) { set(Setting.DATA_SOURCE_PROPERTIES, props == null ? null : Settings.copyOf(props)); }
    public void addDataSourceProperty(String name, Object value) { getDataSourceProperties().put(name, value); }

    public DataSource getDataSource() { return (DataSource) settings.get(Setting.DATA_SOURCE); }
    public void setDataSource(DataSource dataSource) { set(Setting.DATA_SOURCE, dataSource); }

    public XADataSource getXaDataSource() { return (XADataSource) settings.get(Setting.XA_DATA_SOURCE); }
    public void setXaDataSource(XADataSource xaDataSource) { set(Setting.XA_DATA_SOURCE, xaDataSource); }

    public String getUsername() { return text(Setting.USERNAME); }
    public void setUsername(String username) { set(Setting.USERNAME, username); }

    public String getPassword() { return text(Setting.PASSWORD); }
    public void setPassword(String password) { set(Setting.PASSWORD, password); }

    public int getMaximumPoolSize() { return intValue(Setting.MAXIMUM_POOL_SIZE); }
    public void setMaximumPoolSize(int size) { set(Setting.MAXIMUM_POOL_SIZE, size); }

    /** The configured minimum, or -1 when it follows maximumPoolSize. */
    public int getMinimumIdle() { return settings.isSet(Setting.MINIMUM_IDLE) ? intValue(Setting.MINIMUM_IDLE) : -1; }
    public void setMinimumIdle(int minIdle) { set(Setting.MINIMUM_IDLE, minIdle); }
    /** minimumIdle as the pool applies it. */
    public int effectiveMinimumIdle() { return intValue(Setting.MINIMUM_IDLE); }

    public long getConnectionTimeout() { return millis(Setting.CONNECTION_TIMEOUT); }
    public void setConnectionTimeout(long ms) { set(Setting.CONNECTION_TIMEOUT, ms); }

    /** The validation timeout the pool applies: as set, or 5000 ms, or half of connectionTimeout if that is less. */
    public long getValidationTimeout() { return millis(Setting.VALIDATION_TIMEOUT); }
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

    public String getConnectionTestQuery() { return text(Setting.CONNECTION_TEST_QUERY); }
    public void setConnectionTestQuery(String sql) { set(Setting.CONNECTION_TEST_QUERY, sql); }

    public String getConnectionInitSql() { return text(Setting.CONNECTION_INIT_SQL); }
    public void setConnectionInitSql(String sql) { set(Setting.CONNECTION_INIT_SQL, sql); }

    public boolean isAutoCommit() { return flag(Setting.AUTO_COMMIT); }
    public void setAutoCommit(boolean autoCommit) { set(Setting.AUTO_COMMIT, autoCommit); }

    public boolean isReadOnly() { return flag(Setting.READ_ONLY); }
    public void setReadOnly(boolean readOnly) { set(Setting.READ_ONLY, readOnly); }

    /** The isolation as configured (normalised, without the TRANSACTION_ prefix), or null for the driver's. */
    public String getTransactionIsolation() { return text(Setting.TRANSACTION_ISOLATION); }
    public void setTransactionIsolation(String isolation) { set(Setting.TRANSACTION_ISOLATION, isolation); }

    /** The {@link Connection} constant for the configured isolation, or -1 for the driver's default. */
    public int transactionIsolationLevel() { return settings.transactionIsolationLevel(); }

    public String getCatalog() { return text(Setting.CATALOG); }
    public void setCatalog(String catalog) { set(Setting.CATALOG, catalog); }

    public String getSchema() { return text(Setting.SCHEMA); }
    public void setSchema(String schema) { set(Setting.SCHEMA, schema); }

    public boolean isIsolateInternalQueries() { return flag(Setting.ISOLATE_INTERNAL_QUERIES); }
    public void setIsolateInternalQueries(boolean isolate) { set(Setting.ISOLATE_INTERNAL_QUERIES, isolate); }

    public String getExceptionOverrideClassName() { return text(Setting.EXCEPTION_OVERRIDE_CLASS_NAME); }
    public void setExceptionOverrideClassName(String name) { set(Setting.EXCEPTION_OVERRIDE_CLASS_NAME, name); }

    /** {@value #SESSION_RESET_JDBC} or {@value #SESSION_RESET_FULL}. */
    public String getSessionReset() { return text(Setting.SESSION_RESET); }
    public void setSessionReset(String mode) { set(Setting.SESSION_RESET, mode); }

    /** auto, transaction or none: whether a transaction pooler (PgBouncer) stands between the pool and the database. */
    public String getTransactionPooler() { return text(Setting.TRANSACTION_POOLER); }
    public void setTransactionPooler(String pooler) { set(Setting.TRANSACTION_POOLER, pooler); }

    public String getPoolName() { return text(Setting.POOL_NAME); }
    public void setPoolName(String poolName) { set(Setting.POOL_NAME, poolName); }

    public boolean isRegisterMbeans() { return flag(Setting.REGISTER_MBEANS); }
    public void setRegisterMbeans(boolean register) { set(Setting.REGISTER_MBEANS, register); }

    public boolean isAllowPoolSuspension() { return flag(Setting.ALLOW_POOL_SUSPENSION); }
    public void setAllowPoolSuspension(boolean allow) { set(Setting.ALLOW_POOL_SUSPENSION, allow); }

    public MetricsTrackerFactory getMetricsTrackerFactory() { return (MetricsTrackerFactory) settings.get(Setting.METRICS_TRACKER_FACTORY); }
    public void setMetricsTrackerFactory(MetricsTrackerFactory factory) { set(Setting.METRICS_TRACKER_FACTORY, factory); }

    /** Every setting with its value; the password is never shown, nor a password among the data source properties. */
    @Override
    public String toString() {
        return "WeirConfig[" + settings + "]";
    }
}
