package io.weir.it.wildfly;

import io.weir.testsupport.Databases;
import org.jboss.as.arquillian.api.ServerSetupTask;
import org.jboss.as.arquillian.container.ManagementClient;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A definition over the machine's PostgreSQL that one test class adds for itself ({@link AddedDefinition}),
 * its connections named by an application name, and the table the class's requests write; both are gone
 * after the class.
 */
abstract class PostgresDefinition implements ServerSetupTask {
    private final String name;
    private final String table;
    private final String applicationName;
    private final String[][] settings;

    /** @param settings config-properties beyond the pool name, the URL, the driver and the user (name, value pairs) */
    PostgresDefinition(String name, String table, String applicationName, String[]... settings) {
        this.name = name;
        this.table = table;
        this.applicationName = applicationName;
        this.settings = settings;
    }

    @Override
    public void setup(ManagementClient client, String containerId) throws Exception {
        Databases.postgres().execute("CREATE TABLE IF NOT EXISTS " + table + " (tag text)");
        List<String[]> properties = new ArrayList<>(List.of(new String[][] {{"PoolName", name},
                {"JdbcUrl", databaseUrl() + "?ApplicationName=" + applicationName},
                {"DriverClassName", "org.postgresql.Driver"}, {"Username", "postgres"}}));
        properties.addAll(Arrays.asList(settings));
        AddedDefinition.add(client, name, properties.toArray(String[][]::new));
    }

    /** Where the definition's connections go: the machine's PostgreSQL, unless a subclass puts something in between. */
    String databaseUrl() {
        return Databases.postgres().jdbcUrl();
    }

    @Override
    public void tearDown(ManagementClient client, String containerId) throws Exception {
        try {
            AddedDefinition.remove(client, name);
        } finally {
            Databases.postgres().execute("DROP TABLE IF EXISTS " + table);
        }
    }
}
