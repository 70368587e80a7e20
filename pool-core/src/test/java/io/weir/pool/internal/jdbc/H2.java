package io.weir.pool.internal.jdbc;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.UUID;

/** Raw in-memory H2 connections, each test with its own database. */
final class H2 {
    private H2() {
    }

    static String newUrl() {
        return "jdbc:h2:mem:" + UUID.randomUUID() + ";DB_CLOSE_DELAY=-1";
    }

    static Connection connect() throws SQLException {
        return DriverManager.getConnection(newUrl());
    }

    static Connection connect(String url) throws SQLException {
        return DriverManager.getConnection(url);
    }
}
