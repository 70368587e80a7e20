/**
 * Test helpers shared by every module through the pool-core test-jar.
 * <ul>
 *   <li>{@link io.weir.testsupport.StubDatabase}: an isolated in-memory database behind the stub
 *   JDBC driver ({@code jdbc:stub:<name>}, {@link io.weir.testsupport.StubDataSource},
 *   {@link io.weir.testsupport.StubXADataSource}), with {@link io.weir.testsupport.FaultPoint
 *   fault knobs} for connects, {@code isValid} and statements, counters, and the session state of
 *   each {@link io.weir.testsupport.StubConnection}. Free when no fault is set, so the benchmarks
 *   use it too.</li>
 *   <li>{@link io.weir.testsupport.FaultProxy}: a TCP proxy on loopback that passes, blackholes,
 *   resets, refuses or delays the traffic to a real database.</li>
 *   <li>{@link io.weir.testsupport.Databases}: the local PostgreSQL and MariaDB; a test that needs
 *   one fails, with the command that starts it, when it is not running.</li>
 *   <li>{@link io.weir.testsupport.LogCapture}: what Weir logs, for assertions.</li>
 *   <li>{@link io.weir.testsupport.ManualScheduler}: a scheduler whose delayed and periodic tasks run
 *   when a test runs them.</li>
 *   <li>{@link io.weir.testsupport.UrlPrefixDriver}: the URL handling of the stub driver and the
 *   benchmarks' plain driver.</li>
 *   <li>{@link io.weir.testsupport.PackageDependencies}: the package graph of compiled classes, from jdeps.</li>
 * </ul>
 */
package io.weir.testsupport;
