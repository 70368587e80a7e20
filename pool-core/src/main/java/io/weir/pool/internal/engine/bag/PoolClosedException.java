package io.weir.pool.internal.engine.bag;

/** Thrown inside the engine to a borrower that waited while the pool closed; turned into an SQLException. */
public final class PoolClosedException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    PoolClosedException() {
        super(null, null, false, false);
    }
}
