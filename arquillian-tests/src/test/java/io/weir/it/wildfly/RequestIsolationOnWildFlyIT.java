package io.weir.it.wildfly;

import io.weir.it.contract.RequestIsolationContract;

class RequestIsolationOnWildFlyIT extends ProbeOnWildFly implements RequestIsolationContract {
}
