package io.weir.probe;

import jakarta.ws.rs.ApplicationPath;
import jakarta.ws.rs.core.Application;

/**
 * The application the server tests deploy: every scenario runs inside the server and answers with
 * plain {@code key=value} lines (a {@link java.util.Properties} text) that the test asserts on.
 * Its DataSource is the resource reference {@code jdbc/WeirDS} declared in web.xml and bound per
 * server in {@code jboss-web.xml} and {@code glassfish-web.xml}: WildFly's name has a {@code java:/}
 * prefix, Payara's names may not contain ':'.
 */
@ApplicationPath("/api")
public class ProbeApplication extends Application {
    /**
     * A lookup, not {@code @Resource(name = ...)}: WildFly maps a named reference only for EE components,
     * and hands a CDI bean's unmapped DataSource reference the server's default data source instead.
     */
    public static final String DATA_SOURCE = "java:comp/env/jdbc/WeirDS";

    /** A test-only definition with MaximumPoolSize 1: every request gets the same physical connection. */
    public static final String SINGLE = "java:comp/env/jdbc/WeirSingle";

    /** Two test-only XA definitions over two different H2 databases. */
    public static final String XA_1 = "java:comp/env/jdbc/WeirXa1";
    public static final String XA_2 = "java:comp/env/jdbc/WeirXa2";

    /** A test-only XA definition over MariaDB (database test on 127.0.0.1:3306). */
    public static final String XA_MARIADB = "java:comp/env/jdbc/WeirXaMaria";

    /** A test-only definition whose numbers only the statistics tests change: MaximumPoolSize 3, ConnectionTimeout 3 s. */
    public static final String STATS = "java:comp/env/jdbc/WeirStats";
}
