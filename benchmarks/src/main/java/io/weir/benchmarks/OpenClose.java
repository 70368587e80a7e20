package io.weir.benchmarks;

import org.openjdk.jmh.infra.Blackhole;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.SQLException;

/** {@code getConnection()} and {@code close()} with nothing in between, the unit of the connection benchmarks. */
final class OpenClose {
    private OpenClose() {
    }

    static void cycles(DataSource dataSource, int count, Blackhole bh) throws SQLException {
        for (int i = 0; i < count; i++) {
            Connection connection = dataSource.getConnection();
            bh.consume(connection);
            connection.close();
        }
    }
}
