package io.weir.pool.spi;

/** A JDBC call through a facade that demarcates a local transaction, as {@link FacadeOwner} is told of it. */
public enum TransactionControl {
    COMMIT("commit()"),
    ROLLBACK("rollback()"),
    AUTO_COMMIT_ON("setAutoCommit(true)"),
    AUTO_COMMIT_OFF("setAutoCommit(false)");

    private final String call;

    TransactionControl(String call) {
        this.call = call;
    }

    /** The call as the application wrote it, e.g. {@code setAutoCommit(false)}: messages name it so. */
    @Override
    public String toString() {
        return call;
    }
}
