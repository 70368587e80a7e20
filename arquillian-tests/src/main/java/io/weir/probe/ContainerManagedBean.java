package io.weir.probe;

import jakarta.annotation.Resource;
import jakarta.ejb.Stateless;

import javax.sql.DataSource;
import java.sql.SQLException;

/** Container-managed transactions (REQUIRED): a return commits, a system exception rolls back. */
@Stateless
public class ContainerManagedBean {
    @Resource(lookup = ProbeApplication.DATA_SOURCE)
    private DataSource dataSource;

    public void insert(String tag) throws SQLException {
        ProbeRows.insert(dataSource, tag);
    }

    public void insertThenFail(String tag) throws SQLException {
        ProbeRows.insert(dataSource, tag);
        throw new IllegalStateException("a system exception after inserting " + tag);
    }

    public int count(String tag) throws SQLException {
        return ProbeRows.count(dataSource, tag);
    }
}
