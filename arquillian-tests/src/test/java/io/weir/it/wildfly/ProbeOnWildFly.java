package io.weir.it.wildfly;

import io.weir.it.Probe;
import io.weir.it.TestFiles;
import org.jboss.arquillian.container.test.api.Deployment;
import org.jboss.arquillian.container.test.api.RunAsClient;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.arquillian.test.api.ArquillianResource;
import org.jboss.as.arquillian.api.ServerSetup;
import org.jboss.shrinkwrap.api.ShrinkWrap;
import org.jboss.shrinkwrap.api.spec.WebArchive;
import org.junit.jupiter.api.extension.ExtendWith;

import java.net.URI;
import java.net.URL;

/**
 * The base of the WildFly ITs that talk to the probe application: WildFly set up with Weir's
 * definitions, the probe application deployed as the build packaged it (src/main of this module),
 * and a client for it. The annotations are inherited.
 */
@ExtendWith(ArquillianExtension.class)
@RunAsClient
@ServerSetup(WeirOnWildFly.class)
abstract class ProbeOnWildFly {
    @ArquillianResource
    URL base;

    @Deployment(testable = false)
    static WebArchive probeWar() {
        return ShrinkWrap.createFromZipFile(WebArchive.class, TestFiles.probeWar().toFile());
    }

    public Probe probe() {
        return new Probe(URI.create(base.toString()));
    }

    /** A client for the application deployed at {@code contextRoot} on the probe's host and port. */
    Probe probeOf(String contextRoot) {
        return new Probe(URI.create(base.toString()).resolve("/" + contextRoot + "/"));
    }
}
