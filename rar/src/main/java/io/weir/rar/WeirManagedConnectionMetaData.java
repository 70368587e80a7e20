package io.weir.rar;

import io.weir.pool.spi.ConnectionLease;
import jakarta.resource.ResourceException;
import jakarta.resource.spi.ManagedConnectionMetaData;

import java.sql.DatabaseMetaData;
import java.sql.SQLException;

/** What the server may show about a managed connection; database details only while one is bound. */
final class WeirManagedConnectionMetaData implements ManagedConnectionMetaData {
    private static final String UNBOUND = "unknown (no physical connection bound)";

    private final WeirManagedConnection owner;

    WeirManagedConnectionMetaData(WeirManagedConnection owner) {
        this.owner = owner;
    }

    @Override
    public String getEISProductName() throws ResourceException {
        DatabaseMetaData md = databaseMetaData();
        try {
            return md == null ? UNBOUND : md.getDatabaseProductName();
        } catch (SQLException e) {
            throw new ResourceException("Reading the database product name failed", e);
        }
    }

    @Override
    public String getEISProductVersion() throws ResourceException {
        DatabaseMetaData md = databaseMetaData();
        try {
            return md == null ? UNBOUND : md.getDatabaseProductVersion();
        } catch (SQLException e) {
            throw new ResourceException("Reading the database product version failed", e);
        }
    }

    /**
     * 0, "no limit known": a server could otherwise cap its pool of logical connections at Weir's
     * maximumPoolSize, although many logical connections share few physical ones.
     */
    @Override
    public int getMaxConnections() {
        return 0;
    }

    @Override
    public String getUserName() {
        return owner.credentials().username();
    }

    private DatabaseMetaData databaseMetaData() throws ResourceException {
        ConnectionLease lease = owner.lease();
        if (lease == null) return null;
        try {
            return lease.physicalConnection().getMetaData();
        } catch (SQLException e) {
            throw new ResourceException("Reading the database metadata failed", e);
        }
    }
}
