package io.weir.rar;

import java.time.Duration;
import java.util.function.BooleanSupplier;

/** Waits for what the pool does in the background (closing an evicted connection, ending threads), within a generous bound. */
final class Await {
    static final Duration GENEROUS = Duration.ofSeconds(10);

    private Await() {
    }

    /** True as soon as {@code condition} holds, false if it still does not after {@link #GENEROUS}. */
    static boolean until(BooleanSupplier condition) throws InterruptedException {
        long deadline = System.nanoTime() + GENEROUS.toNanos();
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() - deadline > 0) return false;
            Thread.sleep(10);
        }
        return true;
    }
}
