package io.weir.probe;

import jakarta.annotation.Resource;
import jakarta.ejb.Stateless;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;

/** One container-managed JTA transaction over two Weir XA definitions. */
@Stateless
public class XaBean {
    @Resource(lookup = ProbeApplication.XA_1)
    private DataSource first;

    @Resource(lookup = ProbeApplication.XA_2)
    private DataSource second;

    public void writeBoth(String tag) throws SQLException {
        ProbeRows.insertOnly(first, tag);
        ProbeRows.insertOnly(second, tag);
    }

    public void writeBothThenFail(String tag) throws SQLException {
        writeBoth(tag);
        throw new IllegalStateException("a system exception after writing both databases");
    }

    /** The SQLException becomes a system exception, as in most applications: the container rolls back. */
    public void writeFirstThenFailInSecond(String tag) throws SQLException {
        ProbeRows.insertOnly(first, tag);
        try (Connection c = second.getConnection(); Statement s = c.createStatement()) {
            s.executeUpdate("INSERT INTO no_such_table VALUES ('" + tag + "')");
        } catch (SQLException e) {
            throw new IllegalStateException("the second database refused the insert", e);
        }
    }
}
