package io.weir.benchmarks.suite;

import io.weir.benchmarks.Backend;
import io.weir.benchmarks.pools.PoolKind;
import io.weir.benchmarks.report.Numbers;
import io.weir.benchmarks.report.Page;
import io.weir.benchmarks.report.Table;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * The Markdown page of one run: a summary of Weir against the best other pool, mean for mean and fork
 * for fork, then one table per scenario with every pool's score, error, lowest, median and highest
 * fork, ratio to the best other pool and allocation.
 */
final class MarkdownReport {
    static final String WEIR = "weir";

    private final SuiteResults results;

    MarkdownReport(SuiteResults results) {
        this.results = results;
    }

    String render() {
        return page().markdown();
    }

    Page page() {
        Page page = new Page("Weir benchmark results: " + results.runName());
        List<String> about = new ArrayList<>();
        about.add("Machine: " + results.machine());
        about.add("JMH: " + results.settings());
        if (results.scenarios().stream().anyMatch(s -> s.backend().equals(Backend.STUB))) {
            about.add("Stub driver: no-op connections, statements and result sets (pool-core test-jar), "
                    + "so the numbers are the pools' own cost.");
        }
        if (results.scenarios().stream().anyMatch(s -> s.backend().equals(Backend.H2))) {
            about.add("H2 (scenarios ending in -h2): an in-memory H2 database, in process, through its own driver; "
                    + "the numbers are the driver's cost and the pool's together.");
        }
        about.add("Ratio: how many times better than the best *other* pool in the same configuration "
                + "(more throughput, or less time); above 1.00 means ahead.");
        about.add("Forks: the score is the mean over every fork; fork min, median and max are of the forks' own scores.");
        page.bullets(about);
        summary(page);
        for (Scenario s : results.scenarios()) scenario(page, s);
        List<String> missing = results.missing();
        if (!missing.isEmpty()) page.section("Missing results").bullets(missing);
        return page;
    }

    private void summary(Page page) {
        if (!results.pools().contains(WEIR)) return;
        Table table = new Table().text("scenario", "config").numbers("Weir").text("best other").numbers("ratio", "Weir B/op");
        for (Scenario s : results.scenarios()) {
            for (String safety : results.safeties()) {
                Optional<Measurement> weir = results.find(s.id(), WEIR, safety);
                if (weir.isEmpty()) continue;
                Comparison c = results.comparison(s, safety);
                Optional<Measurement> best = c.bestOtherThan(WEIR);
                table.row(s.id(), safety, Numbers.score(weir.get().score()) + " " + shortUnit(s),
                        best.map(b -> label(b.pool()) + " " + Numbers.score(b.score())).orElse("-"),
                        Numbers.ratio(c.ratioToBestOther(weir.get())), bytes(weir.get().bytesPerOp()));
            }
        }
        page.section("Summary: Weir against the best other pool").table(table);
        forkSummary(page);
    }

    /**
     * Fork for fork: Weir's lowest, median and highest fork beside the best other pool's, whether Weir's
     * slowest fork is at or above the fastest fork of every other pool, and round by round against the best other.
     */
    private void forkSummary(Page page) {
        Table table = new Table().text("scenario", "config").numbers("forks").text("Weir min / median / max",
                "best other min / median / max").numbers("Weir's slowest fork").text("others' fastest fork", "slowest fork ahead",
                "rounds ahead of the best other").numbers("worst round's ratio");
        for (Scenario s : results.scenarios()) {
            for (String safety : results.safeties()) {
                Optional<Measurement> weir = results.find(s.id(), WEIR, safety);
                if (weir.isEmpty()) continue;
                Comparison c = results.comparison(s, safety);
                Optional<ForkVerdict> verdict = c.forkVerdict(weir.get());
                Optional<RoundVerdict> rounds = c.roundVerdict(weir.get());
                table.row(s.id(), safety, weir.get().forks().count(), spread(weir.get().forks()) + " " + shortUnit(s),
                        c.bestOtherThan(WEIR).map(b -> label(b.pool()) + " " + spread(b.forks())).orElse("-"),
                        Numbers.score(weir.get().forks().slowest(s)),
                        verdict.map(v -> label(v.rival()) + " " + Numbers.score(v.rivalFastest())).orElse("-"),
                        verdict.map(v -> v.ahead() ? "yes" : Table.bold("no")).orElse("-"),
                        rounds.map(r -> r.ahead() == r.rounds() ? r.ahead() + " of " + r.rounds()
                                : Table.bold(r.ahead() + " of " + r.rounds())).orElse("-"),
                        rounds.map(r -> Numbers.ratio(r.lowestRatio())).orElse("-"));
            }
        }
        page.section("Summary: Weir's slowest fork against the others' fastest")
                .paragraph("Each scenario in its unit; for a time, the slowest fork is the longest. The best other pool "
                        + "is the one with the best mean; the others' fastest fork is the fastest fork of any other pool. "
                        + "The forks ran in rounds, one fork of each pool per round: a round is ahead where Weir's fork was at "
                        + "or ahead of the best other pool's fork of the same round, and the worst round's ratio is Weir's "
                        + "fork over that one in the round where it was lowest (above 1.00, ahead).")
                .table(table);
    }

