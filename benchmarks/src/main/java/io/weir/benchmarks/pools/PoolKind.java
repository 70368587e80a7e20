package io.weir.benchmarks.pools;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/** Every pool in the comparison, by the id used in JMH's {@code pool} parameter. */
public enum PoolKind {
    WEIR("Weir", new WeirStarter()),
    HIKARI("HikariCP", new HikariStarter()),
    AGROAL("Agroal", new AgroalStarter()),
    VIBUR("Vibur", new ViburStarter()),
    TOMCAT("tomcat-jdbc", new TomcatStarter()),
    DBCP2("commons-dbcp2", new Dbcp2Starter()),
    C3P0("c3p0", new C3p0Starter()),
    DRUID("Druid", new DruidStarter()),
    BONECP("BoneCP", new BoneCpStarter());

    private final String label;
    private final PoolStarter starter;

    PoolKind(String label, PoolStarter starter) {
        this.label = label;
        this.starter = starter;
    }

    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    public String label() {
        return label;
    }

    public OpenPool start(PoolSpec spec) throws Exception {
        return starter.start(spec);
    }

    public static PoolKind of(String id) {
        return valueOf(id.toUpperCase(Locale.ROOT));
    }

    public static List<String> ids() {
        return Arrays.stream(values()).map(PoolKind::id).toList();
    }
}
