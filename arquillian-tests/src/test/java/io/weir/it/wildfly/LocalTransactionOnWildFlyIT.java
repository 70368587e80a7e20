package io.weir.it.wildfly;

import io.weir.it.contract.LocalTransactionContract;

class LocalTransactionOnWildFlyIT extends ProbeOnWildFly implements LocalTransactionContract {
}
