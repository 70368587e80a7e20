package io.weir.it.payara;

import io.weir.it.Probe;
import io.weir.it.contract.RequestIsolationContract;
import org.junit.jupiter.api.extension.ExtendWith;

@ExtendWith(PayaraDomain.class)
class RequestIsolationOnPayaraIT extends RequestIsolationContract {
    @Override
    protected Probe probe() {
        return PayaraDomain.probe();
    }
}
