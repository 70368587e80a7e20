package io.weir.pool;

/**
 * The pool could not get a first connection within initializationFailTimeout. The cause is the
 * driver's error; the message names the pool and repeats the driver's message.
 */
public class WeirPoolInitializationException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public WeirPoolInitializationException(String message, Throwable cause) {
        super(message, cause);
    }
}
