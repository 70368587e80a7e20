package io.weir.benchmarks.server;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The server's and the database's CPU time over a load's measured period, read from /proc when the period
 * opens and when it closes: the server as one process (its JVM), the database as every process of one
 * command name (PostgreSQL's postmaster, background processes and backends). The load generator's own
 * process is neither. The server's time is split by group of threads too ({@link ThreadGroups}).
 */
final class CpuWindow implements HttpLoad.Window {
    private static final ProcessCpu.Sample NONE = new ProcessCpu.Sample(Map.of(), 0);

    private final ProcessCpu cpu;
    private final long serverPid;
    private final String databaseName;
    private final long ticksPerSecond;
    private ProcessCpu.Sample serverStart = NONE;
    private ProcessCpu.Sample databaseStart = NONE;
    private Map<Long, ProcessCpu.ThreadTicks> threadsStart = Map.of();
    private Map<String, ThreadGroups.Spent> serverThreads = Map.of();
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
        threadsStart = threads();
        serverStart = server();
        databaseStart = database();
    }

    @Override
    public void closed() {
        serverTicks = server().since(serverStart);
        databaseTicks = database().since(databaseStart);
        if (serverTicks >= 0) serverThreads = ThreadGroups.between(threadsStart, threads(), serverTicks);
    }

    double serverMicrosPerRequest(long requests) {
        return ProcessCpu.microsPerRequest(serverTicks, ticksPerSecond, requests);
    }

    double databaseMicrosPerRequest(long requests) {
        return ProcessCpu.microsPerRequest(databaseTicks, ticksPerSecond, requests);
    }

    /** The round's server CPU time and context switches per request by group of threads; none where the server is not measured. */
    List<ThreadRow> serverThreads(Round round, long requests) {
        List<ThreadRow> rows = new ArrayList<>();
        serverThreads.forEach((group, spent) -> rows.add(new ThreadRow(round.server(), round.arm(), round.endpoint(), round.clients(),
                round.round(), group, spent.threads(), ProcessCpu.microsPerRequest(spent.ticks(), ticksPerSecond, requests),
                perRequest(spent.voluntary(), requests), perRequest(spent.involuntary(), requests))));
        return rows;
    }

    private static double perRequest(long count, long requests) {
        return requests <= 0 ? Double.NaN : (double) count / requests;
    }

    private Map<Long, ProcessCpu.ThreadTicks> threads() {
        try {
            return serverPid < 0 ? Map.of() : cpu.threadsOf(serverPid);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
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
