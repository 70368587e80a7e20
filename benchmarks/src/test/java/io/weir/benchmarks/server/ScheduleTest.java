package io.weir.benchmarks.server;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

class ScheduleTest {
    @Test
    void theFirstArmOfEachRoundMovesOnByOne() {
        List<String> lines = Schedule.rounds(List.of("a", "b", "c"), List.of("read"), List.of(8, 32), 3).stream()
                .map(Schedule.Measurement::line).toList();

        assertEquals(List.of("read 8 1 a", "read 8 1 b", "read 8 1 c", "read 8 2 b", "read 8 2 c", "read 8 2 a",
                "read 8 3 c", "read 8 3 a", "read 8 3 b", "read 32 1 a"), lines.subList(0, 10));
        assertEquals(18, lines.size());
    }

    @Test
    void eachFaultAndRepeatStartsOneArmFurtherOnAndAFaultStopsAfterItsRepeats() {
        List<Fault> faults = Schedule.faults("restart terminate");
        List<String> lines = Schedule.outages(List.of("a", "b"), faults, Schedule.repeats(faults, "restart=1 terminate=2")).stream()
                .map(Schedule.OutageRun::line).toList();

        assertEquals(List.of("1 restart a", "1 restart b", "1 terminate b", "1 terminate a",
                "2 terminate a", "2 terminate b"), lines);
    }

    @Test
    void repeatsAreOneCountForEveryFaultOrACountPerFault() {
        List<Fault> faults = Schedule.faults("restart blackhole terminate");

        assertEquals(Map.of(Fault.RESTART, 1, Fault.BLACKHOLE, 1, Fault.TERMINATE, 1), Schedule.repeats(faults, "1"));
        assertEquals("restart=2 blackhole=2 terminate=5",
                Schedule.describe(Schedule.repeats(faults, "restart=2 blackhole=2 terminate=5")));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Schedule.repeats(faults, "restart=2"));
        assertEquals("the repeats (restart=2) give no count for blackhole", e.getMessage());
    }
}
