package io.weir.testsupport;

import java.sql.Connection;
import java.sql.SQLException;
import javax.sql.DataSource;

/** A {@link DataSource} over a {@link StubDatabase}: every getConnection is a new physical connection. */
public final class StubDataSource extends StubDataSourceBase implements DataSource {
    @Override
    public Connection getConnection() throws SQLException {
        return connectPhysical();
    }

    @Override
    public Connection getConnection(String user, String password) throws SQLException {
        return connectPhysical(user, password);
    }

    @Override
    public <T> T unwrap(Class<T> iface) throws SQLException {
        if (iface.isInstance(this)) return iface.cast(this);
        throw new SQLException("stub data source does not wrap " + iface.getName());
    }

    @Override
    public boolean isWrapperFor(Class<?> iface) {
        return iface.isInstance(this);
    }
}
