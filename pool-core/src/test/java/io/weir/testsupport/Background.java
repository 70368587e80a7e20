package io.weir.testsupport;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;

/** A borrower on another thread, for tests that watch what a waiting borrower meets. */
public final class Background {
    private Background() {
    }

    /** Borrows from {@code ds} on a pool thread; the future fails with the borrow's SQLException as cause. */
    public static CompletableFuture<Connection> borrow(DataSource ds) {
        return CompletableFuture.supplyAsync(() -> {
            try {
                return ds.getConnection();
            } catch (SQLException e) {
                throw new CompletionException(e);
            }
        });
    }
}
