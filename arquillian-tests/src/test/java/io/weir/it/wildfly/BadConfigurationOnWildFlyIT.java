package io.weir.it.wildfly;

import io.weir.it.TestFiles;
import org.junit.jupiter.api.Test;

import java.net.URL;
import java.nio.file.Files;
import java.util.Properties;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** WeirBroken's JdbcUrl points where no database listens (see test-definitions.cli). */
class BadConfigurationOnWildFlyIT extends ProbeOnWildFly {
    private static final String PASSWORD = "broken-secret-never-logged";
    private static final String URL = "jdbc:h2:tcp://127.0.0.1:1/no-database-here";

    @Test
    void callerGetsAnErrorNamingThePoolAndTheUrlButNotThePassword() {
        Properties broken = probe().get("api/lifecycle/broken");
        assertEquals("true", broken.getProperty("failed"));
        String causes = broken.getProperty("causes");
        assertTrue(causes.contains("WeirBroken") && causes.contains(URL), causes);
        assertFalse(causes.contains(PASSWORD), causes);
    }

    @Test
    void serverLogNamesThePoolAndTheUrlButNotThePassword() throws Exception {
        probe().get("api/lifecycle/broken");

        String log = Files.readString(TestFiles.existing("wildfly.base.dir").resolve("log/server.log"));
        assertTrue(log.contains("WeirBroken - cannot connect to jdbcUrl=" + URL), "server.log must say which pool cannot connect where");
        assertFalse(log.contains(PASSWORD), "server.log shows the password");
    }
}
