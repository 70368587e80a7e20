package io.weir.testsupport;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.LongAdder;

/**
 * What an application does to a pool behind a transaction pooler, and everything that can go wrong with it:
 * threads borrow connections and run, at random, repeated prepared statements (which the driver names on the
 * server after a few runs), transactions that commit and that roll back, {@code SET LOCAL}, temporary tables
 * dropped at commit, and changes of client info and read-only through the JDBC API. Each borrow first checks
 * that the JDBC API shows the pool's defaults, not what another borrower set. At the end the database is
 * compared with what each thread saw: a committed row that is missing, or a rolled-back row that is present,
 * is an anomaly. Errors are counted by SQLState. Works with any pool; the database is PostgreSQL.
 */
public final class PoolerWorkload {
    private static final String APPLICATION_NAME = "ApplicationName";

    /** What an anomaly is about. */
    public enum Anomaly {
        /** A committed row missing, a rolled-back or never-committed row present, a read that misses the newest commit. */
        ROWS,
        /** Server session state that leaked into or out of a transaction (SET LOCAL, temporary table, application_name). */
        SESSION,
        /** A borrowed connection whose JDBC API state (client info, auto-commit, read-only, isolation) is not the pool's default. */
        JDBC_STATE
    }

    /** What a run did: operations that completed, errors by SQLState, and every anomaly, in words, by kind. */
    public record Result(long operations, Map<String, Long> errors, Map<Anomaly, List<String>> anomaliesByKind) {
        public long errorCount() {
            return errors.values().stream().mapToLong(Long::longValue).sum();
        }

        /** Every anomaly, of every kind. */
        public List<String> anomalies() {
            return anomaliesByKind.values().stream().flatMap(List::stream).toList();
        }

        public List<String> anomalies(Anomaly kind) {
            return anomaliesByKind.getOrDefault(kind, List.of());
        }

        @Override
        public String toString() {
            List<String> all = anomalies();
            return operations + " operations, " + errorCount() + " errors " + errors + ", " + all.size() + " anomalies"
                    + (all.isEmpty() ? "" : " " + all.subList(0, Math.min(5, all.size())));
        }
    }

    private final DataSource pool;
    private final Database database;
    private final String table = "pooler_rows_" + Long.toHexString(System.nanoTime());
    private final LongAdder operations = new LongAdder();
    private final Map<String, LongAdder> errors = new ConcurrentHashMap<>();
    private final Map<Anomaly, List<String>> anomalies = new ConcurrentHashMap<>();

    private PoolerWorkload(DataSource pool, Database database) {
        this.pool = pool;
        this.database = database;
    }

    /** Runs {@code threads} threads on {@code pool} for {@code duration}; {@code database} is reached directly to set up and to check. */
    public static Result run(DataSource pool, Database database, int threads, Duration duration) throws Exception {
        PoolerWorkload w = new PoolerWorkload(pool, database);
        database.execute("CREATE TABLE " + w.table + " (id bigint PRIMARY KEY, thread int NOT NULL)");
        try {
            return w.runThreads(threads, duration);
        } finally {
            database.execute("DROP TABLE " + w.table);
        }
    }

