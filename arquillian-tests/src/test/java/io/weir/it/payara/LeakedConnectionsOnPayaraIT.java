package io.weir.it.payara;

import io.weir.it.Probe;
import io.weir.it.contract.LeakedConnectionsContract;
import org.junit.jupiter.api.extension.ExtendWith;

import java.nio.file.Path;
import java.util.List;

/**
 * With Payara's leak settings as they ship: at the end of a request Payara cleans up the handles it
 * forgot but keeps the managed connection counted as in use until the adapter reports them closed.
 */
@ExtendWith(PayaraDomain.class)
class LeakedConnectionsOnPayaraIT implements LeakedConnectionsContract {
    @Override
    public Probe probe() {
        return PayaraDomain.probe();
    }

    @Override
    public String jndi() {
        return "jdbc/WeirLeak";
    }

    @Override
    public String busyLeakJndi() {
        return "jdbc/WeirBusyLeak";
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
