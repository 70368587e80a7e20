import java.io.IOException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.Parameter;
import java.lang.reflect.Type;
import java.lang.reflect.TypeVariable;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.CallableStatement;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLClientInfoException;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Writes the JDBC delegation boilerplate of io.weir.pool.internal.jdbc from the java.sql interfaces
 * of the JDK that runs the build, so a method a newer JDK adds is delegated without anyone writing it.
 *
 * <p>For each wrapped interface it writes {@code XxxDelegate}: every method forwards to the
 * {@code delegate} field, hands returned JDBC objects to a {@code wrapXxx} hook, and passes every
 * SQLException through {@code failed(e)}; one that may wait on the database ({@link #waitsOnDatabase})
 * flags its connection while it runs. The hand-written facades extend these and hold behaviour only.
 * For the interfaces that need a stand-in it writes {@code XxxRedirect} (every method forwards to
 * {@code target()}) and {@code ClosedXxx} (whose target throws): swapping the delegate field to a
 * closed sentinel is what closes a facade, so the hot path needs no flag check.
 *
 * <p>It writes {@code RecordingPreparedStatement} too, the base of a statement that may run its first
 * execution again on another connection: it records every setter, so that a statement prepared again can
 * be told the same, and routes every execution through its subclass's hooks (see {@link #recording()}).
 *
 * <p>It also writes the bases of pool-core's stub driver, {@code io.weir.testsupport.UnsupportedXxx}:
 * every abstract method throws, and the stub classes override what they model.
 *
 * <p>Usage: {@code java DelegateGenerator.java <main source directory> <test source directory>}, or
 * {@code java DelegateGenerator.java --unsupported <source directory> <package> <Class>=<java.sql interface>...}
 * for such bases only, in another package: the benchmarks' no-op drivers are written over them.
 */
public class DelegateGenerator {
    private static final String PACKAGE = "io.weir.pool.internal.jdbc";
    private static final String STUB_PACKAGE = "io.weir.testsupport";

    /** Return types that are handed to a hook, which wraps them into facades. */
    private static final Map<Class<?>, String> WRAPPED_RETURNS = new LinkedHashMap<>();

    static {
        WRAPPED_RETURNS.put(Connection.class, "wrapConnection");
        WRAPPED_RETURNS.put(Statement.class, "wrapStatement");
        WRAPPED_RETURNS.put(PreparedStatement.class, "wrapPreparedStatement");
        WRAPPED_RETURNS.put(CallableStatement.class, "wrapCallableStatement");
        WRAPPED_RETURNS.put(ResultSet.class, "wrapResultSet");
        WRAPPED_RETURNS.put(DatabaseMetaData.class, "wrapDatabaseMetaData");
    }

    /**
     * One generated delegate. A root one declares the delegate field; a chained one (PreparedStatement
     * after Statement) extends the hand-written facade of its parent interface and adds only the
     * methods its interface declares beyond the parent's.
     *
     * <p>{@code volatileDelegate}: whether the delegate field is volatile. A connection's delegate is the
     * physical connection, which the next borrower uses once the facade is closed, so every call must see
     * the close. A statement or result set is closed in the driver too when its facade is closed by a
     * cascade, so a thread that still read the old delegate only reaches a closed driver object; a plain
     * field lets the JIT keep it in a register across a loop of setInt or next calls.
     *
     * <p>{@code guardedDelegate}: every call reads the delegate through {@code open()}, which the facade
     * defines, instead of the field. A result set is closed by its statement without the statement holding
     * it (see ResultSetFacade), and a statement may be closed through a link its connection holds instead
     * of the facade (see StatementTracking), so each checks on each call whether it may still use the
     * driver's object.
     *
     * <p>{@code originHooks}: a method whose result goes to a hook reads the delegate once, through {@code
     * bound()}, and hands the hook that delegate with the result. A connection facade is rebound to another
     * driver connection while a call on another thread may be making a statement on the old one: the hook
     * then knows which binding the statement belongs to (see ConnectionFacade).
     */
    record Spec(Class<?> iface, String superclass, Class<?> parentIface, boolean generic, boolean objectHook,
                boolean volatileDelegate, boolean guardedDelegate, boolean originHooks) {
        String name() {
            return iface.getSimpleName() + "Delegate";
        }
    }

    private static final List<Spec> SPECS = List.of(
            new Spec(Connection.class, "ParentFacade", null, false, false, true, false, true),
            new Spec(Statement.class, "ChildFacade", null, true, false, false, true, false),
            new Spec(PreparedStatement.class, "StatementFacade<D>", Statement.class, true, false, false, true, false),
            new Spec(CallableStatement.class, "PreparedStatementFacade<D>", PreparedStatement.class, true, true, false, true, false),
            new Spec(ResultSet.class, "ChildFacade", null, false, true, false, true, false),
            new Spec(DatabaseMetaData.class, "ChildFacade", null, false, false, true, false, false));

    /** Interfaces that get a redirect and a closed sentinel. ClosedCallableStatement also stands in for the two other statement kinds. */
    private static final List<Class<?>> SENTINELS = List.of(
            Connection.class, CallableStatement.class, ResultSet.class, DatabaseMetaData.class);

    /** The stub driver's bases, by class name. UnsupportedStatement serves all three statement kinds. */
    private static final Map<String, Class<?>> UNSUPPORTED = new LinkedHashMap<>();

    static {
        UNSUPPORTED.put("UnsupportedConnection", Connection.class);
        UNSUPPORTED.put("UnsupportedStatement", CallableStatement.class);
        UNSUPPORTED.put("UnsupportedResultSet", ResultSet.class);
        UNSUPPORTED.put("UnsupportedResultSetMetaData", ResultSetMetaData.class);
        UNSUPPORTED.put("UnsupportedDatabaseMetaData", DatabaseMetaData.class);
    }

    public static void main(String[] args) throws IOException {
        if (args.length > 3 && args[0].equals("--unsupported")) {
            Path dir = packageDir(args[1], args[2]);
            for (String base : Arrays.asList(args).subList(3, args.length)) {
                String[] nameAndInterface = base.split("=", 2);
                write(dir, nameAndInterface[0], unsupported(args[2], nameAndInterface[0], jdbcInterface(nameAndInterface[1])));
            }
            return;
        }
        if (args.length != 2) {
            throw new IllegalArgumentException(
                    "usage: java DelegateGenerator.java <main source directory> <test source directory>");
        }
        Path dir = packageDir(args[0], PACKAGE);
        for (Spec s : SPECS) {
            write(dir, s.name(), delegate(s));
        }
        write(dir, "RecordingPreparedStatement", recording());
        for (Class<?> c : SENTINELS) {
            write(dir, c.getSimpleName() + "Redirect", redirect(c));
            write(dir, "Closed" + c.getSimpleName(), closed(c));
        }
        Path stubs = packageDir(args[1], STUB_PACKAGE);
        for (Map.Entry<String, Class<?>> e : UNSUPPORTED.entrySet()) {
            write(stubs, e.getKey(), unsupported(STUB_PACKAGE, e.getKey(), e.getValue()));
        }
    }

    private static Class<?> jdbcInterface(String name) {
        try {
            Class<?> c = Class.forName(name);
            if (!c.isInterface() || !c.getPackageName().equals("java.sql")) throw new IllegalArgumentException("not a java.sql interface: " + name);
            return c;
        } catch (ClassNotFoundException e) {
            throw new IllegalArgumentException("no such interface: " + name, e);
        }
    }

    private static Path packageDir(String sourceDir, String pkg) throws IOException {
        Path dir = Path.of(sourceDir, pkg.replace('.', '/'));
        Files.createDirectories(dir);
        return dir;
    }

    private static void write(Path dir, String name, String source) throws IOException {
        Path file = dir.resolve(name + ".java");
        // unchanged output keeps its timestamp, so the compiler does not rebuild everything each time
        if (Files.exists(file) && Files.readString(file, StandardCharsets.UTF_8).equals(source)) return;
        Files.writeString(file, source, StandardCharsets.UTF_8);
    }

    /** The methods of an interface a wrapper must implement: everything but static methods, in a stable order. */
    static List<Method> methods(Class<?> iface) {
        Map<String, Method> bySignature = new LinkedHashMap<>();
        for (Method m : iface.getMethods()) {
            if (Modifier.isStatic(m.getModifiers())) continue;
            bySignature.putIfAbsent(signature(m), m);
        }
        List<Method> list = new ArrayList<>(bySignature.values());
        list.sort(Comparator.comparing(DelegateGenerator::signature));
        return list;
    }

    private static String signature(Method m) {
        return m.getName() + Arrays.stream(m.getParameterTypes()).map(Class::getTypeName)
                .collect(Collectors.joining(",", "(", ")"));
    }

    private static String delegate(Spec s) {
        List<Method> methods = methods(s.iface());
        Set<String> inherited = new LinkedHashSet<>();
        Set<String> inheritedHooks = new LinkedHashSet<>();
        if (s.parentIface() != null) {
            for (Spec p = spec(s.parentIface()); p != null; p = p.parentIface() == null ? null : spec(p.parentIface())) {
                for (Method m : methods(p.iface())) {
                    inherited.add(signature(m));
                    String hook = hook(p, m);
                    if (hook != null) inheritedHooks.add(hook);
                }
            }
        }
        StringBuilder b = header(PACKAGE);
        String typeParams = s.generic() ? "<D extends " + s.iface().getName() + ">" : "";
        b.append("/** Generated from java.sql.").append(s.iface().getSimpleName()).append(" of JDK ")
                .append(Runtime.version().feature()).append(": plain delegation, see DelegateGenerator. */\n");
        b.append("@SuppressWarnings({\"unchecked\", \"deprecation\"})\n");
        b.append("abstract class ").append(s.name()).append(typeParams).append(" extends ").append(s.superclass())
                .append(" implements ").append(s.iface().getName()).append(" {\n");
        if (s.parentIface() == null) {
            b.append("    /** The driver's object while the facade is open, a sentinel once it is closed. */\n");
            b.append(s.volatileDelegate() ? "    protected volatile " : "    protected ").append(s.generic() ? "D" : s.iface().getName()).append(" delegate;\n\n");
            if (s.guardedDelegate()) {
                b.append("    /** The delegate if this facade may still use it, else the closed sentinel. */\n");
                b.append("    protected abstract ").append(s.generic() ? "D" : s.iface().getName()).append(" open();\n\n");
            }
            if (s.originHooks()) {
                b.append("    /** The delegate a call that makes a child runs on; the facade binds first if it must. */\n");
                b.append("    protected abstract ").append(s.iface().getName()).append(" bound() throws java.sql.SQLException;\n\n");
            }
            if (s.iface() == Connection.class) {
                b.append("    /** FacadeConnection#callStarted, called on this facade itself: see callTarget in DelegateGenerator. */\n");
                b.append("    public abstract void callStarted();\n\n");
                b.append("    public abstract void callEnded();\n\n");
            }
        } else {
            b.append("    protected ").append(s.name()).append("(FacadeConnection connection, D delegate) {\n")
                    .append("        super(connection, delegate);\n    }\n\n");
        }
        Set<String> hooks = new LinkedHashSet<>();
        for (Method m : methods) {
            if (inherited.contains(signature(m))) continue;
            String hook = hook(s, m);
            if (hook != null && !inheritedHooks.contains(hook)) hooks.add(hook);
            if (isExecution(s, m) && s.parentIface() == null) hooks.add("beforeExecute");
            if (isReplayablePrepare(s, m)) hooks.add("prepareReplayable");
            b.append(delegatingMethod(s, m));
        }
        for (String hook : hooks) {
            if (hook.equals("wrapObject")) {
                b.append("    /** Wraps a result set a getter returned (a REF CURSOR); anything else passes through. */\n");
                b.append("    protected abstract Object wrapObject(Object value) throws java.sql.SQLException;\n\n");
            } else if (hook.equals("prepareReplayable")) {
                b.append("    /** Whether the next statement prepared is the first of a transaction that may run it again (see ReplayablePreparedStatement). */\n");
                b.append("    protected abstract boolean replaysNextStatement();\n\n");
                b.append("    /** Prepares that statement on {@code madeOn} through {@code prepare}, which can prepare it again elsewhere. */\n");
                b.append("    protected abstract java.sql.PreparedStatement prepareReplayable(java.sql.Connection madeOn, ReplayablePreparedStatement.Prepare prepare) throws java.sql.SQLException;\n\n");
            } else if (hook.equals("beforeExecute")) {
                b.append("    /** Runs before each execution, which closes this statement's open result sets (JDBC 13.1.4). */\n");
                b.append("    protected abstract void beforeExecute() throws java.sql.SQLException;\n\n");
            } else {
                Class<?> type = WRAPPED_RETURNS.entrySet().stream().filter(e -> e.getValue().equals(hook))
                        .findFirst().orElseThrow().getKey();
                String origin = s.originHooks() ? s.iface().getName() + " madeOn, " : "";
                b.append("    protected abstract ").append(type.getName()).append(' ').append(hook).append('(')
                        .append(origin).append(type.getName()).append(" raw) throws java.sql.SQLException;\n\n");
            }
        }
        b.append("}\n");
        return b.toString();
    }

    private static Spec spec(Class<?> iface) {
        return SPECS.stream().filter(x -> x.iface() == iface).findFirst().orElseThrow();
    }

    /** The hook a method's result goes through, or null. */
    private static String hook(Spec s, Method m) {
        if (isWrapperMethod(m)) return null;
        String h = WRAPPED_RETURNS.get(m.getReturnType());
        if (h != null) return h;
        if (s.objectHook() && isObjectReturn(m)) return "wrapObject";
        return null;
    }

    private static boolean isWrapperMethod(Method m) {
        return m.getDeclaringClass() == java.sql.Wrapper.class;
    }

    private static boolean isObjectReturn(Method m) {
        return m.getReturnType() == Object.class || m.getGenericReturnType() instanceof TypeVariable;
    }

    /**
     * Whether a call may wait on the database, so that the connection facade flags it while it runs (see
     * FacadeConnection#callStarted): every call of a connection or its metadata, a statement's executions
     * and its move to the next result, a result set's row changes. Not the moves to the next row, the
     * hottest call of all, which reads rows the driver already holds: a driver that fetches on such a move
     * (a cursor) may see its connection taken back during the fetch, which then fails that call alone.
     * Nor parameter setters, column getters and the like, which only touch the driver's memory.
     */
    static boolean waitsOnDatabase(Spec s, Method m) {
        if (isWrapperMethod(m)) return false;
        Class<?> iface = s.iface();
        if (iface == Connection.class || iface == DatabaseMetaData.class) return true;
        String n = m.getName();
        if (Statement.class.isAssignableFrom(iface)) return n.startsWith("execute") || n.equals("getMoreResults");
        if (iface == ResultSet.class) return Set.of("insertRow", "updateRow", "deleteRow", "refreshRow").contains(n);
        return false;
    }

    /** A connection's prepareStatement: the first one of a transaction may be made replayable. */
    private static boolean isReplayablePrepare(Spec s, Method m) {
        return s.iface() == Connection.class && m.getName().equals("prepareStatement");
    }

    private static boolean isExecution(Spec s, Method m) {
        return Statement.class.isAssignableFrom(s.iface()) && m.getName().startsWith("execute");
    }

    private static String delegatingMethod(Spec s, Method m) {
        StringBuilder b = new StringBuilder();
        b.append("    @Override\n    public ").append(declaration(m)).append(" {\n");
        String call;
        String target = s.guardedDelegate() ? "open()" : "delegate";
        String hook = hook(s, m); // null for the Wrapper methods
        if (isWrapperMethod(m)) {
            call = m.getName().equals("unwrap") ? "unwrapped(iface, " + target + ")" : "wrapsFor(iface, " + target + ")";
        } else {
            call = target + "." + m.getName() + "(" + argumentNames(m) + ")";
            if (hook != null && s.originHooks()) {
                call = hook + "(d, d." + m.getName() + "(" + argumentNames(m) + "))";
            } else if (hook != null) {
                call = hook + "(" + call + ")";
                if (hook.equals("wrapObject")) call = "(" + typeName(m.getGenericReturnType()) + ") " + call;
            }
        }
        String body = (m.getReturnType() == void.class ? "" : "return ") + call + ";";
        if (isReplayablePrepare(s, m)) {
            body = "if (replaysNextStatement()) return prepareReplayable(d, c -> c." + m.getName() + "(" + argumentNames(m)
                    + "));\n            " + body;
        }
        if (s.originHooks() && hook != null) body = s.iface().getName() + " d = bound();\n            " + body;
        if (isExecution(s, m)) body = "beforeExecute();\n            " + body;
        Class<?> caught = caughtException(m);
        boolean tracked = waitsOnDatabase(s, m);
        if (tracked) b.append("        ").append(callTarget(s)).append("callStarted();\n");
        if (caught == null && !tracked) {
            b.append("        ").append(body).append("\n");
        } else {
            b.append("        try {\n            ").append(body).append("\n        }");
            if (caught != null) {
                b.append(" catch (").append(caught.getName()).append(" e) {\n            throw failed(e);\n        }");
            }
            if (tracked) b.append(" finally {\n            ").append(callTarget(s)).append("callEnded();\n        }");
            b.append("\n");
        }
        b.append("    }\n\n");
        return b.toString();
    }

    /**
     * Where a call flags itself: the connection a facade came from, but for the connection facade itself,
     * which calls its own methods. Through the interface-typed field, C2 guards every call with a check of
     * the receiver's class and a trap should it fail; on this facade the class hierarchy alone tells it the
     * receiver, and a connection method's compiled code is that much smaller (which keeps prepareStatement
     * under InlineSmallCode, see ParentFacade#link).
     */
    private static String callTarget(Spec s) {
        return s.iface() == Connection.class ? "" : "connection.";
    }

    /** The SQLException type a method may throw, so the generated catch clause compiles; null if it throws none. */
    private static Class<?> caughtException(Method m) {
        Class<?> caught = null;
        for (Class<?> e : m.getExceptionTypes()) {
            if (e == SQLException.class) return e;
            if (SQLException.class.isAssignableFrom(e)) {
                if (caught != null) throw new IllegalStateException("unexpected throws clause: " + m);
                caught = e;
            }
        }
        return caught;
    }

    /**
     * RecordingPreparedStatement: each setter (and clearParameters) runs, then hands its subclass a step that
     * repeats it on another statement ({@code record}); a setter of a value that cannot be repeated, or
     * addBatch, makes the statement unrepeatable; a setter's value of a reference type (a parameter's value
     * follows its index) is handed over with its step, for the subclass to judge whether it can be given twice. Each execution asks {@code firstExecution()}; for the first one, a failure goes to
     * {@code replayOrThrow(e)}, which either moves the statement to a fresh connection (then the execution runs
     * again there) or throws, and {@code executed()} follows either way.
     */
    private static String recording() {
        StringBuilder b = header(PACKAGE);
        b.append("/** Generated from java.sql.PreparedStatement of JDK ").append(Runtime.version().feature())
                .append(": setters recorded, executions hooked, see DelegateGenerator#recording. */\n");
        b.append("@SuppressWarnings(\"deprecation\")\n");
        b.append("abstract class RecordingPreparedStatement extends PreparedStatementFacade<java.sql.PreparedStatement> {\n");
        b.append("    /** A setter's call, to make again on the statement that takes this one's place. */\n");
        b.append("    @FunctionalInterface\n    interface Step {\n        void applyTo(java.sql.PreparedStatement statement) throws java.sql.SQLException;\n    }\n\n");
        b.append("    RecordingPreparedStatement(FacadeConnection connection, java.sql.PreparedStatement raw) {\n")
                .append("        super(connection, raw);\n    }\n\n");
        b.append("    protected abstract void record(Step step);\n\n");
        b.append("    /** A step whose value may be one that cannot be given twice. */\n");
        b.append("    protected abstract void record(Object value, Step step);\n\n");
        b.append("    protected abstract void unrepeatable();\n\n");
        b.append("    /** Whether this execution is the statement's first while it may still run again. */\n");
        b.append("    protected abstract boolean firstExecution();\n\n");
        b.append("    /** The first execution failed with {@code e}: returns once the statement has moved to a fresh connection, else throws. */\n");
        b.append("    protected abstract void replayOrThrow(java.sql.SQLException e) throws java.sql.SQLException;\n\n");
        b.append("    protected abstract void executed();\n\n");
        for (Method m : methods(PreparedStatement.class)) {
            String n = m.getName();
            String args = argumentNames(m);
            String call = "super." + n + "(" + args + ")";
            if (n.startsWith("execute")) {
                b.append("    @Override\n    public ").append(declaration(m)).append(" {\n");
                b.append("        if (!firstExecution()) return ").append(call).append(";\n");
                b.append("        try {\n            return ").append(call).append(";\n");
                b.append("        } catch (java.sql.SQLException e) {\n            replayOrThrow(e);\n            return ")
                        .append(call).append(";\n        } finally {\n            executed();\n        }\n    }\n\n");
            } else if (n.equals("addBatch")) {
                b.append("    @Override\n    public ").append(declaration(m)).append(" {\n");
                b.append("        ").append(call).append(";\n        unrepeatable();\n    }\n\n");
            } else if ((n.startsWith("set") || n.equals("clearParameters")) && m.getReturnType() == void.class) {
                b.append("    @Override\n    public ").append(declaration(m)).append(" {\n");
                b.append("        ").append(call).append(";\n");
                Class<?>[] types = m.getParameterTypes();
                String step = "s -> s." + n + "(" + args + ")";
                if (types.length >= 2 && !types[1].isPrimitive()) {
                    b.append("        record(").append(parameterName(m, 1)).append(", ").append(step).append(");\n");
                } else {
                    b.append("        record(").append(step).append(");\n");
                }
                b.append("    }\n\n");
            }
        }
        b.append("}\n");
        return b.toString();
    }

    private static String redirect(Class<?> iface) {
        String name = iface.getSimpleName() + "Redirect";
        StringBuilder b = header(PACKAGE);
        b.append("/** Generated from java.sql.").append(iface.getSimpleName())
                .append(": every method goes to target(), which a closed or unbound facade decides. */\n");
        b.append("@SuppressWarnings(\"deprecation\")\n");
        b.append("abstract class ").append(name).append(" implements Redirect, ").append(iface.getName()).append(" {\n");
        b.append("    @Override\n    public abstract ").append(iface.getName()).append(" target() throws java.sql.SQLException;\n\n");
        for (Method m : methods(iface)) {
            b.append("    @Override\n    public ").append(declaration(m)).append(" {\n");
            String call = "target()." + m.getName() + "(" + argumentNames(m) + ")";
            String body = (m.getReturnType() == void.class ? "" : "return ") + call + ";";
            Class<?> thrown = caughtException(m);
            if (thrown == SQLException.class) {
                b.append("        ").append(body).append("\n");
            } else {
                // the signature cannot throw a plain SQLException: carry it in what the signature allows
                String convert;
                if (thrown == SQLClientInfoException.class) {
                    convert = "new java.sql.SQLClientInfoException(e.getMessage(), e.getSQLState(), e.getErrorCode(), null, e)";
                } else if (thrown == null) {
                    convert = "new IllegalStateException(e.getMessage(), e)";
                } else {
                    throw new IllegalStateException("no conversion for the throws clause of " + m);
                }
                b.append("        try {\n            ").append(body).append("\n        } catch (java.sql.SQLException e) {\n")
                        .append("            throw ").append(convert).append(";\n        }\n");
            }
            b.append("    }\n\n");
        }
        b.append("}\n");
        return b.toString();
    }

    private static String closed(Class<?> iface) {
        String simple = iface.getSimpleName();
        StringBuilder b = header(PACKAGE);
        b.append("/** Generated: the delegate of a closed facade; every method throws. */\n");
        b.append("final class Closed").append(simple).append(" extends ").append(simple).append("Redirect {\n");
        b.append("    static final Closed").append(simple).append(" INSTANCE = new Closed").append(simple).append("();\n\n");
        b.append("    private Closed").append(simple).append("() {\n    }\n\n");
        b.append("    @Override\n    public ").append(iface.getName()).append(" target() throws java.sql.SQLException {\n");
        b.append("        throw FacadeClosedException.of(").append(iface.getName()).append(".class);\n    }\n}\n");
        return b.toString();
    }

    /**
     * A stub base: every abstract method throws, so a test sees at once when a pool calls something the stub
     * does not model. The default methods keep the interface's own behaviour, as a real driver's would. A
     * stub wraps nothing, so unwrap and isWrapperFor answer for the stub itself, as every stub class would.
     */
    private static String unsupported(String pkg, String name, Class<?> iface) {
        StringBuilder b = header(pkg);
        b.append("/** Generated from java.sql.").append(iface.getSimpleName())
                .append(": every abstract method throws until a stub class models it. */\n");
        b.append("@SuppressWarnings(\"deprecation\")\n");
        b.append("abstract class ").append(name).append(" implements ").append(iface.getName()).append(" {\n");
        for (Method m : methods(iface)) {
            if (m.isDefault()) continue;
            if (m.getName().equals("unwrap")) {
                b.append("    @Override\n    public ").append(declaration(m)).append(" {\n")
                        .append("        if (iface.isInstance(this)) return iface.cast(this);\n")
                        .append("        throw new java.sql.SQLException(getClass().getSimpleName() + \" does not wrap \" + iface.getName());\n")
                        .append("    }\n\n");
                continue;
            }
            if (m.getName().equals("isWrapperFor")) {
                b.append("    @Override\n    public boolean isWrapperFor(java.lang.Class<?> iface) {\n")
                        .append("        return iface.isInstance(this);\n    }\n\n");
                continue;
            }
            // a signature that cannot throw a plain SQLException gets an unchecked exception instead
            String thrown = caughtException(m) == SQLException.class
                    ? "java.sql.SQLFeatureNotSupportedException" : "UnsupportedOperationException";
            b.append("    @Override\n    public ").append(declaration(m)).append(" {\n")
                    .append("        throw new ").append(thrown).append("(\"stub does not model ").append(m.getName())
                    .append("\");\n    }\n\n");
        }
        b.append("}\n");
        return b.toString();
    }

    private static StringBuilder header(String pkg) {
        return new StringBuilder("// Generated by pool-core/src/build/java/DelegateGenerator.java. Do not edit.\npackage ")
                .append(pkg).append(";\n\n");
    }

    private static String declaration(Method m) {
        StringBuilder b = new StringBuilder();
        TypeVariable<Method>[] tvs = m.getTypeParameters();
        if (tvs.length > 0) {
            b.append(Arrays.stream(tvs).map(TypeVariable::getName).collect(Collectors.joining(", ", "<", "> ")));
        }
        b.append(typeName(m.getGenericReturnType())).append(' ').append(m.getName()).append('(');
        Parameter[] ps = m.getParameters();
        Type[] types = m.getGenericParameterTypes();
        for (int i = 0; i < ps.length; i++) {
            if (i > 0) b.append(", ");
            String t = typeName(types[i]);
            if (m.isVarArgs() && i == ps.length - 1) t = t.substring(0, t.length() - 2) + "...";
            b.append(t).append(' ').append(parameterName(m, i));
        }
        b.append(')');
        Class<?>[] ex = m.getExceptionTypes();
        if (ex.length > 0) {
            b.append(Arrays.stream(ex).map(Class::getName).collect(Collectors.joining(", ", " throws ", "")));
        }
        return b.toString();
    }

    /** Parameter names are not in the class files of java.sql; Wrapper's one is named for readability. */
    private static String parameterName(Method m, int i) {
        return isWrapperMethod(m) ? "iface" : "p" + i;
    }

    private static String argumentNames(Method m) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < m.getParameterCount(); i++) {
            if (i > 0) b.append(", ");
            b.append(parameterName(m, i));
        }
        return b.toString();
    }

    private static String typeName(Type t) {
        return t.getTypeName().replace('$', '.');
    }
}
