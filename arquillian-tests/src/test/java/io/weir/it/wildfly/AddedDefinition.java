package io.weir.it.wildfly;

import org.jboss.as.arquillian.container.ManagementClient;
import org.jboss.dmr.ModelNode;

/**
 * A connection definition of Weir's adapter that one test class adds for itself, as an administrator
 * would (java:/jdbc/NAME, the server's pool of logical connections up to 20, not prefilled), with its
 * config-properties; WildFly takes it, and its removal, at a reload.
 */
final class AddedDefinition {
    private AddedDefinition() {
    }

    static String jndiName(String name) {
        return "java:/jdbc/" + name;
    }

    /** Adds the definition with {@code properties} (name, value pairs) in one composite operation, then reloads. */
    static void add(ManagementClient client, String name, String[][] properties) throws Exception {
        ModelNode definition = Operations.operation("add", SecretPasswordOnWildFly.definitionAddress(name));
        definition.get("class-name").set("io.weir.rar.WeirManagedConnectionFactory");
        definition.get("jndi-name").set(jndiName(name));
        definition.get("min-pool-size").set(0);
        definition.get("max-pool-size").set(20);
        definition.get("pool-prefill").set(false);
        ModelNode batch = Operations.operation("composite");
        batch.get("steps").add(definition);
        for (String[] property : properties) {
            batch.get("steps").add(SecretPasswordOnWildFly.property(name, property[0], property[1], "add"));
        }
        Operations.execute(client, batch);
        ServerReload.reloadAndWait(client);
    }

    /** Removes the definition and reloads, so that the next test class finds the server as it was. */
    static void remove(ManagementClient client, String name) throws Exception {
        Operations.execute(client, Operations.operation("remove", SecretPasswordOnWildFly.definitionAddress(name)));
        ServerReload.reloadAndWait(client);
    }
}
