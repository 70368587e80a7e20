package io.weir.pool.internal.engine.bag;

/**
 * Why the running pool closed a physical connection. The causes that are failures are counted one by one and
 * shown to an operator (their MXBean attribute), since each means a connection broke or could not be made
 * clean; the others are the pool's routine (age, idleness, a smaller pool, a soft eviction, the pool's close).
 */
public enum RetireCause {
    BROKEN("BrokenConnections", "broken by a fatal error"),
    FAILED_ALIVE_CHECK("FailedAliveChecks", "failed its alive check"),
    FAILED_RESET("FailedResets", "could not be reset when it came back"),
    ON_STANDBY("StandbyConnections", "its server is a standby, and the pool targets a primary (targetServerType)"),
    EVICTED_BY_ADAPTER("AdapterEvictions", "evicted by the resource adapter"),
    MAX_LIFETIME(null, "maxLifetime reached"),
    IDLE_TIMEOUT(null, "idleTimeout"),
    POOL_SHRUNK(null, "maximumPoolSize lowered"),
    SOFT_EVICTED(null, "soft-evicted"),
    POOL_CLOSED(null, "pool closed");

    /** The failures, each with a count of its own. */
    public static final RetireCause[] FAILURES = {BROKEN, FAILED_ALIVE_CHECK, FAILED_RESET, ON_STANDBY, EVICTED_BY_ADAPTER};

    private final String attribute;
    private final String description;

    RetireCause(String attribute, String description) {
        this.attribute = attribute;
        this.description = description;
    }

    /** Whether the connection failed, as opposed to the pool's routine. */
    public boolean isFailure() {
        return attribute != null;
    }

    /** The MXBean attribute (and server statistic) that counts a failure, or null for routine. */
    public String attribute() {
        return attribute;
    }

    public String description() {
        return description;
    }
}
