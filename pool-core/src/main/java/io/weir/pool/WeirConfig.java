package io.weir.pool;

import io.weir.pool.internal.config.Setting;

import javax.sql.DataSource;
import javax.sql.XADataSource;
import java.sql.Connection;
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

    private String jdbcUrl;
    private String driverClassName;
    private String dataSourceClassName;
    private String xaDataSourceClassName;
    private Properties dataSourceProperties = new Properties();
    private DataSource dataSource;
    private XADataSource xaDataSource;
    private String username;
    private String password;
    private int maximumPoolSize = 10;
    private int minimumIdle = -1;
    private long connectionTimeout = 30_000;
    /** -1: the default, 5000 ms or half of connectionTimeout when that is less. */
    private long validationTimeout = -1;
    private long idleTimeout = 600_000;
    private long maxLifetime = 1_800_000;
    private long keepaliveTime = 120_000;
    private long aliveBypassWindow = 500;
    private long leakDetectionThreshold;
    private long initializationFailTimeout = 1;
    private long networkTimeout;
    private long closeGracePeriod = 5_000;
    private String connectionTestQuery;
    private String connectionInitSql;
    private boolean autoCommit = true;
    private boolean readOnly;
    private String transactionIsolation;
    private String catalog;
    private String schema;
    private boolean isolateInternalQueries;
    private String exceptionOverrideClassName;
    private String poolName;
    private boolean registerMbeans;
    private boolean allowPoolSuspension;
    private MetricsTrackerFactory metricsTrackerFactory;

    public WeirConfig() {
    }

    /** Loads every entry of {@code props}; an unknown key or a bad value fails naming it. */
    public WeirConfig(Properties props) {
        Setting.load(this, props);
    }

    /** A copy, so that the running pool is not changed by later edits of this bean. */
    public WeirConfig copy() {
        WeirConfig c = new WeirConfig();
        c.jdbcUrl = jdbcUrl;
        c.driverClassName = driverClassName;
        c.dataSourceClassName = dataSourceClassName;
        c.xaDataSourceClassName = xaDataSourceClassName;
        c.dataSourceProperties = new Properties();
        c.dataSourceProperties.putAll(dataSourceProperties);
        c.dataSource = dataSource;
        c.xaDataSource = xaDataSource;
        c.username = username;
        c.password = password;
        c.maximumPoolSize = maximumPoolSize;
        c.minimumIdle = minimumIdle;
        c.connectionTimeout = connectionTimeout;
        c.validationTimeout = validationTimeout;
        c.idleTimeout = idleTimeout;
        c.maxLifetime = maxLifetime;
        c.keepaliveTime = keepaliveTime;
        c.aliveBypassWindow = aliveBypassWindow;
        c.leakDetectionThreshold = leakDetectionThreshold;
        c.initializationFailTimeout = initializationFailTimeout;
        c.networkTimeout = networkTimeout;
        c.closeGracePeriod = closeGracePeriod;
        c.connectionTestQuery = connectionTestQuery;
        c.connectionInitSql = connectionInitSql;
        c.autoCommit = autoCommit;
        c.readOnly = readOnly;
        c.transactionIsolation = transactionIsolation;
        c.catalog = catalog;
        c.schema = schema;
        c.isolateInternalQueries = isolateInternalQueries;
        c.exceptionOverrideClassName = exceptionOverrideClassName;
        c.poolName = poolName;
        c.registerMbeans = registerMbeans;
        c.allowPoolSuspension = allowPoolSuspension;
        c.metricsTrackerFactory = metricsTrackerFactory;
        return c;
    }

    /**
     * Checks the rules that involve several settings, and names the pool if no name was given.
     * Fails with an {@link IllegalArgumentException} naming the keys and values at fault.
     */
    public void validate() {
        int sources = count(jdbcUrl) + count(dataSourceClassName) + count(xaDataSourceClassName)
                + (dataSource == null ? 0 : 1) + (xaDataSource == null ? 0 : 1);
        if (sources == 0) {
            throw new IllegalArgumentException("No connection source: set one of jdbcUrl, dataSourceClassName, "
                    + "dataSource, xaDataSourceClassName or xaDataSource");
        }
        if (sources > 1) {
            throw new IllegalArgumentException("Conflicting connection sources: " + describeSources()
                    + "; set only one of jdbcUrl, dataSourceClassName, dataSource, xaDataSourceClassName, xaDataSource");
        }
        if (driverClassName != null && jdbcUrl == null) {
            throw new IllegalArgumentException("driverClassName=" + driverClassName + " needs jdbcUrl; it has no "
                    + "meaning with " + describeSources());
        }
        if (minimumIdle > maximumPoolSize) {
            throw new IllegalArgumentException("minimumIdle=" + minimumIdle + " is larger than maximumPoolSize="
                    + maximumPoolSize);
        }
        if (validationTimeout >= 0 && validationTimeout >= connectionTimeout) {
            throw new IllegalArgumentException("validationTimeout=" + validationTimeout
                    + " must be below connectionTimeout=" + connectionTimeout);
        }
        if (keepaliveTime > 0 && maxLifetime > 0 && keepaliveTime >= maxLifetime) {
            throw new IllegalArgumentException("keepaliveTime=" + keepaliveTime + " must be below maxLifetime="
                    + maxLifetime);
        }
        if (poolName == null) {
            poolName = "weir-pool-" + POOL_NUMBER.incrementAndGet();
        }
    }

    private String describeSources() {
        StringJoiner j = new StringJoiner(", ");
        if (jdbcUrl != null) j.add("jdbcUrl=" + jdbcUrl);
        if (dataSourceClassName != null) j.add("dataSourceClassName=" + dataSourceClassName);
        if (xaDataSourceClassName != null) j.add("xaDataSourceClassName=" + xaDataSourceClassName);
        if (dataSource != null) j.add("dataSource=" + dataSource.getClass().getName());
        if (xaDataSource != null) j.add("xaDataSource=" + xaDataSource.getClass().getName());
        return j.toString();
    }

    private static int count(String s) {
        return s == null ? 0 : 1;
    }

    private static String blankToNull(String s) {
        return s == null || s.isBlank() ? null : s.trim();
    }

    private static long atLeast(String key, long value, long min) {
        if (value < min) {
            throw new IllegalArgumentException(key + " must be at least " + min + " ms, was " + value);
        }
        return value;
    }

    private static long zeroOrAtLeast(String key, long value, long min) {
        if (value != 0 && value < min) {
            throw new IllegalArgumentException(key + " must be 0 (disabled) or at least " + min + " ms, was " + value);
        }
        return value;
    }

    public String getJdbcUrl() { return jdbcUrl; }
    public void setJdbcUrl(String jdbcUrl) { this.jdbcUrl = blankToNull(jdbcUrl); }

    public String getDriverClassName() { return driverClassName; }
    public void setDriverClassName(String driverClassName) { this.driverClassName = blankToNull(driverClassName); }

    public String getDataSourceClassName() { return dataSourceClassName; }
    public void setDataSourceClassName(String name) { this.dataSourceClassName = blankToNull(name); }

    public String getXaDataSourceClassName() { return xaDataSourceClassName; }
    public void setXaDataSourceClassName(String name) { this.xaDataSourceClassName = blankToNull(name); }

    /** The live properties object; changes to it are seen by {@link #copy()}. */
    public Properties getDataSourceProperties() { return dataSourceProperties; }
    public void setDataSourceProperties(Properties props) {
        this.dataSourceProperties = new Properties();
        if (props != null) this.dataSourceProperties.putAll(props);
    }
    public void addDataSourceProperty(String name, Object value) { dataSourceProperties.put(name, value); }

    public DataSource getDataSource() { return dataSource; }
    public void setDataSource(DataSource dataSource) { this.dataSource = dataSource; }

    public XADataSource getXaDataSource() { return xaDataSource; }
    public void setXaDataSource(XADataSource xaDataSource) { this.xaDataSource = xaDataSource; }

    public String getUsername() { return username; }
    public void setUsername(String username) { this.username = blankToNull(username); }

    public String getPassword() { return password; }
    public void setPassword(String password) { this.password = password == null || password.isEmpty() ? null : password; }

    public int getMaximumPoolSize() { return maximumPoolSize; }
    public void setMaximumPoolSize(int size) {
        if (size < 1) throw new IllegalArgumentException("maximumPoolSize must be at least 1, was " + size);
        this.maximumPoolSize = size;
    }

    /** The configured minimum, or -1 when it follows maximumPoolSize. */
    public int getMinimumIdle() { return minimumIdle; }
    public void setMinimumIdle(int minIdle) {
        if (minIdle < 0) throw new IllegalArgumentException("minimumIdle must be 0 or more, was " + minIdle);
        this.minimumIdle = minIdle;
    }
    /** minimumIdle as the pool applies it. */
    public int effectiveMinimumIdle() { return minimumIdle < 0 ? maximumPoolSize : minimumIdle; }

    public long getConnectionTimeout() { return connectionTimeout; }
    public void setConnectionTimeout(long ms) { this.connectionTimeout = atLeast("connectionTimeout", ms, 250); }

    /** The validation timeout the pool applies: as set, or 5000 ms, or half of connectionTimeout if that is less. */
    public long getValidationTimeout() {
        return validationTimeout >= 0 ? validationTimeout : Math.min(5_000, Math.max(250, connectionTimeout / 2));
    }
    public void setValidationTimeout(long ms) { this.validationTimeout = atLeast("validationTimeout", ms, 250); }

    public long getIdleTimeout() { return idleTimeout; }
    public void setIdleTimeout(long ms) { this.idleTimeout = zeroOrAtLeast("idleTimeout", ms, 1000); }

    public long getMaxLifetime() { return maxLifetime; }
    public void setMaxLifetime(long ms) { this.maxLifetime = zeroOrAtLeast("maxLifetime", ms, 1000); }

    public long getKeepaliveTime() { return keepaliveTime; }
    public void setKeepaliveTime(long ms) { this.keepaliveTime = zeroOrAtLeast("keepaliveTime", ms, 1000); }

    public long getAliveBypassWindow() { return aliveBypassWindow; }
    public void setAliveBypassWindow(long ms) { this.aliveBypassWindow = atLeast("aliveBypassWindow", ms, 0); }

    public long getLeakDetectionThreshold() { return leakDetectionThreshold; }
    public void setLeakDetectionThreshold(long ms) {
        this.leakDetectionThreshold = zeroOrAtLeast("leakDetectionThreshold", ms, 100);
    }

    public long getInitializationFailTimeout() { return initializationFailTimeout; }
    public void setInitializationFailTimeout(long ms) { this.initializationFailTimeout = ms; }

    public long getNetworkTimeout() { return networkTimeout; }
    public void setNetworkTimeout(long ms) {
        if (ms > Integer.MAX_VALUE) throw new IllegalArgumentException("networkTimeout must fit an int, was " + ms);
        this.networkTimeout = atLeast("networkTimeout", ms, 0);
    }

    public long getCloseGracePeriod() { return closeGracePeriod; }
    public void setCloseGracePeriod(long ms) { this.closeGracePeriod = atLeast("closeGracePeriod", ms, 0); }

    public String getConnectionTestQuery() { return connectionTestQuery; }
    public void setConnectionTestQuery(String sql) { this.connectionTestQuery = blankToNull(sql); }

    public String getConnectionInitSql() { return connectionInitSql; }
    public void setConnectionInitSql(String sql) { this.connectionInitSql = blankToNull(sql); }

    public boolean isAutoCommit() { return autoCommit; }
    public void setAutoCommit(boolean autoCommit) { this.autoCommit = autoCommit; }

    public boolean isReadOnly() { return readOnly; }
    public void setReadOnly(boolean readOnly) { this.readOnly = readOnly; }

    /** The isolation as configured (normalised, without the TRANSACTION_ prefix), or null for the driver's. */
    public String getTransactionIsolation() { return transactionIsolation; }
    public void setTransactionIsolation(String isolation) {
        String v = blankToNull(isolation);
        if (v != null) {
            v = v.toUpperCase(Locale.ROOT);
            if (v.startsWith("TRANSACTION_")) v = v.substring("TRANSACTION_".length());
            isolationLevel(v); // validates
        }
        this.transactionIsolation = v;
    }

    /** The {@link Connection} constant for the configured isolation, or -1 for the driver's default. */
    public int transactionIsolationLevel() {
        return transactionIsolation == null ? -1 : isolationLevel(transactionIsolation);
    }

    private static int isolationLevel(String name) {
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
                throw new IllegalArgumentException("transactionIsolation must be one of NONE, READ_UNCOMMITTED, "
                        + "READ_COMMITTED, REPEATABLE_READ, SERIALIZABLE, was '" + name + "'");
        }
    }

    public String getCatalog() { return catalog; }
    public void setCatalog(String catalog) { this.catalog = blankToNull(catalog); }

    public String getSchema() { return schema; }
    public void setSchema(String schema) { this.schema = blankToNull(schema); }

    public boolean isIsolateInternalQueries() { return isolateInternalQueries; }
    public void setIsolateInternalQueries(boolean isolate) { this.isolateInternalQueries = isolate; }

    public String getExceptionOverrideClassName() { return exceptionOverrideClassName; }
    public void setExceptionOverrideClassName(String name) { this.exceptionOverrideClassName = blankToNull(name); }

    public String getPoolName() { return poolName; }
    public void setPoolName(String poolName) {
        String v = blankToNull(poolName);
        if (v != null && (v.indexOf(',') >= 0 || v.indexOf('=') >= 0 || v.indexOf(':') >= 0 || v.indexOf('"') >= 0)) {
            throw new IllegalArgumentException("poolName must not contain , = : or \" (it names a JMX ObjectName), was '"
                    + v + "'");
        }
        this.poolName = v;
    }

    public boolean isRegisterMbeans() { return registerMbeans; }
    public void setRegisterMbeans(boolean register) { this.registerMbeans = register; }

    public boolean isAllowPoolSuspension() { return allowPoolSuspension; }
    public void setAllowPoolSuspension(boolean allow) { this.allowPoolSuspension = allow; }

    public MetricsTrackerFactory getMetricsTrackerFactory() { return metricsTrackerFactory; }
    public void setMetricsTrackerFactory(MetricsTrackerFactory factory) { this.metricsTrackerFactory = factory; }

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
