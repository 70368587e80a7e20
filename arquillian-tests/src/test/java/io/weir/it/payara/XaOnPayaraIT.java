package io.weir.it.payara;

import io.weir.it.Probe;
import io.weir.it.contract.XaContract;
import org.junit.jupiter.api.extension.ExtendWith;

@ExtendWith(PayaraDomain.class)
class XaOnPayaraIT implements XaContract {
    @Override
    public Probe probe() {
        return PayaraDomain.probe();
    }
}
