package io.weir.benchmarks.inlining;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A guard on the size of the statement path's compiled code, on the JDK that runs the build (CI runs it on JDK 17
 * and on JDK 25).
 *
 * <p>C2 inlines a method that is already compiled only while its instructions are under InlineSmallCode (2,500
 * bytes on x86). A facade method compiled past it stays a call in the application's method: the statement facade it
 * returns is then allocated rather than taken apart, and every call on it is a real call (statement-path.md measures
 * what that costs). Whether the application's method or the facade's is compiled first is chance, so the facade's
 * own compilation must stay under the limit.
 *
 * <p>The driver's calls are compiled into the facade's methods too, so the probe runs over the plain no-op driver,
 * whose calls allocate its statement and its result set as real drivers' calls do, and little else. A real
 * driver's calls that are too big to inline leave only a call behind. Over drivers that do more in each call (the
 * suite's stub and layered drivers), executeQuery compiles past the limit with the driver's code in it, as
 * HikariCP's does over the stub.
 *
 * <p>The probe ({@link CycleProbe}) runs the statement cycle on a held connection, the shape of a harness that
 * times statements, where every statement after the first takes the link its predecessor left (see
 * ParentFacade#adoptStatementIfTaking). Where each statement is a borrow's first, JDK 25 compiles the link's
 * allocation into prepareStatement, past the limit over this driver.
 *
 * <p>The probe runs in a JVM of its own, with {@code -Xbatch} so that every compilation ends
 * before the run goes on and the sizes do not depend on the machine's load, and with the JDBC methods the
 * application calls kept out of the probe's own methods, so that C2 compiles each of them on its own, as it does
 * when they are hot from many call sites.
 */
class StatementPathInliningTest {
    /** The JDBC methods of the statement cycle, which an application's method calls. */
    private static final List<String> ENTRY_POINTS = List.of("prepareStatement", "setInt", "executeQuery", "next", "getInt", "close");
    /** The classes where the cycle's entry points are compiled: the facades' generated delegation and the facades. */
    private static final String FACADES = "io.weir.pool.internal.jdbc.";
    private static final List<String> CYCLE_METHODS = List.of("ConnectionDelegate.prepareStatement",
            "PreparedStatementDelegate.setInt", "PreparedStatementDelegate.executeQuery", "StatementFacade.close",
            "ResultSetDelegate.next", "ResultSetDelegate.getInt", "ResultSetFacade.close");

    @Test
    void theStatementCyclesMethodsCompileSmallEnoughToInline() throws Exception {
        int inlineSmallCode = inlineSmallCode();
        Map<String, Integer> sizes = CompilationLog.c2Sizes(runProbe("plain", "held"), FACADES);

        List<String> tooBig = new ArrayList<>();
        for (String method : CYCLE_METHODS) {
            Integer size = sizes.get(method);
            assertTrue(size != null, method + " was not compiled by C2 on its own; compiled: " + sizes);
            if (size > inlineSmallCode) tooBig.add(method + "=" + size);
        }
        assertEquals(List.of(), tooBig, "over the plain driver, these compile past InlineSmallCode ("
                + inlineSmallCode + "): " + sizes);
    }

    private static Path runProbe(String backend, String shape) throws IOException, InterruptedException {
        Path dir = Files.createDirectories(Path.of("target", "inlining"));
        Path log = dir.resolve("compilation-" + backend + "-" + shape + ".log");
        Path out = dir.resolve("probe-" + backend + "-" + shape + ".out");
        List<String> command = new ArrayList<>(List.of(java(), "-Xms256m", "-Xmx256m", "-Xbatch",
                "-XX:+UnlockDiagnosticVMOptions", "-XX:+LogCompilation", "-XX:LogFile=" + log,
                "-XX:CompileCommand=quiet"));
        for (String m : ENTRY_POINTS) command.add("-XX:CompileCommand=dontinline,io.weir.pool.*::" + m);
        command.addAll(List.of("-cp", System.getProperty("java.class.path"), CycleProbe.class.getName(),
                backend, shape, "200000"));
        Process p = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(out.toFile()).start();
        assertTrue(p.waitFor(5, TimeUnit.MINUTES), "the probe did not end within 5 minutes: " + out);
        assertEquals(0, p.exitValue(), "the probe failed: " + Files.readString(out));
        return log;
    }

    /** InlineSmallCode as the JVM that runs the probe has it. */
    private static int inlineSmallCode() throws IOException, InterruptedException {
        Process p = new ProcessBuilder(java(), "-XX:+PrintFlagsFinal", "-version").redirectErrorStream(true).start();
        String flags = new String(p.getInputStream().readAllBytes());
        p.waitFor();
        Matcher m = Pattern.compile("\\bInlineSmallCode\\s+=\\s+(\\d+)").matcher(flags);
        assertTrue(m.find(), "no InlineSmallCode in -XX:+PrintFlagsFinal: " + flags);
        return Integer.parseInt(m.group(1));
    }

    private static String java() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }
}
