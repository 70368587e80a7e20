package io.weir.it.wildfly;

import io.weir.it.Applications;
import io.weir.it.Probe;
import io.weir.it.contract.KilledUnderLoadContract;
import org.jboss.arquillian.container.test.api.Deployment;
import org.jboss.as.arquillian.api.ServerSetup;
import org.jboss.shrinkwrap.api.spec.WebArchive;


/**
 * {@link KilledUnderLoadContract} on WildFly, over the definition WeirUnderLoad, into which io.weir.injected
 * deploys after the definition is added.
 */
@ServerSetup({WeirOnWildFly.class, KilledUnderLoadOnWildFlyIT.Definition.class})
class KilledUnderLoadOnWildFlyIT extends ProbeOnWildFly implements KilledUnderLoadContract {
    private static final String DEFINITION = "WeirUnderLoad";
    private static final String APPLICATION = "weir-under-load";

    /** The definition at Weir's defaults, which WildFly takes at a reload, and its table. */
    public static class Definition extends PostgresDefinition {
        public Definition() {
            super(DEFINITION, TABLE, APPLICATION_NAME);
        }
    }

    @Deployment(name = APPLICATION, testable = false)
    static WebArchive injectedWar() {
        return Applications.injected(APPLICATION, AddedDefinition.jndiName(DEFINITION));
    }

    @Override
    public Probe application() {
        return probeOf(APPLICATION);
    }
}
