package io.weir.rar;

import jakarta.resource.NotSupportedException;
import jakarta.resource.ResourceException;
import jakarta.resource.spi.ActivationSpec;
import jakarta.resource.spi.BootstrapContext;
import jakarta.resource.spi.ResourceAdapter;
import jakarta.resource.spi.endpoint.MessageEndpointFactory;

import javax.transaction.xa.XAResource;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.locks.ReentrantLock;

/**
 * The adapter's lifecycle. Outbound only. {@link #stop()} closes every pool that the connection
 * definitions started, so that undeploying leaves no Weir thread and no connection behind.
 */
public class WeirResourceAdapter implements ResourceAdapter {
    private final ReentrantLock lock = new ReentrantLock();
    private final List<WeirManagedConnectionFactory> factories = new ArrayList<>();
    /** Factories made before the adapter started, whose pools start early once it does ({@link #startPoolEarly}). */
    private final List<WeirManagedConnectionFactory> startWhenRunning = new ArrayList<>();
    private boolean started;
    private boolean stopped;

    @Override
    public void start(BootstrapContext context) {
        List<WeirManagedConnectionFactory> waiting;
        lock.lock();
        try {
            started = true;
            stopped = false;
            waiting = new ArrayList<>(startWhenRunning);
            startWhenRunning.clear();
        } finally {
            lock.unlock();
        }
        waiting.forEach(EarlyPoolStart::begin);
    }

    @Override
    public void stop() {
        List<WeirManagedConnectionFactory> toStop;
        lock.lock();
        try {
            stopped = true;
            started = false;
            startWhenRunning.clear();
            toStop = new ArrayList<>(factories);
            factories.clear();
        } finally {
            lock.unlock();
        }
        toStop.forEach(WeirManagedConnectionFactory::closePools);
    }

    void register(WeirManagedConnectionFactory factory) throws ResourceException {
        lock.lock();
        try {
            if (stopped) {
                throw new ResourceException("The Weir resource adapter was stopped");
            }
            for (WeirManagedConnectionFactory known : factories) {
                if (known == factory) return; // identity: two definitions with equal settings still have two pools
            }
            factories.add(factory);
        } finally {
            lock.unlock();
        }
    }

    /**
     * Starts a factory's pool early ({@link EarlyPoolStart}) once this adapter runs. IronJacamar makes every connection
     * definition's factory before it starts the adapter, and when one of them fails the deployment fails without
     * starting or stopping the adapter: a pool started before would outlive it, holding its connections and its JMX
     * name in the server's JVM. Payara starts the adapter as it deploys it, long before the first lookup makes a factory.
     */
    void startPoolEarly(WeirManagedConnectionFactory factory) {
        lock.lock();
        try {
            if (stopped) return;
            if (!started) {
                startWhenRunning.add(factory);
                return;
            }
        } finally {
            lock.unlock();
        }
        EarlyPoolStart.begin(factory);
    }

    @Override
    public void endpointActivation(MessageEndpointFactory endpointFactory, ActivationSpec spec) throws ResourceException {
        throw new NotSupportedException("Weir is an outbound (JDBC) resource adapter; it has no message endpoints");
    }

    @Override
    public void endpointDeactivation(MessageEndpointFactory endpointFactory, ActivationSpec spec) {
    }

    /** None: recovery goes through the managed connection factories, as for any outbound adapter. */
    @Override
    public XAResource[] getXAResources(ActivationSpec[] specs) {
        return new XAResource[0];
    }

    /** Identity: the adapter has no config-properties, and each deployment is its own adapter. */
    @Override
    public boolean equals(Object o) {
        return this == o;
    }

    @Override
    public int hashCode() {
        return System.identityHashCode(this);
    }
}
