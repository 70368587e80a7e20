package io.weir.reliability;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * The measured figures of one scenario, printed as one line in the test output (grep
 * {@code [reliability]}) so that the table can be filled from a test run.
 */
public final class Figures {
    private final String scenario;
    private final String database;
    private final Map<String, Object> values = new LinkedHashMap<>();

    public Figures(String scenario, String database) {
        this.scenario = scenario;
        this.database = database;
    }

    public Figures put(String name, Object value) {
        values.put(name, value);
        return this;
    }

    public void print() {
        System.out.println("[reliability] " + scenario + " | " + database + " | "
                + values.entrySet().stream().map(e -> e.getKey() + "=" + e.getValue()).collect(Collectors.joining(", ")));
    }
}
