package io.weir.benchmarks.plain;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;

/** The layered stub's statement, plain or prepared: the leaf of three levels. */
final class LayeredPreparedStatement extends CursorStatement {
    private final LayeredConnection connection;

    LayeredPreparedStatement(LayeredConnection connection, int[] rowStore) {
        super(rowStore);
        this.connection = connection;
    }

    @Override
    public Connection getConnection() throws SQLException {
        open();
        return connection;
    }
}
