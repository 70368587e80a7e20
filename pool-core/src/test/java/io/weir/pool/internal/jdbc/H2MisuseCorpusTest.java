package io.weir.pool.internal.jdbc;

class H2MisuseCorpusTest extends MisuseCorpusTest {
    @Override
    Dialect dialect() {
        return new Dialect.H2Dialect();
    }
}
