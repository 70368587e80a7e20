package io.weir.pool;

/**
 * A pool's live numbers and controls, registered as {@code io.weir:type=Pool,name=<poolName>}
 * when {@code registerMbeans} is true, and available from {@link WeirDataSource#getPoolMXBean()}.
 * The setters change a running pool; the password can be set but never read. Each setting that may
 * change at runtime has its getter and setter here, named for its key, and nothing else: the pool
 * implements them from the setting's definition.
 */
public interface WeirPoolMXBean {
    String getPoolName();

    int getActiveConnections();

    int getIdleConnections();

    int getTotalConnections();

    int getThreadsAwaitingConnection();

    /** Borrows since the start that found no idle connection and had to wait, whether or not one came. */
    long getWaitCount();

    /** The time those borrows waited, in total. */
    long getWaitTimeMillis();

    /** Borrows since the start that gave up after connectionTimeout. */
    long getTimeoutCount();

    /** Physical connections opened into the pool since the start. */
    long getCreatedConnections();

    /**
     * Physical connections the running pool closed since the start: past maxLifetime or idleTimeout,
     * failed an alive check or a reset, broken, or evicted; not those closed by the pool's close.
     */
    long getEvictedConnections();

    /**
     * Of those, connections retired because an SQLException on them was fatal (SQLState class 08, 57P01-57P03
     * and the like). The first retirement of each failure in a minute is logged at WARN with its SQLState.
     */
    long getBrokenConnections();

    /** Of those, connections that failed an alive check: before a loan, at keepalive, or after a timeout. */
    long getFailedAliveChecks();

    /** Of those, connections whose reset failed when they came back (see sessionReset). */
    long getFailedResets();

    /** Of those, connections whose server turned out to be a standby while the pool targets a primary. */
    long getStandbyConnections();

    /** Of those, connections the resource adapter evicted, after the server destroyed their managed connection. */
    long getAdapterEvictions();

    /**
     * Leaked connections the resource adapter took back since the start: a handle the application never closed,
     * held past leakDetectionThreshold, rolled back and reset, its handles closed. Each is logged at WARN.
     */
    long getReclaimedLeaks();

    /**
     * Local transactions the resource adapter rolled back since the start because the server that began them
     * lost them: no handle open on a managed connection the server destroyed while in use, or on a pool that one
     * with changed settings replaced, for longer than the adapter waits for a commit. The server's commit of one,
     * if it comes, fails. Each is logged at WARN.
     */
    long getLostTransactions();

    /**
     * Whether a transaction pooler (PgBouncer in transaction mode) lends this pool's server sessions, as the pool
     * found at its first connection or was told (transactionPooler); false until it knows.
     */
    boolean isBehindTransactionPooler();

    /** Retires every idle connection now and every borrowed one when it comes back. */
    void softEvictConnections();

    /** New borrowers wait (up to connectionTimeout) until {@link #resumePool()}; needs allowPoolSuspension. */
    void suspendPool();

    void resumePool();

    boolean isSuspended();

    int getMaximumPoolSize();

    void setMaximumPoolSize(int maximumPoolSize);

    int getMinimumIdle();

    void setMinimumIdle(int minimumIdle);

    long getConnectionTimeout();

    void setConnectionTimeout(long connectionTimeoutMs);

    long getValidationTimeout();

    void setValidationTimeout(long validationTimeoutMs);

    long getIdleTimeout();

    void setIdleTimeout(long idleTimeoutMs);

    long getMaxLifetime();

    void setMaxLifetime(long maxLifetimeMs);

    long getKeepaliveTime();

    void setKeepaliveTime(long keepaliveTimeMs);

    long getAliveBypassWindow();

    void setAliveBypassWindow(long aliveBypassWindowMs);

    long getLeakDetectionThreshold();

    void setLeakDetectionThreshold(long leakDetectionThresholdMs);

    String getUsername();

    /** New connections use it; connections already open keep theirs until they retire. */
    void setUsername(String username);

    /** Write-only: new connections use it. */
    void setPassword(String password);

    /** What a return resets: {@code jdbc} or {@code full} (see the sessionReset setting); fixed at start. */
    String getSessionReset();
}
