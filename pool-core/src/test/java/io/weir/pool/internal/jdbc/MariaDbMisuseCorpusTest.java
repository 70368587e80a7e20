package io.weir.pool.internal.jdbc;

class MariaDbMisuseCorpusTest extends MisuseCorpusTest {
    @Override
    Dialect dialect() {
        return new Dialect.MariaDbDialect();
    }
}
