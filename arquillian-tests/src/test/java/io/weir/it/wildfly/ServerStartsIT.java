package io.weir.it.wildfly;

import jakarta.annotation.Resource;
import org.jboss.arquillian.container.test.api.Deployment;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.shrinkwrap.api.ShrinkWrap;
import org.jboss.shrinkwrap.api.spec.WebArchive;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import javax.sql.DataSource;
import java.sql.Connection;

import static org.junit.jupiter.api.Assertions.assertTrue;

@ExtendWith(ArquillianExtension.class)
class ServerStartsIT {
    @Deployment
    static WebArchive deployment() {
        return ShrinkWrap.create(WebArchive.class, "server-starts.war");
    }

    @Resource(lookup = "java:jboss/datasources/ExampleDS")
    DataSource exampleDs;

    @Test
    void testRunsInsideWildFly() throws Exception {
        try (Connection c = exampleDs.getConnection()) {
            assertTrue(c.isValid(5));
        }
    }
}
