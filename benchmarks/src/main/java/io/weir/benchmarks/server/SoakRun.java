package io.weir.benchmarks.server;

import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;

/**
 * Every server's Weir arm under a steady load of writes and reads at once, while faults are injected one after
 * another at random pauses ({@link SoakDeck}), and the arms' backends and the servers' threads are sampled every
 * second. The servers' heaps after a full collection and their threads are read once the warm-up is over and
 * again at the end, under the same load; then the committed writes are looked up in the database.
 */
final class SoakRun {
    /** One server's arm: its URLs' base (…/bench-weir), its JVM and its application_name. */
    record Target(String server, URI base, long pid, String applicationName) {
    }

    /**
     * The run's timing: the warm-up, the least time under faults, the pause before each fault, whether each kind
     * runs once only (the smoke), the undisturbed tail after the last fault, and the blackhole's length.
     */
    record Plan(Duration warmUp, Duration length, Duration pauseMin, Duration pauseMax, boolean onceEach, Duration tail, Duration blackhole) {
    }

    /** What the run saw; times in System.nanoTime, the origin the end of the warm-up. */
    record Result(long origin, long end, Map<String, List<RestartLog.Request>> requests, List<Injection> injections,
                  List<Injection> unrecovered, List<SoakChecks.Sample> samples, Map<String, SoakChecks.Jvm> jvms, Map<String, Long> lost) {
    }

    private static final Duration SAMPLE_EVERY = Duration.ofSeconds(1);
    private static final Duration FAULT_TIMEOUT = Duration.ofMinutes(5);

    private final List<Target> targets;
    private final int clients;
    private final OutageDatabase database;
    private final String directUrl;
    private final String faultCommand;

    /**
     * @param faultCommand a shell command that, given a fault's id and a server's name as its last two words,
     *                     injects one of the faults of one server and returns once the server answers again
     */
    SoakRun(List<Target> targets, int clients, OutageDatabase database, String directUrl, String faultCommand) {
        this.targets = List.copyOf(targets);
        this.clients = clients;
        this.database = database;
        this.directUrl = directUrl;
        this.faultCommand = faultCommand;
    }

    Result run(Plan plan, long seed, String eventsTable, Path injectionLog) throws Exception {
        Map<String, RestartLog> logs = new LinkedHashMap<>();
        List<HttpLoad> loads = new ArrayList<>();
        List<Thread> threads = new ArrayList<>();
        for (Target t : targets) {
            RestartLog log = new RestartLog();
            logs.put(t.server(), log);
            for (String endpoint : List.of("write", "read")) {
                HttpLoad load = new HttpLoad(URI.create(t.base() + "/" + endpoint), clients, log, RestartRun.PAUSE_AFTER_FAILURE);
                loads.add(load);
                threads.add(daemon(() -> load.run(Duration.ZERO, Duration.ofDays(1)), "soak-load"));
            }
        }
        TimeUnit.NANOSECONDS.sleep(plan.warmUp().toNanos());
        Map<String, long[]> start = probe("start", injectionLog.getParent());
        long origin = System.nanoTime();
        ConcurrentLinkedQueue<SoakChecks.Sample> samples = new ConcurrentLinkedQueue<>();
        Sampler sampler = new Sampler(samples);
        Thread samplerThread = daemon(sampler::run, "soak-sampler");
        List<Injection> unrecovered = new ArrayList<>();
        List<Injection> injections = inject(plan, seed, origin, injectionLog, unrecovered);
        Map<String, long[]> end = probe("end", injectionLog.getParent());
        long endNanos = System.nanoTime();
        for (HttpLoad load : loads) load.stop();
        for (Thread t : threads) t.join(TimeUnit.SECONDS.toMillis(90));
        sampler.stop = true;
        samplerThread.join(TimeUnit.SECONDS.toMillis(10));
        Files.writeString(injectionLog.resolveSibling("soak-samples.tsv"), "s\tanswered s\tserver\tconnections\tthreads\n" + samples.stream()
                .map(x -> String.format(Locale.ROOT, "%.1f\t%.1f\t%s\t%d\t%d", (x.nanos() - origin) / 1e9,
                        (x.answeredNanos() - origin) / 1e9, x.server(), x.connections(), x.threads()))
                .collect(Collectors.joining("\n", "", "\n")));
        Map<String, List<RestartLog.Request>> requests = new LinkedHashMap<>();
        Map<String, SoakChecks.Jvm> jvms = new HashMap<>();
        Map<String, Long> lost = new HashMap<>();
        RestartRun.Database events = new RestartRun.Database(directUrl, eventsTable, null);
        for (Target t : targets) {
            List<RestartLog.Request> all = logs.get(t.server()).requests();
            requests.put(t.server(), all);
            long[] s = start.get(t.server());
            long[] e = end.get(t.server());
            jvms.put(t.server(), new SoakChecks.Jvm(s[0], e[0], (int) s[1], (int) e[1]));
            lost.put(t.server(), RestartRun.missing(events, all.stream().filter(RestartLog.Request::ok).mapToLong(RestartLog.Request::event)
                    .filter(id -> id >= 0).boxed().toList()));
        }
        return new Result(origin, endNanos, requests, injections, unrecovered, List.copyOf(samples), jvms, lost);
    }

