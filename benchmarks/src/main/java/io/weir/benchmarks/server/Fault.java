package io.weir.benchmarks.server;

import java.util.Locale;

/** What the outage run does to the database while the servers serve load. */
enum Fault {
    /** The database stopped (fast shutdown: every connection closed), down for a moment, started again. */
    RESTART,
    /** The fault proxy holds every byte and every new connection, then lets them flow again. */
    BLACKHOLE,
    /** pg_terminate_backend of every client backend; the database itself stays up. */
    TERMINATE;

    String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    static Fault of(String id) {
        for (Fault f : values()) if (f.id().equals(id)) return f;
        throw new IllegalArgumentException("unknown fault '" + id + "': expected restart, blackhole or terminate");
    }
}
