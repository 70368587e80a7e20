package io.weir.benchmarks.suite;

import io.weir.benchmarks.report.BarChart;
import io.weir.benchmarks.report.ChartSheet;
import io.weir.benchmarks.report.Page;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** The two PNGs of a run: throughput per pool, and time percentiles where the operations were sampled or timed. */
final class Charts {
    static final String THROUGHPUT_PNG = "throughput.png";
    static final String PERCENTILES_PNG = "wait-percentiles.png";

    private final SuiteResults results;

    Charts(SuiteResults results) {
        this.results = results;
    }

    /** Shows both charts at the end of the run's page. */
    void addTo(Page page) {
        page.chart("throughput", THROUGHPUT_PNG, throughput()).chart("time percentiles", PERCENTILES_PNG, percentiles());
    }

    ChartSheet throughput() {
        List<String> labels = labels();
        List<BarChart> panels = new ArrayList<>();
        for (Scenario s : results.scenarios()) {
            if (!s.higherIsBetter()) continue;
            double[][] values = new double[results.pools().size()][results.safeties().size()];
            for (int p = 0; p < results.pools().size(); p++) {
                for (int k = 0; k < results.safeties().size(); k++) {
                    values[p][k] = score(results.find(s.id(), results.pools().get(p), results.safeties().get(k)));
                }
            }
            panels.add(new BarChart(s.id() + ": " + s.title() + " (" + MarkdownReport.shortUnit(s) + ")", labels, results.safeties(), values, false));
        }
        return new ChartSheet("Throughput per pool (higher is better)", subheading(), results.safeties(), panels);
    }

    ChartSheet percentiles() {
        List<String> labels = labels();
        List<String> series = List.of("p50", "p99", "p99.9");
        List<BarChart> panels = new ArrayList<>();
        for (Scenario s : results.scenarios()) {
            if (!results.hasPercentiles(s)) continue;
            for (String safety : results.safeties()) {
                double[][] values = new double[results.pools().size()][series.size()];
                for (int p = 0; p < results.pools().size(); p++) {
                    Optional<Measurement> m = results.find(s.id(), results.pools().get(p), safety);
                    values[p][0] = m.map(Measurement::p50).orElse(Double.NaN);
                    values[p][1] = m.map(Measurement::p99).orElse(Double.NaN);
                    values[p][2] = m.map(Measurement::p999).orElse(Double.NaN);
                }
                panels.add(new BarChart(s.id() + " [" + safety + "]: " + s.title() + " (" + MarkdownReport.unit(s) + ", log scale)",
                        labels, series, values, true));
            }
        }
        return new ChartSheet("Time per operation, percentiles (lower is better)", subheading(), series, panels);
    }

    private List<String> labels() {
        return results.pools().stream().map(MarkdownReport::label).toList();
    }

    private String subheading() {
        return results.runName() + " | " + results.machine();
    }

    private static double score(Optional<Measurement> m) {
        return m.map(Measurement::score).orElse(Double.NaN);
    }
}
