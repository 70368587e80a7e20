package io.weir.rar;

import io.weir.pool.spi.Secrets;
/**
 * A copy of an exception whose message may carry a password (drivers echo the JDBC URL, with its
 * {@code password=} parameter): same stack trace and cause chain, masked messages, and the original
 * class named in the message. Servers log the whole chain of a deployment or allocation failure.
 */
final class SanitizedException extends Exception {
    private static final long serialVersionUID = 1L;

    private SanitizedException(Throwable original) {
        super(original.getClass().getName() + ": " + Secrets.mask(String.valueOf(original.getMessage())));
        setStackTrace(original.getStackTrace());
    }

    /** The masked copy of {@code t} and its causes, or null for null. */
    static SanitizedException of(Throwable t) {
        if (t == null) return null;
        SanitizedException copy = new SanitizedException(t);
        Throwable cause = t.getCause();
        if (cause != null && cause != t) copy.initCause(of(cause));
        return copy;
    }

    /** Shows the original exception's class and message, as the original would. */
    @Override
    public String toString() {
        return getMessage();
    }
}
