package io.weir.benchmarks.server;

import io.weir.testsupport.FaultProxy;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;

/**
 * The outage run's fault proxy as a process of its own, so that it outlives each measurement while the
 * servers keep their connections through it: the shared {@link FaultProxy} on a given port, switched by
 * one-line commands on a control port (loopback only): {@code blackhole}, {@code pass}, {@code reset},
 * {@code stop}. Each answer is {@code ok <mode> <open connections>} or {@code error <reason>}.
 */
final class ProxyControl {
    private ProxyControl() {
    }

    /** Proxies listenPort to target until a {@code stop} command arrives on controlPort. */
    static void serve(int listenPort, String targetHost, int targetPort, int controlPort) throws IOException {
        try (FaultProxy proxy = FaultProxy.start(targetHost, targetPort, listenPort);
             ServerSocket control = new ServerSocket()) {
            control.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), controlPort));
            System.out.println("proxying 127.0.0.1:" + listenPort + " to " + targetHost + ":" + targetPort + ", control on " + controlPort);
            boolean running = true;
            while (running) {
                try (Socket s = control.accept();
                     BufferedReader in = new BufferedReader(new InputStreamReader(s.getInputStream(), StandardCharsets.US_ASCII));
                     PrintWriter out = new PrintWriter(s.getOutputStream(), true, StandardCharsets.US_ASCII)) {
                    String command = in.readLine();
                    String answer = apply(proxy, command == null ? "" : command.trim());
                    running = !"stop".equals(command == null ? "" : command.trim());
                    out.println(answer);
                }
            }
        }
    }

    private static String apply(FaultProxy proxy, String command) {
        switch (command) {
            case "blackhole" -> proxy.blackhole();
            case "pass" -> proxy.pass();
            case "reset" -> proxy.reset();
            case "stop", "status" -> { }
            default -> {
                return "error unknown command '" + command + "': expected blackhole, pass, reset, status or stop";
            }
        }
        return "ok " + proxy.mode() + " " + proxy.openConnections();
    }

    /** Sends one command to the proxy's control port and returns its answer; an error answer throws. */
    static String send(int controlPort, String command) throws IOException {
        try (Socket s = new Socket(InetAddress.getLoopbackAddress(), controlPort)) {
            s.setSoTimeout(10_000);
            OutputStream out = s.getOutputStream();
            out.write((command + "\n").getBytes(StandardCharsets.US_ASCII));
            out.flush();
            String answer = new BufferedReader(new InputStreamReader(s.getInputStream(), StandardCharsets.US_ASCII)).readLine();
            if (answer == null || !answer.startsWith("ok")) {
                throw new IOException("the fault proxy on control port " + controlPort + " answered '" + answer + "' to " + command);
            }
            return answer;
        }
    }
}
