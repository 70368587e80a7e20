package io.weir.it.wildfly;

import io.weir.it.contract.InjectionContract;

class InjectionOnWildFlyIT extends ProbeOnWildFly implements InjectionContract {
}
