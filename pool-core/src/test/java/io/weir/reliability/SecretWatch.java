package io.weir.reliability;

import static org.junit.jupiter.api.Assertions.fail;

import io.weir.testsupport.LogCapture;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.logging.LogRecord;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * Watches a test for leaked passwords: captures every line Weir logs (every level), plus whatever
 * the test hands to {@link #record} (exceptions, toString results, JMX attributes), and fails the
 * test if any password registered with {@link #secret} appears in any of it.
 */
final class SecretWatch implements BeforeEachCallback, AfterEachCallback {
    private static final Set<String> SECRETS = ConcurrentHashMap.newKeySet();
    private static volatile Capture current;

    /** A password that must never show. */
    static String secret(String password) {
        SECRETS.add(password);
        return password;
    }

    /** Adds an object's text (an exception with its causes and suppressed ones, or its toString) to the capture. */
    static void record(String where, Object o) {
        Capture c = current;
        if (c != null && o != null) c.recorded.add(new String[] {where, textOf(o)});
    }

    @Override
    public void beforeEach(ExtensionContext context) {
        current = new Capture(LogCapture.weir());
    }

    @Override
    public void afterEach(ExtensionContext context) {
        Capture c = current;
        current = null;
        c.logs.close();
        List<String[]> texts = new ArrayList<>(c.recorded);
        for (LogRecord r : c.logs.records()) {
            texts.add(new String[] {"log " + r.getLevel(), r.getMessage() + (r.getThrown() == null ? "" : "\n" + textOf(r.getThrown()))});
        }
        List<String> leaks = new ArrayList<>();
        for (String[] entry : texts) {
            for (String secret : SECRETS) {
                // the report names where the password showed, without showing it again
                if (entry[1].contains(secret)) leaks.add(entry[0] + ": " + entry[1].replace(secret, "<the password>"));
            }
        }
        System.out.println("[reliability] secrets | " + context.getDisplayName() + " | log lines=" + c.logs.records().size()
                + ", other texts=" + c.recorded.size() + ", passwords watched=" + SECRETS.size() + ", leaks=" + leaks.size());
        if (!leaks.isEmpty()) fail("a password appeared in " + leaks.size() + " captured texts, e.g. " + leaks.get(0));
    }

    static String textOf(Object o) {
        if (!(o instanceof Throwable t)) return String.valueOf(o);
        StringBuilder sb = new StringBuilder();
        appendThrowable(sb, t, 0);
        return sb.toString();
    }

    private static void appendThrowable(StringBuilder sb, Throwable t, int depth) {
        if (t == null || depth > 20) return;
        sb.append(t).append('\n');
        if (t instanceof java.sql.SQLException sql && sql.getNextException() != null && sql.getNextException() != t.getCause()) {
            appendThrowable(sb, sql.getNextException(), depth + 1);
        }
        for (Throwable s : t.getSuppressed()) appendThrowable(sb, s, depth + 1);
        if (t.getCause() != t) appendThrowable(sb, t.getCause(), depth + 1);
    }

    private static final class Capture {
        private final LogCapture logs;
        private final List<String[]> recorded = new CopyOnWriteArrayList<>();

        Capture(LogCapture logs) {
            this.logs = logs;
        }
    }
}
