package io.weir.testsupport;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;

/**
 * Captures what Weir logs. System.Logger goes to java.util.logging when nothing else is installed,
 * so a handler on the "io.weir" logger sees every line, with its throwable.
 */
public final class LogCapture extends Handler implements AutoCloseable {
    private final Logger logger;
    private final Level previousLevel;
    private final List<LogRecord> records = new CopyOnWriteArrayList<>();

    private LogCapture(String loggerName) {
        this.logger = Logger.getLogger(loggerName);
        this.previousLevel = logger.getLevel();
        logger.setLevel(Level.ALL);
        setLevel(Level.ALL);
        logger.addHandler(this);
    }

    /** Everything under io.weir, DEBUG included, until closed. */
    public static LogCapture weir() {
        return new LogCapture("io.weir");
    }

    @Override
    public void publish(LogRecord record) {
        records.add(record);
    }

    @Override
    public void flush() {
    }

    @Override
    public void close() {
        logger.removeHandler(this);
        logger.setLevel(previousLevel);
    }

    public List<LogRecord> records() {
        return records;
    }

    /** Every message and every throwable in the chain of every record, as one text to search. */
    public String text() {
        StringBuilder sb = new StringBuilder();
        for (LogRecord r : records) {
            sb.append(r.getLevel()).append(' ').append(r.getMessage()).append('\n');
            for (Throwable t = r.getThrown(); t != null; t = t.getCause()) sb.append("  ").append(t).append('\n');
        }
        return sb.toString();
    }

    public boolean contains(Level level, String fragment) {
        return records.stream().anyMatch(r -> r.getLevel().equals(level) && r.getMessage() != null && r.getMessage().contains(fragment));
    }
}
