package io.weir.it.wildfly;

import io.weir.it.contract.KilledBeforeFirstStatementContract;
import io.weir.testsupport.Databases;
import org.jboss.as.arquillian.api.ServerSetup;
import org.jboss.as.arquillian.api.ServerSetupTask;
import org.jboss.as.arquillian.container.ManagementClient;

/** {@link KilledBeforeFirstStatementContract} on WildFly, over the definition WeirKilled. */
@ServerSetup({WeirOnWildFly.class, KilledBeforeFirstStatementOnWildFlyIT.Definition.class})
class KilledBeforeFirstStatementOnWildFlyIT extends ProbeOnWildFly implements KilledBeforeFirstStatementContract {
    private static final String DEFINITION = "WeirKilled";

    /** The definition (which WildFly takes at a reload) and its table; both gone after the class. */
    public static class Definition implements ServerSetupTask {
        @Override
        public void setup(ManagementClient client, String containerId) throws Exception {
            Databases.postgres().execute("CREATE TABLE IF NOT EXISTS " + TABLE + " (tag text)");
            AddedDefinition.add(client, DEFINITION, new String[][] {{"PoolName", DEFINITION},
                    {"JdbcUrl", Databases.postgres().jdbcUrl() + "?ApplicationName=" + APPLICATION_NAME},
                    {"DriverClassName", "org.postgresql.Driver"}, {"Username", "postgres"}, {"MaximumPoolSize", "3"},
                    {"MinimumIdle", "3"}, {"AliveBypassWindow", "600000"}, {"ConnectionTimeout", "5000"}});
        }

        @Override
        public void tearDown(ManagementClient client, String containerId) throws Exception {
            try {
                AddedDefinition.remove(client, DEFINITION);
            } finally {
                Databases.postgres().execute("DROP TABLE IF EXISTS " + TABLE);
            }
        }
    }

    @Override
    public String jndi() {
        return AddedDefinition.jndiName(DEFINITION);
    }
}
