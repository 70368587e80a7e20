package io.weir.testsupport;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.ConnectException;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.time.Duration;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class FaultProxyTest {
    private final EchoServer echo = new EchoServer();
    private final FaultProxy proxy = FaultProxy.start("127.0.0.1", echo.port());

    @AfterEach
    void stop() throws IOException {
        proxy.close();
        echo.close();
    }

    @Test
    void passForwardsBytesBothWays() throws IOException {
        try (Socket s = connect()) {
            assertEquals("hello", exchange(s, "hello"));
        }
    }

    @Test
    void listensOnThePortItIsGiven() throws IOException {
        int free;
        try (ServerSocket probe = new ServerSocket(0)) {
            free = probe.getLocalPort();
        }
        try (FaultProxy own = FaultProxy.start("127.0.0.1", echo.port(), free);
             Socket s = new Socket("127.0.0.1", free)) {
            assertEquals(free, own.port());
            assertEquals("hello", exchange(s, "hello"));
        }
    }

    @Test
    void blackholeHoldsBytesOnAnOpenConnectionUntilPass() throws IOException {
        try (Socket s = connect()) {
            assertEquals("a", exchange(s, "a"));
            proxy.blackhole();
            send(s, "b");
            s.setSoTimeout(500);
            assertThrows(SocketTimeoutException.class, () -> s.getInputStream().read());
            proxy.pass();
            s.setSoTimeout(5000);
            assertEquals('b', s.getInputStream().read());
        }
    }

    @Test
    void blackholeAcceptsNewConnectionsButAnswersNothing() throws IOException {
        proxy.blackhole();
        try (Socket s = connect()) {
            send(s, "x");
            s.setSoTimeout(500);
            assertThrows(SocketTimeoutException.class, () -> s.getInputStream().read());
            assertEquals(0, echo.accepted.get(), "the server never saw the connection");
        }
    }

    @Test
    void resetClosesEveryConnectionAtOnce() throws Exception {
        try (Socket a = connect(); Socket b = connect()) {
            exchange(a, "1");
            exchange(b, "2");
            proxy.reset();
            assertEquals(2, proxy.connectionsReset());
            assertConnectionGone(a);
            assertConnectionGone(b);
            assertEquals(0, proxy.awaitNoConnections(Duration.ofSeconds(5)));
        }
        try (Socket c = connect()) {
            assertEquals("again", exchange(c, "again"), "new connections pass after a reset");
        }
    }

    @Test
    void refuseRejectsNewConnectionsButKeepsExistingOnes() throws IOException {
        try (Socket open = connect()) {
            // a connection still in the accept backlog counts as new: make sure this one was accepted
            assertEquals("first", exchange(open, "first"));
            proxy.refuse();
            assertThrows(ConnectException.class, this::connect);
            assertEquals("still", exchange(open, "still"));
        }
    }

    @Test
    void passAfterRefuseListensOnTheSamePortAgain() throws IOException {
        int port = proxy.port();
        proxy.refuse();
        proxy.pass();
        assertEquals(port, proxy.port());
        try (Socket s = connect()) {
            assertEquals("back", exchange(s, "back"));
        }
    }

    @Test
    void latencyDelaysEachExchange() throws IOException {
        proxy.latency(Duration.ofMillis(150));
        try (Socket s = connect()) {
            long start = System.nanoTime();
            exchange(s, "slow");
            assertTrue(System.nanoTime() - start >= Duration.ofMillis(300).toNanos(), "150 ms each way");
        }
    }

    @Test
    void closeEndsEveryThreadAndConnection() throws IOException {
        Socket s = connect();
        exchange(s, "x");
        proxy.blackhole();
        Socket held = connect();
        proxy.close();
        assertEquals(0, proxy.liveThreads());
        assertEquals(0, proxy.openConnections());
        assertConnectionGone(s);
        s.close();
        held.close();
    }

    @Test
    void runsOnThreadsFromTheGivenFactory() throws IOException {
        AtomicInteger made = new AtomicInteger();
        try (FaultProxy own = FaultProxy.start("127.0.0.1", echo.port(), r -> {
            made.incrementAndGet();
            Thread t = new Thread(r);
            t.setDaemon(true);
            return t;
        }); Socket s = new Socket(own.host(), own.port())) {
            assertEquals("own", exchange(s, "own"));
            assertTrue(made.get() >= 3, "acceptor and two pumps");
        }
    }

    @Test
    void runsOnVirtualThreads() throws Exception {
        assumeTrue(Runtime.version().feature() >= 21, "virtual threads need JDK 21+; .ci/run runs this on JDK 25");
        // reflection, because the tests compile with --release 17
        Object builder = Thread.class.getMethod("ofVirtual").invoke(null);
        ThreadFactory virtual = (ThreadFactory) Class.forName("java.lang.Thread$Builder").getMethod("factory").invoke(builder);
        try (FaultProxy own = FaultProxy.start("127.0.0.1", echo.port(), virtual);
             Socket s = new Socket(own.host(), own.port())) {
            assertEquals("virtual", exchange(s, "virtual"));
            own.blackhole();
            own.reset();
            own.pass();
        }
    }

    private Socket connect() throws IOException {
        Socket s = new Socket(proxy.host(), proxy.port());
        s.setSoTimeout(5000);
        return s;
    }

    private static void send(Socket s, String text) throws IOException {
        OutputStream out = s.getOutputStream();
        out.write(text.getBytes());
        out.flush();
    }

    private static String exchange(Socket s, String text) throws IOException {
        send(s, text);
        byte[] buf = new byte[text.length()];
        InputStream in = s.getInputStream();
        int read = 0;
        while (read < buf.length) {
            int n = in.read(buf, read, buf.length - read);
            if (n < 0) throw new IOException("closed after " + read + " bytes");
            read += n;
        }
        return new String(buf);
    }

    private static void assertConnectionGone(Socket s) {
        assertThrows(IOException.class, () -> {
            s.setSoTimeout(5000);
            // a reset connection either throws at once or reports end of stream
            if (s.getInputStream().read() < 0) throw new IOException("end of stream");
        });
    }

    /** Echoes every byte back; counts the connections it accepted. */
    private static final class EchoServer implements AutoCloseable {
        private final ServerSocket server;
        final AtomicInteger accepted = new AtomicInteger();

        EchoServer() {
            try {
                server = new ServerSocket(0, 50, java.net.InetAddress.getLoopbackAddress());
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
            Thread t = new Thread(this::acceptLoop, "echo-server");
            t.setDaemon(true);
            t.start();
        }

        int port() {
            return server.getLocalPort();
        }

        private void acceptLoop() {
            while (!server.isClosed()) {
                try {
                    Socket s = server.accept();
                    accepted.incrementAndGet();
                    Thread t = new Thread(() -> echo(s), "echo");
                    t.setDaemon(true);
                    t.start();
                } catch (IOException e) {
                    return;
                }
            }
        }

        private static void echo(Socket s) {
            try (s) {
                InputStream in = s.getInputStream();
                OutputStream out = s.getOutputStream();
                byte[] buf = new byte[1024];
                int n;
                while ((n = in.read(buf)) >= 0) {
                    out.write(buf, 0, n);
                    out.flush();
                }
            } catch (IOException e) {
                // the peer went away: nothing to echo
            }
        }

        @Override
        public void close() throws IOException {
            server.close();
        }
    }
}
