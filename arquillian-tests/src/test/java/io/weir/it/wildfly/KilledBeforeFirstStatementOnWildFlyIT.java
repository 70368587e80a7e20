package io.weir.it.wildfly;

import io.weir.it.contract.KilledBeforeFirstStatementContract;
import org.jboss.as.arquillian.api.ServerSetup;

/** {@link KilledBeforeFirstStatementContract} on WildFly, over the definition WeirKilled. */
@ServerSetup({WeirOnWildFly.class, KilledBeforeFirstStatementOnWildFlyIT.Definition.class})
class KilledBeforeFirstStatementOnWildFlyIT extends ProbeOnWildFly implements KilledBeforeFirstStatementContract {
    private static final String DEFINITION = "WeirKilled";

    /** The definition, which WildFly takes at a reload, and its table. */
    public static class Definition extends PostgresDefinition {
        public Definition() {
            super(DEFINITION, TABLE, APPLICATION_NAME, new String[] {"MaximumPoolSize", "3"}, new String[] {"MinimumIdle", "3"},
                    new String[] {"AliveBypassWindow", "600000"}, new String[] {"ConnectionTimeout", "5000"});
        }
    }

    @Override
    public String jndi() {
        return AddedDefinition.jndiName(DEFINITION);
    }
}
