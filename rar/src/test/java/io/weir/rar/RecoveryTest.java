package io.weir.rar;

import io.weir.pool.WeirPoolMXBean;
import io.weir.testsupport.StubDatabase;
import org.junit.jupiter.api.Test;

import jakarta.resource.spi.security.PasswordCredential;

import javax.security.auth.Subject;
import javax.sql.DataSource;
import javax.transaction.xa.XAResource;
import javax.transaction.xa.Xid;
import java.sql.Connection;
import java.sql.Statement;
import java.util.Arrays;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Crash recovery as a transaction manager does it: {@code createManagedConnection(subject, null)
 * .getXAResource().recover(...)}, then commit or roll back what it lists, then destroy.
 */
class RecoveryTest extends InSimulatedServer {
    private static Subject signedOnAs(String user, String password, WeirManagedConnectionFactory factory) {
        Subject subject = new Subject();
        PasswordCredential credential = new PasswordCredential(user, password.toCharArray());
        credential.setManagedConnectionFactory(factory);
        subject.getPrivateCredentials().add(credential);
        return subject;
    }

    @Test
    void recoveryListsABranchPreparedBeforeACrashAndCommitsIt() throws Exception {
        WeirManagedConnectionFactory factory = TestFactories.h2Xa(TestFactories.newH2Url(), 2);
        DataSource ds = server.deploy(factory);
        TestFactories.createTable(ds);
        SimulatedServer.Transaction tx = server.begin(SimulatedServer.Kind.XA);
        TestFactories.insertOneRow(ds);
        Xid prepared = tx.branchOf(tx.enlistedConnections().get(0));
        tx.prepareAndCrash();

        recoverAndCommit(factory, prepared);

        assertEquals(1, TestFactories.rows(ds));
    }

    /** What a transaction manager's recovery does with a branch it finds prepared: lists it and commits it. */
    static void recoverAndCommit(WeirManagedConnectionFactory factory, Xid prepared) throws Exception {
        WeirManagedConnection recovery = (WeirManagedConnection) factory.createManagedConnection(null, null);
        XAResource xa = recovery.getXAResource();
        Xid[] listed = xa.recover(XAResource.TMSTARTRSCAN | XAResource.TMENDRSCAN);
        assertTrue(Arrays.stream(listed).anyMatch(x -> TestXid.same(x, prepared)), "listed: " + Arrays.toString(listed));
        xa.commit(prepared, false);
        recovery.destroy();
    }

    @Test
    void recoveryUsesAConnectionOutsideThePoolWhichDestroyCloses() throws Exception {
        try (StubDatabase db = StubDatabase.create()) {
            WeirManagedConnectionFactory factory = TestFactories.stubXa(db, 1);
            DataSource ds = server.deploy(factory);
            ds.getConnection().close(); // starts the pool
            WeirPoolMXBean pool = factory.getPoolMXBean();
            int totalBefore = pool.getTotalConnections();

            WeirManagedConnection recovery = (WeirManagedConnection) factory.createManagedConnection(null, null);
            recovery.getXAResource().recover(XAResource.TMSTARTRSCAN | XAResource.TMENDRSCAN);

            assertEquals(totalBefore, pool.getTotalConnections());
            assertEquals(0, pool.getActiveConnections());
            assertEquals(totalBefore + 1, db.openConnections());
            recovery.destroy();
            assertEquals(totalBefore, db.openConnections());
        }
    }

    @Test
    void recoveryWorksWhileEveryPooledConnectionIsInUse() throws Exception {
        try (StubDatabase db = StubDatabase.create()) {
            WeirManagedConnectionFactory factory = TestFactories.stubXa(db, 1);
            DataSource ds = server.deploy(factory);
            Connection busy = ds.getConnection();
            busy.createStatement().close();

            WeirManagedConnection recovery = (WeirManagedConnection) factory.createManagedConnection(null, null);
            Xid[] listed = recovery.getXAResource().recover(XAResource.TMSTARTRSCAN | XAResource.TMENDRSCAN);

            assertEquals(0, listed.length);
            recovery.destroy();
            busy.close();
        }
    }

    @Test
    void recoveryConnectsWithTheRecoveryCredentialsOfTheSubject() throws Exception {
        try (StubDatabase db = StubDatabase.create()) {
            db.requireCredentials("recovery", "recovery-pw");
            WeirManagedConnectionFactory factory = TestFactories.stubXa(db, 1);
            factory.setUsername("app");
            factory.setPassword("app-pw");
            server.deploy(factory);

            WeirManagedConnection recovery = (WeirManagedConnection) factory.createManagedConnection(
                    signedOnAs("recovery", "recovery-pw", factory), null);
            Xid[] listed = recovery.getXAResource().recover(XAResource.TMSTARTRSCAN | XAResource.TMENDRSCAN);

            assertEquals(0, listed.length);
            assertEquals(1, db.connectsSucceeded());
            recovery.destroy();
        }
    }
}
