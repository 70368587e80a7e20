package io.weir.it.payara;

import io.weir.it.Probe;
import io.weir.it.contract.LocalTransactionContract;
import org.junit.jupiter.api.extension.ExtendWith;

@ExtendWith(PayaraDomain.class)
class LocalTransactionOnPayaraIT implements LocalTransactionContract {
    @Override
    public Probe probe() {
        return PayaraDomain.probe();
    }
}
