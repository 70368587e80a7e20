package io.weir.pool.internal.engine.lending;

import io.weir.pool.spi.InvalidSettingException;
import io.weir.pool.spi.Setting;

import javax.management.JMException;
import javax.management.MBeanServer;
import javax.management.ObjectName;
import java.lang.management.ManagementFactory;

/** Registers a pool's MXBean as {@code io.weir:type=Pool,name=<poolName>} when registerMbeans is set. */
final class PoolJmx {
    private static final System.Logger LOG = System.getLogger(PoolJmx.class.getName());
    private final boolean enabled;
    private final String poolName;
    private ObjectName registered;

    PoolJmx(String poolName, boolean enabled) {
        this.poolName = poolName;
        this.enabled = enabled;
    }

    static ObjectName objectName(String poolName) throws JMException {
        // poolName cannot hold , = : or " (Setting.POOL_NAME rejects them), so it needs no quoting
        return new ObjectName("io.weir:type=Pool,name=" + poolName);
    }

    // synchronized: the resource adapter may release the name while the pool closes
    synchronized void register(Class<?> type, Object mxbean) {
        if (!enabled) return;
        try {
            ObjectName name = objectName(poolName);
            MBeanServer server = ManagementFactory.getPlatformMBeanServer();
            if (server.isRegistered(name)) {
                throw new InvalidSettingException(Setting.POOL_NAME, "=" + poolName + " is already registered in JMX as " + name
                        + "; give each pool its own ", Setting.POOL_NAME);
            }
            server.registerMBean(standard(type, mxbean), name);
            registered = name;
        } catch (JMException e) {
            throw new InvalidSettingException(e, Setting.REGISTER_MBEANS, "=true: could not register ", Setting.POOL_NAME,
                    "=" + poolName + ": " + e);
        }
    }

    /** {@code mxbean} as an MXBean of {@code type}, which it implements. */
    private static <T> javax.management.StandardMBean standard(Class<T> type, Object mxbean) throws JMException {
        return new javax.management.StandardMBean(type.cast(mxbean), type, true);
    }

    synchronized void unregister() {
        if (registered == null) return;
        try {
            ManagementFactory.getPlatformMBeanServer().unregisterMBean(registered);
        } catch (JMException e) {
            LOG.log(System.Logger.Level.DEBUG, () -> "unregistering " + registered + " failed: " + e);
        }
        registered = null;
    }
}
