package io.weir.benchmarks.server;

import java.util.Locale;

/**
 * Every fault the soak injects. The database's faults hit every server's pool at once (they go through
 * {@link OutageDatabase}); the others hit one server and run as a shell command given the fault's id and the
 * server's name.
 */
enum SoakFault {
    /** pg_terminate_backend of every client backend. */
    KILL(Fault.TERMINATE),
    /** The database stopped (fast) and started again. */
    RESTART(Fault.RESTART),
    /** The fault proxy holds every byte for a while. */
    BLACKHOLE(Fault.BLACKHOLE),
    /** A setting of Weir's connection definition changed through the server's management (WildFly: and the reload it asks for). */
    RECONFIGURE(null),
    /** A request that takes a connection and never closes it. */
    LEAK(null),
    /** The application redeployed. */
    REDEPLOY(null);

    /** The server name of an injection that hits every server. */
    static final String EVERY_SERVER = "all";

    private final Fault database;

    SoakFault(Fault database) {
        this.database = database;
    }

    /** The database fault it is, or null for a fault of one server. */
    Fault database() {
        return database;
    }

    String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    static SoakFault of(String id) {
        for (SoakFault f : values()) if (f.id().equals(id)) return f;
        throw new IllegalArgumentException("unknown soak fault '" + id + "'");
    }
}
