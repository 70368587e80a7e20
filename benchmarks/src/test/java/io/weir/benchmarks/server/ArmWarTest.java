package io.weir.benchmarks.server;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import java.util.zip.ZipOutputStream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ArmWarTest {
    @Test
    void anArmsWarNamesItsContextRootItsDataSourceAndTheTable(@TempDir Path dir) throws Exception {
        Path built = dir.resolve("server-bench.war");
        try (OutputStream out = Files.newOutputStream(built); ZipOutputStream zip = new ZipOutputStream(out)) {
            zip.putNextEntry(new ZipEntry("index.html"));
            zip.write("hello".getBytes(StandardCharsets.UTF_8));
        }

        Path war = dir.resolve("wars/bench-weir.war");
        ArmWar.write(built, war, "wildfly", "weir", "java:/jdbc/weir", "weir_srvbench_1", 10000);

        try (ZipFile zip = new ZipFile(war.toFile())) {
            assertNotNull(zip.getEntry("index.html"));
            String descriptor = new String(zip.getInputStream(zip.getEntry("WEB-INF/jboss-web.xml")).readAllBytes(), StandardCharsets.UTF_8);
            assertTrue(descriptor.contains("<context-root>bench-weir</context-root>"), descriptor);
            assertTrue(descriptor.contains("<jndi-name>java:/jdbc/weir</jndi-name>"), descriptor);
            assertEquals("table=weir_srvbench_1\nrows=10000\n",
                    new String(zip.getInputStream(zip.getEntry("WEB-INF/classes/bench.properties")).readAllBytes(), StandardCharsets.UTF_8));
        }
        assertTrue(ArmWar.descriptor("payara", "payara", "jdbc/payara").startsWith("<!DOCTYPE glassfish-web-app"));
    }
}
