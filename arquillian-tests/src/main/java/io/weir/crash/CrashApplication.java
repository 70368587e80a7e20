package io.weir.crash;

import jakarta.ws.rs.ApplicationPath;
import jakarta.ws.rs.core.Application;

/**
 * An application that kills its server in the middle of a two-phase commit, for the crash-recovery
 * tests. Never part of the probe: the tests deploy it only to a server of their own
 * (io.weir.it.Applications maps its references to that server's JNDI names).
 */
@ApplicationPath("/api")
public class CrashApplication extends Application {
    static final String POSTGRES = "java:comp/env/jdbc/CrashPg";
    static final String MARIADB = "java:comp/env/jdbc/CrashMaria";

    /** The transaction manager's JNDI name on WildFly and on Payara: neither binds the other's. */
    static final String[] TRANSACTION_MANAGERS = {"java:/TransactionManager", "java:appserver/TransactionManager"};
}
