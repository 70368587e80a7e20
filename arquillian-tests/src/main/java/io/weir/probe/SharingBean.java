package io.weir.probe;

import jakarta.annotation.Resource;
import jakarta.ejb.Stateless;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.SQLException;

/** Several handles inside one container-managed transaction. */
@Stateless
public class SharingBean {
    @Resource(lookup = ProbeApplication.DATA_SOURCE)
    private DataSource dataSource;

    public Report sessionsOfThreeHandles() throws SQLException, javax.management.JMException {
        try (Connection first = dataSource.getConnection();
             Connection second = dataSource.getConnection()) {
            int firstSession = H2Sessions.sessionId(first);
            int secondSession = H2Sessions.sessionId(second);
            int thirdSession;
            try (Connection third = dataSource.getConnection()) {
                thirdSession = H2Sessions.sessionId(third);
            }
            return new Report().put("first", firstSession).put("second", secondSession).put("third", thirdSession)
                    .put("firstAgain", H2Sessions.sessionId(first)).put("activeInPool", PoolNumbers.active("WeirDS"));
        }
    }
}
