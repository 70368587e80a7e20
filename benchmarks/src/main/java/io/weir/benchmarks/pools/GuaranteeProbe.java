package io.weir.benchmarks.pools;

import io.weir.testsupport.StubConnection;
import io.weir.testsupport.StubDatabase;
import io.weir.testsupport.StubDriver;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.EnumSet;
import java.util.Set;

/**
 * Finds out, on a pool of one connection over the stub database, which {@link Guarantee}s a pool
 * in a configuration really gives: a borrower leaves a transaction and a statement open and keeps
 * its closed connection, the next one leaves read-only on and auto-commit off; the borrower after
 * it and the stub show what the pool did about it. {@code main} prints the matrix of every pool in both configurations.
 */
public final class GuaranteeProbe {
    /** Longer than every pool's idle window (Vibur's is whole seconds). */
    private static final long IDLE_MS = 1_100;

    private GuaranteeProbe() {
    }

    public static Set<Guarantee> probe(PoolKind kind, Safety safety) throws Exception {
        EnumSet<Guarantee> given = EnumSet.noneOf(Guarantee.class);
        try (StubDatabase db = StubDatabase.create();
             OpenPool pool = kind.start(new PoolSpec(db.url(), StubDriver.class.getName(), 1, 1, safety))) {
            Connection careless = pool.dataSource().getConnection();
            careless.setAutoCommit(false);
            PreparedStatement left = careless.prepareStatement("UPDATE item SET value = 1");
            left.executeUpdate();
            careless.close();
            if (refusesUse(careless)) given.add(Guarantee.DISPOSABLE_FACADE);
            if (isClosed(left)) given.add(Guarantee.STATEMENTS_CLOSED);

            try (Connection next = pool.dataSource().getConnection()) {
                StubConnection physical = db.openConnectionList().get(0);
                if (physical.rollbacks() > 0 && physical.commits() == 0 && !physical.isTransactionOpen()) {
                    given.add(Guarantee.ROLLBACK);
                }
                next.setReadOnly(true);
                next.setAutoCommit(false);
            }
            try (Connection next = pool.dataSource().getConnection()) {
                if (next.getAutoCommit() && !next.isReadOnly()) given.add(Guarantee.STATE_RESET);
            }

            Thread.sleep(IDLE_MS);
            long before = db.isValidCalls() + db.statementsExecuted();
            try (Connection afterIdle = pool.dataSource().getConnection()) {
                if (db.isValidCalls() + db.statementsExecuted() > before) given.add(Guarantee.ALIVE_CHECK);
            }
        }
        return given;
    }

    private static boolean refusesUse(Connection closed) {
        try {
            closed.createStatement().close();
            return false;
        } catch (SQLException expected) {
            return true;
        }
    }

    private static boolean isClosed(PreparedStatement statement) {
        try {
            return statement.isClosed();
        } catch (SQLException closedWrapper) {
            return true;
        }
    }

    public static void main(String[] args) throws Exception {
        StringBuilder out = new StringBuilder("| pool | config |");
        StringBuilder rule = new StringBuilder("|---|---|");
        for (Guarantee g : Guarantee.values()) {
            out.append(' ').append(g.label()).append(" |");
            rule.append(":-:|");
        }
        out.append('\n').append(rule).append('\n');
        for (PoolKind kind : PoolKind.values()) {
            for (Safety safety : Safety.values()) {
                Set<Guarantee> given = probe(kind, safety);
                out.append("| ").append(kind.label()).append(" | ").append(safety.id()).append(" |");
                for (Guarantee g : Guarantee.values()) out.append(given.contains(g) ? " yes |" : " no |");
                out.append('\n');
            }
        }
        System.out.print(out);
    }
}
