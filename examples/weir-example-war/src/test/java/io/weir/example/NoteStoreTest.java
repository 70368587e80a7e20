package io.weir.example;

import io.weir.pool.WeirConfig;
import io.weir.pool.WeirDataSource;
import io.weir.testsupport.Database;
import io.weir.testsupport.Databases;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The application's SQL on each database the README names: the schema it creates at start and every
 * note operation, on H2 (the demo's), PostgreSQL and MariaDB, each in a schema or database of its own.
 */
class NoteStoreTest {
    private static final String SCHEMA = "weir_example_" + ProcessHandle.current().pid();

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"H2", "PostgreSQL", "MariaDB"})
    void theSchemaIsCreatedAndNotesAreCreatedReadUpdatedAndDeleted(String product) throws SQLException {
        Database db = product.equals("PostgreSQL") ? Databases.postgres() : product.equals("MariaDB") ? Databases.mariadb() : null;
        if (db != null) execute(db, "CREATE SCHEMA IF NOT EXISTS " + SCHEMA);
        WeirConfig config = new WeirConfig();
        config.setMaximumPoolSize(2);
        if (db == null) {
            config.setJdbcUrl("jdbc:h2:mem:" + SCHEMA + ";DB_CLOSE_DELAY=-1");
        } else {
            config.setJdbcUrl(db.product().equals("PostgreSQL") ? db.jdbcUrl() + "?currentSchema=" + SCHEMA
                    : db.jdbcUrl().substring(0, db.jdbcUrl().lastIndexOf('/') + 1) + SCHEMA);
            config.setUsername(db.user());
            config.setPassword(db.password());
        }
        try (WeirDataSource ds = new WeirDataSource(config)) {
            SchemaCreator schema = new SchemaCreator();
            schema.dataSource = ds;
            schema.createSchema();
            schema.createSchema(); // the next start finds the table there
            NoteStore store = new NoteStore();
            store.dataSource = ds;

            Note first = store.create("buy milk");
            Note second = store.create("buy bread");
            assertNotEquals(first.id, second.id);
            assertEquals(List.of("buy milk", "buy bread"), store.findAll().stream().map(n -> n.text).toList());

            assertTrue(store.update(first.id, "buy oat milk"));
            assertEquals(Optional.of("buy oat milk"), store.find(first.id).map(n -> n.text));
            assertTrue(store.delete(second.id));
            assertFalse(store.delete(second.id));
            assertEquals(Optional.empty(), store.find(second.id).map(n -> n.text));
        } finally {
            if (db != null) execute(db, db.product().equals("PostgreSQL") ? "DROP SCHEMA " + SCHEMA + " CASCADE" : "DROP DATABASE " + SCHEMA);
        }
    }

    private static void execute(Database db, String sql) throws SQLException {
        try (Connection c = db.connect(); Statement s = c.createStatement()) {
            s.execute(sql);
        }
    }
}
