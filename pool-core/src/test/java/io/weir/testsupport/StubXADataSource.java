package io.weir.testsupport;

import java.sql.SQLException;
import javax.sql.XAConnection;
import javax.sql.XADataSource;

/** An {@link XADataSource} over a {@link StubDatabase}: every XA connection holds a new physical connection. */
public final class StubXADataSource extends StubDataSourceBase implements XADataSource {
    @Override
    public XAConnection getXAConnection() throws SQLException {
        return new StubXAConnection(connectPhysical());
    }

    @Override
    public XAConnection getXAConnection(String user, String password) throws SQLException {
        return new StubXAConnection(connectPhysical(user, password));
    }
}
