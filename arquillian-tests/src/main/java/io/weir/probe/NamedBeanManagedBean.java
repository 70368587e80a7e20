package io.weir.probe;

import jakarta.annotation.Resource;
import jakarta.ejb.Stateless;
import jakarta.ejb.TransactionManagement;
import jakarta.ejb.TransactionManagementType;
import jakarta.transaction.UserTransaction;

import javax.naming.InitialContext;
import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.PreparedStatement;

/** Bean-managed transactions on a connection definition looked up by its global JNDI name. */
@Stateless
@TransactionManagement(TransactionManagementType.BEAN)
public class NamedBeanManagedBean {
    @Resource
    private UserTransaction transaction;

    /**
     * Takes a connection outside any transaction, then begins one: the server enlists the connection the bean
     * already holds as the transaction begins (IronJacamar's cached connection manager, userTransactionStarted),
     * rather than as it hands out a handle. Inserts {@code tag} into {@code table} and commits; the answer is the
     * database session that ran the insert.
     */
    public long insertOnAConnectionTakenBeforeBegin(String jndi, String table, String tag) throws Exception {
        DataSource dataSource = (DataSource) new InitialContext().lookup(jndi);
        try (Connection c = dataSource.getConnection()) {
            transaction.begin();
            try {
                try (PreparedStatement insert = c.prepareStatement("INSERT INTO " + table + " (tag) VALUES (?)")) {
                    insert.setString(1, tag);
                    insert.executeUpdate();
                }
                long session = NamedTransactionBean.backendPid(c);
                transaction.commit();
                return session;
            } catch (Exception | Error e) {
                if (transaction.getStatus() != jakarta.transaction.Status.STATUS_NO_TRANSACTION) transaction.rollback();
                throw e;
            }
        }
    }
}
