package io.weir.rar;

import jakarta.resource.spi.TransactionSupport.TransactionSupportLevel;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.Statement;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

/** One XA transaction across two connection definitions over two H2 databases, with two-phase commit. */
class XaTransactionTest extends InSimulatedServer {
    private WeirManagedConnectionFactory orders;
    private WeirManagedConnectionFactory stock;
    private DataSource ordersDs;
    private DataSource stockDs;

    @BeforeEach
    void deploy() throws Exception {
        orders = TestFactories.h2Xa(TestFactories.newH2Url(), 2);
        stock = TestFactories.h2Xa(TestFactories.newH2Url(), 2);
        ordersDs = server.deploy(orders);
        stockDs = server.deploy(stock);
        TestFactories.createTable(ordersDs);
        TestFactories.createTable(stockDs);
    }

    private SimulatedServer.Transaction beginWritingOneRowToBoth() throws Exception {
        SimulatedServer.Transaction tx = server.begin(SimulatedServer.Kind.XA);
        TestFactories.insertOneRow(ordersDs);
        TestFactories.insertOneRow(stockDs);
        return tx;
    }

    private void assertRowsInBothDatabases(int expected) throws Exception {
        assertEquals(expected, TestFactories.rows(ordersDs), "rows in orders");
        assertEquals(expected, TestFactories.rows(stockDs), "rows in stock");
    }

    @Test
    void twoPhaseCommitWritesBothDatabases() throws Exception {
        beginWritingOneRowToBoth().commit();

        assertRowsInBothDatabases(1);
    }

    @Test
    void rollbackWritesNeitherDatabase() throws Exception {
        beginWritingOneRowToBoth().rollback();

        assertRowsInBothDatabases(0);
    }

    @Test
    void theBranchHoldsItsPhysicalConnectionUntilCommitThenGivesItBack() throws Exception {
        SimulatedServer.Transaction tx = server.begin(SimulatedServer.Kind.XA);
        TestFactories.insertOneRow(ordersDs);
        assertEquals(1, orders.getPoolMXBean().getActiveConnections());

        tx.commit();

        assertEquals(0, orders.getPoolMXBean().getActiveConnections());
        assertEquals(0, stock.getPoolMXBean().getActiveConnections());
    }

    @Test
    void anXaDataSourceOffersXaTransactions() {
        assertSame(TransactionSupportLevel.XATransaction, orders.getTransactionSupport());
    }
}
