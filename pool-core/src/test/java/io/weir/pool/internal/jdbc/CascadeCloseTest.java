package io.weir.pool.internal.jdbc;

import io.weir.testsupport.Await;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.lang.ref.WeakReference;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Closing a connection closes its statements, closing a statement its result sets; tracking them leaks nothing. */
class CascadeCloseTest extends OverH2 {
    private Connection connection;

    @BeforeEach
    void borrow() {
        connection = lease.borrow();
    }

    @Test
    void closingTheConnectionClosesItsStatementsAndTheirDriverStatements() throws SQLException {
        Statement s = connection.createStatement();
        PreparedStatement ps = connection.prepareStatement("select 1");
        Statement rawStatement = s.unwrap(org.h2.jdbc.JdbcStatement.class);
        connection.close();
        assertTrue(s.isClosed());
        assertTrue(ps.isClosed());
        assertTrue(rawStatement.isClosed(), "the driver's statement is closed too, not only the facade");
    }

    /** The prepare-and-close cycle hands the closed statement's link to the next statement (ParentFacade#adoptStatementIfTaking). */
    @Test
    void aStatementMadeAfterAClosedOneClosesWithTheConnectionWhileTheClosedOneStaysClosed() throws SQLException {
        PreparedStatement first = connection.prepareStatement("select 1");
        first.close();
        PreparedStatement second = connection.prepareStatement("select 2");
        Statement secondRaw = second.unwrap(org.h2.jdbc.JdbcPreparedStatement.class);

        first.close(); // closing the first statement again leaves the second alone
        assertThrows(SQLException.class, first::executeQuery);
        assertFalse(second.isClosed());
        assertTrue(second.executeQuery().next());

        connection.close();
        assertTrue(second.isClosed());
        assertTrue(secondRaw.isClosed(), "the driver's statement is closed too, not only the facade");
    }

    @Test
    void statementsMadeBesideOpenAndClosedOnesAllCloseWithTheConnection() throws SQLException {
        PreparedStatement open = connection.prepareStatement("select 1");
        connection.prepareStatement("select 2").close();
        PreparedStatement afterClosed = connection.prepareStatement("select 3");
        connection.prepareStatement("select 4").close();
        PreparedStatement last = connection.prepareStatement("select 5");
        List<Statement> raws = List.of(open.unwrap(org.h2.jdbc.JdbcPreparedStatement.class),
                afterClosed.unwrap(org.h2.jdbc.JdbcPreparedStatement.class), last.unwrap(org.h2.jdbc.JdbcPreparedStatement.class));

        connection.close();
        for (Statement raw : raws) assertTrue(raw.isClosed(), "every driver statement left open is closed");
    }

    @Test
    void closingTheConnectionClosesResultSets() throws SQLException {
        ResultSet rs = connection.createStatement().executeQuery("select 1");
        ResultSet tables = connection.getMetaData().getTables(null, null, "%", null);
        connection.close();
        assertTrue(rs.isClosed());
        assertTrue(tables.isClosed());
    }

    @Test
    void closingAStatementClosesItsResultSets() throws SQLException {
        Statement s = connection.createStatement();
        ResultSet rs = s.executeQuery("select 1");
        s.close();
        assertTrue(rs.isClosed());
        assertFalse(connection.isClosed());
    }

    @Test
    void closeOnCompletionClosesTheStatementWithItsLastResultSet() throws SQLException {
        Statement s = connection.createStatement();
        s.closeOnCompletion();
        assertTrue(s.isCloseOnCompletion());
        ResultSet rs = s.executeQuery("select 1");
        assertFalse(s.isClosed());
        rs.close();
        assertTrue(s.isClosed());
    }

    @Test
    void aNewExecutionClosesTheEarlierResultSetButNotTheNewOne() throws SQLException {
        Statement s = connection.createStatement();
        ResultSet first = s.executeQuery("select 1");
        ResultSet second = s.executeQuery("select 2");
        assertTrue(first.isClosed());
        assertFalse(second.isClosed());
        assertTrue(second.next());
        assertEquals(2, second.getInt(1));
    }

    @Test
    void keepCurrentResultKeepsTheEarlierResultSetOpenUntilTheNextExecution() throws SQLException {
        Statement s = connection.createStatement();
        s.execute("select 1");
        ResultSet kept = s.getResultSet();
        assertFalse(s.getMoreResults(Statement.KEEP_CURRENT_RESULT));
        assertFalse(kept.isClosed());
        assertTrue(kept.next());
        s.execute("select 2");
        assertTrue(kept.isClosed());
    }

    @Test
    void getMoreResultsClosesTheCurrentResultSet() throws SQLException {
        Statement s = connection.createStatement();
        s.execute("select 1");
        ResultSet rs = s.getResultSet();
        s.getMoreResults();
        assertTrue(rs.isClosed());
    }

    @Test
    void closeOnCompletionWaitsForEveryOpenResultSetOfTheStatement() throws SQLException {
        Statement s = connection.createStatement();
        s.closeOnCompletion();
        s.execute("select 1");
        ResultSet kept = s.getResultSet();
        s.getMoreResults(Statement.KEEP_CURRENT_RESULT);
        ResultSet keys = s.getGeneratedKeys();
        kept.close();
        assertFalse(s.isClosed(), "the generated keys are still open");
        keys.close();
        assertTrue(s.isClosed());
    }

