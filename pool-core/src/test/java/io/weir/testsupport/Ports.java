package io.weir.testsupport;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.util.concurrent.ThreadLocalRandom;

/** Free loopback ports for the servers a test starts itself (PostgreSQL, PgBouncer). */
public final class Ports {
    private Ports() {
    }

    /** A port no one listens on: any, or one in {@code -Dweir.postgres.ports=from-to}. */
    public static int free() throws IOException {
        String range = System.getProperty("weir.postgres.ports", "");
        if (range.isBlank()) {
            try (ServerSocket socket = new ServerSocket(0)) {
                return socket.getLocalPort();
            }
        }
        String[] bounds = range.split("-");
        int from = Integer.parseInt(bounds[0].trim());
        int to = Integer.parseInt(bounds[1].trim());
        int size = to - from + 1;
        int offset = ThreadLocalRandom.current().nextInt(size); // parallel runs in one range rarely meet
        for (int i = 0; i < size; i++) {
            int candidate = from + (offset + i) % size;
            try (ServerSocket socket = new ServerSocket(candidate, 1, InetAddress.getLoopbackAddress())) {
                return candidate;
            } catch (IOException taken) {
                // try the next one
            }
        }
        throw new IllegalStateException("no free port in weir.postgres.ports=" + range);
    }
}
