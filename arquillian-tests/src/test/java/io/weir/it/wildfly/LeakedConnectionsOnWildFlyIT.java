package io.weir.it.wildfly;

import io.weir.it.Applications;
import io.weir.it.Probe;
import io.weir.it.TestFiles;
import io.weir.it.contract.LeakedConnectionsContract;
import org.jboss.arquillian.container.test.api.Deployment;
import org.jboss.shrinkwrap.api.spec.WebArchive;

import java.nio.file.Path;
import java.util.List;

/**
 * With WildFly's cached connection manager as it ships and as configure-weir.cli keeps it (debug=false), which
 * closes no forgotten handle. The injected applications deploy after the server setup has defined WeirLeak and
 * WeirBusyLeak.
 */
class LeakedConnectionsOnWildFlyIT extends ProbeOnWildFly implements LeakedConnectionsContract {
    private static final String LEAKING = "weir-leak";
    private static final String BUSY_LEAKING = "weir-busy-leak";

    @Deployment(name = LEAKING, testable = false)
    static WebArchive leakingWar() {
        return Applications.injected(LEAKING, "java:/jdbc/WeirLeak");
    }

    @Deployment(name = BUSY_LEAKING, testable = false)
    static WebArchive busyLeakingWar() {
        return Applications.injected(BUSY_LEAKING, "java:/jdbc/WeirBusyLeak");
    }

    @Override
    public Probe leaking() {
        return probeOf(LEAKING);
    }

    @Override
    public Probe busyLeaking() {
        return probeOf(BUSY_LEAKING);
    }

    @Override
    public Path serverLog() {
        return TestFiles.existing("wildfly.base.dir").resolve("log/server.log");
    }

    @Override
    public List<String> leakReport() {
        return List.of("WeirLeak - connection leak detection", "from now on each borrow records its stack",
                "io.weir.injected.InjectedDataSourceResource.leak",
                "Weir pool WeirLeak took back a leaked connection");
    }
}
