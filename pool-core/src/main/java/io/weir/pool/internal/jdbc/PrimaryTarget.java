package io.weir.pool.internal.jdbc;

import io.weir.pool.spi.Setting;
import io.weir.pool.spi.Settings;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;

/**
 * Whether a pool wants its connections on a primary server, and whether the server of a connection is
 * a standby. The pool reads the wish from the driver's own configuration rather than from a setting of
 * its own: PostgreSQL's JDBC driver connects only to a primary when {@code targetServerType} is
 * {@code primary} (or its older name {@code master}), so a connection evicted from its standby is
 * replaced by one on a primary. With any other target the driver may choose the same standby again,
 * and evicting would only churn.
 */
public final class PrimaryTarget {
    /** What PostgreSQL answers true for on a standby (a server in recovery), false on a primary. */
    static final String STANDBY_QUERY = "SELECT pg_is_in_recovery()";
    private static final String KEY = "targetServerType";

    private PrimaryTarget() {
    }

    /**
     * Whether {@code config} asks the driver for a primary: {@code targetServerType} in the jdbcUrl's
     * parameters, which win as the driver lets them, else in dataSourceProperties, directly or in
     * their {@code url}.
     */
    public static boolean wanted(Settings config) {
        String fromUrl = parameter(config.text(Setting.JDBC_URL));
        if (fromUrl != null) return isPrimary(fromUrl);
        Properties properties = config.dataSourceProperties();
        String direct = null;
        String url = null;
        for (Map.Entry<Object, Object> e : properties.entrySet()) {
            String key = String.valueOf(e.getKey());
            if (key.equalsIgnoreCase(KEY)) direct = String.valueOf(e.getValue());
            if (key.equalsIgnoreCase("url")) url = String.valueOf(e.getValue());
        }
        String fromPropertyUrl = parameter(url);
        return isPrimary(fromPropertyUrl != null ? fromPropertyUrl : direct);
    }

    /** The value of targetServerType among a URL's parameters, or null. */
    private static String parameter(String url) {
        if (url == null) return null;
        int query = url.indexOf('?');
        if (query < 0) return null;
        String found = null;
        for (String pair : url.substring(query + 1).split("&")) {
            int eq = pair.indexOf('=');
            if (eq > 0 && pair.substring(0, eq).equals(KEY)) found = pair.substring(eq + 1); // the driver keeps the last
        }
        return found;
    }

    private static boolean isPrimary(String target) {
        if (target == null) return false;
        String t = target.trim().toLowerCase(Locale.ROOT);
        return t.equals("primary") || t.equals("master");
    }

    /**
     * Whether the server of {@code c} is a standby, asked within {@code timeoutSeconds}; the connection
     * must be outside a failed transaction (the pool asks after resetting it).
     */
    public static boolean isStandby(Connection c, int timeoutSeconds) throws SQLException {
        try (Statement s = c.createStatement()) {
            s.setQueryTimeout(timeoutSeconds);
            try (ResultSet rs = s.executeQuery(STANDBY_QUERY)) {
                if (!rs.next()) throw new SQLException(STANDBY_QUERY + " answered no row", "02000");
                return rs.getBoolean(1);
            }
        } finally {
            // in manual-commit mode the query opened a transaction, which the next borrower must not inherit
            if (!c.getAutoCommit()) c.rollback();
        }
    }
}
