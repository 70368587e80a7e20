/**
 * The JDBC objects the application sees: facades over the driver's, which make misuse harmless.
 *
 * <p>The delegation (every method of Connection, Statement, PreparedStatement, CallableStatement,
 * ResultSet and DatabaseMetaData) is generated at build time by
 * {@code pool-core/src/build/java/DelegateGenerator.java} from the java.sql interfaces of the JDK
 * that builds, into {@code XxxDelegate} classes; the hand-written {@code XxxFacade} classes extend
 * them and hold behaviour only. A generated method reads the {@code delegate} field, calls the
 * driver, hands any JDBC object it returns to a {@code wrapXxx} hook, and passes any SQLException
 * through {@code failed}, where the connection facade classifies it. A call that may wait on the
 * database also flags its connection facade while it runs, so that the resource adapter never takes a
 * leaked connection back under it.
 *
 * <p>Closing a facade swaps its delegate for a generated closed sentinel whose every method throws,
 * so the hot path has no closed flag to check and a closed facade cannot reach the driver again. A
 * connection facade without a lease (the resource adapter's) holds an {@link
 * io.weir.pool.internal.jdbc.UnboundConnection} instead, which binds at the first call. A result set
 * is the exception: its statement closes it without holding it, by moving to a new epoch that the
 * result set compares on each call, so that nothing keeps a result set but the application (see
 * {@link io.weir.pool.internal.jdbc.ResultSetFacade}). On JDK 22 and later a statement is closed by
 * its connection in a similar way, through a small link that the facade reads on each call, so that
 * nothing keeps the statement facade either (see {@link io.weir.pool.internal.jdbc.StatementTracking}).
 *
 * <p>What a borrower changes is marked in the physical connection's {@link
 * io.weir.pool.internal.jdbc.SessionState}, which restores exactly that when the lease goes back.
 */
package io.weir.pool.internal.jdbc;
