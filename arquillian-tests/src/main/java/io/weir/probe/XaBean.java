package io.weir.probe;

import jakarta.ejb.Stateless;
import jakarta.inject.Inject;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * One container-managed JTA transaction over two Weir XA definitions: WeirXa1 (H2) first, then
 * either WeirXa2 (another H2 database) or WeirXaMaria (MariaDB), as {@code second} names.
 */
@Stateless
public class XaBean {
    @Inject
    XaDatabases databases;

    public void writeBoth(String second, String tag) throws SQLException {
        ProbeRows.insertOnly(databases.first(), tag);
        ProbeRows.insertOnly(databases.second(second), tag);
    }

    public void writeBothThenFail(String second, String tag) throws SQLException {
        writeBoth(second, tag);
        throw new IllegalStateException("a system exception after writing both databases");
    }

    /** The SQLException becomes a system exception, as in most applications: the container rolls back. */
    public void writeFirstThenFailInSecond(String second, String tag) throws SQLException {
        ProbeRows.insertOnly(databases.first(), tag);
        try (Connection c = databases.second(second).getConnection(); Statement s = c.createStatement()) {
            s.executeUpdate("INSERT INTO no_such_table VALUES ('" + tag + "')");
        } catch (SQLException e) {
            throw new IllegalStateException("the second database refused the insert", e);
        }
    }
}
