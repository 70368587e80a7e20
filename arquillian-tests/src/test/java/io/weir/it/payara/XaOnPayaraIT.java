package io.weir.it.payara;

import io.weir.it.contract.XaContract;

class XaOnPayaraIT extends ProbeOnPayara implements XaContract {
}
