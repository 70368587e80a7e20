package io.weir.testsupport;

import java.sql.Connection;
import java.sql.Driver;
import java.sql.DriverManager;
import java.sql.DriverPropertyInfo;
import java.sql.SQLException;
import java.sql.SQLFeatureNotSupportedException;
import java.util.Properties;
import java.util.logging.Logger;

/**
 * The driver for {@code jdbc:stub:<name>[?parameters]} URLs, each naming a {@link StubDatabase}. Registered
 * through {@code META-INF/services/java.sql.Driver} and again when a database is created, so it
 * works with {@code DriverManager}, with {@code driverClassName}, or used directly.
 */
public final class StubDriver implements Driver {
    private static final StubDriver INSTANCE = new StubDriver();
    private static volatile boolean registered;

    static {
        ensureRegistered();
    }

    static void ensureRegistered() {
        if (registered) return;
        try {
            DriverManager.registerDriver(INSTANCE);
            registered = true;
        } catch (SQLException e) {
            throw new IllegalStateException("cannot register the stub driver", e);
        }
    }

    @Override
    public Connection connect(String url, Properties info) throws SQLException {
        if (!acceptsURL(url)) return null;
        String name = url.substring(StubDatabase.URL_PREFIX.length());
        int parameters = name.indexOf('?'); // a real driver's parameters, which the stub ignores
        return StubDatabase.connectByName(parameters < 0 ? name : name.substring(0, parameters), info);
    }

    @Override
    public boolean acceptsURL(String url) {
        return url != null && url.startsWith(StubDatabase.URL_PREFIX);
    }

    @Override
    public DriverPropertyInfo[] getPropertyInfo(String url, Properties info) {
        return new DriverPropertyInfo[0];
    }

    @Override
    public int getMajorVersion() {
        return 1;
    }

    @Override
    public int getMinorVersion() {
        return 0;
    }

    @Override
    public boolean jdbcCompliant() {
        return false;
    }

    @Override
    public Logger getParentLogger() throws SQLFeatureNotSupportedException {
        throw new SQLFeatureNotSupportedException("the stub driver does not log");
    }
}
