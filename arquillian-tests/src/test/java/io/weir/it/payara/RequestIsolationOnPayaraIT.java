package io.weir.it.payara;

import io.weir.it.Probe;
import io.weir.it.contract.RequestIsolationContract;
import org.junit.jupiter.api.extension.ExtendWith;

@ExtendWith(PayaraDomain.class)
class RequestIsolationOnPayaraIT implements RequestIsolationContract {
    @Override
    public Probe probe() {
        return PayaraDomain.probe();
    }
}
