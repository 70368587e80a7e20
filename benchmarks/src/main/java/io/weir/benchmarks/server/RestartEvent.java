package io.weir.benchmarks.server;

import java.util.Arrays;
import java.util.stream.Collectors;

/**
 * What an operator does to a running arm that a restart run measures: the server restarted, the arm's application
 * redeployed, or Weir's resource adapter redeployed under it. Each has its own table and chart on the page.
 */
enum RestartEvent {
    RESTART, APP_REDEPLOY, RAR_REDEPLOY;

    /** The name run.sh and the restart file use. */
    String key() {
        return name().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
    }

    /** The heading of the event's section. */
    String title() {
        return switch (this) {
            case RESTART -> "A graceful server restart";
            case APP_REDEPLOY -> "Redeploying the application";
            case RAR_REDEPLOY -> "Redeploying Weir's resource adapter";
        };
    }

    /** The heading of the column with the time from the event's command to its return. */
    String commandColumn() {
        return this == RESTART ? "stop s" : "redeploy s";
    }

    /** What a run of this event does between its baseline and the load after it. */
    String what() {
        return switch (this) {
            case RESTART -> "the graceful stop, returning once the server's process is gone, then the same server started again";
            case APP_REDEPLOY -> "the arm's application redeployed on the running server";
            case RAR_REDEPLOY -> "Weir's RAR redeployed on the running server, under the application that uses its connection definition"
                    + " (Weir's arms only: the servers' own pools are no resource adapters)";
        };
    }

    /** The chart's file: one per event, so that each section shows its own. */
    String chartFile() {
        return key() + "-throughput.png";
    }

    static RestartEvent of(String key) {
        for (RestartEvent e : values()) {
            if (e.key().equals(key)) return e;
        }
        throw new IllegalArgumentException("unknown restart event '" + key + "': expected "
                + Arrays.stream(values()).map(RestartEvent::key).collect(Collectors.joining(", ")));
    }
}
