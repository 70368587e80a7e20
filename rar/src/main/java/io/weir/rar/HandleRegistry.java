package io.weir.rar;

import java.sql.Connection;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The open handles of one connection factory, found by their facade: {@code associateConnection}
 * receives a facade and must learn which managed connection it belongs to. A handle is forgotten
 * when it is closed, or invalidated by cleanup or destroy.
 */
final class HandleRegistry {
    private final ConcurrentHashMap<FacadeKey, ConnectionHandle> byFacade = new ConcurrentHashMap<>();

    void remember(ConnectionHandle handle) {
        byFacade.put(new FacadeKey(handle.facade()), handle);
    }

    void forget(ConnectionHandle handle) {
        byFacade.remove(new FacadeKey(handle.facade()), handle);
    }

    ConnectionHandle find(Object facade) {
        return facade instanceof Connection ? byFacade.get(new FacadeKey((Connection) facade)) : null;
    }

    int size() {
        return byFacade.size();
    }

    /** Identity, never the facade's own equals: a closed facade must still be found and removed. */
    private static final class FacadeKey {
        private final Connection facade;

        FacadeKey(Connection facade) {
            this.facade = facade;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof FacadeKey && ((FacadeKey) o).facade == facade;
        }

        @Override
        public int hashCode() {
            return System.identityHashCode(facade);
        }
    }
}
