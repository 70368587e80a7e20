package io.weir.it;

import io.weir.testsupport.Database;
import io.weir.testsupport.Databases;

import java.security.SecureRandom;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;

/**
 * Users and databases a test creates on the shared MariaDB (root, 127.0.0.1:3306), each with a name no
 * other test uses, and drops again on close. Fails the test, saying how to start MariaDB, when it is down.
 */
public final class ScratchMariaDb implements AutoCloseable {
    private static final SecureRandom RANDOM = new SecureRandom();

    private final Database mariadb = Databases.mariadb();
    private final String prefix;
    private final List<String> drops = new ArrayList<>();

    /** @param prefix what every name starts with, e.g. {@code weir_secret} */
    public ScratchMariaDb(String prefix) {
        this.prefix = prefix + "_" + HexFormat.of().formatHex(randomBytes(4));
    }

    private static byte[] randomBytes(int n) {
        byte[] bytes = new byte[n];
        RANDOM.nextBytes(bytes);
        return bytes;
    }

    /** A password no log or file holds by chance. */
    public static String newPassword() {
        return "Pw-" + HexFormat.of().formatHex(randomBytes(12));
    }

    /** A user with this password that may read and write the database {@code test}; its name is returned. */
    public String createUser(String password) throws SQLException {
        String user = prefix;
        mariadb.execute("CREATE USER '" + user + "'@'%' IDENTIFIED BY '" + password + "'");
        drops.add("DROP USER IF EXISTS '" + user + "'@'%'");
        mariadb.execute("GRANT ALL ON test.* TO '" + user + "'@'%'");
        return user;
    }

    /** A database named with the prefix and {@code suffix}; its name is returned. */
    public String createDatabase(String suffix) throws SQLException {
        String database = prefix + "_" + suffix;
        mariadb.execute("CREATE DATABASE " + database);
        drops.add("DROP DATABASE IF EXISTS " + database);
        return database;
    }

    /** How many connections the server has to {@code database}, from any user. */
    public long connectionsTo(String database) throws SQLException {
        return mariadb.scalar("SELECT COUNT(*) FROM information_schema.PROCESSLIST WHERE DB = ?", database);
    }

    @Override
    public void close() throws SQLException {
        for (int i = drops.size() - 1; i >= 0; i--) {
            mariadb.execute(drops.get(i));
        }
    }
}
