package io.weir.testsupport;

import java.sql.Connection;
import java.sql.Driver;
import java.sql.DriverPropertyInfo;
import java.sql.SQLException;
import java.sql.SQLFeatureNotSupportedException;
import java.util.Properties;
import java.util.logging.Logger;

/**
 * A test driver for the URLs that start with one prefix ({@code jdbc:stub:}, the benchmarks'
 * {@code jdbc:plain:}): it accepts exactly those, answers {@code null} to any other as
 * {@link Driver#connect} asks, and hands what follows the prefix to {@link #connectTo}. It has no
 * properties to describe, no version that matters and no logger.
 */
public abstract class UrlPrefixDriver implements Driver {
    private final String prefix;
    private final String name;

    /** @param name what the driver is called in its messages ("stub", "plain") */
    protected UrlPrefixDriver(String prefix, String name) {
        this.prefix = prefix;
        this.name = name;
    }

    /** Connects to what the URL names after its prefix. */
    protected abstract Connection connectTo(String rest, Properties info) throws SQLException;

    @Override
    public final Connection connect(String url, Properties info) throws SQLException {
        return acceptsURL(url) ? connectTo(url.substring(prefix.length()), info) : null;
    }

    @Override
    public final boolean acceptsURL(String url) {
        return url != null && url.startsWith(prefix);
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
        throw new SQLFeatureNotSupportedException("the " + name + " driver does not log");
    }
}
