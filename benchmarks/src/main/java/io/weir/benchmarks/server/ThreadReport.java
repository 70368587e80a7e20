package io.weir.benchmarks.server;

import io.weir.benchmarks.report.Numbers;
import io.weir.benchmarks.report.Page;
import io.weir.benchmarks.report.Table;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.ToDoubleFunction;

/**
 * Where each arm's server CPU time per request goes, by group of the server's threads: per server, endpoint and
 * client count, a row per group and a column per arm, the mean over the arm's rounds (a round where no thread of
 * the group ran counts as 0) with the lowest and highest round; and the same for the groups' voluntary context
 * switches per request, which tell parking and blocking apart from work. Groups that take less than
 * {@link #SHOWN} of every arm's CPU time are summed as one row, so that the tables show what differs between arms
 * and not the server's every timer.
 */
final class ThreadReport {
    static final String PAGE = "threads.md";
    static final String OTHERS = "(every other group)";
    private static final double SHOWN = 0.02;

    private final List<ThreadRow> rows;

    ThreadReport(List<ThreadRow> rows) {
        if (rows.isEmpty()) throw new IllegalArgumentException("no thread groups to report");
        this.rows = List.copyOf(rows);
    }

    Page page(String heading, String command, String machine) {
        Page page = new Page(heading)
                .paragraph("Command: `" + command + "`. " + machine)
                .paragraph("The server's CPU time per request (user plus system, µs) by group of its threads, from"
                        + " `/proc/<pid>/task/<tid>/stat` when each round's measured period opens and closes: threads whose names"
                        + " differ only in their numbers are one group (the kernel keeps a name's first 15 characters). Mean over"
                        + " the arm's rounds (lowest-highest); groups under " + Math.round(SHOWN * 100) + " % of every arm's total"
                        + " are summed in one row.");
        for (String server : ServerReport.distinct(ThreadRow::server, rows)) {
            for (String endpoint : ServerReport.distinct(ThreadRow::endpoint, of(server))) {
                for (int clients : of(server).stream().filter(r -> r.endpoint().equals(endpoint)).map(ThreadRow::clients).distinct().sorted().toList()) {
                    page.section(server + ", " + endpoint + ", " + clients + " clients")
                            .paragraph("CPU time per request, µs:").table(table(server, endpoint, clients))
                            .paragraph("Voluntary context switches per request (a thread parked, or blocked on I/O):")
                            .table(switchesTable(server, endpoint, clients));
                }
            }
        }
        return page;
    }

    /** The CPU time per request, µs. */
    Table table(String server, String endpoint, int clients) {
        return table(server, endpoint, clients, ThreadRow::cpuMicros);
    }

    /** The voluntary context switches per request (a thread parked or blocked), for the same groups. */
    Table switchesTable(String server, String endpoint, int clients) {
        return table(server, endpoint, clients, ThreadRow::voluntarySwitches);
    }

    private Table table(String server, String endpoint, int clients, ToDoubleFunction<ThreadRow> metric) {
        List<ThreadRow> cell = of(server).stream().filter(r -> r.endpoint().equals(endpoint) && r.clients() == clients).toList();
        List<String> arms = List.copyOf(ServerReport.distinct(ThreadRow::arm, cell));
        Set<String> shown = shown(perArm(cell, arms, ThreadRow::cpuMicros), arms);
        Map<String, Map<String, List<Double>>> byArm = perArm(cell, arms, metric);
        Table table = new Table().text("thread group");
        for (String arm : arms) table.numbers(ServerReport.isWeir(arm) ? Table.bold(arm) : arm);
        for (String group : shown) table.row(row(group, arms, arm -> byArm.get(arm).get(group)));
        table.row(row(OTHERS, arms, arm -> sumOver(byArm.get(arm), g -> !shown.contains(g))));
        table.row(row("all threads", arms, arm -> sumOver(byArm.get(arm), g -> true)));
        return table;
    }

    /** Per arm, per group, one value per round of the arm (0 where none of the group's threads ran). */
    private static Map<String, Map<String, List<Double>>> perArm(List<ThreadRow> cell, List<String> arms, ToDoubleFunction<ThreadRow> metric) {
        Map<String, Map<String, List<Double>>> byArm = new TreeMap<>();
        for (String arm : arms) {
            List<ThreadRow> ofArm = cell.stream().filter(r -> r.arm().equals(arm)).toList();
            List<Integer> rounds = ofArm.stream().map(ThreadRow::round).distinct().sorted().toList();
            Map<String, List<Double>> groups = new TreeMap<>();
            for (String group : ServerReport.distinct(ThreadRow::group, ofArm)) {
                List<Double> values = new ArrayList<>();
                for (int round : rounds) {
                    values.add(ofArm.stream().filter(r -> r.round() == round && r.group().equals(group)).mapToDouble(metric).sum());
                }
                groups.put(group, values);
            }
            byArm.put(arm, groups);
        }
        return byArm;
    }

    /** The groups that take at least {@link #SHOWN} of some arm's CPU time, the largest first. */
    private static Set<String> shown(Map<String, Map<String, List<Double>>> cpu, List<String> arms) {
        Set<String> every = new TreeSet<>();
        cpu.values().forEach(groups -> every.addAll(groups.keySet()));
        Set<String> shown = new LinkedHashSet<>();
        every.stream().sorted(Comparator.comparingDouble((String g) -> -largestMean(cpu, g))).forEach(group -> {
            for (String arm : arms) {
                if (mean(cpu.get(arm).get(group)) >= SHOWN * total(cpu.get(arm))) shown.add(group);
            }
        });
        return shown;
    }

    private static List<Object> row(String group, List<String> arms, Function<String, List<Double>> values) {
        List<Object> cells = new ArrayList<>();
        cells.add(group);
        for (String arm : arms) {
            List<Double> v = values.apply(arm);
            cells.add(v == null || v.isEmpty() ? "0" : Numbers.spread(v, Numbers::score));
        }
        return cells;
    }

    /** Per round, the sum of the groups {@code take} accepts. */
    private static List<Double> sumOver(Map<String, List<Double>> groups, Predicate<String> take) {
        List<Double> sums = new ArrayList<>();
        for (Map.Entry<String, List<Double>> group : groups.entrySet()) {
            if (!take.test(group.getKey())) continue;
            List<Double> values = group.getValue();
            for (int i = 0; i < values.size(); i++) {
                if (sums.size() <= i) sums.add(0.0);
                sums.set(i, sums.get(i) + values.get(i));
            }
        }
        return sums;
    }

    private static double largestMean(Map<String, Map<String, List<Double>>> byArm, String group) {
        return byArm.values().stream().mapToDouble(groups -> mean(groups.get(group))).max().orElse(0);
    }

    private static double total(Map<String, List<Double>> groups) {
        return groups.values().stream().mapToDouble(ThreadReport::mean).sum();
    }

    /** A group absent from an arm's rounds counts as 0. */
    private static double mean(List<Double> values) {
        return values == null ? 0 : ServerReport.mean(values);
    }

    private List<ThreadRow> of(String server) {
        return rows.stream().filter(r -> r.server().equals(server)).toList();
    }
}
