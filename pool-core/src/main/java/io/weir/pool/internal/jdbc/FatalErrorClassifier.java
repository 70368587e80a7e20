package io.weir.pool.internal.jdbc;

import io.weir.pool.spi.InvalidSettingException;
import io.weir.pool.spi.Setting;
import io.weir.pool.spi.Settings;

import java.sql.SQLException;
import java.sql.SQLRecoverableException;
import java.sql.SQLTimeoutException;
import java.util.Set;
import java.util.function.Predicate;

/**
 * Decides whether an SQLException means the physical connection is unusable: SQLState class 08,
 * the server going away (57P01-57P03), Sybase's JZ0C0/JZ0C1, or a vendor code known to mean a dead
 * session, anywhere in the exception's chain. A configured {@link ErrorOverride} may force
 * or veto that. In a pool that targets a primary ({@link PrimaryTarget}), a write refused as read-only
 * makes the connection's server suspect of being a standby.
 */
public final class FatalErrorClassifier {
    private static final Set<String> FATAL_STATES = Set.of("57P01", "57P02", "57P03", "JZ0C0", "JZ0C1");
    /** read_only_sql_transaction: what a standby answers to a write. */
    private static final String READ_ONLY = "25006";

    /**
     * Vendor codes of a dead session that do not come with a class 08 state: MySQL/MariaDB (1927
     * connection killed, 1053 server shutdown, 2006/2013 server gone or lost), Oracle (28 session
     * killed, 1012 not logged on, 2396/2399 idle or connect time exceeded, 3113/3114/3135 connection
     * lost, 17002 I/O error, 17008 closed connection, 17410 no more data, 17447 protocol state),
     * Amazon Redshift 500150.
     */
    private static final Set<Integer> FATAL_CODES = Set.of(1927, 1053, 2006, 2013, 28, 1012, 2396, 2399, 3113, 3114,
            3135, 17002, 17008, 17410, 17447, 500150);

    /** Guards against a cyclic chain of causes. */
    private static final int MAX_CHAIN = 32;

    private final ErrorOverride override;
    private final boolean primaryWanted;

    private FatalErrorClassifier(ErrorOverride override, boolean primaryWanted) {
        this.override = override;
        this.primaryWanted = primaryWanted;
    }

    /** The classifier of a pool, with {@code override} (null for none) asked before its own rules. */
    public static FatalErrorClassifier create(Settings config, ErrorOverride override) {
        return new FatalErrorClassifier(override, PrimaryTarget.wanted(config));
    }

    /**
     * An instance of the class named by exceptionOverrideClassName, which must be a {@code type} with a
     * public no-argument constructor; loaded through the context class loader, else the pool's own.
     *
     * @throws InvalidSettingException naming the setting and the value if that class cannot be used
     */
    public static <T> T instantiate(String name, Class<T> type) {
        Class<?> loaded = load(name);
        if (!type.isAssignableFrom(loaded)) {
            throw new InvalidSettingException(Setting.EXCEPTION_OVERRIDE_CLASS_NAME, "=" + name + " does not implement "
                    + type.getName());
        }
        try {
            return type.cast(loaded.getConstructor().newInstance());
        } catch (ReflectiveOperationException | RuntimeException | LinkageError e) {
            throw new InvalidSettingException(e, Setting.EXCEPTION_OVERRIDE_CLASS_NAME, "=" + name
                    + " cannot be instantiated through a public no-argument constructor: " + e);
        }
    }

    private static Class<?> load(String name) {
        ClassLoader context = Thread.currentThread().getContextClassLoader();
        if (context != null) {
            try {
                return Class.forName(name, true, context);
            } catch (ClassNotFoundException | LinkageError ignored) {
                // try the pool's own loader next
            }
        }
        try {
            return Class.forName(name, true, FatalErrorClassifier.class.getClassLoader());
        } catch (ClassNotFoundException | LinkageError e) {
            throw new InvalidSettingException(e, Setting.EXCEPTION_OVERRIDE_CLASS_NAME, "=" + name + " cannot be loaded: " + e);
        }
    }

    public boolean isFatal(SQLException e) {
        if (override != null) {
            ErrorOverride.Verdict v = override.verdict(e);
            if (v == ErrorOverride.Verdict.EVICT) return true;
            if (v == ErrorOverride.Verdict.DO_NOT_EVICT) return false;
        }
        return anyInChain(e, FatalErrorClassifier::isFatalItself);
    }

    /**
     * A write refused as read-only (SQLState 25006) in a pool that targets a primary: the connection's
     * server may be a standby now, which the pool asks when the connection comes back. A user's own
     * read-only transaction on a primary gets the same refusal, so the error alone evicts nothing. An
     * override that answers DO_NOT_EVICT keeps the connection out of that check.
     */
    public boolean mayBeOnStandby(SQLException e) {
        if (!primaryWanted || !anyInChain(e, s -> READ_ONLY.equals(s.getSQLState()))) return false;
        return override == null || override.verdict(e) != ErrorOverride.Verdict.DO_NOT_EVICT;
    }

    private static boolean anyInChain(SQLException e, Predicate<SQLException> test) {
        int depth = 0;
        for (Throwable t = e; t != null && depth < MAX_CHAIN; depth++) {
            if (t instanceof SQLException) {
                SQLException s = (SQLException) t;
                if (test.test(s)) return true;
                SQLException next = s.getNextException();
                t = next != null ? next : s.getCause();
            } else {
                t = t.getCause();
            }
        }
        return false;
    }

    /**
     * A timeout: the connection may be fine, or stuck behind the cancelled call, so it is validated
     * when it comes back. PostgreSQL reports a statement timeout as SQLState 57014, not as an
     * SQLTimeoutException.
     */
    public boolean isTimeout(SQLException e) {
        return e instanceof SQLTimeoutException || "57014".equals(e.getSQLState());
    }

    private static boolean isFatalItself(SQLException e) {
        if (e instanceof SQLRecoverableException) return true;
        String state = e.getSQLState();
        if (state != null && (state.startsWith("08") || FATAL_STATES.contains(state))) return true;
        return FATAL_CODES.contains(e.getErrorCode());
    }
}
