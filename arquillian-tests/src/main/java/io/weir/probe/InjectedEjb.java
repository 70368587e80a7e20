package io.weir.probe;

import jakarta.annotation.Resource;
import jakarta.ejb.Stateless;

import javax.sql.DataSource;
import java.sql.SQLException;

@Stateless
public class InjectedEjb {
    @Resource(lookup = ProbeApplication.DATA_SOURCE)
    private DataSource dataSource;

    public Report describe() throws SQLException {
        return ConnectionReport.describe("ejb", dataSource);
    }
}
