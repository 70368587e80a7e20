package io.weir.it.payara;

import io.weir.it.contract.RequestIsolationContract;

class RequestIsolationOnPayaraIT extends ProbeOnPayara implements RequestIsolationContract {
}
