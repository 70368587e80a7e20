package io.weir.testsupport;

/** Waits for what a pool or a server does in the background, by polling, within a bound the caller names. */
public final class Await {
    private static final long POLL_MS = 10;

    private Await() {
    }

    /** A condition to poll; an exception it throws fails the wait at once. */
    public interface Condition {
        boolean holds() throws Exception;
    }

    /** Polls until {@code condition} holds; fails naming {@code what} if it still does not after {@code timeoutMs}. */
    public static void until(String what, long timeoutMs, Condition condition) {
        if (!holdsWithin(timeoutMs, condition)) throw new AssertionError("not within " + timeoutMs + " ms: " + what);
    }

    /** True as soon as {@code condition} holds, false if it still does not after {@code timeoutMs}. */
    public static boolean holdsWithin(long timeoutMs, Condition condition) {
        long deadline = System.nanoTime() + timeoutMs * 1_000_000;
        try {
            while (!condition.holds()) {
                if (System.nanoTime() - deadline > 0) return false;
                Thread.sleep(POLL_MS);
            }
            return true;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError("interrupted while waiting", e);
        } catch (Exception e) {
            throw new AssertionError("the awaited condition failed", e);
        }
    }
}
