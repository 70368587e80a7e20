package io.weir.it.wildfly;

import io.weir.it.contract.XaContract;

class XaOnWildFlyIT extends ProbeOnWildFly implements XaContract {
}
