package io.weir.pool.internal.engine.settings;

import io.weir.pool.spi.Setting;
import io.weir.pool.spi.Settings;

import java.util.Objects;
import java.util.concurrent.TimeUnit;

/**
 * The values of the {@link Setting#runtime() runtime} settings as the running pool applies them, derived
 * defaults included (minimumIdle that follows maximumPoolSize, validationTimeout that follows
 * connectionTimeout), read by their {@link Setting}. Immutable: a change builds a new one from a
 * validated configuration and replaces it whole, so a reader never sees half of a change, and every
 * component reads the same values.
 */
public final class LiveSettings {
    /** Numbers by ordinal, unboxed, so that a read on the borrow path is one array load. */
    private final long[] numbers = new long[Setting.values().length];
    /** The other values by ordinal (text). */
    private final Object[] others = new Object[numbers.length];
    private final long aliveBypassNanos;

    public LiveSettings(Settings config) {
        for (Setting s : Setting.values()) {
            if (!s.runtime()) continue;
            Object v = config.get(s);
            if (v instanceof Number) numbers[s.ordinal()] = ((Number) v).longValue();
            else others[s.ordinal()] = v;
        }
        aliveBypassNanos = TimeUnit.MILLISECONDS.toNanos(millis(Setting.ALIVE_BYPASS_WINDOW));
    }

    /** A runtime setting in milliseconds. */
    public long millis(Setting s) {
        assert s.runtime() && s.kind() == Setting.Kind.MILLIS : s.key() + " is not a runtime duration";
        return numbers[s.ordinal()];
    }

    /** A runtime setting that counts connections. */
    public int count(Setting s) {
        assert s.runtime() && s.kind() == Setting.Kind.INT : s.key() + " is not a runtime count";
        return (int) numbers[s.ordinal()];
    }

    /** A runtime text setting, null when unset. */
    public String text(Setting s) {
        assert s.runtime() && s.type() == String.class : s.key() + " is not a runtime text";
        return (String) others[s.ordinal()];
    }

    /** A runtime setting's value, typed as {@link Setting#type()}. */
    public Object value(Setting s) {
        assert s.runtime() : s.key() + " is fixed at start";
        switch (s.kind()) {
            case INT: return count(s);
            case MILLIS: return millis(s);
            default: return others[s.ordinal()];
        }
    }

    /** Whether {@code s} has another value here than in {@code before}. */
    public boolean changed(Setting s, LiveSettings before) {
        int i = s.ordinal();
        return numbers[i] != before.numbers[i] || !Objects.equals(others[i], before.others[i]);
    }

    /** aliveBypassWindow in nanoseconds, as the borrow compares it with the pool's clock. */
    public long aliveBypassNanos() {
        return aliveBypassNanos;
    }
}
