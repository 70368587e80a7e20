package io.weir.pool.internal.engine.lending;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import javax.management.JMException;
import javax.management.MBeanServer;
import javax.management.ObjectName;
import java.lang.management.ManagementFactory;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class PoolJmxTest {
    private static final MBeanServer SERVER = ManagementFactory.getPlatformMBeanServer();
    private static final String NAME = "pool-jmx-test";

    /** A stand-in for the pool's MXBean interface. */
    public interface CountsMXBean {
        int getTotalConnections();
    }

    private static final CountsMXBean SEVEN = () -> 7;

    @AfterEach
    void unregister() throws JMException {
        ObjectName name = PoolJmx.objectName(NAME);
        if (SERVER.isRegistered(name)) SERVER.unregisterMBean(name);
    }

    @Test
    void anEnabledPoolIsRegisteredUnderItsNameAsAnMXBean() throws Exception {
        new PoolJmx(NAME, true).register(CountsMXBean.class, SEVEN);

        ObjectName name = new ObjectName("io.weir:type=Pool,name=" + NAME);
        assertEquals(7, SERVER.getAttribute(name, "TotalConnections"));
        assertEquals("true", SERVER.getMBeanInfo(name).getDescriptor().getFieldValue("mxbean"));
    }

    @Test
    void aPoolWithoutRegisterMbeansIsNotRegistered() throws JMException {
        new PoolJmx(NAME, false).register(CountsMXBean.class, SEVEN);

        assertFalse(SERVER.isRegistered(PoolJmx.objectName(NAME)));
    }

    @Test
    void aSecondPoolOfTheSameNameFailsNamingTheSetting() throws JMException {
        new PoolJmx(NAME, true).register(CountsMXBean.class, SEVEN);

        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new PoolJmx(NAME, true).register(CountsMXBean.class, SEVEN));

        assertEquals("poolName=" + NAME + " is already registered in JMX as io.weir:type=Pool,name=" + NAME
                + "; give each pool its own poolName", e.getMessage());
    }

    @Test
    void unregisteringFreesTheNameOnceAndThenDoesNothing() throws JMException {
        PoolJmx jmx = new PoolJmx(NAME, true);
        jmx.register(CountsMXBean.class, SEVEN);

        jmx.unregister();
        assertFalse(SERVER.isRegistered(PoolJmx.objectName(NAME)));
        new PoolJmx(NAME, true).register(CountsMXBean.class, SEVEN);
        jmx.unregister();

        assertTrue(SERVER.isRegistered(PoolJmx.objectName(NAME)), "a second unregister leaves the next pool's registration alone");
    }
}
