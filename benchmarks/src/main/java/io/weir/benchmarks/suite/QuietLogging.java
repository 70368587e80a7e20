package io.weir.benchmarks.suite;

import java.util.logging.ConsoleHandler;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * The java.util.logging set-up of the benchmark JVMs ({@code -Djava.util.logging.config.class}):
 * warnings only, so that the pools' start and stop messages do not flood the suite's output,
 * while a real failure still shows.
 */
public final class QuietLogging {

    public QuietLogging() {
        Logger root = Logger.getLogger("");
        for (var h : root.getHandlers()) root.removeHandler(h);
        ConsoleHandler console = new ConsoleHandler();
        console.setLevel(Level.WARNING);
        root.addHandler(console);
        root.setLevel(Level.WARNING);
    }
}
