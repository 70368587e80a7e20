package io.weir.benchmarks.server;

import javax.management.ObjectName;
import javax.management.remote.JMXConnector;
import javax.management.remote.JMXConnectorFactory;
import javax.management.remote.JMXServiceURL;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The in-server benchmark's Java side, driven by benchmarks/server/run.sh:
 * <pre>
 *   load url=http://host:port/path clients=N warmup=S seconds=S server=X arm=Y endpoint=Z round=K out=rounds.tsv
 *        [serverPid=PID] [database=postgres] [ticks=CLK_TCK]   (the CPU time per request of the server's process and of the
 *        database's processes by that name; ticks: getconf CLK_TCK, 100 when not given)
 *   report in=rounds.tsv dir=results/server command="..."
 *   frames recording=recording.jfr title="..."
 *   perf-shares script=FILE (perf script -F comm,tid,period,ip,sym,dso) requests=N title="..."
 *   syscalls stat=FILE (perf stat --per-thread -x, over tracepoints) requests=N title="..."
 *   futex-sites script=FILE (perf script -F comm,tid,ip,sym,dso of futex calls with call chains) requests=N title="..."
 *   proxy listen=PORT target=host:port control=PORT
 *   outage url=... clients=N fault=restart|blackhole|terminate server=X arm=Y repeat=K app=APPLICATION_NAME
 *          db=DIRECT_JDBC_URL stop="..." start="..." control=PORT pool="..." warmup=S baseline=S outage=S after=S out=outage.tsv [requests=file]
 *   outage-report in=outage.tsv dir=results/server command="run.sh MODE" seconds=S faults="..." repeats="..."
 *          clients=N endpoint=read warmup=S baseline=S after=S blackhole=S
 *   restart write=URL read=URL clients=N server=X arm=Y [event=restart|app-redeploy|rar-redeploy] app=APPLICATION_NAME stop="..." start="..." ready=URL
 *          db=DIRECT_JDBC_URL events=TABLE pglog=FILE warmup=S baseline=S after=S out=restart.tsv [requests=file]
 *   restart-report in=restart.tsv dir=results/server command="run.sh MODE" clients=N warmup=S baseline=S after=S
 *          wildfly-stop="..." payara-stop="..."
 *   soak servers="wildfly payara" wildfly-url=http://host:port/bench-weir wildfly-pid=PID wildfly-app=APPLICATION_NAME (the same
 *        for each server) clients=N warmup=S seconds=S pause-min=S pause-max=S once=true|false tail=S blackhole=S grace=S pool=N
 *        seed=N db=DIRECT_JDBC_URL events=TABLE stop="..." start="..." control=PORT fault="a command given: FAULT SERVER"
 *        injections=FILE dir=DIR command="run.sh MODE"   (exits with 1 when a check fails)
 *   pglog-prefix   (the log_line_prefix the restart run's database needs)
 *   schedule arms="a b c" endpoints="read write" clients="8 32" rounds=N   (prints: endpoint clients round arm)
 *   outage-schedule arms="a b c" faults="restart terminate" repeats="restart=2 terminate=5"   (prints: repeat fault arm)
 *   war from=server-bench.war to=bench-ARM.war server=wildfly|payara arm=ARM jndi=NAME table=TABLE rows=N
 *   mbean url=service:jmx:... user=NAME name=OBJECT_NAME attribute=NAME   (an empty password)
 * </pre>
 */
public final class ServerBench {
    private ServerBench() {
    }

    public static void main(String[] args) throws Exception {
        if (args.length == 0) throw new IllegalArgumentException("usage: load|report|frames ... (see ServerBench's javadoc)");
        Map<String, String> options = options(args);
        switch (args[0]) {
            case "load" -> load(options);
            case "report" -> report(options);
            case "frames" -> System.out.println(FrameShares.read(Path.of(required(options, "recording"))).table(required(options, "title")));
            case "perf-shares" -> System.out.println(PerfShares.read(Path.of(required(options, "script")))
                    .table(required(options, "title"), Long.parseLong(required(options, "requests"))));
            case "futex-sites" -> System.out.println(FutexSites.read(Path.of(required(options, "script")))
                    .table(required(options, "title"), Long.parseLong(required(options, "requests"))));
            case "syscalls" -> System.out.println(SyscallCounts.read(Path.of(required(options, "stat")))
                    .table(required(options, "title"), Long.parseLong(required(options, "requests"))));
            case "proxy" -> proxy(options);
            case "outage" -> outage(options);
            case "outage-report" -> outageReport(options);
            case "restart" -> restart(options);
            case "restart-report" -> restartReport(options);
            case "soak" -> soak(options);
            case "pglog-prefix" -> System.out.println(PostgresLog.PREFIX);
            case "mbean" -> System.out.println(mbeanAttribute(options));
            case "schedule" -> Schedule.rounds(Schedule.words(required(options, "arms")), Schedule.words(required(options, "endpoints")),
                            Schedule.words(required(options, "clients")).stream().map(Integer::valueOf).toList(),
                            Integer.parseInt(required(options, "rounds")))
                    .forEach(m -> System.out.println(m.line()));
            case "outage-schedule" -> {
                List<Fault> faults = Schedule.faults(required(options, "faults"));
                Schedule.outages(Schedule.words(required(options, "arms")), faults, Schedule.repeats(faults, required(options, "repeats")))
                        .forEach(r -> System.out.println(r.line()));
            }
            case "war" -> ArmWar.write(Path.of(required(options, "from")), Path.of(required(options, "to")), required(options, "server"),
                    required(options, "arm"), required(options, "jndi"), required(options, "table"), Integer.parseInt(required(options, "rows")));
            default -> throw new IllegalArgumentException("unknown command '" + args[0]
                    + "': expected load, report, frames, perf-shares, syscalls, futex-sites, proxy, outage, outage-report, restart, restart-report, soak, pglog-prefix, mbean, schedule,"
                    + " outage-schedule or war");
        }
    }

    private static void load(Map<String, String> o) throws Exception {
        int clients = Integer.parseInt(required(o, "clients"));
        // without ticks=, 100: Linux's USER_HZ on x86 and arm64, the unit of /proc whatever the kernel's own tick rate
        CpuWindow cpu = new CpuWindow(new ProcessCpu(Path.of("/proc")), Long.parseLong(optional(o, "serverPid", "-1")),
                optional(o, "database", null), Long.parseLong(optional(o, "ticks", "100")));
        HttpLoad.Result r = new HttpLoad(URI.create(required(o, "url")), clients)
                .run(Duration.ofSeconds(Long.parseLong(required(o, "warmup"))), Duration.ofSeconds(Long.parseLong(required(o, "seconds"))), cpu);
        Round round = new Round(required(o, "server"), required(o, "arm"), required(o, "endpoint"), clients,
                Integer.parseInt(required(o, "round")), r.requestsPerSecond(), r.percentileMillis(50), r.percentileMillis(99),
                r.percentileMillis(99.9), r.errors(), loadAverage(), cpu.serverMicrosPerRequest(r.requests()),
                cpu.databaseMicrosPerRequest(r.requests()));
        Round.append(Path.of(required(o, "out")), round);
        if (o.containsKey("threadsOut")) ThreadRow.append(Path.of(o.get("threadsOut")), cpu.serverThreads(round, r.requests()));
        System.out.println(round.line());
        if (r.requests() == 0) {
            throw new IllegalStateException("no request to " + o.get("url") + " succeeded (" + r.errors() + " failed): see the server's log");
        }
    }

    private static void report(Map<String, String> o) throws Exception {
        String heading = o.getOrDefault("heading", "In-server benchmark");
        new ServerReport(Round.readAll(Path.of(required(o, "in")))).write(Path.of(required(o, "dir")), heading, required(o, "command"), machine());
        Path threads = o.containsKey("threads") ? Path.of(o.get("threads")) : null;
        if (threads != null && Files.exists(threads)) {
            new ThreadReport(ThreadRow.readAll(threads)).page(heading + ": the server's CPU time by thread", required(o, "command"), machine())
                    .write(Path.of(required(o, "dir")), ThreadReport.PAGE);
        }
    }

    private static void proxy(Map<String, String> o) throws Exception {
        String target = required(o, "target");
        int colon = target.lastIndexOf(':');
        if (colon <= 0) throw new IllegalArgumentException("target must be host:port, was '" + target + "'");
        ProxyControl.serve(Integer.parseInt(required(o, "listen")), target.substring(0, colon), Integer.parseInt(target.substring(colon + 1)),
                Integer.parseInt(required(o, "control")));
    }

    private static void outage(Map<String, String> o) throws Exception {
        OutageDatabase database = new OutageDatabase(required(o, "db"), required(o, "stop"), required(o, "start"),
                Integer.parseInt(required(o, "control")));
        OutageRun.Plan plan = new OutageRun.Plan(seconds(o, "warmup"), seconds(o, "baseline"), seconds(o, "outage"), seconds(o, "after"));
        OutageRow row = new OutageRun(URI.create(required(o, "url")), Integer.parseInt(required(o, "clients")), database)
                .run(required(o, "server"), required(o, "arm"), Fault.of(required(o, "fault")), Integer.parseInt(required(o, "repeat")),
                        plan, required(o, "app"), required(o, "pool"), o.containsKey("requests") ? Path.of(o.get("requests")) : null);
        OutageRow.append(Path.of(required(o, "out")), row);
        System.out.println(row.line());
    }

    private static void outageReport(Map<String, String> o) throws Exception {
        List<Fault> faults = Schedule.faults(required(o, "faults"));
        String command = required(o, "command") + ": per arm " + Schedule.describe(Schedule.repeats(faults, required(o, "repeats")))
                + ", " + required(o, "seconds") + " s in all";
        String description = OutageReport.description(Integer.parseInt(required(o, "clients")), required(o, "endpoint"),
                Long.parseLong(required(o, "warmup")), Long.parseLong(required(o, "baseline")), Long.parseLong(required(o, "after")),
                Long.parseLong(required(o, "blackhole")));
        new OutageReport(OutageRow.readAll(Path.of(required(o, "in")))).write(Path.of(required(o, "dir")),
                o.getOrDefault("heading", "In-server outage benchmark"), command, machine(), description);
    }

    private static void restart(Map<String, String> o) throws Exception {
        RestartRun.Plan plan = new RestartRun.Plan(seconds(o, "warmup"), seconds(o, "baseline"), seconds(o, "after"),
                Duration.ofMinutes(5), Duration.ofMinutes(10));
        RestartRun.Server server = new RestartRun.Server(required(o, "stop"), required(o, "start"), URI.create(required(o, "ready")));
        RestartRun.Database database = new RestartRun.Database(required(o, "db"), required(o, "events"), Path.of(required(o, "pglog")));
        RestartRow row = new RestartRun(URI.create(required(o, "write")), URI.create(required(o, "read")), Integer.parseInt(required(o, "clients")))
                .run(required(o, "server"), required(o, "arm"), RestartEvent.of(o.getOrDefault("event", RestartEvent.RESTART.key())), required(o, "app"), plan, server, database,
                        o.containsKey("requests") ? Path.of(o.get("requests")) : null);
        RestartRow.append(Path.of(required(o, "out")), row);
        System.out.println(row.summary());
    }

    private static void restartReport(Map<String, String> o) throws Exception {
        String description = RestartReport.description(Integer.parseInt(required(o, "clients")), Long.parseLong(required(o, "warmup")),
                Long.parseLong(required(o, "baseline")), Long.parseLong(required(o, "after")));
        Map<RestartEvent, String> commands = new java.util.EnumMap<>(RestartEvent.class);
        commands.put(RestartEvent.RESTART, RestartReport.restartCommands(required(o, "wildfly-stop"), required(o, "payara-stop")));
        for (RestartEvent e : List.of(RestartEvent.APP_REDEPLOY, RestartEvent.RAR_REDEPLOY)) {
            if (o.containsKey("wildfly-" + e.key())) {
                commands.put(e, RestartReport.redeployCommands(required(o, "wildfly-" + e.key()), required(o, "payara-" + e.key())));
            }
        }
        new RestartReport(RestartRow.readAll(Path.of(required(o, "in")))).write(Path.of(required(o, "dir")),
                o.getOrDefault("heading", "In-server restart benchmark"), required(o, "command"), machine(), description, commands);
    }

    private static void soak(Map<String, String> o) throws Exception {
        List<SoakRun.Target> targets = Schedule.words(required(o, "servers")).stream().map(server -> new SoakRun.Target(server,
                URI.create(required(o, server + "-url")), Long.parseLong(required(o, server + "-pid")), required(o, server + "-app"))).toList();
        OutageDatabase database = new OutageDatabase(required(o, "db"), required(o, "stop"), required(o, "start"),
                Integer.parseInt(required(o, "control")));
        SoakRun.Plan plan = new SoakRun.Plan(seconds(o, "warmup"), seconds(o, "seconds"), seconds(o, "pause-min"), seconds(o, "pause-max"),
                Boolean.parseBoolean(required(o, "once")), seconds(o, "tail"), seconds(o, "blackhole"));
        long seed = Long.parseLong(required(o, "seed"));
        int clients = Integer.parseInt(required(o, "clients"));
        SoakRun.Result result = new SoakRun(targets, clients, database, required(o, "db"), required(o, "fault"))
                .run(plan, seed, required(o, "events"), Path.of(required(o, "injections")));
        SoakChecks checks = new SoakChecks(result.injections(), seconds(o, "grace").toNanos());
        int pool = Integer.parseInt(required(o, "pool"));
        List<String> servers = targets.stream().map(SoakRun.Target::server).toList();
        List<SoakChecks.Check> verdicts = new java.util.ArrayList<>(List.of(SoakChecks.recovered(result.unrecovered())));
        verdicts.addAll(checks.all(servers, SoakReport.failures(result), result.lost(), result.samples(), pool, result.jvms()));
        SoakReport report = new SoakReport(result, checks, verdicts);
        String command = required(o, "command") + ": seed " + seed + ", " + Math.round((result.end() - result.origin()) / 1e9) + " s under faults";
        report.write(Path.of(required(o, "dir")), o.getOrDefault("heading", "In-server soak"), command, machine(),
                SoakReport.description(clients, plan, seconds(o, "grace"), pool));
        if (!report.passed()) {
            System.err.println("the soak failed a check: see " + Path.of(required(o, "dir")).resolve("soak.md"));
            for (SoakChecks.Check c : verdicts) {
                if (!c.passed()) System.err.println("  failed: " + c.server() + ": " + c.name() + ": " + c.detail());
            }
            System.exit(1);
        }
    }

    /** One attribute of a server's MBean, over its JMX connector. */
    private static Object mbeanAttribute(Map<String, String> o) throws Exception {
        Map<String, Object> environment = Map.of(JMXConnector.CREDENTIALS, new String[] {required(o, "user"), ""});
        try (JMXConnector jmx = JMXConnectorFactory.connect(
                new JMXServiceURL(required(o, "url")), environment)) {
            return jmx.getMBeanServerConnection().getAttribute(new ObjectName(required(o, "name")), required(o, "attribute"));
        }
    }

    private static Duration seconds(Map<String, String> o, String key) {
        return Duration.ofMillis(Math.round(Double.parseDouble(required(o, key)) * 1000));
    }

    private static String machine() {
        return String.format(Locale.ROOT, "%d cores, %s, Java %s.", Runtime.getRuntime().availableProcessors(),
                System.getProperty("os.name"), System.getProperty("java.version"));
    }

    /** The one-minute load average, or -1 where /proc/loadavg does not exist. */
    static double loadAverage() {
        try {
            return Double.parseDouble(Files.readString(Path.of("/proc/loadavg")).split(" ")[0]);
        } catch (Exception e) {
            return -1;
        }
    }

    static Map<String, String> options(String[] args) {
        Map<String, String> options = new HashMap<>();
        for (int i = 1; i < args.length; i++) {
            int eq = args[i].indexOf('=');
            if (eq <= 0) throw new IllegalArgumentException("expected key=value, got '" + args[i] + "'");
            options.put(args[i].substring(0, eq), args[i].substring(eq + 1));
        }
        return options;
    }

    /** The option's value; {@code otherwise} when it is not given or empty. */
    private static String optional(Map<String, String> options, String key, String otherwise) {
        String v = options.get(key);
        return v == null || v.isEmpty() ? otherwise : v;
    }

    static String required(Map<String, String> options, String key) {
        String v = options.get(key);
        if (v == null || v.isEmpty()) throw new IllegalArgumentException("missing " + key + "=...");
        return v;
    }
}
