package io.weir.pool.internal.jdbc;

import io.weir.pool.spi.Setting;
import io.weir.pool.spi.Settings;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.HashSet;
import java.util.Objects;
import java.util.Properties;
import java.util.Set;
import java.util.StringJoiner;
import java.util.concurrent.Executor;

/**
 * The session defaults of one physical connection, and which of them the current borrower changed,
 * so that giving the connection back restores exactly that. The facades mark what they change in a
 * bitmask; a borrower who changed nothing costs the return one clearWarnings.
 */
public final class SessionState {
    static final int AUTO_COMMIT = 1;
    static final int READ_ONLY = 1 << 1;
    static final int ISOLATION = 1 << 2;
    static final int CATALOG = 1 << 3;
    static final int SCHEMA = 1 << 4;
    static final int NETWORK_TIMEOUT = 1 << 5;
    static final int HOLDABILITY = 1 << 6;
    static final int CLIENT_INFO = 1 << 7;
    /** Statements or metadata were used, so a transaction may be open. */
    static final int WORK = 1 << 8;
    /** What a borrower holding the driver's own connection (through unwrap) may have changed. */
    static final int EVERYTHING = AUTO_COMMIT | READ_ONLY | ISOLATION | CATALOG | SCHEMA | NETWORK_TIMEOUT
            | HOLDABILITY | WORK;

    private static final String[] NAMES = {"autoCommit", "readOnly", "transactionIsolation", "catalog", "schema",
            "networkTimeout", "holdability", "clientInfo"};
    private static final Executor DIRECT = Runnable::run;
    private static final VarHandle DIRTY;

