package io.weir.rar;

import io.weir.testsupport.StubDatabase;
import io.weir.testsupport.StubXAResource;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import javax.transaction.xa.XAException;
import javax.transaction.xa.XAResource;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The XAResource wrapper over the stub driver's, which records the calls it gets. */
class XaResourceTest {
    private final StubDatabase db = StubDatabase.create();
    private final SimulatedServer server = new SimulatedServer();
    private WeirManagedConnectionFactory factory;
    private WeirManagedConnection mc;
    private XAResource xa;

    @BeforeEach
    void deploy() throws Exception {
        factory = TestFactories.stubXa(db, 2);
        server.deploy(factory);
        mc = (WeirManagedConnection) factory.createManagedConnection(null, null);
        xa = mc.getXAResource();
    }

    @AfterEach
    void undeploy() {
        mc.destroy();
        server.close();
        db.close();
    }

    private StubXAResource driver() throws Exception {
        return (StubXAResource) mc.lease().xaResource();
    }

    @Test
    void startBindsAPhysicalConnectionAndStartsTheBranchOnIt() throws Exception {
        TestXid xid = new TestXid("g", "b");

        xa.start(xid, XAResource.TMNOFLAGS);

        assertEquals(1, factory.getPoolMXBean().getActiveConnections());
        assertTrue(TestXid.same(xid, driver().activeBranch()));
    }

    @Test
    void commitGivesThePhysicalConnectionBack() throws Exception {
        TestXid xid = new TestXid("g", "b");
        xa.start(xid, XAResource.TMNOFLAGS);
        xa.end(xid, XAResource.TMSUCCESS);
        xa.prepare(xid);

        xa.commit(xid, false);

        assertNull(mc.lease());
        assertEquals(0, factory.getPoolMXBean().getActiveConnections());
    }

    @Test
    void onePhaseCommitGivesThePhysicalConnectionBack() throws Exception {
        TestXid xid = new TestXid("g", "b");
        xa.start(xid, XAResource.TMNOFLAGS);
        xa.end(xid, XAResource.TMSUCCESS);

        xa.commit(xid, true);

        assertEquals(0, factory.getPoolMXBean().getActiveConnections());
    }

    @Test
    void aHandleStillOpenKeepsThePhysicalConnectionAfterCommitUntilCleanup() throws Exception {
        TestXid xid = new TestXid("g", "b");
        xa.start(xid, XAResource.TMNOFLAGS);
        mc.getConnection(null, null);
        xa.end(xid, XAResource.TMSUCCESS);
        xa.commit(xid, true);
        assertNotNull(mc.lease());

        mc.cleanup();

        assertNull(mc.lease());
    }

    @Test
    void theTimeoutReachesTheDriverAtStart() throws Exception {
        TestXid xid = new TestXid("g", "b");
        xa.setTransactionTimeout(42);

        xa.start(xid, XAResource.TMNOFLAGS);

        assertEquals(42, driver().getTransactionTimeout());
        assertEquals(42, xa.getTransactionTimeout());
    }

    @Test
    void endWithoutStartIsAProtocolError() {
        XAException e = assertThrows(XAException.class, () -> xa.end(new TestXid("g", "b"), XAResource.TMSUCCESS));
        assertEquals(XAException.XAER_PROTO, e.errorCode);
    }

    @Test
    void twoBoundResourcesOverTheSameDatabaseAreTheSameResourceManagerAsTheDriverSays() throws Exception {
        WeirManagedConnection other = (WeirManagedConnection) factory.createManagedConnection(null, null);
        XAResource otherXa = other.getXAResource();
        xa.start(new TestXid("g", "b1"), XAResource.TMNOFLAGS);
        assertFalse(xa.isSameRM(otherXa), "unbound: unknown, so not the same");

        otherXa.start(new TestXid("g", "b2"), XAResource.TMNOFLAGS);

        assertTrue(xa.isSameRM(otherXa));
        other.destroy();
    }
}
