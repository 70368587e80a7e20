package io.weir.it.payara;

import io.weir.it.Probe;
import io.weir.it.contract.InjectionContract;
import org.junit.jupiter.api.extension.ExtendWith;

@ExtendWith(PayaraDomain.class)
class InjectionOnPayaraIT implements InjectionContract {
    @Override
    public Probe probe() {
        return PayaraDomain.probe();
    }
}