    private static String spread(ForkScores f) {
        return Numbers.score(f.min()) + " / " + Numbers.score(f.median()) + " / " + Numbers.score(f.max());
    }

    private void scenario(Page page, Scenario s) {
        double ideal = Scenarios.idealMillis(s);
        if (!Double.isNaN(ideal)) {
            batchScenario(page, s, ideal);
            return;
        }
        boolean percentiles = results.hasPercentiles(s);
        boolean openClose = s.id().startsWith(Scenarios.OPEN_CLOSE_PREFIX);
        page.section(s.id()).paragraph(s.title() + ". "
                + (s.higherIsBetter() ? "Throughput, higher is better" : "Time per operation, lower is better")
                + ", in " + shortUnit(s)
                + (percentiles && s.higherIsBetter() ? "; percentiles of the time per operation in µs" : "") + ".");
        List<String> columns = new ArrayList<>();
        List<Function<Measurement, String>> cells = new ArrayList<>();
        if (percentiles) {
            columns.addAll(List.of("p50", "p99", "p99.9"));
            cells.add(m -> Numbers.score(m.p50()));
            cells.add(m -> Numbers.score(m.p99()));
            cells.add(m -> Numbers.score(m.p999()));
        }
        if (openClose) {
            columns.add("ms per 1M open/close");
            cells.add(m -> Numbers.fixed(1000.0 / m.score(), 0));
        }
        page.table(rows(s, columns, cells));
    }

    /**
     * A scenario whose sample is a whole batch of virtual threads: the batch time against the ideal, and the
     * waits of its borrows, the worst included, since a pool can shorten the batch by letting some threads wait long.
     */
    private void batchScenario(Page page, Scenario s, double ideal) {
        String unit = unit(s);
        page.section(s.id()).paragraph(s.title() + ". Batch time, lower is better, in " + unit
                + "; over ideal: the batch time over " + Numbers.score(ideal) + " " + unit
                + " (no connection ever idle while a thread waits); the waits of every borrow in " + unit + ".");
        page.table(rows(s, List.of("over ideal", "wait p50", "wait p99", "worst wait"), List.of(
                m -> Numbers.ratio(m.score() / ideal), m -> Numbers.score(m.p50()), m -> Numbers.score(m.p99()),
                m -> Numbers.score(m.worst()))));
    }

    /**
     * One row per pool and configuration of {@code s}, in the run's order: the pool, its configuration, score
     * and error, then the {@code columns} that {@code cells} fill, then the ratio to the best other pool and the allocation.
     */
    private Table rows(Scenario s, List<String> columns, List<Function<Measurement, String>> cells) {
        boolean batch = !Double.isNaN(Scenarios.idealMillis(s));
        Table table = new Table().text("pool", "config").numbers(batch ? "batch" : "score", "± error")
                .numbers("fork min", "fork median", "fork max")
                .numbers(columns.toArray(String[]::new)).numbers("ratio to best other", "B/op");
        for (String safety : results.safeties()) {
            Comparison c = results.comparison(s, safety);
            for (String pool : results.pools()) {
                Optional<Measurement> found = results.find(s.id(), pool, safety);
                if (found.isEmpty()) continue;
                Measurement m = found.get();
                List<String> row = new ArrayList<>(List.of(pool.equals(WEIR) ? Table.bold(label(pool)) : label(pool), safety,
                        Numbers.score(m.score()), Numbers.score(m.error()),
                        Numbers.score(m.forks().min()), Numbers.score(m.forks().median()), Numbers.score(m.forks().max())));
                for (Function<Measurement, String> cell : cells) row.add(cell.apply(m));
                row.add(Numbers.ratio(c.ratioToBestOther(m)));
                row.add(bytes(m.bytesPerOp()));
                table.row(row);
            }
        }
        return table;
    }

    static String label(String pool) {
        try {
            return PoolKind.of(pool).label();
        } catch (IllegalArgumentException unknown) {
            return pool;
        }
    }

    static String shortUnit(Scenario s) {
        return s.higherIsBetter() ? "ops/" + unit(s) : unit(s) + "/op";
    }

    static String unit(Scenario s) {
        return switch (s.unit()) {
            case MILLISECONDS -> "ms";
            case SECONDS -> "s";
            case NANOSECONDS -> "ns";
            default -> "µs";
        };
    }

    private static String bytes(double b) {
        return Numbers.fixed(b, 0);
    }
}
