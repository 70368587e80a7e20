package io.weir.benchmarks.server;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Map;

/**
 * The server's and the database's CPU time over a load's measured period, read from /proc when the period
 * opens and when it closes: the server as one process (its JVM), the database as every process of one
 * command name (PostgreSQL's postmaster, background processes and backends). The load generator's own
 * process is neither.
 */
final class CpuWindow implements HttpLoad.Window {
    private static final ProcessCpu.Sample NONE = new ProcessCpu.Sample(Map.of(), 0);

    private final ProcessCpu cpu;
    private final long serverPid;
    private final String databaseName;
    private final long ticksPerSecond;
    private ProcessCpu.Sample serverStart = NONE;
    private ProcessCpu.Sample databaseStart = NONE;
    private long serverTicks = -1;
    private long databaseTicks = -1;

    /** @param serverPid -1 not to measure the server; @param databaseName null not to measure the database */
    CpuWindow(ProcessCpu cpu, long serverPid, String databaseName, long ticksPerSecond) {
        if (ticksPerSecond <= 0) throw new IllegalArgumentException("clock ticks per second must be positive, not " + ticksPerSecond);
        this.cpu = cpu;
        this.serverPid = serverPid;
        this.databaseName = databaseName;
        this.ticksPerSecond = ticksPerSecond;
    }

    @Override
    public void opened() {
        serverStart = server();
        databaseStart = database();
    }

    @Override
    public void closed() {
        serverTicks = server().since(serverStart);
        databaseTicks = database().since(databaseStart);
    }

    double serverMicrosPerRequest(long requests) {
        return ProcessCpu.microsPerRequest(serverTicks, ticksPerSecond, requests);
    }

    double databaseMicrosPerRequest(long requests) {
        return ProcessCpu.microsPerRequest(databaseTicks, ticksPerSecond, requests);
    }

    private ProcessCpu.Sample server() {
        return serverPid < 0 ? NONE : cpu.of(serverPid);
    }

    private ProcessCpu.Sample database() {
        if (databaseName == null) return NONE;
        try {
            return cpu.named(databaseName);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
