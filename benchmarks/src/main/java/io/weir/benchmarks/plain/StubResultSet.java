package io.weir.benchmarks.plain;

import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.SQLWarning;

/**
 * What the no-op drivers' result sets share: the read-only, forward-only shape they all have, and a named
 * column looked up by its index. A subclass keeps the rows and the cursor, and answers the getters by column
 * index. Every other method is refused by name in the generated {@link UnsupportedResultSet} above this class,
 * which a query's loop over its rows never reaches: the pools' call sites see only the driver's final leaf.
 */
abstract class StubResultSet extends UnsupportedResultSet {
    /** Throws if the result set is closed. */
    abstract void open() throws SQLException;

    @Override
    public int findColumn(String label) throws SQLException {
        open();
        if (label.equalsIgnoreCase("id")) return 1;
        if (label.equalsIgnoreCase("amount")) return 2;
        throw new SQLException("no column " + label, "42703");
    }

    @Override
    public int getInt(String label) throws SQLException {
        return getInt(findColumn(label));
    }

    @Override
    public long getLong(String label) throws SQLException {
        return getLong(findColumn(label));
    }

    @Override
    public Object getObject(String label) throws SQLException {
        return getObject(findColumn(label));
    }

    @Override
    public String getString(String label) throws SQLException {
        return getString(findColumn(label));
    }

    /** Never: no column holds a null. */
    @Override
    public boolean wasNull() throws SQLException {
        open();
        return false;
    }

    @Override
    public ResultSetMetaData getMetaData() throws SQLException {
        open();
        return PlainMetaData.of(ResultSetMetaData.class, this);
    }

    @Override
    public int getType() throws SQLException {
        open();
        return ResultSet.TYPE_FORWARD_ONLY;
    }

    @Override
    public int getConcurrency() throws SQLException {
        open();
        return ResultSet.CONCUR_READ_ONLY;
    }

    @Override
    public int getHoldability() throws SQLException {
        open();
        return ResultSet.HOLD_CURSORS_OVER_COMMIT;
    }

    /** Accepted and ignored, as setFetchSize: the rows are all there already. */
    @Override
    public void setFetchDirection(int direction) throws SQLException {
        open();
    }

    @Override
    public int getFetchDirection() throws SQLException {
        open();
        return ResultSet.FETCH_FORWARD;
    }

    @Override
    public void setFetchSize(int rows) throws SQLException {
        open();
    }

    @Override
    public int getFetchSize() throws SQLException {
        open();
        return 0;
    }

    @Override
    public SQLWarning getWarnings() throws SQLException {
        open();
        return null;
    }

    @Override
    public void clearWarnings() throws SQLException {
        open();
    }
}
