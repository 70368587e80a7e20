package io.weir.it.payara;

import io.weir.it.Applications;
import io.weir.it.Probe;
import io.weir.testsupport.ScratchPostgres;
import io.weir.it.TestFiles;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * A Payara deployment group of two instances on this host, for every test class that needs one: a domain
 * of its own (port base + 600), the group made as docs/server.md says (the instances created into the
 * group, each with its own port base and its own system properties; the adapter deployed to the group,
 * examples/payara/configure-weir-group.asadmin run unchanged, the example application and the named probe
 * deployed to the group, a pool for container transactions and the application that injects it), and the
 * pool of {@link ConnectionBudget} over a PostgreSQL of its own with the application that injects it, all
 * defined before the instances first start; started once and stopped when the test run ends.
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

        /** io.weir.injected over {@link #TX_POOL}: container transactions on a DataSource injected with {@code @Resource}. */
        Probe transactions() {
            return probe(TX_APPLICATION);
        }

        /** io.weir.injected over {@link ConnectionBudget}'s pool. */
        Probe budget() {
            return probe(ConnectionBudget.APPLICATION);
        }

        /**
         * Waits until the applications answer: start-instance returns once the instance runs, and it loads its
         * applications after that.
         */
        void awaitApplications() {
            long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(10);
            // polled once a second: the instance is busy loading them
            // leak-while-busy with no rounds takes no connection: the budget's pools start only when a test borrows
            while (!answers(example(), "api/notes") || !answers(named(), "api/named/query?jndi=none")
                    || !answers(transactions(), "api/injected/leak-while-busy?rounds=0")
                    || !answers(budget(), "api/injected/leak-while-busy?rounds=0")) {
                if (System.nanoTime() - deadline > 0) throw new AssertionError(name + " did not serve its applications within 10 minutes");
                try {
                    Thread.sleep(1_000);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new AssertionError(e);
                }
            }
        }

        private static boolean answers(Probe application, String path) {
            try {
                return application.send("GET", path).statusCode() == 200;
            } catch (IllegalStateException notListeningYet) {
                return false;
            }
        }

        /** The running instance's process id, from the pid file Payara writes. */
        long pid() {
            try {
                return Long.parseLong(Files.readString(NODE_DIR.resolve(name).resolve("config/pid")).trim());
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(name + " has no pid file: is it running?", e);
            }
        }

        private Probe probe(String contextRoot) {
            return new Probe(URI.create("http://localhost:" + (portBase + 80) + "/" + contextRoot + "/"));
        }
    }

    /** weir.pool.max (the example's MaximumPoolSize) and weir.budget.min-idle differ, so that each pool shows whose it is. */
    static final Instance A = new Instance("weir-a", PayaraDomain.PORT_BASE + 700, 3, 0);
    static final Instance B = new Instance("weir-b", PayaraDomain.PORT_BASE + 800, 5, 4);
    static final List<Instance> INSTANCES = List.of(A, B);
    /**
     * A definition over this machine's PostgreSQL for work in container transactions ({@link #TX_APPLICATION}), each
     * instance's connections named after it with {@link #TX_SUFFIX}.
     */
    static final String TX_POOL = "WeirGroupTx";
    static final String TX_JNDI = "jdbc/" + TX_POOL;
    static final String TX_SUFFIX = "-tx";
    /** The application that injects {@link #TX_POOL} with {@code @Resource}, as applications take theirs. */
    static final String TX_APPLICATION = "weir-group-tx";
    /** Where the domain's node on this host keeps its instances (Payara's default for a node of type CONFIG). */
    private static final Path NODE_DIR = TestFiles.existing("payara.home").resolve("glassfish/nodes/localhost-" + GROUP);

    private static volatile PayaraGroup shared;

    private PayaraDomain das;
    private ScratchPostgres database;

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

    /** The PostgreSQL of {@link ConnectionBudget}. */
    static ScratchPostgres database() {
        return shared.database;
    }

    private static PayaraGroup start() {
        PayaraGroup group = new PayaraGroup();
        long started = System.nanoTime();
        stopLeftOverInstances();
        group.das = PayaraDomain.startedEmpty(GROUP, PayaraDomain.PORT_BASE + 600);
        try {
            PayaraDomain das = group.das;
            das.admin("create-deployment-group", GROUP);
            // the instances first: an application deployed to a group without instances is bound to no virtual
            // server, and instances created later copy that ("Web module ... not loaded to any virtual servers")
            for (Instance instance : INSTANCES) {
                das.admin("create-instance", "--node", "localhost-" + GROUP, "--deploymentgroup", GROUP,
                        "--portbase", Integer.toString(instance.portBase()), "--systemproperties",
                        "weir.pool.max=" + instance.poolMax() + ":weir.budget.min-idle=" + instance.budgetMinimumIdle(), instance.name());
            }
            das.admin("deploy", "--target", GROUP, TestFiles.weirRar().toString());
            das.admin("multimode", "--file", TestFiles.examples().resolve("payara/configure-weir-group.asadmin").toString());
            das.admin("deploy", "--target", GROUP, TestFiles.exampleWar().toString());
            das.deployTo(GROUP, Applications.named());
            // before the instances start: a resource created for a deployment group reaches its instances when they start
            das.createWeirPool(TX_POOL, TX_JNDI, "LocalTransaction", 100,
                    "JdbcUrl=jdbc\\:postgresql\\://127.0.0.1\\:5432/test?ApplicationName\\=${com.sun.aas.instanceName}" + TX_SUFFIX
                            + ":DriverClassName=org.postgresql.Driver:Username=postgres:MaximumPoolSize=4:MinimumIdle=2", GROUP);
            das.deployTo(GROUP, Applications.injected(TX_APPLICATION, TX_JNDI));
            group.database = ConnectionBudget.createDatabaseAndPool(das);
            // after the pool: the application's injected DataSource must exist when it deploys
            das.deployTo(GROUP, Applications.injected(ConnectionBudget.APPLICATION, ConnectionBudget.JNDI));
            das.admin("start-deployment-group", GROUP);
            for (Instance instance : INSTANCES) {
                instance.awaitApplications();
            }
        } catch (RuntimeException e) {
            group.close();
            throw new IllegalStateException("cannot set up the Payara deployment group", e);
        }
        shared = group;
        System.out.printf("Payara deployment group of %d instances set up in %d s%n", INSTANCES.size(),
                TimeUnit.NANOSECONDS.toSeconds(System.nanoTime() - started));
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
            try {
                das.close();
            } finally {
                if (database != null) database.close();
            }
        }
    }
}