    /**
     * Faults at random pauses until the plan's length is over (or, once each, the deck's round is done), then the tail.
     * A fault whose command fails, whose direct connection to the database does not open, or whose server does not
     * answer again in time ends the injections there (what follows would measure a broken server): it goes into
     * {@code unrecovered} and the run goes on to its end checks.
     */
    private List<Injection> inject(Plan plan, long seed, long origin, Path injectionLog, List<Injection> unrecovered) throws Exception {
        SoakDeck deck = new SoakDeck(seed, targets.stream().map(Target::server).toList());
        List<Injection> injections = new ArrayList<>();
        long until = origin + plan.length().toNanos();
        while (plan.onceEach() ? injections.size() < deck.size() : System.nanoTime() < until - plan.tail().toNanos()) {
            TimeUnit.MILLISECONDS.sleep(deck.pauseMillis(plan.pauseMin().toMillis(), plan.pauseMax().toMillis()));
            SoakDeck.Draw draw = deck.next();
            long from = System.nanoTime();
            Exception failed = null;
            try {
                inflict(draw, plan.blackhole());
            } catch (IOException | SQLException e) {
                // a fault that could not be inflicted or observed (its command, or the run's own direct connection)
                failed = e;
            }
            Injection injection = new Injection(from, System.nanoTime(), draw.server(), draw.fault());
            injections.add(injection);
            Files.writeString(injectionLog, Injection.text(injections, origin));
            System.out.printf("%s %s: %.1f s%s%n", draw.fault().id(), draw.server(), (System.nanoTime() - from) / 1e9,
                    failed == null ? "" : ", not recovered: " + failed.getMessage());
            if (failed != null) {
                unrecovered.add(injection);
                return injections;
            }
        }
        long tailEnd = Math.max(until, System.nanoTime() + plan.tail().toNanos());
        TimeUnit.NANOSECONDS.sleep(Math.max(0, tailEnd - System.nanoTime()));
        return injections;
    }

    private void inflict(SoakDeck.Draw draw, Duration blackhole) throws Exception {
        Fault onDatabase = draw.fault().database();
        if (onDatabase != null) {
            database.inflict(onDatabase, onDatabase == Fault.BLACKHOLE ? blackhole : Duration.ZERO, "");
        } else {
            OutageDatabase.shell(faultCommand + " " + draw.fault().id() + " " + draw.server(), FAULT_TIMEOUT);
        }
    }

    /**
     * Per server: the heap after a full collection (KiB) and the threads, counted before the probe's own attaches;
     * its class histogram and thread dump written into the folder.
     */
    private Map<String, long[]> probe(String label, Path folder) throws Exception {
        Map<String, long[]> jvm = new HashMap<>();
        for (Target t : targets) {
            int threads = JvmProbe.threads(Path.of("/proc"), t.pid());
            JvmProbe.LiveHeap heap = JvmProbe.liveHeap(t.pid());
            Files.writeString(folder.resolve("soak-histogram-" + t.server() + "-" + label + ".txt"), heap.histogram());
            Files.writeString(folder.resolve("soak-threads-" + t.server() + "-" + label + ".txt"), JvmProbe.threadDump(t.pid()));
            jvm.put(t.server(), new long[] {heap.kib(), threads});
        }
        return jvm;
    }

    /** Every second, each arm's backends (no sample while the database is down) and each server's threads. */
    private final class Sampler {
        final ConcurrentLinkedQueue<SoakChecks.Sample> samples;
        volatile boolean stop;

        Sampler(ConcurrentLinkedQueue<SoakChecks.Sample> samples) {
            this.samples = samples;
        }

        void run() throws InterruptedException {
            while (!stop) {
                long now = System.nanoTime();
                try {
                    for (Target t : targets) {
                        long asked = System.nanoTime();
                        int backends = database.backends(t.applicationName());
                        samples.add(new SoakChecks.Sample(asked, System.nanoTime(), t.server(), backends,
                                JvmProbe.threads(Path.of("/proc"), t.pid())));
                    }
                } catch (SQLException down) {
                    // the database is down: no sample this second
                }
                TimeUnit.NANOSECONDS.sleep(Math.max(0, now + SAMPLE_EVERY.toNanos() - System.nanoTime()));
            }
        }
    }

    /** Work that may be interrupted, on a daemon thread, started. */
    private interface Work {
        void run() throws Exception;
    }

    private static Thread daemon(Work work, String name) {
        Thread t = new Thread(() -> {
            try {
                work.run();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        }, name);
        t.setDaemon(true);
        t.start();
        return t;
    }
}
