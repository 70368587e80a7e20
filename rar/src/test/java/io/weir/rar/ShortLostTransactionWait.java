package io.weir.rar;

/** {@link LostTransactions#afterMs} shortened for one test, and put back after it. */
final class ShortLostTransactionWait implements AutoCloseable {
    private final long before = LostTransactions.afterMs;

    ShortLostTransactionWait(long millis) {
        LostTransactions.afterMs = millis;
    }

    @Override
    public void close() {
        LostTransactions.afterMs = before;
    }
}
