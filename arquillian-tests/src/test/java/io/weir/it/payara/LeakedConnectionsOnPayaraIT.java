package io.weir.it.payara;

import io.weir.it.Applications;
import io.weir.it.Probe;
import io.weir.it.contract.LeakedConnectionsContract;
import org.junit.jupiter.api.BeforeAll;

import java.nio.file.Path;
import java.util.List;

/**
 * With Payara's leak settings as they ship: at the end of a request Payara cleans up the handles it
 * forgot but keeps the managed connection counted as in use until the adapter reports them closed.
 */
class LeakedConnectionsOnPayaraIT extends ProbeOnPayara implements LeakedConnectionsContract {
    private static Probe leaking;
    private static Probe busyLeaking;

    /** The shared domain defines WeirLeak and WeirBusyLeak before any test class runs. */
    @BeforeAll
    static void deploy() {
        leaking = PayaraDomain.shared().deploy(Applications.injected("weir-leak", "jdbc/WeirLeak"));
        busyLeaking = PayaraDomain.shared().deploy(Applications.injected("weir-busy-leak", "jdbc/WeirBusyLeak"));
    }

    @Override
    public Probe leaking() {
        return leaking;
    }

    @Override
    public Probe busyLeaking() {
        return busyLeaking;
    }

    @Override
    public Path serverLog() {
        return PayaraDomain.shared().serverLog();
    }

    @Override
    public List<String> leakReport() {
        return List.of("Weir pool WeirLeak: the server cleaned up 1 connection handle(s) the application never closed");
    }
}
