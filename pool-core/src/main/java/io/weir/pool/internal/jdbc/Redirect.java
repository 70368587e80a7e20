package io.weir.pool.internal.jdbc;

/**
 * Marks a generated stand-in that sits in a facade's delegate field instead of a driver object:
 * a closed sentinel, or the unbound connection that binds at the first call.
 */
interface Redirect {
    /** Where the call goes: throws for a closed facade, binds for an unbound one. */
    java.sql.Wrapper target() throws java.sql.SQLException;
}
