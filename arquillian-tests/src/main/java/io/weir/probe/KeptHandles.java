package io.weir.probe;

import jakarta.enterprise.context.ApplicationScoped;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;

/** What a misbehaving application keeps past its request: a handle, a statement and a result set. */
@ApplicationScoped
public class KeptHandles {
    volatile Connection connection;
    volatile Statement statement;
    volatile ResultSet resultSet;
}