    static {
        try {
            DIRTY = MethodHandles.lookup().findVarHandle(SessionState.class, "dirty", int.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    private final boolean autoCommit;
    private final boolean readOnly;
    private final int isolation;
    private final String catalog;
    private final String schema;
    private final int networkTimeout;
    private final int holdability;
    /**
     * PostgreSQL's search_path as the session had it, when no schema is configured: setSchema would give
     * back only the first entry getSchema reports ({@code public} for {@code "$user", public}).
     */
    private final String searchPath;
    /** Clears the server session after a borrower that ran SQL; null with sessionReset=jdbc. */
    private ServerSessionReset server;
    /** The defaults the driver would not report: changing one of those retires the connection. */
    private int unknown;

    /**
     * Behind a transaction pooler, the server session is shared with other clients' transactions: a borrower may
     * not change its isolation or schema. Set before the connection is first lent.
     */
    private boolean sessionShared;

    private volatile int dirty;
    /** The client info the connection was made with; read at the first change through a facade. */
    private Properties clientInfoDefaults;
    private Set<String> changedClientInfo;

    private SessionState(Connection raw, Settings config) throws SQLException {
        searchPath = config.text(Setting.SCHEMA) == null ? searchPathOf(raw) : null;
        autoCommit = config.flag(Setting.AUTO_COMMIT);
        if (raw.getAutoCommit() != autoCommit) raw.setAutoCommit(autoCommit);
        readOnly = config.flag(Setting.READ_ONLY);
        if (readOnly) raw.setReadOnly(true);
        int configuredIsolation = config.transactionIsolationLevel();
        if (configuredIsolation >= 0) {
            raw.setTransactionIsolation(configuredIsolation);
            isolation = configuredIsolation;
        } else {
            isolation = readInt(ISOLATION, raw::getTransactionIsolation);
        }
        if (config.text(Setting.CATALOG) != null) {
            raw.setCatalog(config.text(Setting.CATALOG));
            catalog = config.text(Setting.CATALOG);
        } else {
            catalog = readString(CATALOG, raw::getCatalog);
        }
        if (config.text(Setting.SCHEMA) != null) {
            raw.setSchema(config.text(Setting.SCHEMA));
            schema = config.text(Setting.SCHEMA);
        } else {
            schema = readString(SCHEMA, raw::getSchema);
        }
        networkTimeout = readInt(NETWORK_TIMEOUT, raw::getNetworkTimeout);
        holdability = readInt(HOLDABILITY, raw::getHoldability);
    }

    /**
     * Applies the configured autoCommit, readOnly, transactionIsolation, catalog and schema to a new
     * physical connection, and records the defaults a return restores: the configured ones, and what
     * the driver reports for the others.
     */
    public static SessionState initialize(Connection raw, Settings config) throws SQLException {
        return new SessionState(raw, config);
    }

    private static String searchPathOf(Connection raw) throws SQLException {
        try {
            if (!String.valueOf(raw.getMetaData().getDriverName()).startsWith("PostgreSQL")) return null;
        } catch (SQLException | RuntimeException | LinkageError e) {
            return null; // a driver without metadata is not pgjdbc
        }
        String path;
        try (Statement s = raw.createStatement(); ResultSet rs = s.executeQuery("SHOW search_path")) {
            path = rs.next() ? rs.getString(1) : null;
        }
        // without auto-commit the query opened a transaction, in which the isolation could not be set
        if (!raw.getAutoCommit()) raw.rollback();
        return path;
    }

    /** The connection's server sessions are lent by a transaction pooler, which other clients share. */
    public void shareServerSession() {
        sessionShared = true;
    }

    /**
     * Whether a borrower's change of the isolation ({@code what} = {@link #ISOLATION}) or the schema ({@link #SCHEMA})
     * to {@code value} is no change, to be skipped. Behind a transaction pooler a change to another value fails with
     * SQLState 0A000: it would reach the server session the pooler picks, and every client's transaction that runs
     * there next, while this borrower's next transaction may run elsewhere.
     */
    boolean unchangedOnSharedSession(int what, Object value) throws SQLException {
        if (!sessionShared) return false;
        boolean isolationChange = what == ISOLATION;
        if (Objects.equals(isolationChange ? (Object) isolation : schema, value)) return true;
        throw new SQLException(isolationChange
                ? "Behind a transaction pooler (transactionPooler), setTransactionIsolation(" + value + ") would change the"
                        + " isolation of a server session other clients share, not of this connection: begin the transaction"
                        + " with SET TRANSACTION ISOLATION LEVEL, or set default_transaction_isolation on the role or database"
                : "Behind a transaction pooler (transactionPooler), setSchema(" + value + ") would change the search_path of"
                        + " a server session other clients share, not of this connection: qualify names with their schema,"
                        + " use SET LOCAL search_path inside the transaction, or set search_path on the role or database", "0A000");
    }

    void resetServerWith(ServerSessionReset reset) {
        server = reset;
    }

    int defaultIsolation() {
        return (unknown & ISOLATION) == 0 ? isolation : -1;
    }

    String defaultCatalog() {
        return catalog;
    }

    private interface IntGetter {
        int get() throws SQLException;
    }

    private interface StringGetter {
        String get() throws SQLException;
    }

    // Drivers that predate a getter throw, or lack the method: then that setting cannot be restored.
    private int readInt(int what, IntGetter getter) {
        try {
            return getter.get();
        } catch (SQLException | RuntimeException | LinkageError e) {
            unknown |= what;
            return 0;
        }
    }

    private String readString(int what, StringGetter getter) {
        try {
            return getter.get();
        } catch (SQLException | RuntimeException | LinkageError e) {
            unknown |= what;
            return null;
        }
    }

    /** A facade is about to change {@code what}; cheap when it was already marked. */
    void changed(int what) {
        if ((dirty & what) != what) mark(what);
    }

    /**
     * The read-modify-write, at most once per borrow and kind of change, in a method of its own: where
     * statements outnumber borrows it is cold, C2 leaves it out of line, and the compare-and-set loop it
     * compiles to stays out of the statement methods' code (see StatementPathInliningTest on why their size
     * matters).
     */
    private void mark(int what) {
        DIRTY.getAndBitwiseOr(this, what);
    }

    /** Records the client info defaults before the first change, and which names a return restores. */
    void clientInfoChanging(Connection raw, Set<String> names) {
        if (clientInfoDefaults == null && (unknown & CLIENT_INFO) == 0) {
            try {
                // a copy: some drivers (PostgreSQL) return their live properties
                Properties defaults = new Properties();
                Properties p = raw.getClientInfo();
                if (p != null) defaults.putAll(p);
                clientInfoDefaults = defaults;
            } catch (SQLException | RuntimeException | LinkageError e) {
                unknown |= CLIENT_INFO;
            }
        }
        Set<String> changed = changedClientInfo;
        if (changed == null) changedClientInfo = changed = new HashSet<>();
        changed.addAll(names);
        // setClientInfo(Properties) clears the names it does not list
        if (clientInfoDefaults != null) changed.addAll(clientInfoDefaults.stringPropertyNames());
    }

    /** Whether the borrower changed nothing but {@code allowed} (bits of this class) so far. */
    boolean changedOnly(int allowed) {
        return (dirty & ~allowed) == 0;
    }

    /**
     * Gives the connection back to its defaults: rolls back what may be uncommitted, restores what the
     * borrower changed, clears warnings. Throws if that fails, or if a changed setting has no known
     * default: the pool then retires the connection.
     */
    public void reset(Connection raw) throws SQLException {
        int d = dirty;
        if (d != 0) {
            if ((d & unknown) != 0) {
                throw new SQLException("Cannot restore " + names(d & unknown) + ": the driver did not report its default");
            }
            if ((d & (WORK | AUTO_COMMIT)) != 0 && !raw.getAutoCommit()) raw.rollback();
            if ((d & AUTO_COMMIT) != 0 && raw.getAutoCommit() != autoCommit) raw.setAutoCommit(autoCommit);
            if ((d & READ_ONLY) != 0) raw.setReadOnly(readOnly);
            if ((d & ISOLATION) != 0) raw.setTransactionIsolation(isolation);
            if ((d & CATALOG) != 0) restoreCatalog(raw);
            if ((d & SCHEMA) != 0) restoreSchema(raw);
            if ((d & NETWORK_TIMEOUT) != 0) raw.setNetworkTimeout(DIRECT, networkTimeout);
            if ((d & HOLDABILITY) != 0) raw.setHoldability(holdability);
            if ((d & CLIENT_INFO) != 0) restoreClientInfo(raw);
            DIRTY.getAndBitwiseAnd(this, ~d);
            // only a borrower that ran SQL can have left server state the JDBC API does not show
            if ((d & WORK) != 0 && server != null) server.reset(raw);
        }
        raw.clearWarnings();
    }

    private void restoreCatalog(Connection raw) throws SQLException {
        if (Objects.equals(raw.getCatalog(), catalog)) return;
        if (catalog == null) throw new SQLException("Cannot restore catalog: the connection was made without one");
        raw.setCatalog(catalog);
    }

    private void restoreSchema(Connection raw) throws SQLException {
        if (searchPath != null) {
            try (Statement s = raw.createStatement()) {
                s.execute("SET search_path TO " + searchPath);
            }
        } else {
            if (Objects.equals(raw.getSchema(), schema)) return;
            if (schema == null) throw new SQLException("Cannot restore schema: the connection was made without one");
            raw.setSchema(schema);
        }
        // without auto-commit the SET opened a transaction: commit it, or the next borrower's rollback undoes it
        if (!raw.getAutoCommit()) raw.commit();
    }

    private void restoreClientInfo(Connection raw) throws SQLException {
        Set<String> changed = changedClientInfo;
        if (changed == null) return;
        for (String name : changed) {
            String value = clientInfoDefaults.getProperty(name);
            if (value != null) {
                raw.setClientInfo(name, value);
            } else {
                removeClientInfo(raw, name);
            }
        }
        changed.clear();
    }

    /**
     * Takes back a name the connection was made without. Setting it to null would not do: MariaDB's
     * driver refuses null, and others keep an empty value. Drivers that hand out their live properties
     * (MariaDB, PostgreSQL) forget the name when it is removed from them.
     */
    private static void removeClientInfo(Connection raw, String name) throws SQLException {
        Properties live = raw.getClientInfo();
        if (live != null) live.remove(name);
        Properties now = raw.getClientInfo();
        if (now != null && now.getProperty(name) != null) raw.setClientInfo(name, null);
    }

    private static String names(int bits) {
        StringJoiner j = new StringJoiner(", ");
        for (int i = 0; i < NAMES.length; i++) {
            if ((bits & (1 << i)) != 0) j.add(NAMES[i]);
        }
        return j.toString();
    }

    @Override
    public String toString() {
        return "SessionState[autoCommit=" + autoCommit + ", readOnly=" + readOnly + ", isolation=" + isolation
                + ", catalog=" + catalog + ", schema=" + schema + ", networkTimeout=" + networkTimeout
                + ", holdability=" + holdability + ", changed=" + names(dirty) + "]";
    }
}
