package io.weir.rar;

import io.weir.testsupport.Database;
import io.weir.testsupport.PgBouncer;
import io.weir.testsupport.ScratchPostgres;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import javax.sql.DataSource;
import javax.transaction.xa.Xid;
import java.sql.Connection;
import java.sql.Statement;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * XA transactions of two connection definitions through PgBouncer in transaction mode, over a PostgreSQL of the
 * test's own with prepared transactions enabled: each branch runs in one server transaction that PREPARE
 * TRANSACTION ends, and a prepared transaction belongs to the database, so its COMMIT PREPARED, ROLLBACK PREPARED
 * and recovery may run on any server session the pooler lends.
 */
class XaBehindPgBouncerTest extends InSimulatedServer {
    private static ScratchPostgres postgres;
    private static PgBouncer bouncer;

    @BeforeAll
    static void startDatabaseAndPooler() throws Exception {
        postgres = ScratchPostgres.start("xa-secret", "max_prepared_transactions=10");
        bouncer = PgBouncer.start(postgres.database(), PgBouncer.Mode.TRANSACTION, 2);
        postgres.database().execute("CREATE TABLE orders (id int)", "CREATE TABLE stock (id int)");
    }

    @AfterAll
    static void stop() {
        if (bouncer != null) bouncer.close();
        if (postgres != null) postgres.close();
    }

    private static WeirManagedConnectionFactory throughBouncer() {
        Database db = bouncer.database();
        WeirManagedConnectionFactory f = new WeirManagedConnectionFactory();
        f.setXaDataSourceClassName("org.postgresql.xa.PGXADataSource");
        f.setDataSourceProperties("url=" + db.jdbcUrl());
        f.setUsername(db.user());
        f.setPassword(db.password());
        f.setMaximumPoolSize("2");
        f.setMinimumIdle("0");
        return f;
    }

    private static void execute(DataSource ds, String sql) throws Exception {
        try (Connection c = ds.getConnection(); Statement s = c.createStatement()) {
            s.execute(sql);
        }
    }

    private static long rows(String table, int id) throws Exception {
        return postgres.database().scalar("SELECT count(*) FROM " + table + " WHERE id = ?", id);
    }

    /** An XA transaction that inserts row {@code id} into orders and stock, each through a definition of its own. */
    private SimulatedServer.Transaction insertThroughTwoDefinitions(int id) throws Exception {
        DataSource orders = server.deploy(throughBouncer());
        DataSource stock = server.deploy(throughBouncer());
        SimulatedServer.Transaction tx = server.begin(SimulatedServer.Kind.XA);
        execute(orders, "INSERT INTO orders VALUES (" + id + ")");
        execute(stock, "INSERT INTO stock VALUES (" + id + ")");
        return tx;
    }

    @Test
    void aTwoPhaseCommitOfTwoDefinitionsWritesBoth() throws Exception {
        insertThroughTwoDefinitions(1).commit();

        assertEquals(1, rows("orders", 1));
        assertEquals(1, rows("stock", 1));
    }

    @Test
    void aRollbackOfTwoDefinitionsWritesNeither() throws Exception {
        insertThroughTwoDefinitions(2).rollback();

        assertEquals(0, rows("orders", 2));
        assertEquals(0, rows("stock", 2));
    }

    @Test
    void recoveryThroughThePoolerFindsAndCommitsABranchPreparedBeforeACrash() throws Exception {
        WeirManagedConnectionFactory factory = throughBouncer();
        DataSource orders = server.deploy(factory);
        SimulatedServer.Transaction tx = server.begin(SimulatedServer.Kind.XA);
        execute(orders, "INSERT INTO orders VALUES (3)");
        Xid prepared = tx.branchOf(tx.enlistedConnections().get(0));
        tx.prepareAndCrash();

        RecoveryTest.recoverAndCommit(factory, prepared);

        assertEquals(1, rows("orders", 3));
    }
}
