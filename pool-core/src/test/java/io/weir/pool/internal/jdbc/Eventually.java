package io.weir.pool.internal.jdbc;

/** Waits for what the pool or the server does in the background. */
final class Eventually {
    private Eventually() {
    }

    interface Condition {
        boolean holds() throws Exception;
    }

    /** Polls until the condition holds; fails naming {@code what} after {@code timeoutMs}. */
    static void until(String what, long timeoutMs, Condition condition) {
        long deadline = System.nanoTime() + timeoutMs * 1_000_000;
        try {
            while (!condition.holds()) {
                if (System.nanoTime() > deadline) throw new AssertionError("not within " + timeoutMs + " ms: " + what);
                Thread.sleep(20);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError("interrupted waiting until " + what, e);
        } catch (Exception e) {
            throw new AssertionError("failed checking " + what, e);
        }
    }
}
