package io.weir.it.wildfly;

import io.weir.it.Probe;
import io.weir.it.contract.RequestIsolationContract;
import org.jboss.arquillian.container.test.api.Deployment;
import org.jboss.arquillian.container.test.api.RunAsClient;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.arquillian.test.api.ArquillianResource;
import org.jboss.as.arquillian.api.ServerSetup;
import org.jboss.shrinkwrap.api.spec.WebArchive;
import org.junit.jupiter.api.extension.ExtendWith;

import java.net.URI;
import java.net.URL;

@ExtendWith(ArquillianExtension.class)
@RunAsClient
@ServerSetup(WeirOnWildFly.class)
class RequestIsolationOnWildFlyIT extends RequestIsolationContract {
    @ArquillianResource
    URL base;

    @Deployment(testable = false)
    static WebArchive probeWar() {
        return ProbeOnWildFly.war();
    }

    @Override
    protected Probe probe() {
        return new Probe(URI.create(base.toString()));
    }
}
