package io.weir.testsupport;

import static org.junit.jupiter.api.Assertions.fail;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The real databases of this machine. Each accessor checks once per JVM that the database
 * answers, and otherwise makes the calling test FAIL (never skip) with the command that starts it:
 * a test that needs a database must not pass silently without one.
 */
public final class Databases {
    private static final Database POSTGRES = new Database("PostgreSQL", "jdbc:postgresql://", "127.0.0.1", 5432,
            "test", "postgres", "",
            "pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start");
    private static final Database MARIADB = new Database("MariaDB", "jdbc:mariadb://", "127.0.0.1", 3306,
            "test", "root", "",
            "start-stop-daemon --start --oknodo --background --exec /usr/sbin/mariadbd");
    private static final Map<Database, String> PROBLEMS = new ConcurrentHashMap<>();

    private Databases() {
    }

    /** PostgreSQL 15 on 127.0.0.1:5432, user postgres (trust), database test. */
    public static Database postgres() {
        return require(POSTGRES);
    }

    /** PostgreSQL as {@link #postgres()} names it, unchecked: for tools run outside JUnit, which fail on their own if it is down. */
    public static Database postgresUnchecked() {
        return POSTGRES;
    }

    /** MariaDB 10.11 on 127.0.0.1:3306, user root with an empty password, database test. */
    public static Database mariadb() {
        return require(MARIADB);
    }

    /** Fails the calling test unless the database answers a query. */
    static Database require(Database db) {
        String problem = PROBLEMS.computeIfAbsent(db, Databases::probe);
        if (!problem.isEmpty()) fail(problem);
        return db;
    }

    /** An empty string if the database answers, otherwise what to tell the developer. */
    static String probe(Database db) {
        DriverManager.setLoginTimeout(5);
        try (Connection c = db.connect(); Statement s = c.createStatement()) {
            s.execute("SELECT 1");
            return "";
        } catch (SQLException e) {
            return db + " is not reachable (" + e.getMessage() + "). This test needs it: start it with `"
                    + db.startCommand() + "` and run the tests again.";
        }
    }
}
