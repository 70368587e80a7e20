package io.weir.it.wildfly;

import io.weir.it.Probe;
import org.jboss.as.arquillian.container.ManagementClient;
import org.jboss.dmr.ModelNode;

import java.time.Duration;
import java.util.function.BooleanSupplier;

/** Reloads the test server and waits until a page of the probe answers again. */
final class ServerReload {
    private ServerReload() {
    }

    static void reloadAndWait(ManagementClient management, Probe probe, String page) throws Exception {
        reloadAndWait(management, () -> answers(probe, page));
    }

    /** Reloads and waits until the server is running again (for setup, when nothing is deployed to ask). */
    static void reloadAndWait(ManagementClient management) throws Exception {
        reloadAndWait(management, () -> true);
    }

    private static void reloadAndWait(ManagementClient management, BooleanSupplier ready) throws Exception {
        try {
            management.getControllerClient().execute(Operations.operation("reload"));
        } catch (java.io.IOException connectionClosedByTheReload) {
            // the reload may close the management connection before it answers
        }
        awaitRunning(management, ready);
    }

    /**
     * Waits for a reload that someone else started (an administrator in the console) until the page of the probe
     * answers; the server's state reads reload-required until the reload, so the wait cannot end before it.
     */
    static void awaitReloaded(ManagementClient management, Probe probe, String page) throws Exception {
        awaitRunning(management, () -> "running".equals(serverState(management)) && answers(probe, page));
    }

    private static String serverState(ManagementClient management) {
        try {
            ModelNode read = Operations.operation("read-attribute");
            read.get("name").set("server-state");
            return management.getControllerClient().execute(read).get("result").asString();
        } catch (java.io.IOException notAnsweringDuringTheReload) {
            return "reloading";
        }
    }

    private static void awaitRunning(ManagementClient management, BooleanSupplier ready) throws Exception {
        long deadline = System.nanoTime() + Duration.ofSeconds(120).toNanos();
        Thread.sleep(1_000);
        while (System.nanoTime() < deadline) {
            if (management.isServerInRunningState() && ready.getAsBoolean()) {
                return;
            }
            Thread.sleep(500);
        }
        throw new AssertionError("the server did not come back within 120 s of the reload");
    }

    private static boolean answers(Probe probe, String page) {
        try {
            return probe.send("GET", page).statusCode() == 200;
        } catch (IllegalStateException notListeningYet) {
            return false;
        }
    }
}
