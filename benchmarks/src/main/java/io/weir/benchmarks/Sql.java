package io.weir.benchmarks;

/** The statements the benchmarks send; the stub answers any text the same way. */
final class Sql {
    static final String SELECT_BY_ID = "SELECT id, value FROM item WHERE id = ?";
    static final String INSERT_ITEM = "INSERT INTO item (id, owner, value) VALUES (?, ?, ?)";
    static final String SELECT_ITEMS = "SELECT value FROM item";

    private Sql() {
    }
}
