package io.weir.probe;

import jakarta.annotation.Resource;
import jakarta.enterprise.context.ApplicationScoped;

import javax.sql.DataSource;

/** The XA definitions: WeirXa1 (H2) is always first; the second is WeirXa2 ("h2") or WeirXaMaria ("mariadb"). */
@ApplicationScoped
public class XaDatabases {
    @Resource(lookup = ProbeApplication.XA_1)
    private DataSource first;

    @Resource(lookup = ProbeApplication.XA_2)
    private DataSource secondH2;

    @Resource(lookup = ProbeApplication.XA_MARIADB)
    private DataSource mariadb;

    public DataSource first() {
        return first;
    }

    public DataSource second(String name) {
        return switch (name) {
            case "h2" -> secondH2;
            case "mariadb" -> mariadb;
            default -> throw new IllegalArgumentException("no second XA database " + name);
        };
    }
}
