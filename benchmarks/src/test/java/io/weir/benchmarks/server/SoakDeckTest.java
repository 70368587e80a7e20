package io.weir.benchmarks.server;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SoakDeckTest {
    private static List<SoakDeck.Draw> draws(long seed, int n) {
        SoakDeck deck = new SoakDeck(seed, List.of("wildfly", "payara"));
        List<SoakDeck.Draw> draws = new ArrayList<>();
        for (int i = 0; i < n; i++) draws.add(deck.next());
        return draws;
    }

    @Test
    void eachRoundHoldsEveryDatabaseFaultOnceAndEveryServerFaultOncePerServer() {
        SoakDeck deck = new SoakDeck(1, List.of("wildfly", "payara"));
        assertEquals(9, deck.size());
        List<SoakDeck.Draw> two = draws(1, 18);
        for (List<SoakDeck.Draw> round : List.of(two.subList(0, 9), two.subList(9, 18))) {
            assertEquals(9, new HashSet<>(round).size());
            assertTrue(round.contains(new SoakDeck.Draw(SoakFault.KILL, SoakFault.EVERY_SERVER)));
            assertTrue(round.contains(new SoakDeck.Draw(SoakFault.LEAK, "payara")));
            assertTrue(round.contains(new SoakDeck.Draw(SoakFault.REDEPLOY, "wildfly")));
        }
    }

    @Test
    void theSeedRepeatsTheRun() {
        assertEquals(draws(49, 30), draws(49, 30));
        SoakDeck a = new SoakDeck(7, List.of("wildfly"));
        SoakDeck b = new SoakDeck(7, List.of("wildfly"));
        for (int i = 0; i < 20; i++) {
            long pause = a.pauseMillis(3000, 8000);
            assertEquals(pause, b.pauseMillis(3000, 8000));
            assertTrue(pause >= 3000 && pause < 8000);
        }
    }
}
