package io.weir.it.payara;

import io.weir.it.contract.InjectionContract;

class InjectionOnPayaraIT extends ProbeOnPayara implements InjectionContract {
}
