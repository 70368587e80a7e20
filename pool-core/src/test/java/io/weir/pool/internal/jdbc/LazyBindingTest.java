package io.weir.pool.internal.jdbc;

import io.weir.pool.spi.LogicalConnection;
import org.junit.jupiter.api.Test;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The resource adapter's facades: bound at the first JDBC call, unbound when the lease goes back. */
class LazyBindingTest extends OverH2 {

    @Test
    void lazyFacadeBindsAtTheFirstCallOnly() throws SQLException {
        LogicalConnection c = lease.lazyFacade();
        assertEquals(0, lease.binds.get());
        try (ResultSet rs = c.createStatement().executeQuery("select 1")) {
            assertTrue(rs.next());
        }
        c.getAutoCommit();
        assertEquals(1, lease.binds.get());
    }

    @Test
    void firstCallThatReturnsAStatementGetsAFacade() throws SQLException {
        LogicalConnection c = lease.lazyFacade();
        Statement s = c.createStatement();
        assertTrue(s instanceof StatementFacade);
        assertSame(c, s.getConnection());
    }

    @Test
    void settingChangedAsTheFirstCallIsRecorded() throws SQLException {
        LogicalConnection c = lease.lazyFacade();
        c.setAutoCommit(false);
        assertEquals(1, lease.binds.get());
        assertFalse(raw.getAutoCommit());
        lease.session.reset(raw);
        assertTrue(raw.getAutoCommit());
    }

    @Test
    void isClosedAndCloseDoNotBind() throws SQLException {
        LogicalConnection c = lease.lazyFacade();
        assertFalse(c.isClosed());
        c.close();
        assertTrue(c.isClosed());
        assertEquals(0, lease.binds.get());
        assertEquals(1, lease.facadeClosed.get());
    }

    @Test
    void unbindClosesStatementsAndTheNextCallBindsAgain() throws SQLException {
        LogicalConnection c = lease.lazyFacade();
        Statement s = c.createStatement();
        ResultSet rs = s.executeQuery("select 1");
        c.unbind();
        assertTrue(s.isClosed());
        assertTrue(rs.isClosed());
        assertFalse(c.isClosed());
        c.createStatement().close();
        assertEquals(2, lease.binds.get());
    }

    @Test
    void metaDataOfAnEarlierBindingIsDead() throws SQLException {
        LogicalConnection c = lease.lazyFacade();
        java.sql.DatabaseMetaData md = c.getMetaData();
        c.unbind();
        assertThrows(SQLException.class, md::getURL);
        assertFalse(c.getMetaData() == md);
    }

    @Test
    void invalidatedFacadeIsClosedWithoutTellingTheOwner() throws SQLException {
        LogicalConnection c = lease.lazyFacade();
        Statement s = c.createStatement();
        c.invalidate();
        assertTrue(c.isClosed());
        assertTrue(s.isClosed());
        SQLException e = assertThrows(SQLException.class, c::createStatement);
        assertEquals("08003", e.getSQLState());
        c.close();
        assertEquals(0, lease.facadeClosed.get());
    }

    @Test
    void unbindOfAClosedFacadeKeepsItClosed() throws SQLException {
        LogicalConnection c = lease.lazyFacade();
        c.close();
        c.unbind();
        assertTrue(c.isClosed());
        assertThrows(SQLException.class, c::createStatement);
        assertEquals(0, lease.binds.get());
    }

    @Test
    void failedBindReachesTheCallerAndNothingIsMarked() throws SQLException {
        java.util.List<SQLException> fatalErrors = new java.util.ArrayList<>();
        Connection c = Facades.newConnection(new io.weir.pool.spi.FacadeOwner() {
            @Override
            public io.weir.pool.spi.ConnectionLease bind() throws SQLException {
                throw new java.sql.SQLTransientConnectionException("pool exhausted", "08001");
            }

            @Override
            public void facadeClosed(Connection facade) {
            }

            @Override
            public void fatalError(Connection facade, SQLException error) {
                fatalErrors.add(error);
            }
        }, null);
        SQLException e = assertThrows(SQLException.class, c::createStatement);
        assertEquals("pool exhausted", e.getMessage());
        assertTrue(fatalErrors.isEmpty(), "no lease was bound, so nothing is broken");
    }
}
