package io.weir.it.wildfly.domain;

import io.weir.it.Applications;
import io.weir.it.Probe;

import java.net.URI;

/** One server of the suite's server group, on this host, with its port offset. */
record GroupServer(String name, int portOffset) {
    URI http() {
        return URI.create("http://localhost:" + (8080 + portOffset) + "/");
    }

    /** The JPA application, which Arquillian deployed to the group. */
    Probe jpa() {
        return new Probe(http().resolve(Applications.JPA + "/"));
    }

    URI example(String path) {
        return http().resolve("weir-example/api/" + path);
    }

    /** The management address of a resource of this server's runtime, as the domain controller shows it. */
    String[] address(String... rest) {
        String[] address = new String[4 + rest.length];
        address[0] = "host";
        address[1] = WeirDomain.HOST;
        address[2] = "server";
        address[3] = name;
        System.arraycopy(rest, 0, address, 4, rest.length);
        return address;
    }

    /** The PostgreSQL application_name of this server's connections (WeirPg's JdbcUrl). */
    String applicationName() {
        return "weir-" + name;
    }
}
