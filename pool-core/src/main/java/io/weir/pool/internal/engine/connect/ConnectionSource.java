package io.weir.pool.internal.engine.connect;

import io.weir.pool.spi.InvalidSettingException;
import io.weir.pool.spi.Secrets;
import io.weir.pool.spi.Setting;
import io.weir.pool.spi.Settings;

import javax.sql.CommonDataSource;
import javax.sql.DataSource;
import javax.sql.XAConnection;
import javax.sql.XADataSource;
import java.sql.Connection;
import java.sql.Driver;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.Locale;
import java.util.Properties;

/**
 * Where physical connections come from: a JDBC URL and driver, a DataSource, or an XADataSource.
 * The credentials can change at run time; each new connection uses the current ones.
 */
public abstract class ConnectionSource {
    private volatile String username;
    private volatile String password;

    ConnectionSource(Settings config) {
        this.username = config.text(Setting.USERNAME);
        this.password = config.text(Setting.PASSWORD);
    }

    /** A new physical connection; {@code xa} is set for XA sources. */
    record Physical(Connection connection, XAConnection xa) {
    }

    abstract Physical open() throws SQLException;

    /** An XA connection outside the pool, with the given credentials (or the pool's when null). */
    public XAConnection openXA(String user, String pass) throws SQLException {
        throw new SQLException("Recovery needs an XA data source; this pool takes its connections from " + describe());
    }

    /** What the source is, for messages; never includes a password. */
    public abstract String describe();

    String username() {
        return username;
    }

    public void setUsername(String username) {
        this.username = username;
    }

    String password() {
        return password;
    }

    /** {@code text} as it may be logged: without the password or a URL's secrets, which a driver's message may repeat. */
    public String masked(String text) {
        return Secrets.mask(text, password);
    }

    public void setPassword(String password) {
        this.password = password;
    }

    public static ConnectionSource of(Settings config) {
        if (config.text(Setting.JDBC_URL) != null) return new DriverSource(config);
        if (config.get(Setting.DATA_SOURCE) != null) return new DataSourceSource(config, (DataSource) config.get(Setting.DATA_SOURCE));
        if (config.text(Setting.DATA_SOURCE_CLASS_NAME) != null) {
            return new DataSourceSource(config, BeanProperties.instantiate(Setting.DATA_SOURCE_CLASS_NAME,
                    config.text(Setting.DATA_SOURCE_CLASS_NAME), DataSource.class, config.dataSourceProperties()));
        }
        if (config.get(Setting.XA_DATA_SOURCE) != null) return new XASource(config, (XADataSource) config.get(Setting.XA_DATA_SOURCE));
        return new XASource(config, BeanProperties.instantiate(Setting.XA_DATA_SOURCE_CLASS_NAME,
                config.text(Setting.XA_DATA_SOURCE_CLASS_NAME), XADataSource.class, config.dataSourceProperties()));
    }

    /** Bounds a connect by connectionTimeout where the source supports a login timeout; called again when it changes. */
    public void applyLoginTimeout(long connectionTimeoutMs) {
    }

    /** A source that is a configured (XA) data source: its login timeout follows connectionTimeout; it is named by its class. */
    private abstract static class DataSourceBacked<T extends CommonDataSource> extends ConnectionSource {
        final T dataSource;
        private final String key;

        DataSourceBacked(Settings config, String key, T dataSource) {
            super(config);
            this.dataSource = dataSource;
            this.key = key;
            applyLoginTimeout(config.millis(Setting.CONNECTION_TIMEOUT));
        }

        @Override
        public final void applyLoginTimeout(long connectionTimeoutMs) {
            try {
                dataSource.setLoginTimeout((int) Math.max(1, (connectionTimeoutMs + 999) / 1000));
            } catch (SQLException | UnsupportedOperationException ignored) {
                // not every data source supports it; the creator's own timeout still bounds a connect
            }
        }

        @Override
        public final String describe() {
            return key + "=" + dataSource.getClass().getName();
        }
    }

    private static final class DriverSource extends ConnectionSource {
        private static final String MARIADB_RESET_CONNECTION = "useResetConnection";
        private final String url;
        private final Driver driver;
        private final Properties driverProperties;

