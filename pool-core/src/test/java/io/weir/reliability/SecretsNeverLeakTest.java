package io.weir.reliability;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.weir.pool.WeirConfig;
import io.weir.pool.WeirDataSource;
import io.weir.pool.WeirPoolInitializationException;
import io.weir.testsupport.FaultProxy;
import java.lang.management.ManagementFactory;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.Arrays;
import java.util.Properties;
import java.util.UUID;
import javax.management.Attribute;
import javax.management.MBeanAttributeInfo;
import javax.management.MBeanServer;
import javax.management.ObjectName;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Scenario 7 of issue 8: the password never shows. {@link SecretWatch} checks every log line and
 * every recorded exception, toString and JMX attribute of each reliability test; the tests here
 * add the paths where a password is most likely to slip out: a wrong password, a password inside
 * the JDBC URL or among the data source properties, and every attribute of the pool's MBean
 * ({@link PasswordAliasKeyTest} covers a password under a wrong key).
 */
@ExtendWith(SecretWatch.class)
class SecretsNeverLeakTest {
    /** The test's own MariaDB user (its password a watched secret), and a proxy in front of the server. */
    private Backend.MariaDb backend;
    private FaultProxy proxy;

    @BeforeEach
    void createUserAndProxy() throws SQLException {
        backend = Backend.mariadb();
        proxy = backend.db.startProxy();
    }

    @AfterEach
    void closeProxyAndDropUser() throws SQLException {
        if (proxy != null) proxy.close();
        if (backend != null) backend.close();
    }

    /** A password the database refuses, registered with SecretWatch so that any place showing it fails the test. */
    private static String wrongPassword() {
        return SecretWatch.secret("Weir-Secret-wrong-" + UUID.randomUUID());
    }

    private static WeirConfig withWrongPassword(WeirConfig config) {
        config.setPassword(wrongPassword());
        return config;
    }

    @Test
    void wrongPasswordNeverShowsInTheStartupFailure() throws Exception {
        WeirConfig config = withWrongPassword(backend.config(proxy));
        WeirPoolInitializationException e = assertThrows(WeirPoolInitializationException.class, () -> new WeirDataSource(config));
        SecretWatch.record("startup failure", e);
        SecretWatch.record("config", config);
        assertTrue(e.getMessage().contains("Access denied"), "the failure says why: " + e.getMessage());
    }

    @Test
    void wrongPasswordNeverShowsInBorrowTimeouts() throws Exception {
        WeirConfig config = withWrongPassword(backend.config(proxy));
        config.setInitializationFailTimeout(-1);
        config.setConnectionTimeout(1000);
        config.setValidationTimeout(500);
        try (WeirDataSource ds = new WeirDataSource(config)) {
            SQLException e = assertThrows(SQLException.class, ds::getConnection);
            SecretWatch.record("borrow timeout", e);
            SecretWatch.record("data source", ds);
            assertTrue(e.getMessage().contains("Access denied"), "the timeout names the connect failure: " + e.getMessage());
        }
    }

    @Test
    void runningPoolShowsNoPasswordInToStringOrAnyJmxAttribute() throws Exception {
        WeirConfig config = backend.config(proxy);
        config.setRegisterMbeans(true);
        try (WeirDataSource ds = new WeirDataSource(config); Connection c = ds.getConnection()) {
            SecretWatch.record("config", config);
            SecretWatch.record("data source", ds);
            SecretWatch.record("mxbean", ds.getPoolMXBean());
            SecretWatch.record("connection", c);
            MBeanServer server = ManagementFactory.getPlatformMBeanServer();
            ObjectName name = new ObjectName("io.weir:type=Pool,name=" + config.getPoolName());
            server.setAttribute(name, new Attribute("Password", backend.password));
            int read = 0;
            for (MBeanAttributeInfo a : server.getMBeanInfo(name).getAttributes()) {
                SecretWatch.record("jmx attribute info " + a.getName(), a);
                if (!a.isReadable()) continue;
                Object value = server.getAttribute(name, a.getName());
                SecretWatch.record("jmx attribute " + a.getName(),
                        value instanceof Object[] array ? Arrays.deepToString(array) : value);
                read++;
            }
            assertTrue(read >= 10, "the MBean's attributes were read: " + read);
        }
    }

    @Test
    void passwordInsideTheJdbcUrlIsMasked() throws Exception {
        WeirConfig config = new WeirConfig();
        config.setJdbcUrl(backend.url(proxy) + "?user=" + backend.user() + "&password=" + backend.password);
        config.setPoolName("rel-url-" + backend.tag);
        try (WeirDataSource ds = new WeirDataSource(config); Connection c = ds.getConnection()) {
            SecretWatch.record("config", config);
            SecretWatch.record("data source", ds);
        }
        proxy.refuse();
        WeirPoolInitializationException e = assertThrows(WeirPoolInitializationException.class, () -> new WeirDataSource(config));
        SecretWatch.record("startup failure", e);
    }

    @Test
    void passwordAmongDataSourcePropertiesNeverShows() throws Exception {
        Properties props = new Properties();
        props.setProperty("dataSourceClassName", "org.mariadb.jdbc.MariaDbDataSource");
        props.setProperty("dataSource.url", backend.url(proxy));
        props.setProperty("dataSource.user", backend.user());
        props.setProperty("dataSource.password", backend.password);
        props.setProperty("poolName", "rel-ds-" + backend.tag);
        WeirConfig config = new WeirConfig(props);
        try (WeirDataSource ds = new WeirDataSource(config); Connection c = ds.getConnection()) {
            SecretWatch.record("config", config);
            SecretWatch.record("data source", ds);
        }
        props.setProperty("dataSource.password", wrongPassword());
        WeirConfig wrong = new WeirConfig(props);
        WeirPoolInitializationException e = assertThrows(WeirPoolInitializationException.class, () -> new WeirDataSource(wrong));
        SecretWatch.record("startup failure", e);
        SecretWatch.record("config", wrong);
    }
}
