package io.weir.benchmarks.suite;

import io.weir.benchmarks.Backend;
import io.weir.benchmarks.pools.PoolKind;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * The Markdown page of one run: a summary of Weir against the best other pool, then one table
 * per scenario with every pool's score, error, ratio to the best other pool and allocation.
 */
final class MarkdownReport {
    static final String WEIR = "weir";

    private final SuiteResults results;
    private final StringBuilder out = new StringBuilder();

    MarkdownReport(SuiteResults results) {
        this.results = results;
    }

    String render() {
        out.append("# Weir benchmark results: ").append(results.runName()).append("\n\n");
        out.append("- Machine: ").append(results.machine()).append('\n');
        out.append("- JMH: ").append(results.settings()).append('\n');
        if (results.scenarios().stream().anyMatch(s -> s.backend().equals(Backend.STUB))) {
            out.append("- Stub driver: no-op connections, statements and result sets (pool-core test-jar), ")
                    .append("so the numbers are the pools' own cost.\n");
        }
        if (results.scenarios().stream().anyMatch(s -> s.backend().equals(Backend.H2))) {
            out.append("- H2 (scenarios ending in -h2): an in-memory H2 database, in process, through its own driver; ")
                    .append("the numbers are the driver's cost and the pool's together.\n");
        }
        out.append("- Ratio: how many times better than the best *other* pool in the same configuration ")
                .append("(more throughput, or less time); above 1.00 means ahead.\n\n");
        summary();
        for (Scenario s : results.scenarios()) scenario(s);
        List<String> missing = results.missing();
        if (!missing.isEmpty()) {
            out.append("## Missing results\n\n");
            for (String m : missing) out.append("- ").append(m).append('\n');
            out.append('\n');
        }
        return out.toString();
    }

    private void summary() {
        if (!results.pools().contains(WEIR)) return;
        out.append("## Summary: Weir against the best other pool\n\n");
        out.append("| scenario | config | Weir | best other | ratio | Weir B/op |\n");
        out.append("|---|---|--:|---|--:|--:|\n");
        for (Scenario s : results.scenarios()) {
            for (String safety : results.safeties()) {
                Optional<Measurement> weir = results.find(s.id(), WEIR, safety);
                if (weir.isEmpty()) continue;
                Comparison c = results.comparison(s, safety);
                Optional<Measurement> best = c.bestOtherThan(WEIR);
                out.append("| ").append(s.id()).append(" | ").append(safety)
                        .append(" | ").append(score(weir.get())).append(' ').append(shortUnit(s))
                        .append(" | ").append(best.map(b -> label(b.pool()) + " " + score(b)).orElse("-"))
                        .append(" | ").append(ratio(c.ratioToBestOther(weir.get())))
                        .append(" | ").append(bytes(weir.get().bytesPerOp())).append(" |\n");
            }
        }
        out.append('\n');
    }

    private void scenario(Scenario s) {
        double ideal = Scenarios.idealMillis(s);
        if (!Double.isNaN(ideal)) {
            batchScenario(s, ideal);
            return;
        }
        out.append("## ").append(s.id()).append("\n\n").append(s.title()).append(". ")
                .append(s.higherIsBetter() ? "Throughput, higher is better" : "Time per operation, lower is better")
                .append(", in ").append(shortUnit(s));
        boolean percentiles = results.hasPercentiles(s);
        if (percentiles && s.higherIsBetter()) out.append("; percentiles of the time per operation in µs");
        out.append(".\n\n");
        boolean openClose = s.id().startsWith(Scenarios.OPEN_CLOSE_PREFIX);
        out.append("| pool | config | score | ± error |");
        if (percentiles) out.append(" p50 | p99 | p99.9 |");
        if (openClose) out.append(" ms per 1M open/close |");
        out.append(" ratio to best other | B/op |\n|---|---|--:|--:|");
        if (percentiles) out.append("--:|--:|--:|");
        if (openClose) out.append("--:|");
        out.append("--:|--:|\n");
        rows(s, m -> {
            if (percentiles) {
                out.append(' ').append(score(m.p50())).append(" | ").append(score(m.p99()))
                        .append(" | ").append(score(m.p999())).append(" |");
            }
            if (openClose) out.append(' ').append(format("%.0f", 1000.0 / m.score())).append(" |");
        });
        out.append('\n');
    }

    /**
     * A scenario whose sample is a whole batch of virtual threads: the batch time against the ideal, and the
     * waits of its borrows, the worst included, since a pool can shorten the batch by letting some threads wait long.
     */
    private void batchScenario(Scenario s, double ideal) {
        String unit = unit(s);
        out.append("## ").append(s.id()).append("\n\n").append(s.title()).append(". Batch time, lower is better, in ")
                .append(unit).append("; over ideal: the batch time over ").append(score(ideal)).append(' ').append(unit)
                .append(" (no connection ever idle while a thread waits); the waits of every borrow in ").append(unit)
                .append(".\n\n");
        out.append("| pool | config | batch | ± error | over ideal | wait p50 | wait p99 | worst wait | ratio to best other | B/op |\n")
                .append("|---|---|--:|--:|--:|--:|--:|--:|--:|--:|\n");
        rows(s, m -> out.append(' ').append(ratio(m.score() / ideal))
                .append(" | ").append(score(m.p50())).append(" | ").append(score(m.p99()))
                .append(" | ").append(score(m.worst())).append(" |"));
        out.append('\n');
    }

    /**
     * One row per pool and configuration of {@code s}, in the run's order: the pool, its configuration, score
     * and error, then what {@code columns} adds, then the ratio to the best other pool and the allocation.
     */
    private void rows(Scenario s, Consumer<Measurement> columns) {
        for (String safety : results.safeties()) {
            Comparison c = results.comparison(s, safety);
            for (String pool : results.pools()) {
                Optional<Measurement> found = results.find(s.id(), pool, safety);
                if (found.isEmpty()) continue;
                Measurement m = found.get();
                out.append("| ").append(pool.equals(WEIR) ? "**" + label(pool) + "**" : label(pool))
                        .append(" | ").append(safety)
                        .append(" | ").append(score(m)).append(" | ").append(score(m.error())).append(" |");
                columns.accept(m);
                out.append(' ').append(ratio(c.ratioToBestOther(m))).append(" | ").append(bytes(m.bytesPerOp())).append(" |\n");
            }
        }
    }

    static String label(String pool) {
        try {
            return PoolKind.of(pool).label();
        } catch (IllegalArgumentException unknown) {
            return pool;
        }
    }

    private static String shortUnit(Scenario s) {
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

    private static String score(Measurement m) {
        return score(m.score());
    }

    static String score(double v) {
        if (Double.isNaN(v)) return "-";
        double a = Math.abs(v);
        if (a >= 100) return format("%.0f", v);
        if (a >= 10) return format("%.1f", v);
        if (a >= 1) return format("%.2f", v);
        return format("%.3f", v);
    }

    static String ratio(double r) {
        return Double.isNaN(r) ? "-" : format("%.2f", r);
    }

    static String bytes(double b) {
        return Double.isNaN(b) ? "-" : format("%.0f", b);
    }

    private static String format(String pattern, double v) {
        return String.format(Locale.ROOT, pattern, v);
    }
}
