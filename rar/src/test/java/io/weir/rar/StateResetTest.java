package io.weir.rar;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** What one logical connection changes on the physical one never reaches the next (one physical connection, H2). */
class StateResetTest extends InSimulatedServer {
    private DataSource ds;
    private int defaultIsolation;

    @BeforeEach
    void deploy() throws Exception {
        ds = server.deploy(TestFactories.h2(TestFactories.newH2Url(), 1));
        TestFactories.createTable(ds);
        try (Connection c = ds.getConnection()) {
            defaultIsolation = c.getTransactionIsolation();
        }
    }

    @Test
    void uncommittedWorkOfOneLogicalConnectionIsRolledBack() throws Exception {
        try (Connection first = ds.getConnection(); Statement s = first.createStatement()) {
            first.setAutoCommit(false);
            s.execute("insert into t values (1)");
        }

        assertEquals(0, TestFactories.rows(ds));
    }

    @Test
    void autoCommitReadOnlyAndIsolationAreBackToTheDefaults() throws Exception {
        try (Connection first = ds.getConnection()) {
            first.setAutoCommit(false);
            first.setReadOnly(true);
            first.setTransactionIsolation(
                    defaultIsolation == Connection.TRANSACTION_SERIALIZABLE ? Connection.TRANSACTION_READ_COMMITTED
                            : Connection.TRANSACTION_SERIALIZABLE);
        }

        try (Connection next = ds.getConnection()) {
            assertTrue(next.getAutoCommit());
            assertFalse(next.isReadOnly());
            assertEquals(defaultIsolation, next.getTransactionIsolation());
        }
    }

    @Test
    void stateIsResetAlsoWhenTheServerCleansUpALeakedHandle() throws Exception {
        Connection leaked = ds.getConnection();
        leaked.setAutoCommit(false);
        try (Statement s = leaked.createStatement()) {
            s.execute("insert into t values (1)");
        }

        server.endRequest();

        try (Connection next = ds.getConnection(); Statement s = next.createStatement();
             ResultSet rs = s.executeQuery("select count(*) from t")) {
            assertTrue(next.getAutoCommit());
            rs.next();
            assertEquals(0, rs.getInt(1));
        }
    }
}
