package io.weir.pool.internal.engine.lending;

/**
 * The pool could not get a first connection within initializationFailTimeout; the cause is the last
 * connect failure. The public API rethrows it as {@code WeirPoolInitializationException}.
 */
public final class FirstConnectionException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    FirstConnectionException(String message, Throwable cause) {
        super(message, cause);
    }
}
