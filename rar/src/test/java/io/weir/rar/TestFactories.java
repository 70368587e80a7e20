package io.weir.rar;

import io.weir.testsupport.StubDatabase;
import io.weir.testsupport.StubXADataSource;

import javax.sql.DataSource;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.UUID;

/** Connection definitions as an admin would configure them, over the stub database or H2. */
final class TestFactories {
    private TestFactories() {
    }

    /** Over the stub driver; no connection is made before the first use, so tests can count them. */
    static WeirManagedConnectionFactory stub(StubDatabase db, int maximumPoolSize) {
        WeirManagedConnectionFactory f = new WeirManagedConnectionFactory();
        f.setJdbcUrl(db.url());
        quiet(f, maximumPoolSize);
        return f;
    }

    static WeirManagedConnectionFactory stubXa(StubDatabase db, int maximumPoolSize) {
        WeirManagedConnectionFactory f = new WeirManagedConnectionFactory();
        f.setXaDataSourceClassName(StubXADataSource.class.getName());
        f.setDataSourceProperties("databaseName=" + db.name());
        quiet(f, maximumPoolSize);
        return f;
    }

    /** A new H2 database (a file under target/h2, so that prepared XA branches survive as they would on a server). */
    static String newH2Url() {
        Path file = Path.of("target", "h2", "db-" + UUID.randomUUID()).toAbsolutePath();
        return "jdbc:h2:file:" + file;
    }

    static WeirManagedConnectionFactory h2(String url, int maximumPoolSize) {
        WeirManagedConnectionFactory f = new WeirManagedConnectionFactory();
        f.setJdbcUrl(url);
        f.setUsername("sa");
        quiet(f, maximumPoolSize);
        return f;
    }

    static WeirManagedConnectionFactory h2Xa(String url, int maximumPoolSize) {
        WeirManagedConnectionFactory f = new WeirManagedConnectionFactory();
        f.setXaDataSourceClassName("org.h2.jdbcx.JdbcDataSource");
        f.setDataSourceProperties("url=" + url);
        f.setUsername("sa");
        quiet(f, maximumPoolSize);
        return f;
    }

    /** Runs {@code sql} through a handle of its own, closed at once. */
    static void executeThroughANewHandle(DataSource ds, String sql) throws SQLException {
        try (Connection c = ds.getConnection(); Statement s = c.createStatement()) {
            s.execute(sql);
        }
    }

    /** Creates table t, whose rows {@link #rows} counts, through a handle of its own. */
    static void createTable(DataSource ds) throws SQLException {
        executeThroughANewHandle(ds, "create table t(x int)");
    }

    /** Inserts one row into table t through a handle of its own, closed at once. */
    static void insertOneRow(DataSource ds) throws SQLException {
        executeThroughANewHandle(ds, "insert into t values (1)");
    }

    /** The rows in table t, counted through a handle of its own. */
    static int rows(DataSource ds) throws SQLException {
        try (Connection c = ds.getConnection(); Statement s = c.createStatement();
             ResultSet rs = s.executeQuery("select count(*) from t")) {
            rs.next();
            return rs.getInt(1);
        }
    }

    private static void quiet(WeirManagedConnectionFactory f, int maximumPoolSize) {
        f.setMaximumPoolSize(String.valueOf(maximumPoolSize));
        f.setMinimumIdle("0");
        f.setInitializationFailTimeout("-1");
        f.setConnectionTimeout("5000");
        f.setValidationTimeout("1000");
        f.setCloseGracePeriod("0");
    }
}