    private Result runThreads(int threads, Duration duration) throws Exception {
        ExecutorService executor = Executors.newFixedThreadPool(threads);
        long deadline = System.nanoTime() + duration.toNanos();
        List<Future<Worker>> workers = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            Worker worker = new Worker(t);
            workers.add(executor.submit(() -> worker.runUntil(deadline)));
        }
        executor.shutdown();
        for (Future<Worker> f : workers) check(f.get());
        Map<String, Long> byState = new TreeMap<>();
        errors.forEach((state, n) -> byState.put(state, n.sum()));
        Map<Anomaly, List<String>> byKind = new TreeMap<>();
        anomalies.forEach((kind, list) -> byKind.put(kind, List.copyOf(list)));
        return new Result(operations.sum(), byState, byKind);
    }

    /** Compares the rows of a worker's thread with what it committed and rolled back. */
    private void check(Worker w) throws SQLException {
        Set<Long> present = new HashSet<>();
        try (Connection c = database.connect();
             PreparedStatement ps = c.prepareStatement("SELECT id FROM " + table + " WHERE thread = ?")) {
            ps.setInt(1, w.thread);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) present.add(rs.getLong(1));
            }
        }
        for (long id : w.committed) {
            if (!present.contains(id)) anomaly(Anomaly.ROWS, "thread " + w.thread + ": committed row " + id + " is missing");
        }
        for (long id : w.rolledBack) {
            if (present.contains(id)) anomaly(Anomaly.ROWS, "thread " + w.thread + ": rolled-back row " + id + " is present");
        }
        for (long id : present) {
            if (!w.committed.contains(id) && !w.rolledBack.contains(id) && !w.uncertain.contains(id)) {
                anomaly(Anomaly.ROWS, "thread " + w.thread + ": row " + id + " is present, though never committed");
            }
        }
    }

    private void anomaly(Anomaly kind, String what) {
        anomalies.computeIfAbsent(kind, k -> Collections.synchronizedList(new ArrayList<>())).add(what);
    }

    private void error(SQLException e) {
        errors.computeIfAbsent(Objects.toString(e.getSQLState(), "none"), s -> new LongAdder()).increment();
    }

    /** One thread's borrows, and what it knows it committed and rolled back. */
    private final class Worker {
        final int thread;
        final SplittableRandom random;
        final Set<Long> committed = new HashSet<>();
        final Set<Long> rolledBack = new HashSet<>();
        /** Rows whose commit or rollback failed: either outcome is possible. */
        final Set<Long> uncertain = new HashSet<>();
        long nextId;
        long lastCommitted = -1;
        String defaultApplicationName;

        Worker(int thread) {
            this.thread = thread;
            this.random = new SplittableRandom(thread);
            this.nextId = (long) thread << 40;
        }

        Worker runUntil(long deadline) {
            while (System.nanoTime() - deadline < 0) {
                try (Connection c = pool.getConnection()) {
                    try {
                        expectDefaults(c);
                        operation(c, random.nextInt(6));
                        operations.increment();
                    } catch (SQLException e) {
                        error(e);
                        rollbackQuietly(c);
                    }
                } catch (SQLException e) {
                    error(e); // the borrow or the close failed
                }
            }
            return this;
        }

        /** What one borrower set through the JDBC API must never reach the next one. */
        private void expectDefaults(Connection c) throws SQLException {
            String applicationName = c.getClientInfo(APPLICATION_NAME);
            if (defaultApplicationName == null) defaultApplicationName = Objects.toString(applicationName, "");
            seen("ApplicationName", defaultApplicationName, Objects.toString(applicationName, ""));
            seen("autoCommit", true, c.getAutoCommit());
            seen("readOnly", false, c.isReadOnly());
            seen("transactionIsolation", Connection.TRANSACTION_READ_COMMITTED, c.getTransactionIsolation());
        }

        private void seen(String what, Object expected, Object actual) {
            if (!expected.equals(actual)) anomaly(Anomaly.JDBC_STATE, "thread " + thread + " borrowed a connection with " + what + "=" + actual);
        }

        private void operation(Connection c, int which) throws SQLException {
            switch (which) {
                case 0 -> commit(c);
                case 1 -> rollback(c);
                case 2 -> readLastCommitted(c);
                case 3 -> setLocal(c);
                case 4 -> temporaryTable(c);
                default -> clientInfoAndReadOnly(c);
            }
        }

        private void commit(Connection c) throws SQLException {
            c.setAutoCommit(false);
            long id = nextId++;
            insert(c, id);
            try {
                c.commit();
            } catch (SQLException e) {
                uncertain.add(id);
                throw e;
            }
            committed.add(id);
            lastCommitted = id;
        }

        private void rollback(Connection c) throws SQLException {
            c.setAutoCommit(false);
            long id = nextId++;
            uncertain.add(id); // until the rollback returns
            insert(c, id);
            c.rollback();
            uncertain.remove(id);
            rolledBack.add(id);
        }

        private void insert(Connection c, long id) throws SQLException {
            try (PreparedStatement ps = c.prepareStatement("INSERT INTO " + table + " (id, thread) VALUES (?, ?)")) {
                ps.setLong(1, id);
                ps.setInt(2, thread);
                ps.executeUpdate();
            }
        }

        /** A repeated prepared statement: the newest row this thread committed is the newest of its rows. */
        private void readLastCommitted(Connection c) throws SQLException {
            try (PreparedStatement ps = c.prepareStatement("SELECT max(id) FROM " + table + " WHERE thread = ? AND id <> ?")) {
                ps.setInt(1, thread);
                ps.setLong(2, -1);
                try (ResultSet rs = ps.executeQuery()) {
                    rs.next();
                    long max = rs.getLong(1);
                    if (rs.wasNull()) max = -1;
                    if (max != lastCommitted && !uncertain.contains(max)) {
                        anomaly(Anomaly.ROWS, "thread " + thread + " read " + max + " as its newest row, having committed " + lastCommitted + " last");
                    }
                }
            }
        }

        /** A setting for one transaction holds in it, and is gone after it. */
        private void setLocal(Connection c) throws SQLException {
            c.setAutoCommit(false);
            try (Statement s = c.createStatement()) {
                s.execute("SET LOCAL statement_timeout = '4321ms'");
                expectSetting(s, "4321ms", true);
                c.commit();
                c.setAutoCommit(true);
                expectSetting(s, "4321ms", false);
            }
        }

        private void expectSetting(Statement s, String value, boolean inTransaction) throws SQLException {
            try (ResultSet rs = s.executeQuery("SHOW statement_timeout")) {
                rs.next();
                if (value.equals(rs.getString(1)) != inTransaction) {
                    anomaly(Anomaly.SESSION, "thread " + thread + " saw statement_timeout=" + rs.getString(1)
                            + (inTransaction ? " inside its transaction after SET LOCAL" : " outside any SET LOCAL"));
                }
            }
        }

        /** A temporary table that lives for one transaction. */
        private void temporaryTable(Connection c) throws SQLException {
            c.setAutoCommit(false);
            try (Statement s = c.createStatement()) {
                s.execute("CREATE TEMPORARY TABLE scratch (v int) ON COMMIT DROP");
                s.execute("INSERT INTO scratch VALUES (" + thread + ")");
                try (ResultSet rs = s.executeQuery("SELECT count(*), min(v) FROM scratch")) {
                    rs.next();
                    if (rs.getInt(1) != 1 || rs.getInt(2) != thread) {
                        anomaly(Anomaly.SESSION, "thread " + thread + " found " + rs.getInt(1) + " rows in its temporary table");
                    }
                }
                c.commit();
            }
        }

        /** Client info and read-only changed through the JDBC API, which the pool must put back. */
        private void clientInfoAndReadOnly(Connection c) throws SQLException {
            c.setClientInfo(APPLICATION_NAME, "worker-" + thread);
            c.setReadOnly(true);
            try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery("SHOW application_name")) {
                rs.next();
                if (!("worker-" + thread).equals(rs.getString(1))) {
                    anomaly(Anomaly.SESSION, "thread " + thread + " set application_name and then saw " + rs.getString(1));
                }
            }
        }

        private void rollbackQuietly(Connection c) {
            try {
                if (!c.isClosed() && !c.getAutoCommit()) c.rollback();
            } catch (SQLException ignored) {
                // the connection is broken: the pool finds out on return
            }
        }
    }
}
