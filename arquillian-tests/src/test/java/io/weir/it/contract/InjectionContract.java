package io.weir.it.contract;

import io.weir.it.Probe;
import org.junit.jupiter.api.Test;

import java.util.Properties;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A Weir DataSource injected with @Resource into the three kinds of components, on any server. */
public interface InjectionContract {
    Probe probe();

    @Test
    default void servletGetsAWorkingWeirDataSource() {
        assertWeirConnectionWorks(probe().get("inject/servlet"), "servlet");
    }

    @Test
    default void statelessBeanGetsAWorkingWeirDataSource() {
        assertWeirConnectionWorks(probe().get("api/inject/ejb"), "ejb");
    }

    @Test
    default void cdiBeanGetsAWorkingWeirDataSource() {
        assertWeirConnectionWorks(probe().get("api/inject/cdi"), "cdi");
    }

    private static void assertWeirConnectionWorks(Properties answer, String component) {
        assertEquals(component, answer.getProperty("injectedInto"));
        assertEquals("42", answer.getProperty("query"), answer.toString());
        assertEquals("H2", answer.getProperty("databaseProduct"));
        assertTrue(answer.getProperty("dataSourceClass").startsWith("io.weir.rar."), answer.toString());
        assertTrue(answer.getProperty("handleClass").startsWith("io.weir."), "the application holds Weir's facade: " + answer);
        assertTrue(answer.getProperty("unwrapConnectionClass").startsWith("io.weir."),
                "unwrap(Connection.class) stops at Weir's facade, never handing out the physical connection: " + answer);
    }
}
