package io.weir.benchmarks.server;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

/**
 * The soak's random choices, all from one seed so that a run can be repeated: the faults come as a shuffled
 * deck (every kind once before any kind again, so that even a short run sees each), a fault of one server hits
 * one of the servers at random, and the pause before each fault is drawn between a minimum and a maximum.
 */
final class SoakDeck {
    /** The next fault and the server it hits. */
    record Draw(SoakFault fault, String server) {
    }

    private final Random random;
    private final List<String> servers;
    private final List<SoakFault> deck = new ArrayList<>();

    SoakDeck(long seed, List<String> servers) {
        if (servers.isEmpty()) throw new IllegalArgumentException("no server to inject faults into");
        this.random = new Random(seed);
        this.servers = List.copyOf(servers);
    }

    Draw next() {
        if (deck.isEmpty()) {
            deck.addAll(List.of(SoakFault.values()));
            Collections.shuffle(deck, random);
        }
        SoakFault fault = deck.remove(0);
        String server = fault.database() != null ? SoakFault.EVERY_SERVER : servers.get(random.nextInt(servers.size()));
        return new Draw(fault, server);
    }

    /** A pause in milliseconds, uniformly from min to max. */
    long pauseMillis(long minMillis, long maxMillis) {
        return minMillis + (maxMillis > minMillis ? (long) (random.nextDouble() * (maxMillis - minMillis)) : 0);
    }
}
