package io.weir.rar;

import jakarta.resource.spi.security.PasswordCredential;
import org.junit.jupiter.api.Test;

import javax.security.auth.Subject;
import javax.sql.DataSource;
import java.sql.Connection;
import java.util.Set;
import java.util.concurrent.Callable;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Who a physical connection logs in as: the container's subject, the application's request, or the configuration. */
class CredentialsTest extends OnSimulatedServer {
    private final WeirManagedConnectionFactory factory = TestFactories.stub(db, 2);

    CredentialsTest() {
        factory.setUsername("app");
        factory.setPassword("app-pw");
    }

    private static Subject subjectWith(String user, String password, WeirManagedConnectionFactory target) {
        PasswordCredential credential = new PasswordCredential(user, password.toCharArray());
        credential.setManagedConnectionFactory(target);
        Subject subject = new Subject();
        subject.getPrivateCredentials().add(credential);
        return subject;
    }

    private static void use(Connection c) throws Exception {
        c.createStatement().close();
    }

    /** The logins the database accepted while one connection was opened, used and closed. */
    private long loginsForOneUse(Callable<Connection> open) throws Exception {
        try (Connection c = open.call()) {
            use(c);
        }
        return db.connectsSucceeded();
    }

    @Test
    void withoutSubjectOrRequestTheConfiguredCredentialsAreUsed() throws Exception {
        db.requireCredentials("app", "app-pw");
        DataSource ds = server.deploy(factory);

        assertEquals(1, loginsForOneUse(ds::getConnection));
    }

    @Test
    void getConnectionWithUserAndPasswordLogsInAsThatUser() throws Exception {
        db.requireCredentials("alice", "alice-pw");
        DataSource ds = server.deploy(factory);

        assertEquals(1, loginsForOneUse(() -> ds.getConnection("alice", "alice-pw")));
    }

    @Test
    void theContainersPasswordCredentialForThisFactoryIsUsed() throws Exception {
        db.requireCredentials("bob", "bob-pw");
        DataSource ds = server.deploy(factory);
        server.signOnWith(subjectWith("bob", "bob-pw", factory));

        assertEquals(1, loginsForOneUse(ds::getConnection));
    }

    @Test
    void aPasswordCredentialForAnotherFactoryIsIgnored() throws Exception {
        db.requireCredentials("app", "app-pw");
        DataSource ds = server.deploy(factory);
        server.signOnWith(subjectWith("bob", "bob-pw", TestFactories.stub(db, 9)));

        assertEquals(1, loginsForOneUse(ds::getConnection));
    }

    @Test
    void eachCredentialsGetTheirOwnPool() throws Exception {
        DataSource ds = server.deploy(factory);
        try (Connection app = ds.getConnection(); Connection alice = ds.getConnection("alice", "alice-pw")) {
            use(app);
            use(alice);
        }
        PoolRegistry pools = factory.pools();

        assertNotSame(pools.poolFor(new Credentials("app", "app-pw")), pools.poolFor(new Credentials("alice", "alice-pw")));
        assertEquals(1, pools.poolFor(new Credentials("alice", "alice-pw")).getPoolMXBean().getTotalConnections());
        assertEquals(1, pools.poolFor(new Credentials("app", "app-pw")).getPoolMXBean().getTotalConnections());
    }

    @Test
    void matchingNeverHandsOutAManagedConnectionOfOtherCredentials() throws Exception {
        server.deploy(factory);
        WeirManagedConnection alices = (WeirManagedConnection) factory.createManagedConnection(
                null, new Credentials("alice", "alice-pw"));

        assertNull(factory.matchManagedConnections(Set.of(alices), null, null));
        assertSame(alices, factory.matchManagedConnections(Set.of(alices), null, new Credentials("alice", "alice-pw")));
        alices.destroy();
    }

    @Test
    void anIdleManagedConnectionSwitchesToTheCredentialsItIsAskedFor() throws Exception {
        db.requireCredentials("alice", "alice-pw");
        server.deploy(factory);
        WeirManagedConnection mc = (WeirManagedConnection) factory.createManagedConnection(null, null);

        Connection c = (Connection) mc.getConnection(null, new Credentials("alice", "alice-pw"));
        use(c);

        assertEquals("alice", mc.credentials().username());
        mc.destroy();
    }

    @Test
    void aManagedConnectionInUseRefusesOtherCredentials() throws Exception {
        server.deploy(factory);
        WeirManagedConnection mc = (WeirManagedConnection) factory.createManagedConnection(null, null);
        use((Connection) mc.getConnection(null, null));

        assertThrows(jakarta.resource.spi.SecurityException.class,
                () -> mc.getConnection(null, new Credentials("alice", "alice-pw")));
        mc.destroy();
    }

    @Test
    void requestInfoEqualityCoversUserAndPasswordButToStringShowsNoPassword() {
        Credentials a = new Credentials("alice", "pw1");

        assertEquals(a, new Credentials("alice", "pw1"));
        assertEquals(a.hashCode(), new Credentials("alice", "pw1").hashCode());
        assertFalse(a.equals(new Credentials("alice", "pw2")));
        assertFalse(a.toString().contains("pw1"));
        assertTrue(a.toString().contains("alice"));
    }

    @Test
    void aBlankUserAndAnEmptyPasswordMeanNoCredentialsLikeAnUnsetProperty() {
        assertEquals(new Credentials(null, null), new Credentials(" ", ""));
    }

    @Test
    void onlyThePoolOfTheConfiguredCredentialsKeepsTheMinimumIdle() throws Exception {
        factory.setMinimumIdle("2");
        DataSource ds = server.deploy(factory);
        try (Connection app = ds.getConnection(); Connection alice = ds.getConnection("alice", "alice-pw")) {
            use(app);
            use(alice);
        }
        PoolRegistry pools = factory.pools();

        assertEquals(2, pools.poolFor(new Credentials("app", "app-pw")).getPoolMXBean().getMinimumIdle());
        assertEquals(0, pools.poolFor(new Credentials("alice", "alice-pw")).getPoolMXBean().getMinimumIdle());
    }
}
