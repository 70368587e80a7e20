package io.weir.pool.internal.jdbc;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;

/**
 * The connection facade as the objects obtained through it see it: where their driver errors are
 * classified and their result sets of metadata are tracked. The facades' common base holds this
 * interface, so that it does not name one of its own subclasses.
 */
interface FacadeConnection extends Connection {
    /** Decides what an error of the driver means for the physical connection; returns it to be thrown. */
    <E extends SQLException> E classify(E e);

    /** The driver's connection got out through unwrap: the borrower may have changed anything. */
    void exposed();

    /** A result set made through the metadata: closed with the connection, as it belongs to no statement. */
    ResultSet trackMetaDataResult(Connection madeOn, ResultSet raw);

    /** A result set inside a column of a metadata result set: it lives as long as its binding too. */
    ResultSet trackNestedMetaDataResult(ResultSetFacade outer, ResultSet raw);

    /**
     * A call that may wait on the database begins through this connection or an object obtained through
     * it; {@link #callEnded()} follows it, in a finally. Generated around those calls (see DelegateGenerator).
     */
    void callStarted();

    void callEnded();
}
