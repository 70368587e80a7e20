package io.weir.reliability;

import static org.junit.jupiter.api.Assertions.fail;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * Watches a test for leaked passwords: captures every log record (Weir's at every level, the
 * rest at INFO and above; System.Logger goes to java.util.logging), plus whatever the test hands
 * to {@link #record} (exceptions, toString results, JMX attributes), and fails the test if any
 * password registered with {@link #secret} appears in any of it.
 */
final class SecretWatch implements BeforeEachCallback, AfterEachCallback {
    private static final Set<String> SECRETS = ConcurrentHashMap.newKeySet();
    private static final Logger ROOT = Logger.getLogger("");
    private static final Logger WEIR = Logger.getLogger("io.weir");
    private static volatile Capture current;

    /** A password that must never show. */
    static String secret(String password) {
        SECRETS.add(password);
        return password;
    }

    /** Adds an object's text (an exception with its causes and suppressed ones, or its toString) to the capture. */
    static void record(String where, Object o) {
        Capture c = current;
        if (c != null) c.add(where, textOf(o));
    }

    static int linesCaptured() {
        Capture c = current;
        return c == null ? 0 : c.texts.size();
    }

    @Override
    public void beforeEach(ExtensionContext context) {
        Capture c = new Capture();
        c.previousLevel = WEIR.getLevel();
        WEIR.setLevel(Level.ALL);
        ROOT.addHandler(c);
        current = c;
    }

    @Override
    public void afterEach(ExtensionContext context) {
        Capture c = current;
        current = null;
        ROOT.removeHandler(c);
        WEIR.setLevel(c.previousLevel);
        List<String> leaks = new ArrayList<>();
        for (String[] entry : c.texts) {
            for (String secret : SECRETS) {
                // the report names where the password showed, without showing it again
                if (entry[1].contains(secret)) leaks.add(entry[0] + ": " + entry[1].replace(secret, "<the password>"));
            }
        }
        System.out.println("[reliability] secrets | " + context.getDisplayName() + " | texts checked=" + c.texts.size()
                + ", passwords watched=" + SECRETS.size() + ", leaks=" + leaks.size());
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

    private static final class Capture extends Handler {
        private final List<String[]> texts = new CopyOnWriteArrayList<>();
        private Level previousLevel;

        Capture() {
            setLevel(Level.ALL);
        }

        void add(String where, String text) {
            texts.add(new String[] {where, text});
        }

        @Override
        public void publish(LogRecord r) {
            String message = r.getMessage();
            if (r.getParameters() != null && message != null) {
                message = java.text.MessageFormat.format(message, r.getParameters());
            }
            add("log " + r.getLevel() + " " + r.getLoggerName(), message + (r.getThrown() == null ? "" : "\n" + textOf(r.getThrown())));
        }

        @Override
        public void flush() {
        }

        @Override
        public void close() {
        }
    }
}
