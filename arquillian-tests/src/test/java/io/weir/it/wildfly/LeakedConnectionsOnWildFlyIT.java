package io.weir.it.wildfly;

import io.weir.it.TestFiles;
import io.weir.it.contract.LeakedConnectionsContract;
import org.jboss.as.arquillian.api.ServerSetup;

import java.nio.file.Path;
import java.util.List;

/** With WildFly's cached connection manager as it ships (debug=false), which closes no forgotten handle. */
@ServerSetup({WeirOnWildFly.class, CachedConnectionManagerDefaults.class})
class LeakedConnectionsOnWildFlyIT extends ProbeOnWildFly implements LeakedConnectionsContract {
    @Override
    public String jndi() {
        return "java:/jdbc/WeirLeak";
    }

    @Override
    public String busyLeakJndi() {
        return "java:/jdbc/WeirBusyLeak";
    }

    @Override
    public Path serverLog() {
        return TestFiles.existing("wildfly.base.dir").resolve("log/server.log");
    }

    @Override
    public List<String> leakReport() {
        return List.of("WeirLeak - connection leak detection", "from now on each borrow records its stack",
                "io.weir.probe.NamedDataSourceResource.leak",
                "Weir pool WeirLeak took back a leaked connection");
    }
}
