package io.weir.probe;

import jakarta.annotation.Resource;
import jakarta.enterprise.context.ApplicationScoped;

import javax.sql.DataSource;
import java.sql.SQLException;

@ApplicationScoped
public class InjectedCdiBean {
    @Resource(lookup = ProbeApplication.DATA_SOURCE)
    private DataSource dataSource;

    public Report describe() throws SQLException {
        return ConnectionReport.describe("cdi", dataSource);
    }
}