    @Test
    void twoFacadesOfOneDriverResultSetCloseTogether() throws SQLException {
        Statement s = connection.createStatement();
        s.execute("select 1");
        ResultSet fromExecute = s.getResultSet();
        ResultSet again = s.getResultSet();
        ResultSet query = s.executeQuery("select 2");
        ResultSet twin = s.getResultSet(); // executeQuery's facade is not kept, so this is a second one
        assertTrue(fromExecute == again, "getResultSet twice gives the same facade");
        twin.close();
        assertTrue(query.isClosed());
        assertThrows(FacadeClosedException.class, query::next, "a facade whose driver result set was closed by its twin");
        assertFalse(s.isClosed());
    }

    @Test
    void withoutCloseOnCompletionTheStatementOutlivesItsResultSet() throws SQLException {
        Statement s = connection.createStatement();
        s.executeQuery("select 1").close();
        assertFalse(s.isClosed());
    }

    @Test
    void statementsTheApplicationClosesAreDroppedWhenTheNextOneIsMade() throws SQLException {
        List<WeakReference<Object>> closed = new ArrayList<>();
        for (int i = 0; i < 2_000; i++) {
            PreparedStatement ps = connection.prepareStatement("select 1");
            ResultSet rs = ps.executeQuery();
            rs.next();
            rs.close();
            ps.close();
            closed.add(new WeakReference<>(ps));
            closed.add(new WeakReference<>(rs));
        }
        connection.createStatement();
        assertBecomeUnreachable(closed, "closed statements and result sets");
    }

    @Test
    void aClosedStatementStillLinkedHoldsNoDriverStatement() throws SQLException {
        PreparedStatement ps = connection.prepareStatement("select 1");
        List<WeakReference<Object>> driverStatement =
                List.of(new WeakReference<>(ps.unwrap(org.h2.jdbc.JdbcPreparedStatement.class)));
        ps.close();
        assertBecomeUnreachable(driverStatement, "the driver's statement of a closed facade");
        assertTrue(ps.isClosed());
    }

    @Test
    void statementsClosedBehindAnOpenOneAreDroppedAsTheListGrows() throws SQLException {
        List<WeakReference<Object>> closed = new ArrayList<>();
        PreparedStatement open = connection.prepareStatement("select 1");
        for (int i = 0; i < 2_000; i++) {
            PreparedStatement newer = connection.prepareStatement("select 1");
            open.close(); // the newer statement, still open, is in front of it
            closed.add(new WeakReference<>(open));
            open = newer;
        }
        assertBecomeUnreachable(closed.subList(0, closed.size() - ParentFacade.SWEEP_MIN),
                "statements closed behind an open one, but for the last sweep's worth");
        assertFalse(open.isClosed());
    }

    @Test
    void sweepsOfClosedStatementsKeepEveryOpenOneForTheConnectionToClose() throws SQLException {
        Random random = new Random(7);
        List<Statement> all = new ArrayList<>();
        for (int i = 0; i < 5_000; i++) {
            all.add(connection.createStatement());
            if (random.nextInt(3) == 0) all.get(random.nextInt(all.size())).close();
        }
        List<Statement> driverStatements = new ArrayList<>();
        for (Statement s : all) {
            if (!s.isClosed()) driverStatements.add(s.unwrap(org.h2.jdbc.JdbcStatement.class));
        }
        connection.close();
        for (Statement s : all) assertTrue(s.isClosed());
        for (Statement raw : driverStatements) assertTrue(raw.isClosed(), "every open driver statement is closed");
    }

    @Test
    void resultSetsReplacedByANewExecutionAreNotKept() throws SQLException {
        PreparedStatement ps = connection.prepareStatement("select 1");
        List<WeakReference<Object>> replaced = new ArrayList<>();
        for (int i = 0; i < 2_000; i++) {
            replaced.add(new WeakReference<>(ps.executeQuery()));
        }
        replaced.remove(replaced.size() - 1); // the current one is still open
        assertBecomeUnreachable(replaced, "result sets a re-execution closed");
    }

    @Test
    void thousandsOfOpenStatementsCloseInAnyOrderAndWithTheConnection() throws SQLException {
        List<Statement> open = new ArrayList<>();
        for (int i = 0; i < 5_000; i++) open.add(connection.createStatement());
        List<Statement> shuffled = new ArrayList<>(open);
        Collections.shuffle(shuffled, new Random(42));
        List<Statement> closedByApplication = shuffled.subList(0, 2_500);
        for (Statement s : closedByApplication) s.close();
        connection.close();
        for (Statement s : open) assertTrue(s.isClosed());
    }

    @Test
    void aSecondCloseOfAStatementDoesNothing() throws SQLException {
        Statement s = connection.createStatement();
        s.close();
        s.close();
        assertTrue(s.isClosed());
    }

    @Test
    void aSecondCloseOfTheConnectionDoesNotReturnItTwice() throws SQLException {
        connection.close();
        connection.close();
        assertEquals(1, lease.facadeClosed.get());
    }

    /** Garbage collection is a request: ask until the references clear. */
    private static void assertBecomeUnreachable(List<? extends WeakReference<Object>> refs, String what) {
        Await.until(what + " are no longer referenced", 10_000, () -> {
            System.gc();
            return refs.stream().allMatch(r -> r.get() == null);
        });
    }
}
