package io.weir.pool.internal.jdbc;

import io.weir.testsupport.StubDatabase;
import org.junit.jupiter.api.Test;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.SQLException;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class StatementTrackingTest {
    @Test
    void linksAreTheDefaultFromJdk22On() {
        assertFalse(StatementTracking.linksByDefault(null, 17));
        assertFalse(StatementTracking.linksByDefault(null, 21));
        assertTrue(StatementTracking.linksByDefault(null, 22));
        assertTrue(StatementTracking.linksByDefault("", 25));
    }

    @Test
    void thePropertyOverridesTheJdk() {
        assertTrue(StatementTracking.linksByDefault("true", 17));
        assertFalse(StatementTracking.linksByDefault("FALSE", 25));
    }

    @Test
    void anyOtherValueIsRejectedByName() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> StatementTracking.linksByDefault("yes", 25));
        assertTrue(e.getMessage().contains(StatementTracking.PROPERTY) && e.getMessage().contains("'yes'"),
                e.getMessage());
    }

    /** The build runs the facade tests with the property set each way: this proves the setting arrived. */
    @Test
    void theConnectionTracksWhatThisJvmChose() throws SQLException {
        String property = System.getProperty(StatementTracking.PROPERTY);
        if (property != null) assertEquals(Boolean.parseBoolean(property), StatementTracking.LINKS);
        try (StubDatabase db = StubDatabase.create(); Connection raw = DriverManager.getConnection(db.url())) {
            RecordingLease lease = new RecordingLease(raw);
            Connection facade = lease.borrow();
            PreparedStatement ps = facade.prepareStatement("select 1");
            ChildFacade tracked = ((StatementFacade<?>) ps).trackedAs();
            if (StatementTracking.LINKS) assertInstanceOf(StatementLink.class, tracked);
            else assertSame(ps, tracked);
            facade.close();
            assertTrue(ps.isClosed());
            assertTrue(tracked.isClosedFacade());
        }
    }
    /** With links, the prepare-and-close cycle allocates no link: each statement takes the one its predecessor left. */
    @Test
    void statementsMadeAndClosedOneAfterTheOtherShareOneLink() throws SQLException {
        try (StubDatabase db = StubDatabase.create(); Connection raw = DriverManager.getConnection(db.url())) {
            Connection facade = new RecordingLease(raw).borrow();
            PreparedStatement first = facade.prepareStatement("select 1");
            ChildFacade firstTracked = ((StatementFacade<?>) first).trackedAs();
            first.close();
            PreparedStatement second = facade.prepareStatement("select 2");
            ChildFacade secondTracked = ((StatementFacade<?>) second).trackedAs();
            if (StatementTracking.LINKS) assertSame(firstTracked, secondTracked);
            else assertSame(second, secondTracked);
            facade.close();
            assertTrue(second.isClosed());
        }
    }
}
