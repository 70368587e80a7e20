package io.weir.rar;

/**
 * How long a local transaction may wait, with no handle open, where the server may have lost track of it: on a
 * managed connection the server destroyed while in use, or in a pool that one with changed settings replaced.
 * Payara destroys the managed connections in use when it rebuilds its pool, or drops one after a connection
 * error, and may then never end the transaction that ran on it; that transaction would hold its physical
 * connection and its locks for good. With no handle open, nothing but the transaction's end can reach the
 * connection any more: past this time it is rolled back (the pool's reset) and its connection goes back, with
 * a WARN, and the server's commit of it, if it still comes, fails.
 */
final class LostTransactions {
    /** Long enough for the commit of a request that closed its handles before it; tests shorten it. */
    static volatile long afterMs = 10_000;

    private LostTransactions() {
    }
}