        DriverSource(Settings config) {
            super(config);
            this.url = config.text(Setting.JDBC_URL);
            this.driverProperties = new Properties();
            driverProperties.putAll(config.dataSourceProperties());
            this.driver = findDriver(config.text(Setting.DRIVER_CLASS_NAME), url);
            if (Setting.SESSION_RESET_FULL.equals(config.text(Setting.SESSION_RESET)) && needsResetConnection(driver, url, driverProperties)) {
                driverProperties.setProperty(MARIADB_RESET_CONNECTION, "true");
            }
        }

        /**
         * MariaDB Connector/J clears the server session in its reset only with useResetConnection=true: a pool
         * that resets sessions asks for it, unless the URL or the properties already say either way.
         */
        private static boolean needsResetConnection(Driver driver, String url, Properties properties) {
            return driver.getClass().getName().startsWith("org.mariadb.jdbc.") && !properties.containsKey(MARIADB_RESET_CONNECTION)
                    && !url.toLowerCase(Locale.ROOT).contains(MARIADB_RESET_CONNECTION.toLowerCase(Locale.ROOT));
        }

        private static Driver findDriver(String className, String url) {
            if (className != null) {
                Driver d = BeanProperties.instantiate(Setting.DRIVER_CLASS_NAME, className, Driver.class, new Properties());
                try {
                    if (!d.acceptsURL(url)) {
                        throw new InvalidSettingException(Setting.DRIVER_CLASS_NAME, "=" + className + " does not accept ",
                                Setting.JDBC_URL, "=" + Secrets.mask(url));
                    }
                } catch (SQLException e) {
                    throw new InvalidSettingException(e, Setting.DRIVER_CLASS_NAME, "=" + className + " rejected ",
                            Setting.JDBC_URL, "=" + Secrets.mask(url) + ": " + e.getMessage());
                }
                return d;
            }
            try {
                return DriverManager.getDriver(url);
            } catch (SQLException e) {
                throw new InvalidSettingException(e, "No JDBC driver found for ", Setting.JDBC_URL, "=" + Secrets.mask(url)
                        + "; put the driver on the class path or set ", Setting.DRIVER_CLASS_NAME);
            }
        }

        @Override
        Physical open() throws SQLException {
            Properties props = new Properties();
            props.putAll(driverProperties);
            String user = username();
            String pass = password();
            if (user != null) props.setProperty("user", user);
            if (pass != null) props.setProperty("password", pass);
            Connection c = driver.connect(url, props);
            if (c == null) {
                throw new SQLException("Driver " + driver.getClass().getName() + " does not accept jdbcUrl="
                        + Secrets.mask(url), "08001");
            }
            return new Physical(c, null);
        }

        @Override
        public String describe() {
            return "jdbcUrl=" + Secrets.mask(url);
        }
    }

    private static final class DataSourceSource extends DataSourceBacked<DataSource> {
        DataSourceSource(Settings config, DataSource dataSource) {
            super(config, "dataSource", dataSource);
        }

        @Override
        Physical open() throws SQLException {
            String user = username();
            Connection c = user == null ? dataSource.getConnection() : dataSource.getConnection(user, password());
            return new Physical(c, null);
        }
    }

    private static final class XASource extends DataSourceBacked<XADataSource> {
        XASource(Settings config, XADataSource dataSource) {
            super(config, "xaDataSource", dataSource);
        }

        @Override
        Physical open() throws SQLException {
            XAConnection xa = openXA(null, null);
            try {
                return new Physical(xa.getConnection(), xa);
            } catch (SQLException | RuntimeException e) {
                try {
                    xa.close();
                } catch (SQLException suppressed) {
                    e.addSuppressed(suppressed);
                }
                throw e;
            }
        }

        @Override
        public XAConnection openXA(String user, String pass) throws SQLException {
            if (user == null) {
                user = username();
                pass = password();
            }
            return user == null ? dataSource.getXAConnection() : dataSource.getXAConnection(user, pass);
        }
    }
}
