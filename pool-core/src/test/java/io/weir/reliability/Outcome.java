package io.weir.reliability;

import java.sql.SQLException;

/**
 * One borrow-query-return cycle as a caller lived it. Times are System.nanoTime() values.
 *
 * @param borrowed when getConnection returned, or 0 if it failed
 * @param value    the first column of the query's first row, when it succeeded
 * @param error    what the caller got, or null
 */
public record Outcome(long start, long borrowed, long end, long value, SQLException error) {
    public boolean ok() {
        return error == null;
    }

    /** The caller got a connection whose first statement failed. */
    public boolean failedOnBorrowedConnection() {
        return error != null && borrowed != 0;
    }

    public long millis() {
        return (end - start) / 1_000_000;
    }

    /** Up to three distinct error descriptions, for assertion messages. */
    public static java.util.List<String> samples(java.util.List<Outcome> outcomes) {
        return outcomes.stream().map(Outcome::describeError).distinct().limit(3).toList();
    }

    /** The whole chain of messages, so a test can tell whether the error names its cause. */
    public String describeError() {
        if (error == null) return "";
        StringBuilder sb = new StringBuilder();
        for (Throwable t = error; t != null; t = t.getCause()) {
            if (sb.length() > 0) sb.append(" <- ");
            sb.append(t.getClass().getSimpleName()).append(": ").append(t.getMessage());
            if (t.getCause() == t) break;
        }
        return sb.toString();
    }
}
