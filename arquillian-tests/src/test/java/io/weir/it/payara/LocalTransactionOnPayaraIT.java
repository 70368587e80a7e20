package io.weir.it.payara;

import io.weir.it.contract.LocalTransactionContract;

class LocalTransactionOnPayaraIT extends ProbeOnPayara implements LocalTransactionContract {
}
