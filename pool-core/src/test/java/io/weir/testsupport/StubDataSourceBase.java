package io.weir.testsupport;

import java.io.PrintWriter;
import java.sql.SQLException;
import java.sql.SQLFeatureNotSupportedException;
import java.util.Properties;
import java.util.logging.Logger;

/**
 * The bean properties both stub data sources share, so that a pool can build either from
 * {@code dataSourceClassName} + {@code dataSourceProperties} ({@code databaseName} or {@code url},
 * {@code user}, {@code password}).
 */
abstract class StubDataSourceBase implements javax.sql.CommonDataSource {
    private volatile String databaseName;
    private volatile String user;
    private volatile String password;
    private volatile int loginTimeout;
    private volatile PrintWriter logWriter;

    public String getDatabaseName() {
        return databaseName;
    }

    public void setDatabaseName(String databaseName) {
        this.databaseName = databaseName;
    }

    public String getUrl() {
        return databaseName == null ? null : StubDatabase.URL_PREFIX + databaseName;
    }

    public void setUrl(String url) {
        if (!url.startsWith(StubDatabase.URL_PREFIX)) throw new IllegalArgumentException("not a stub URL: " + url);
        this.databaseName = url.substring(StubDatabase.URL_PREFIX.length());
    }

    public String getUser() {
        return user;
    }

    public void setUser(String user) {
        this.user = user;
    }

    public void setPassword(String password) {
        this.password = password;
    }

    StubConnection connectPhysical(String user, String password) throws SQLException {
        if (databaseName == null) throw new SQLException("stub data source has no databaseName", "08001");
        Properties info = new Properties();
        if (user != null) info.setProperty("user", user);
        if (password != null) info.setProperty("password", password);
        return StubDatabase.lookup(databaseName).connect(info);
    }

    StubConnection connectPhysical() throws SQLException {
        return connectPhysical(user, password);
    }

    @Override
    public PrintWriter getLogWriter() {
        return logWriter;
    }

    @Override
    public void setLogWriter(PrintWriter out) {
        this.logWriter = out;
    }

    @Override
    public void setLoginTimeout(int seconds) {
        this.loginTimeout = seconds;
    }

    @Override
    public int getLoginTimeout() {
        return loginTimeout;
    }

    @Override
    public Logger getParentLogger() throws SQLFeatureNotSupportedException {
        throw new SQLFeatureNotSupportedException("the stub driver does not log");
    }

    @Override
    public String toString() {
        return getClass().getSimpleName() + "[" + databaseName + "]";
    }
}
