package io.weir.benchmarks.inlining;

import org.junit.jupiter.api.Test;

import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;

class CompilationLogTest {
    private static final String LOG = """
            <nmethod compile_id='835' compiler='c1' level='3' entry='0x1' size='760' address='0x2' relocation_offset='352' insts_offset='400' stub_offset='2624' method='io.weir.pool.internal.jdbc.ConnectionDelegate prepareStatement (Ljava/lang/String;)Ljava/sql/PreparedStatement;' bytes='89'/>
            <nmethod compile_id='900' compiler='c2' level='4' entry='0x1' size='2744' address='0x2' relocation_offset='352' insts_offset='400' stub_offset='2848' scopes_data_offset='3000' method='io.weir.pool.internal.jdbc.ConnectionDelegate prepareStatement (Ljava/lang/String;)Ljava/sql/PreparedStatement;' bytes='89'/>
            <nmethod compile_id='901' compiler='c2' level='4' entry='0x1' size='2744' address='0x2' relocation_offset='352' insts_offset='400' stub_offset='1400' method='io.weir.pool.internal.jdbc.ConnectionDelegate prepareStatement (Ljava/lang/String;I)Ljava/sql/PreparedStatement;' bytes='89'/>
            <nmethod compile_id='902' compiler='c2' level='4' entry='0x1' size='900' address='0x2' relocation_offset='352' insts_offset='400' stub_offset='900' method='io.weir.benchmarks.plain.PlainConnection newStatement ()V' bytes='13'/>
            """;

    @Test
    void aMethodsSizeIsItsLargestC2CompilationsInstructions() {
        assertEquals(Map.of("ConnectionDelegate.prepareStatement", 2448),
                CompilationLog.c2Sizes(LOG, "io.weir.pool.internal.jdbc."));
    }

    @Test
    void otherPackagesAndC1CompilationsAreLeftOut() {
        assertEquals(Map.of("PlainConnection.newStatement", 500), CompilationLog.c2Sizes(LOG, "io.weir.benchmarks."));
    }
}
