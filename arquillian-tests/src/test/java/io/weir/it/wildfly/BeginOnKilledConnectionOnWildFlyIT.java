package io.weir.it.wildfly;

import io.weir.it.contract.BeginOnKilledConnectionContract;
import io.weir.testsupport.Databases;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;

/** {@link BeginOnKilledConnectionContract} on WildFly, over the definition WeirMariaKilled (test-definitions.cli). */
class BeginOnKilledConnectionOnWildFlyIT extends ProbeOnWildFly implements BeginOnKilledConnectionContract {

    @BeforeAll
    static void createTable() throws Exception {
        Databases.mariadb().execute("CREATE TABLE IF NOT EXISTS " + TABLE + " (tag varchar(64))");
    }

    @AfterAll
    static void dropTable() throws Exception {
        Databases.mariadb().execute("DROP TABLE IF EXISTS " + TABLE);
    }

    @Override
    public String jndi() {
        return AddedDefinition.jndiName("WeirMariaKilled");
    }
}
