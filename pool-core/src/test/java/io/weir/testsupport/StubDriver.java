package io.weir.testsupport;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.Properties;

/**
 * The driver for {@code jdbc:stub:<name>[?parameters]} URLs, each naming a {@link StubDatabase}. Registered
 * through {@code META-INF/services/java.sql.Driver} and again when a database is created, so it
 * works with {@code DriverManager}, with {@code driverClassName}, or used directly.
 */
public final class StubDriver extends UrlPrefixDriver {
    private static final StubDriver INSTANCE = new StubDriver();
    private static volatile boolean registered;

    static {
        ensureRegistered();
    }

    public StubDriver() {
        super(StubDatabase.URL_PREFIX, "stub");
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
    protected Connection connectTo(String name, Properties info) throws SQLException {
        int parameters = name.indexOf('?'); // a real driver's parameters, which the stub ignores
        return StubDatabase.connectByName(parameters < 0 ? name : name.substring(0, parameters), info);
    }
}
