package io.weir.it.wildfly;

import io.weir.it.ScratchMariaDb;
import org.jboss.as.arquillian.api.ServerSetupTask;
import org.jboss.as.arquillian.container.ManagementClient;
import org.jboss.dmr.ModelNode;

/**
 * WeirSecret: a connection definition over MariaDB whose Password is an Elytron encrypted expression
 * ({@code ${ENC::...}}) backed by a secret-key credential store, for a MariaDB user with a real password
 * that exists only while the test class runs; and WeirWrongSecret, whose stored password is not the user's. The way an administrator keeps the password out of
 * standalone.xml: see examples/wildfly/configure-weir.cli.
 */
public class SecretPasswordOnWildFly implements ServerSetupTask {
    static final String DEFINITION = "WeirSecret";
    static final String STORE = "weir-secret-store";
    static final String RESOLVER = "weir-secret";
    static final String PASSWORD = ScratchMariaDb.newPassword();
    /** WeirWrongSecret: the same user, with another password in the store. */
    static final String WRONG_DEFINITION = "WeirWrongSecret";
    static final String WRONG_PASSWORD = ScratchMariaDb.newPassword();
    private static final ScratchMariaDb MARIADB = new ScratchMariaDb("weir_secret");
    static String user;

    @Override
    public void setup(ManagementClient client, String containerId) throws Exception {
        user = MARIADB.createUser(PASSWORD);
        ModelNode store = Operations.operation("add", "subsystem", "elytron", "secret-key-credential-store", STORE);
        store.get("path").set("weir-secret.cs");
        store.get("relative-to").set("jboss.server.data.dir");
        Operations.execute(client, store);

        ModelNode expressions = Operations.operation("add", "subsystem", "elytron", "expression", "encryption");
        ModelNode resolver = expressions.get("resolvers").add();
        resolver.get("name").set(RESOLVER);
        resolver.get("credential-store").set(STORE);
        resolver.get("secret-key").set("key");
        Operations.execute(client, expressions);

        addDefinition(client, DEFINITION, encrypt(client, PASSWORD));
        addDefinition(client, WRONG_DEFINITION, encrypt(client, WRONG_PASSWORD));
        ServerReload.reloadAndWait(client);
    }

    /** The {@code ${ENC::...}} expression of a clear text, as create-expression answers it. */
    static String encrypt(ManagementClient client, String clearText) throws Exception {
        ModelNode create = Operations.operation("create-expression", "subsystem", "elytron", "expression", "encryption");
        create.get("resolver").set(RESOLVER);
        create.get("clear-text").set(clearText);
        return Operations.execute(client, create).get("expression").asString();
    }

    private static void addDefinition(ManagementClient client, String name, String passwordExpression) throws Exception {
        ModelNode definition = Operations.operation("add", definitionAddress(name));
        definition.get("class-name").set("io.weir.rar.WeirManagedConnectionFactory");
        definition.get("jndi-name").set("java:/jdbc/" + name);
        definition.get("min-pool-size").set(0);
        definition.get("max-pool-size").set(5);
        definition.get("pool-prefill").set(false);
        ModelNode batch = Operations.operation("composite");
        batch.get("steps").add(definition);
        batch.get("steps").add(property(name, "PoolName", name, "add"));
        batch.get("steps").add(property(name, "JdbcUrl", "jdbc:mariadb://127.0.0.1:3306/test", "add"));
        batch.get("steps").add(property(name, "DriverClassName", "org.mariadb.jdbc.Driver", "add"));
        batch.get("steps").add(property(name, "Username", user, "add"));
        batch.get("steps").add(property(name, "Password", passwordExpression, "add"));
        batch.get("steps").add(property(name, "MaximumPoolSize", "2", "add"));
        batch.get("steps").add(property(name, "MinimumIdle", "0", "add"));
        batch.get("steps").add(property(name, "ConnectionTimeout", "3000", "add"));
        batch.get("steps").add(property(name, "RegisterMbeans", "true", "add"));
        Operations.execute(client, batch);
    }

    static String[] definitionAddress(String name) {
        return new String[] {"subsystem", "resource-adapters", "resource-adapter", "weir", "connection-definitions", name};
    }

    /** An operation on a config-property: {@code add} with its value, or {@code write-attribute} of its value. */
    static ModelNode property(String definition, String name, String value, String operation) {
        String[] address = definitionAddress(definition);
        String[] withProperty = java.util.Arrays.copyOf(address, address.length + 2);
        withProperty[address.length] = "config-properties";
        withProperty[address.length + 1] = name;
        ModelNode op = Operations.operation(operation, withProperty);
        if (operation.equals("write-attribute")) op.get("name").set("value");
        op.get("value").set(value);
        return op;
    }

    @Override
    public void tearDown(ManagementClient client, String containerId) throws Exception {
        try {
            Operations.execute(client, Operations.operation("remove", definitionAddress(DEFINITION)));
            Operations.execute(client, Operations.operation("remove", definitionAddress(WRONG_DEFINITION)));
            ServerReload.reloadAndWait(client);
            Operations.execute(client, Operations.operation("remove", "subsystem", "elytron", "expression", "encryption"));
            Operations.execute(client, Operations.operation("remove", "subsystem", "elytron", "secret-key-credential-store", STORE));
            // the removals leave the server reload-required, with the store's capability still registered: a
            // later class adding the store again would fail until the next reload
            ServerReload.reloadAndWait(client);
        } finally {
            MARIADB.close();
        }
    }
}
