package io.weir.rar;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import java.util.WeakHashMap;

/**
 * The managed connections of one factory that the server destroyed while they were in use, so that the adapter's
 * stop can end the work any of them is still left with. Weakly held: one whose work ended is garbage, as the
 * server no longer holds it either.
 */
final class DrainingConnections {
    private final Set<WeirManagedConnection> draining = Collections.newSetFromMap(new WeakHashMap<>());

    synchronized void add(WeirManagedConnection mc) {
        draining.add(mc);
    }

    /** The adapter stops: each one still draining gives its physical connection back (see {@link WeirManagedConnection#abandonAtStop}). */
    void abandonAll() {
        List<WeirManagedConnection> left;
        synchronized (this) {
            left = new ArrayList<>(draining);
            draining.clear();
        }
        left.forEach(WeirManagedConnection::abandonAtStop);
    }
}
