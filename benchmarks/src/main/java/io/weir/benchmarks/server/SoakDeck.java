package io.weir.benchmarks.server;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

/**
 * The soak's random choices, all from one seed so that a run can be repeated: the faults come as a shuffled
 * deck that holds each database fault once and each fault of one server once per server, so that every pair
 * comes once before any comes again and even a short run sees them all; the pause before each fault is drawn
 * between a minimum and a maximum.
 */
final class SoakDeck {
    /** A fault and the server it hits ({@link SoakFault#EVERY_SERVER} for the database's). */
    record Draw(SoakFault fault, String server) {
    }

    private final Random random;
    private final List<Draw> all = new ArrayList<>();
    private final List<Draw> deck = new ArrayList<>();

    SoakDeck(long seed, List<String> servers) {
        if (servers.isEmpty()) throw new IllegalArgumentException("no server to inject faults into");
        this.random = new Random(seed);
        for (SoakFault f : SoakFault.values()) {
            if (f.database() != null) all.add(new Draw(f, SoakFault.EVERY_SERVER));
            else for (String server : servers) all.add(new Draw(f, server));
        }
    }

    /** How many draws make one round of the deck. */
    int size() {
        return all.size();
    }

    Draw next() {
        if (deck.isEmpty()) {
            deck.addAll(all);
            Collections.shuffle(deck, random);
        }
        return deck.remove(0);
    }

    /** A pause in milliseconds, uniformly from min to max. */
    long pauseMillis(long minMillis, long maxMillis) {
        return minMillis + (maxMillis > minMillis ? (long) (random.nextDouble() * (maxMillis - minMillis)) : 0);
    }
}
