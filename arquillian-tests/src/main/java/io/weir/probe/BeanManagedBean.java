package io.weir.probe;

import jakarta.annotation.Resource;
import jakarta.ejb.Stateless;
import jakarta.ejb.TransactionManagement;
import jakarta.ejb.TransactionManagementType;
import jakarta.transaction.UserTransaction;

import javax.sql.DataSource;

/** Bean-managed transactions: the bean begins and ends its UserTransaction itself. */
@Stateless
@TransactionManagement(TransactionManagementType.BEAN)
public class BeanManagedBean {
    @Resource(lookup = ProbeApplication.DATA_SOURCE)
    private DataSource dataSource;

    @Resource
    private UserTransaction transaction;

    public void insert(String tag, boolean commit) throws Exception {
        transaction.begin();
        try {
            ProbeRows.insert(dataSource, tag);
        } finally {
            if (commit) {
                transaction.commit();
            } else {
                transaction.rollback();
            }
        }
    }
}
