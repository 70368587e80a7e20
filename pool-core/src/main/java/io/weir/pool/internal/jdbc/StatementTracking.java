package io.weir.pool.internal.jdbc;

/**
 * How a connection keeps track of its statements, chosen once for the JVM: both ways give the same
 * guarantees, and which costs less depends on what the JVM's compiler can do with the facade.
 *
 * <p>By default the statement facade is itself the link in its connection's list. Being reachable
 * from the connection, it lives on the heap, and the JIT reloads its {@code delegate} and checks
 * that object's class after every volatile read in the driver: two dependent loads per call.
 *
 * <p>With {@link #LINKS}, the connection holds a small {@link StatementLink} instead, and the facade
 * asks it on each call whether the connection has closed it: one load. Nothing on the heap refers
 * to the facade, so C2 can take it apart into registers when the application creates, uses and
 * closes a statement in one method. That needs JDK 22's pruning of exception handlers that never
 * ran (JDK-8267532): before it, the {@code close()} in the never-taken handler of every
 * try-with-resources is a call that the facade escapes into, so it is on the heap anyway and the
 * link only adds an object and a load. So links are the default from JDK 22 on, and the facade is
 * its own link before it.
 *
 * <p>The system property {@value #PROPERTY} ({@code true} or {@code false}) overrides the choice,
 * so that the tests can run both ways on one JDK.
 */
final class StatementTracking {
    static final String PROPERTY = "weir.internal.statementLinks";

    /** Whether connections track statements through a {@link StatementLink} rather than the facade. */
    static final boolean LINKS = linksByDefault(System.getProperty(PROPERTY), Runtime.version().feature());

    private StatementTracking() {
    }

    static boolean linksByDefault(String override, int jdkFeature) {
        if (override == null || override.isBlank()) return jdkFeature >= 22;
        if (override.equalsIgnoreCase("true")) return true;
        if (override.equalsIgnoreCase("false")) return false;
        throw new IllegalArgumentException(PROPERTY + " must be true or false, not '" + override + "'");
    }
}
