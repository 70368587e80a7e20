package io.weir.benchmarks.pools;

import org.junit.jupiter.api.Test;

import java.util.EnumSet;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

class GuaranteeProbeTest {

    @Test
    void weirInSafeConfigurationGivesEveryGuarantee() throws Exception {
        assertEquals(EnumSet.allOf(Guarantee.class), GuaranteeProbe.probe(PoolKind.WEIR, Safety.SAFE));
    }

    @Test
    void weirInBareConfigurationSkipsOnlyTheAliveCheck() throws Exception {
        assertEquals(EnumSet.complementOf(EnumSet.of(Guarantee.ALIVE_CHECK)), GuaranteeProbe.probe(PoolKind.WEIR, Safety.BARE));
    }

    @Test
    void boneCpNeverChecksAConnectionBeforeLendingIt() throws Exception {
        Set<Guarantee> given = GuaranteeProbe.probe(PoolKind.BONECP, Safety.SAFE);

        assertFalse(given.contains(Guarantee.ALIVE_CHECK), given::toString);
    }
}
