package io.weir.benchmarks.pools;

/** What a borrower can rely on, as {@link GuaranteeProbe} checks it against the stub database. */
public enum Guarantee {
    ALIVE_CHECK("alive check after idle"),
    ROLLBACK("rollback on return"),
    STATE_RESET("auto-commit/read-only reset"),
    DISPOSABLE_FACADE("closed connection refuses use"),
    STATEMENTS_CLOSED("statements closed with connection");

    private final String label;

    Guarantee(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }
}
