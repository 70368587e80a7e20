package io.weir.testsupport;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;

/** The few facts about the stub that pools and frameworks ask for. */
final class StubDatabaseMetaData extends UnsupportedDatabaseMetaData {
    private final StubConnection conn;

    StubDatabaseMetaData(StubConnection conn) {
        this.conn = conn;
    }

    @Override
    public Connection getConnection() {
        return conn;
    }

    @Override
    public String getURL() {
        return conn.database().url();
    }

    @Override
    public String getUserName() {
        return conn.user();
    }

    @Override
    public String getDatabaseProductName() {
        return "Weir stub";
    }

    @Override
    public String getDatabaseProductVersion() {
        return "1.0";
    }

    @Override
    public int getDatabaseMajorVersion() {
        return 1;
    }

    @Override
    public int getDatabaseMinorVersion() {
        return 0;
    }

    @Override
    public String getDriverName() {
        return "Weir stub driver";
    }

    @Override
    public String getDriverVersion() {
        return "1.0";
    }

    @Override
    public int getDriverMajorVersion() {
        return 1;
    }

    @Override
    public int getDriverMinorVersion() {
        return 0;
    }

    @Override
    public int getJDBCMajorVersion() {
        return 4;
    }

    @Override
    public int getJDBCMinorVersion() {
        return 3;
    }

    @Override
    public boolean isReadOnly() throws SQLException {
        return conn.isReadOnly();
    }

    @Override
    public boolean supportsTransactions() {
        return true;
    }

    @Override
    public boolean supportsTransactionIsolationLevel(int level) {
        return level != Connection.TRANSACTION_NONE;
    }

    @Override
    public int getDefaultTransactionIsolation() {
        return Connection.TRANSACTION_READ_COMMITTED;
    }

    @Override
    public boolean supportsGetGeneratedKeys() {
        return true;
    }

    @Override
    public boolean supportsBatchUpdates() {
        return true;
    }

    @Override
    public boolean supportsSavepoints() {
        return false;
    }

    @Override
    public int getResultSetHoldability() {
        return ResultSet.HOLD_CURSORS_OVER_COMMIT;
    }

    @Override
    public boolean supportsResultSetHoldability(int holdability) {
        return true;
    }

    @Override
    public boolean supportsResultSetType(int type) {
        return type == ResultSet.TYPE_FORWARD_ONLY;
    }

    @Override
    public int getSQLStateType() {
        return sqlStateSQL;
    }
}
