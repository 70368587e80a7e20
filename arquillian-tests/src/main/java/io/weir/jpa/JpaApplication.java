package io.weir.jpa;

import jakarta.ws.rs.ApplicationPath;
import jakarta.ws.rs.core.Application;

/**
 * A JPA application in JTA, as most Jakarta EE applications use a data source: its persistence unit's
 * {@code <jta-data-source>} is a Weir definition over PostgreSQL. Not part of the probe: the tests
 * package it with a persistence.xml naming each server's JNDI name (io.weir.it.Applications).
 */
@ApplicationPath("/api")
public class JpaApplication extends Application {
    /** The same definition as the persistence unit's, for the JDBC session checks; web.xml maps it. */
    static final String DATA_SOURCE = "java:comp/env/jdbc/Notes";
}
