package io.weir.it.payara;

import io.weir.it.Probe;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The base of the Payara ITs that talk to the probe application: the shared domain started with Weir's adapter
 * and the probe application deployed ({@link PayaraDomain}), and a client for it. The annotation is inherited.
 */
@ExtendWith(PayaraDomain.class)
abstract class ProbeOnPayara {
    public Probe probe() {
        return PayaraDomain.probe();
    }
}
