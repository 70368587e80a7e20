package io.weir.benchmarks.report;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One results page: a Markdown file of headings, paragraphs, lists and {@link Table}s, and the PNG charts it
 * shows, written side by side into one folder. The suite's, the server runs' and the outage runs' pages
 * are all built this way; what each says is its own.
 */
public final class Page {
    private final StringBuilder md = new StringBuilder();
    private final Map<String, ChartSheet> charts = new LinkedHashMap<>();

    public Page(String heading) {
        md.append("# ").append(heading).append("\n\n");
    }

    public Page section(String heading) {
        md.append("## ").append(heading).append("\n\n");
        return this;
    }

    /** A paragraph; its text may hold Markdown. */
    public Page paragraph(String text) {
        md.append(text).append("\n\n");
        return this;
    }

    public Page bullets(List<String> items) {
        for (String item : items) md.append("- ").append(item).append('\n');
        md.append('\n');
        return this;
    }

    public Page table(Table table) {
        md.append(table.markdown()).append('\n');
        return this;
    }

    /** Shows {@code chart}, written as {@code file} beside the page. */
    public Page chart(String alt, String file, ChartSheet chart) {
        charts.put(file, chart);
        md.append("![").append(alt).append("](").append(file).append(")\n\n");
        return this;
    }

    /** Writes the chart to {@code file} beside the page without showing it on the page. */
    public Page attach(String file, ChartSheet chart) {
        charts.put(file, chart);
        return this;
    }

    public String markdown() {
        return md.toString();
    }

    /** Writes the page as {@code dir/name} and its charts beside it. */
    public void write(Path dir, String name) throws IOException {
        System.setProperty("java.awt.headless", "true");
        Files.createDirectories(dir);
        Files.writeString(dir.resolve(name), markdown(), StandardCharsets.UTF_8);
        for (Map.Entry<String, ChartSheet> chart : charts.entrySet()) chart.getValue().write(dir.resolve(chart.getKey()));
    }
}
