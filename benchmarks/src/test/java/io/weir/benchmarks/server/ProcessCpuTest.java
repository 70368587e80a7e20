package io.weir.benchmarks.server;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ProcessCpuTest {
    /** A /proc/<pid>/stat line as Linux writes it, with utime, stime, cutime and cstime (fields 14 to 17) as given. */
    private static String stat(long pid, String name, long user, long system, long childrenUser, long childrenSystem) {
        return pid + " (" + name + ") S 1 2245 2245 0 -1 4194304 4139 22137 0 13 " + user + " " + system + " " + childrenUser + " "
                + childrenSystem + " 20 0 1 0 407 178294784 2411 18446744073709551615 1 1 0 0 0 0 0 4096 16391 0 0 0 17 1 0 0 0 0 0\n";
    }

    private static String stat(long pid, String name, long user, long system) {
        return stat(pid, name, user, system, 0, 0);
    }

    private static void process(Path proc, long pid, String name, long user, long system) throws Exception {
        process(proc, pid, name, user, system, 0);
    }

    /** @param reaped the user ticks of the ended children it has waited for */
    private static void process(Path proc, long pid, String name, long user, long system, long reaped) throws Exception {
        Files.createDirectories(proc.resolve(Long.toString(pid)));
        Files.writeString(proc.resolve(pid + "/stat"), stat(pid, name, user, system, reaped, 0));
    }

    @Test
    void userAndSystemTicksAreFields14And15() {
        assertEquals(5, ProcessCpu.ticks("2245 (postgres) S 1 2245 2245 0 -1 4194304 4139 22137 0 13 2 3 8 18 20 0 1 0 407"));
    }

    @Test
    void aNameWithSpacesAndParenthesesDoesNotShiftTheFields() {
        String stat = stat(7, "a) (b c) d", 120, 30);

        assertEquals(150, ProcessCpu.ticks(stat));
        assertEquals("a) (b c) d", ProcessCpu.name(stat));
    }

    @Test
    void whatIsNotAStatLineIsRefusedSayingSo() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> ProcessCpu.ticks("no parentheses here"));
        assertTrue(e.getMessage().contains("/proc/<pid>/stat"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> ProcessCpu.ticks("1 (java) S 1 2"));
    }

    @Test
    void theDatabaseIsEveryProcessOfItsNameAndNothingElse(@TempDir Path proc) throws Exception {
        process(proc, 10, "postgres", 100, 50);
        process(proc, 11, "postgres", 7, 3);
        process(proc, 12, "java", 900, 900);
        process(proc, 13, "postgres: x", 900, 900);
        Files.createDirectories(proc.resolve("sys"));

        assertEquals(Map.of(10L, 150L, 11L, 10L), new ProcessCpu(proc).named("postgres").ticks());
    }

    @Test
    void oneProcessIsReadByPidAndIsAnEmptySampleOnceItHasEnded(@TempDir Path proc) throws Exception {
        process(proc, 42, "java", 300, 20);

        assertEquals(Map.of(42L, 320L), new ProcessCpu(proc).of(42).ticks());
        assertEquals(0, new ProcessCpu(proc).of(42).reaped());
        assertEquals(Map.of(), new ProcessCpu(proc).of(43).ticks());
    }

    @Test
    void theChildrenAProcessWaitedForAreFields16And17() {
        assertEquals(26, ProcessCpu.reapedTicks("2245 (postgres) S 1 2245 2245 0 -1 4194304 4139 22137 0 13 2 3 8 18 20 0 1 0 407"));
    }

    /**
     * A backend that ends within the window (a pool that closes and opens connections under load) is counted through the
     * postmaster that waited for it: what it spent after the start, not lost with it.
     */
    @Test
    void theTicksSinceAStartCountAProcessBornSinceWholeAndOneThatEndedThroughItsParent() {
        ProcessCpu.Sample start = new ProcessCpu.Sample(Map.of(1L, 100L, 2L, 40L, 3L, 500L), 1000);
        // 3 ended at 520 ticks, 20 after the start; its parent's children's time grew by its 520
        ProcessCpu.Sample end = new ProcessCpu.Sample(Map.of(1L, 130L, 2L, 45L, 4L, 7L), 1000 + 520);

        assertEquals(30 + 5 + 7 + 20, end.since(start));
        assertEquals(-1, new ProcessCpu.Sample(Map.of(), 0).since(start), "nothing alive to measure");
    }

    @Test
    void theDatabaseSampleHoldsTheTimeOfTheBackendsItsPostmasterWaitedFor(@TempDir Path proc) throws Exception {
        process(proc, 10, "postgres", 100, 50, 300);
        process(proc, 11, "postgres", 7, 3);

        assertEquals(300, new ProcessCpu(proc).named("postgres").reaped());
    }

    @Test
    void perRequestTheTicksBecomeMicrosecondsAtTheClockRate() {
        assertEquals(250.0, ProcessCpu.microsPerRequest(50, 100, 2000), 1e-9, "0.5 s of CPU over 2000 requests");
        assertEquals(250.0, ProcessCpu.microsPerRequest(500, 1000, 2000), 1e-9);
        assertTrue(Double.isNaN(ProcessCpu.microsPerRequest(50, 100, 0)), "no request");
        assertTrue(Double.isNaN(ProcessCpu.microsPerRequest(-1, 100, 2000)), "no process");
    }

    @Test
    void theWindowMeasuresTheServerAndTheDatabaseBetweenItsEdges(@TempDir Path proc) throws Exception {
        process(proc, 42, "java", 1000, 100);
        process(proc, 10, "postgres", 100, 50);
        CpuWindow window = new CpuWindow(new ProcessCpu(proc), 42, "postgres", 100);

        window.opened();
        process(proc, 42, "java", 1150, 150);
        process(proc, 10, "postgres", 110, 60);
        process(proc, 11, "postgres", 5, 5);
        window.closed();

        assertEquals(2000.0, window.serverMicrosPerRequest(1000), 1e-9, "2 s of the server's CPU over 1000 requests");
        assertEquals(300.0, window.databaseMicrosPerRequest(1000), 1e-9, "0.3 s of the database's over 1000");
    }

    /**
     * @param user the thread's user ticks; its system ticks are none
     * @param switches its voluntary context switches; its involuntary ones are half as many
     */
    private static void thread(Path proc, long pid, long tid, String name, long user, long switches) throws Exception {
        Files.createDirectories(proc.resolve(pid + "/task/" + tid));
        Files.writeString(proc.resolve(pid + "/task/" + tid + "/stat"), stat(tid, name, user, 0));
        Files.writeString(proc.resolve(pid + "/task/" + tid + "/status"), "Name:\t" + name + "\nState:\tS (sleeping)\n"
                + "voluntary_ctxt_switches:\t" + switches + "\nnonvoluntary_ctxt_switches:\t" + switches / 2 + "\n");
    }

    @Test
    void aProcessesThreadsAreReadByThreadIdWithTheirNames(@TempDir Path proc) throws Exception {
        process(proc, 42, "java", 300, 20);
        thread(proc, 42, 42, "java", 10, 4);
        thread(proc, 42, 50, "default task-1", 200, 1000);

        assertEquals(Map.of(42L, new ProcessCpu.ThreadTicks("java", 10, 4, 2), 50L, new ProcessCpu.ThreadTicks("default task-1", 200, 1000, 500)),
                new ProcessCpu(proc).threadsOf(42));
        assertEquals(Map.of(), new ProcessCpu(proc).threadsOf(43), "a process that has ended has no threads");
    }

    /**
     * The server's time by group of threads, within the same window: a group per name without its numbers, and the
     * time of the threads that ended within it as the process's total less the groups'.
     */
    @Test
    void theWindowSplitsTheServersTimeByGroupOfThreadsAndKeepsWhatEndedThreadsSpent(@TempDir Path proc) throws Exception {
        process(proc, 42, "java", 1000, 0);
        thread(proc, 42, 50, "default task-1", 400, 100);
        thread(proc, 42, 51, "default task-2", 400, 100);
        thread(proc, 42, 60, "GC Thread#0", 100, 10);
        thread(proc, 42, 70, "pool-clock", 90, 5000);
        thread(proc, 42, 80, "idle timer", 3, 7);
        CpuWindow window = new CpuWindow(new ProcessCpu(proc), 42, null, 100);

        window.opened();
        process(proc, 42, "java", 1300, 0);
        thread(proc, 42, 50, "default task-1", 500, 1100);
        thread(proc, 42, 51, "default task-2", 450, 700);
        thread(proc, 42, 52, "default task-3", 50, 200);
        thread(proc, 42, 60, "GC Thread#0", 150, 20);
        Files.delete(proc.resolve("42/task/70/stat"));
        Files.delete(proc.resolve("42/task/70/status"));
        Files.delete(proc.resolve("42/task/70"));
        window.closed();

        Round round = new Round("wildfly", "weir", "read", 32, 2, 100, 1, 2, 3, 0, 1, Double.NaN, Double.NaN);
        assertEquals(List.of(
                        new ThreadRow("wildfly", "weir", "read", 32, 2, ThreadGroups.ENDED, 0, 500.0, 0, 0),
                        new ThreadRow("wildfly", "weir", "read", 32, 2, "GC Thread#*", 1, 500.0, 0.01, 0.005),
                        new ThreadRow("wildfly", "weir", "read", 32, 2, "default task-*", 3, 2000.0, 1.8, 0.9)),
                window.serverThreads(round, 1000), "300 ticks over 1000 requests: 200 in three request threads, 50 in GC, 50 in one that"
                        + " ended (1 tick is 10 ms); 1,800 voluntary switches in the request threads; the idle timer did not run");
    }

    @Test
    void whatTheWindowIsNotToldToMeasureIsMissing(@TempDir Path proc) throws Exception {
        CpuWindow window = new CpuWindow(new ProcessCpu(proc), -1, null, 100);

        window.opened();
        window.closed();

        assertTrue(Double.isNaN(window.serverMicrosPerRequest(1000)));
        assertTrue(Double.isNaN(window.databaseMicrosPerRequest(1000)));
        assertTrue(window.serverThreads(new Round("s", "a", "read", 8, 1, 1, 1, 1, 1, 0, 1, Double.NaN, Double.NaN), 1000).isEmpty());
    }
}
