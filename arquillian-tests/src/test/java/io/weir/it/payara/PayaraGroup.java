package io.weir.it.payara;

import io.weir.it.Applications;
import io.weir.it.Probe;
import io.weir.it.TestFiles;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * A Payara deployment group of two instances on this host, for every test class that needs one: a domain
 * of its own (port base + 600), the group made as docs/server.md says (the adapter deployed to the group,
 * examples/payara/configure-weir-group.asadmin run unchanged, the example application and the named probe
 * deployed to the group, then the instances created into it, each with its own port base and its own
 * system properties), started once and stopped when the test run ends.
 */
public final class PayaraGroup implements BeforeAllCallback, ExtensionContext.Store.CloseableResource {
    static final String GROUP = "weir-group";

    /** An instance of the group: its name, port base, and the values its system properties give the group's pools. */
    record Instance(String name, int portBase, int poolMax, int budgetMinimumIdle) {
        Probe example() {
            return probe("weir-example");
        }

        Probe named() {
            return probe(Applications.NAMED);
        }

        private Probe probe(String contextRoot) {
            return new Probe(URI.create("http://localhost:" + (portBase + 80) + "/" + contextRoot + "/"));
        }
    }

    /** weir.pool.max (the example's MaximumPoolSize) and weir.budget.min-idle differ, so that each pool shows whose it is. */
    static final Instance A = new Instance("weir-a", PayaraDomain.PORT_BASE + 700, 3, 0);
    static final Instance B = new Instance("weir-b", PayaraDomain.PORT_BASE + 800, 5, 4);
    static final List<Instance> INSTANCES = List.of(A, B);
    /** Where the domain's node on this host keeps its instances (Payara's default for a node of type CONFIG). */
    private static final Path NODE_DIR = TestFiles.existing("payara.home").resolve("glassfish/nodes/localhost-" + GROUP);

    private static volatile PayaraGroup shared;

    private PayaraDomain das;

    /** For @ExtendWith: starts the group before the first test class that needs it. */
    public PayaraGroup() {
    }

    @Override
    public void beforeAll(ExtensionContext context) {
        context.getRoot().getStore(ExtensionContext.Namespace.GLOBAL)
                .getOrComputeIfAbsent(PayaraGroup.class, key -> start(), PayaraGroup.class);
    }

    /** The group's domain administration server, for asadmin, once a test class extended with this has started it. */
    static PayaraDomain das() {
        return shared.das;
    }

    private static PayaraGroup start() {
        PayaraGroup group = new PayaraGroup();
        long started = System.nanoTime();
        stopLeftOverInstances();
        group.das = PayaraDomain.startedEmpty(GROUP, PayaraDomain.PORT_BASE + 600);
        try {
            PayaraDomain das = group.das;
            das.admin("create-deployment-group", GROUP);
            das.admin("deploy", "--target", GROUP, TestFiles.weirRar().toString());
            das.admin("multimode", "--file", TestFiles.examples().resolve("payara/configure-weir-group.asadmin").toString());
            das.admin("deploy", "--target", GROUP, TestFiles.exampleWar().toString());
            Path named = Applications.export(Applications.named(), Path.of(System.getProperty("payara.domains.dir")).resolveSibling("payara-" + GROUP + "-applications"));
            das.admin("deploy", "--target", GROUP, "--contextroot", Applications.NAMED, named.toString());
            for (Instance instance : INSTANCES) {
                das.admin("create-instance", "--node", "localhost-" + GROUP, "--deploymentgroup", GROUP,
                        "--portbase", Integer.toString(instance.portBase()), "--systemproperties",
                        "weir.pool.max=" + instance.poolMax() + ":weir.budget.min-idle=" + instance.budgetMinimumIdle(), instance.name());
            }
            das.admin("start-deployment-group", GROUP);
        } catch (RuntimeException e) {
            group.close();
            throw new IllegalStateException("cannot set up the Payara deployment group", e);
        }
        shared = group;
        System.out.printf("Payara deployment group of %d instances set up in %d s%n", INSTANCES.size(),
                java.util.concurrent.TimeUnit.NANOSECONDS.toSeconds(System.nanoTime() - started));
        return group;
    }

    /** A run that was killed may have left the group's instances running, holding their ports, and their folders. */
    private static void stopLeftOverInstances() {
        if (!Files.isDirectory(NODE_DIR)) return;
        Asadmin asadmin = new Asadmin(TestFiles.existing("payara.home"));
        for (Instance instance : INSTANCES) {
            try {
                asadmin.run("stop-local-instance", "--nodedir", NODE_DIR.getParent().toString(), "--node", NODE_DIR.getFileName().toString(),
                        instance.name());
            } catch (IllegalStateException notRunning) {
                // the usual case: it was stopped
            }
        }
        TestFiles.deleteRecursively(NODE_DIR);
    }

    @Override
    public void close() {
        try {
            das.admin("stop-deployment-group", GROUP);
        } catch (IllegalStateException noneRunning) {
            // the set-up failed before the instances started
        } finally {
            das.close();
        }
    }
}
