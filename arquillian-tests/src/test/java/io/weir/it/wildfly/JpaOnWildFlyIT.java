package io.weir.it.wildfly;

import io.weir.it.Applications;
import io.weir.it.Probe;
import io.weir.it.contract.JpaContract;
import org.jboss.arquillian.container.test.api.Deployment;
import org.jboss.arquillian.container.test.api.RunAsClient;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.arquillian.test.api.ArquillianResource;
import org.jboss.as.arquillian.api.ServerSetup;
import org.jboss.shrinkwrap.api.spec.WebArchive;
import org.junit.jupiter.api.extension.ExtendWith;

import java.net.URI;
import java.net.URL;

/** Hibernate, WildFly's JPA provider, over WeirPg. */
@ExtendWith(ArquillianExtension.class)
@RunAsClient
@ServerSetup(WeirOnWildFly.class)
class JpaOnWildFlyIT extends JpaContract {
    @ArquillianResource
    URL base;

    @Deployment(testable = false)
    static WebArchive jpaWar() {
        return Applications.jpa("java:/jdbc/WeirPg");
    }

    @Override
    protected Probe probe() {
        return new Probe(URI.create(base.toString()));
    }
}
