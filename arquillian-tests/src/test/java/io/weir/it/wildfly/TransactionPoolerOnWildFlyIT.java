package io.weir.it.wildfly;

import io.weir.it.Applications;
import io.weir.it.Probe;
import io.weir.it.TestFiles;
import io.weir.it.contract.TransactionPoolerContract;
import io.weir.testsupport.PgBouncer;
import org.jboss.arquillian.container.test.api.Deployment;
import org.jboss.as.arquillian.api.ServerSetup;
import org.jboss.as.arquillian.container.ManagementClient;
import org.jboss.shrinkwrap.api.spec.WebArchive;

import java.nio.file.Files;

/**
 * {@link TransactionPoolerContract} on WildFly (Hibernate for JPA), over the definition WeirPooler, which the
 * application deploys into after it is added.
 */
@ServerSetup({WeirOnWildFly.class, TransactionPoolerOnWildFlyIT.Definition.class})
class TransactionPoolerOnWildFlyIT extends ProbeOnWildFly implements TransactionPoolerContract {
    private static final String APPLICATION = "weir-pooler";

    /** PgBouncer, then the definition through it, which WildFly takes at a reload; both gone after the class. */
    public static class Definition extends PostgresDefinition {
        private static PgBouncer bouncer;

        public Definition() {
            super(POOL, TABLE, APPLICATION_NAME, new String[] {"MaximumPoolSize", Integer.toString(MAXIMUM_POOL_SIZE)},
                    new String[] {"RegisterMbeans", "true"});
        }

        @Override
        public void setup(ManagementClient client, String containerId) throws Exception {
            bouncer = TransactionPoolerContract.startPgBouncer();
            try {
                super.setup(client, containerId);
            } catch (Exception | Error e) {
                bouncer.close();
                throw e;
            }
        }

        @Override
        String databaseUrl() {
            return bouncer.jdbcUrl();
        }

        @Override
        public void tearDown(ManagementClient client, String containerId) throws Exception {
            try {
                super.tearDown(client, containerId);
            } finally {
                bouncer.close();
            }
        }
    }

    @Deployment(name = APPLICATION, testable = false)
    static WebArchive jpaAndInjectedWar() {
        return Applications.jpaAndInjected(APPLICATION, AddedDefinition.jndiName(POOL));
    }

    @Override
    public Probe application() {
        return probeOf(APPLICATION);
    }

    /** The whole server.log: the definition and its pool are new in this run's server. */
    @Override
    public String serverLog() throws Exception {
        return Files.readString(TestFiles.existing("wildfly.base.dir").resolve("log/server.log"));
    }
}
