package io.weir.probe;

import java.util.LinkedHashMap;
import java.util.Map;

/** The {@code key=value} lines a probe answers with. */
public final class Report {
    private final Map<String, Object> values = new LinkedHashMap<>();

    public Report put(String key, Object value) {
        values.put(key, value);
        return this;
    }

    /** Every value of {@code other}, its key prefixed with {@code prefix} and a dot. */
    public Report putAll(String prefix, Report other) {
        other.values.forEach((key, value) -> values.put(prefix + "." + key, value));
        return this;
    }

    public Object get(String key) {
        return values.get(key);
    }

    @Override
    public String toString() {
        StringBuilder text = new StringBuilder();
        values.forEach((key, value) -> text.append(key).append('=').append(String.valueOf(value).replace("\n", "\\n")).append('\n'));
        return text.toString();
    }
}
