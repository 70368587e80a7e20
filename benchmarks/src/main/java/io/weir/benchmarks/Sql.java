package io.weir.benchmarks;

/**
 * The statements the benchmarks send; the stub answers any text the same way. The batch updates rows
 * rather than inserting them, so that a real database stays the same size however long the run.
 */
final class Sql {
    static final String SELECT_BY_ID = "SELECT id, amount FROM item WHERE id = ?";
    static final String UPDATE_ITEM = "UPDATE item SET owner = ?, amount = ? WHERE id = ?";
    static final String SELECT_ITEMS = "SELECT amount FROM item";

    private Sql() {
    }
}
