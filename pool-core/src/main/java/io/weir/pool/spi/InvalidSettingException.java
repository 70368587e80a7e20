package io.weir.pool.spi;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.StringJoiner;
import java.util.function.Function;

/**
 * A value, or a combination of values, that the settings do not allow. The message names the settings involved
 * in the caller's terms: {@link #getMessage()} by key, as {@code io.weir.pool.WeirConfig} and a properties file
 * do, {@link #message(Function)} by any other naming, such as the resource adapter's config-properties. The text
 * is kept as parts, settings apart from the words around them, so that no caller has to rewrite it.
 */
public final class InvalidSettingException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    /** Each a {@link Setting}, an {@link Alternatives}, or text; never serialized (see {@link #writeReplace()}). */
    private final transient Object[] parts;

    /**
     * A message of {@code parts}, each a {@link Setting} (shown by its name), the result of {@link #oneOf}, a
     * {@link List} of such parts, or anything else (shown as {@link String#valueOf(Object)}, taken now).
     */
    public InvalidSettingException(Object... parts) {
        this.parts = frozen(parts);
    }

    public InvalidSettingException(Throwable cause, Object... parts) {
        this(parts);
        initCause(cause);
    }

    /** A message part naming settings the caller may set one of: "a, b or c", leaving out those the naming has no name for. */
    public static Object oneOf(Setting... settings) {
        return new Alternatives(List.of(settings));
    }

    /** The settings the message names, in order. */
    public List<Setting> settings() {
        List<Setting> named = new ArrayList<>();
        for (Object p : parts) {
            if (p instanceof Setting) named.add((Setting) p);
            else if (p instanceof Alternatives) named.addAll(((Alternatives) p).settings);
        }
        return named;
    }

    /**
     * The message with each setting named by {@code names}; a setting it gives no name (null) is named by its key,
     * and is left out of a list of alternatives.
     */
    public String message(Function<Setting, String> names) {
        StringBuilder text = new StringBuilder();
        for (Object p : parts) {
            if (p instanceof Setting) text.append(nameOf((Setting) p, names));
            else if (p instanceof Alternatives) text.append(((Alternatives) p).named(names));
            else text.append(p);
        }
        return text.toString();
    }

    /** The message with each setting named by its key. */
    @Override
    public String getMessage() {
        return message(Setting::key);
    }

    /**
     * Serialized as a plain {@link IllegalArgumentException} with the message by key: a JMX client that changes a
     * setting through the MXBean and gets this back may not have Weir's classes.
     */
    private Object writeReplace() {
        IllegalArgumentException plain = new IllegalArgumentException(getMessage(), getCause());
        plain.setStackTrace(getStackTrace());
        for (Throwable s : getSuppressed()) plain.addSuppressed(s);
        return plain;
    }

    private static String nameOf(Setting setting, Function<Setting, String> names) {
        return Objects.requireNonNullElse(names.apply(setting), setting.key());
    }

    private static Object[] frozen(Object[] parts) {
        List<Object> flat = new ArrayList<>();
        addFrozen(flat, Arrays.asList(parts));
        return flat.toArray();
    }

    private static void addFrozen(List<Object> flat, List<?> parts) {
        for (Object p : parts) {
            if (p instanceof List) addFrozen(flat, (List<?>) p);
            else flat.add(p instanceof Setting || p instanceof Alternatives ? p : String.valueOf(p));
        }
    }

    private static final class Alternatives {
        final List<Setting> settings;

        Alternatives(List<Setting> settings) {
            this.settings = settings;
        }

        String named(Function<Setting, String> names) {
            List<String> shown = new ArrayList<>();
            for (Setting s : settings) {
                String name = names.apply(s);
                if (name != null) shown.add(name);
            }
            if (shown.size() < 2) return String.join("", shown);
            StringJoiner j = new StringJoiner(", ");
            shown.subList(0, shown.size() - 1).forEach(j::add);
            return j + " or " + shown.get(shown.size() - 1);
        }
    }
}
