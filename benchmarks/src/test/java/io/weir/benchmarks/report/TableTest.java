package io.weir.benchmarks.report;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

class TableTest {
    @Test
    void textColumnsAlignLeftAndNumbersRight() {
        String md = new Table().text("pool").numbers("score").row(Table.bold("Weir"), Numbers.score(12.345)).markdown();

        assertEquals("| pool | score |\n|---|--:|\n| **Weir** | 12.3 |\n", md);
    }

    @Test
    void aRowMustFillEveryColumn() {
        assertThrows(IllegalArgumentException.class, () -> new Table().text("a", "b").row("only one"));
    }

    @Test
    void numbersSayDashForWhatIsMissing() {
        assertEquals("-", Numbers.score(Double.NaN));
        assertEquals("-", Numbers.seconds(-1));
        assertEquals("1.02 (0.95-1.09)", Numbers.spread(List.of(0.95, 1.02, 1.09)));
    }
}
