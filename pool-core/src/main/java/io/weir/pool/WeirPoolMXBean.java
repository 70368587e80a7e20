package io.weir.pool;

/**
 * A pool's live numbers and controls, registered as {@code io.weir:type=Pool,name=<poolName>}
 * when {@code registerMbeans} is true, and available from {@link WeirDataSource#getPoolMXBean()}.
 * The setters change a running pool; the password can be set but never read.
 */
public interface WeirPoolMXBean {
    String getPoolName();

    int getActiveConnections();

    int getIdleConnections();

    int getTotalConnections();

    int getThreadsAwaitingConnection();

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
