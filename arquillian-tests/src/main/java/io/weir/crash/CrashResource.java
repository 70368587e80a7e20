package io.weir.crash;

import jakarta.annotation.Resource;
import jakarta.ejb.Stateless;
import jakarta.transaction.TransactionManager;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;

import javax.naming.InitialContext;
import javax.naming.NamingException;
import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;

/** One container-managed JTA transaction: the halting participant first, then a row in each database. */
@Stateless
@Path("/crash")
@Produces(MediaType.TEXT_PLAIN)
public class CrashResource {
    @Resource(lookup = CrashApplication.POSTGRES)
    DataSource postgres;

    @Resource(lookup = CrashApplication.MARIADB)
    DataSource mariadb;

    /** Never answers: the server halts while committing. */
    @POST
    @Path("{table}/{tag}")
    public String insertBothAndHaltInTheCommit(@PathParam("table") String table, @PathParam("tag") String tag) throws Exception {
        transactionManager().getTransaction().enlistResource(new HaltingParticipant());
        insert(postgres, table, tag);
        insert(mariadb, table, tag);
        return "the server should have halted";
    }

    private static void insert(DataSource dataSource, String table, String tag) throws SQLException {
        try (Connection c = dataSource.getConnection();
             PreparedStatement insert = c.prepareStatement("INSERT INTO " + table + " (tag) VALUES (?)")) {
            insert.setString(1, tag);
            insert.executeUpdate();
        }
    }

    private static TransactionManager transactionManager() throws NamingException {
        InitialContext context = new InitialContext();
        for (String name : CrashApplication.TRANSACTION_MANAGERS) {
            try {
                return (TransactionManager) context.lookup(name);
            } catch (NamingException notOnThisServer) {
                // the other server's name
            }
        }
        throw new NamingException("no transaction manager under " + String.join(" or ", CrashApplication.TRANSACTION_MANAGERS));
    }
}
