package io.weir.benchmarks.report;

import java.util.ArrayList;
import java.util.List;

/**
 * A Markdown table: named columns, each aligned left (text) or right (numbers), and rows of cells. Every
 * results page draws its tables through this, so that they all look alike and no page writes its own
 * separators.
 */
public final class Table {
    private final List<String> columns = new ArrayList<>();
    private final List<Boolean> numeric = new ArrayList<>();
    private final List<List<String>> rows = new ArrayList<>();

    /** Columns of text, aligned left. */
    public Table text(String... names) {
        return add(false, names);
    }

    /** Columns of numbers, aligned right. */
    public Table numbers(String... names) {
        return add(true, names);
    }

    private Table add(boolean right, String... names) {
        if (!rows.isEmpty()) throw new IllegalStateException("columns come before the rows");
        for (String name : names) {
            columns.add(name);
            numeric.add(right);
        }
        return this;
    }

    /** One row; as many cells as there are columns. */
    public Table row(Object... cells) {
        return row(List.of(cells));
    }

    public Table row(List<?> cells) {
        if (cells.size() != columns.size()) {
            throw new IllegalArgumentException("a row of " + cells.size() + " cells in a table of " + columns.size() + " columns: " + cells);
        }
        rows.add(cells.stream().map(String::valueOf).toList());
        return this;
    }

    public boolean isEmpty() {
        return rows.isEmpty();
    }

    /** The table, each line ending in a newline. */
    public String markdown() {
        StringBuilder md = new StringBuilder();
        line(md, columns);
        md.append('|');
        for (boolean right : numeric) md.append(right ? "--:|" : "---|");
        md.append('\n');
        for (List<String> row : rows) line(md, row);
        return md.toString();
    }

    private static void line(StringBuilder md, List<String> cells) {
        md.append('|');
        for (String cell : cells) md.append(' ').append(cell).append(" |");
        md.append('\n');
    }

    /** A cell that stands out: Weir's own rows. */
    public static String bold(String cell) {
        return "**" + cell + "**";
    }
}
