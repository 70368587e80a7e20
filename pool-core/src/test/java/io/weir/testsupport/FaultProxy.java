package io.weir.testsupport;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

/**
 * A TCP proxy on loopback between a client (the pool) and a server (a real database), whose
 * behaviour a test switches at run time:
 * <ul>
 *   <li>{@link #pass()}: bytes flow both ways (after the configured {@link #latency}).</li>
 *   <li>{@link #blackhole()}: new connections are accepted but not connected on, and nothing
 *   flows on existing ones: bytes are held, as TCP holds them while packets are dropped, and flow
 *   again after {@link #pass()}. To the client, the database is silent.</li>
 *   <li>{@link #refuse()}: the listening port is closed, so new connects are refused; existing
 *   connections go on. {@link #pass()} opens the same port again.</li>
 *   <li>{@link #reset()}: every current connection is closed at once with a TCP reset.</li>
 * </ul>
 * Each connection costs two threads from the given factory (platform daemon threads by default;
 * a virtual-thread factory works as well). {@link #close()} stops them all.
 */
public final class FaultProxy implements AutoCloseable {
    public enum Mode { PASS, BLACKHOLE, REFUSE }

    private static final int BUFFER = 16 * 1024;
    private static final AtomicInteger PROXY_IDS = new AtomicInteger();

    private final InetSocketAddress target;
    private final ThreadFactory threads;
    private final int port;
    private final ReentrantLock lock = new ReentrantLock();
    private final Condition modeChanged = lock.newCondition();
    private final Set<Link> links = ConcurrentHashMap.newKeySet();
    private final Set<Thread> running = ConcurrentHashMap.newKeySet();
    private final AtomicLong accepted = new AtomicLong();
    private final AtomicLong resets = new AtomicLong();
    private volatile Mode mode = Mode.PASS;
    private volatile long latencyNanos;
    private volatile ServerSocket listener;
    private volatile ServerSocket acceptingOn;
    private volatile boolean closed;

    private FaultProxy(InetSocketAddress target, int listenPort, ThreadFactory threads) throws IOException {
        this.target = target;
        this.threads = threads;
        this.listener = bind(listenPort);
        this.port = listener.getLocalPort();
        spawn(this::acceptLoop);
    }

    /** A proxy to host:port, passing traffic, on platform daemon threads. */
    public static FaultProxy start(String host, int port) {
        return start(host, port, 0);
    }

    /**
     * A proxy to host:port listening on the given loopback port (0: any free one), on platform daemon
     * threads: for a proxy that processes outside the JVM must find where they were told to look.
     */
    public static FaultProxy start(String host, int port, int listenPort) {
        int id = PROXY_IDS.incrementAndGet();
        AtomicInteger n = new AtomicInteger();
        return start(host, port, listenPort, r -> {
            Thread t = new Thread(r, "fault-proxy-" + id + "-" + n.incrementAndGet());
            t.setDaemon(true);
            return t;
        });
    }

    public static FaultProxy start(String host, int port, ThreadFactory threads) {
        return start(host, port, 0, threads);
    }

    private static FaultProxy start(String host, int port, int listenPort, ThreadFactory threads) {
        try {
            return new FaultProxy(new InetSocketAddress(host, port), listenPort, threads);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot start a fault proxy to " + host + ":" + port
                    + (listenPort == 0 ? "" : " on port " + listenPort), e);
        }
    }

    public String host() {
        return "127.0.0.1";
    }

    /** The local port clients connect to; it stays the same across {@link #refuse()}. */
    public int port() {
        return port;
    }

    public Mode mode() {
        return mode;
    }

    public Duration latency() {
        return Duration.ofNanos(latencyNanos);
    }

    /** Connections accepted so far. */
    public long acceptedConnections() {
        return accepted.get();
    }

    /** Connections that are open now (accepted and not yet closed). */
    public int openConnections() {
        return links.size();
    }

    /**
     * Waits until every proxied connection has been closed (by either side), for at most the given
     * time: after a pool closes, a leaked physical connection shows up here.
     *
     * @return the connections still open
     */
    public int awaitNoConnections(Duration timeout) throws InterruptedException {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (!links.isEmpty() && System.nanoTime() - deadline < 0) Thread.sleep(10);
        return links.size();
    }

    /** Connections closed by {@link #reset()} so far. */
    public long connectionsReset() {
        return resets.get();
    }

    /** Threads of this proxy still alive (0 after {@link #close()}). */
    public int liveThreads() {
        int alive = 0;
        for (Thread t : running) if (t.isAlive()) alive++;
        return alive;
    }

    public void pass() {
        switchTo(Mode.PASS);
    }

    public void blackhole() {
        switchTo(Mode.BLACKHOLE);
    }

    public void refuse() {
        switchTo(Mode.REFUSE);
    }

    /** Delays every chunk of bytes, each way, by this much (zero: no delay). */
    public void latency(Duration latency) {
        this.latencyNanos = latency.toNanos();
    }

    /** Closes every current connection at once, with a TCP reset; the mode stays as it is. */
    public void reset() {
        for (Link link : List.copyOf(links)) {
            if (link.abort()) resets.incrementAndGet();
        }
    }

    private void switchTo(Mode next) {
        if (closed) throw new IllegalStateException("fault proxy is closed");
        lock.lock();
        try {
            if (next == Mode.REFUSE && listener != null) {
                ServerSocket old = listener;
                closeQuietly(old);
                listener = null;
                awaitAcceptorLeft(old);
            } else if (next != Mode.REFUSE && listener == null) {
                listener = rebind(port);
            }
            mode = next;
            modeChanged.signalAll();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot listen on port " + port + " again", e);
        } finally {
            lock.unlock();
        }
    }

    /**
     * A listening socket closed while a thread blocks in accept() keeps listening until that thread
     * leaves; refuse() must not return before the port really refuses.
     */
    private void awaitAcceptorLeft(ServerSocket old) {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
        while (acceptingOn == old && System.nanoTime() < deadline) {
            try {
                Thread.sleep(1);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
    }

    /** The old listener's port frees only once the acceptor has left accept(), so this retries briefly. */
    private static ServerSocket rebind(int port) throws IOException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
        while (true) {
            try {
                return bind(port);
            } catch (java.net.BindException e) {
                if (System.nanoTime() > deadline) throw e;
                try {
                    Thread.sleep(5);
                } catch (InterruptedException ie) {
                    Thread.currentThread().interrupt();
                    throw e;
                }
            }
        }
    }

    private static ServerSocket bind(int port) throws IOException {
        ServerSocket ss = new ServerSocket();
        ss.setReuseAddress(true);
        ss.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), port), 128);
        return ss;
    }

    /** Closes the listener and every connection, and waits for every thread of the proxy to end. */
    @Override
    public void close() {
        lock.lock();
        try {
            if (closed) return;
            closed = true;
            ServerSocket ss = listener;
            if (ss != null) closeQuietly(ss);
            listener = null;
            modeChanged.signalAll();
        } finally {
            lock.unlock();
        }
        for (Link link : List.copyOf(links)) link.abort();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        for (Thread t : List.copyOf(running)) {
            try {
                long left = deadline - System.nanoTime();
                if (left > 0) t.join(Math.max(1, TimeUnit.NANOSECONDS.toMillis(left)));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
        }
        if (liveThreads() > 0) throw new IllegalStateException("fault proxy threads still alive after close: " + running);
    }

    @Override
    public String toString() {
        return "FaultProxy[127.0.0.1:" + port + " -> " + target.getHostString() + ":" + target.getPort() + ", " + mode
                + (latencyNanos > 0 ? ", latency " + Duration.ofNanos(latencyNanos) : "") + "]";
    }

    private void spawn(Runnable body) {
        Thread[] self = new Thread[1];
        Thread t = threads.newThread(() -> {
            try {
                body.run();
            } finally {
                running.remove(self[0]);
            }
        });
        self[0] = t;
        running.add(t);
        t.start();
    }

    private void acceptLoop() {
        while (!closed) {
            ServerSocket ss = listener;
            if (ss == null) {
                awaitModeChange();
                continue;
            }
            try {
                acceptingOn = ss;
                if (ss != listener) continue;
                Socket client = ss.accept();
                accepted.incrementAndGet();
                Link link = new Link(client);
                links.add(link);
                if (closed) link.abort();
                else spawn(link::run);
            } catch (IOException e) {
                // the listener was closed by refuse() or close(): the loop looks again
            } finally {
                acceptingOn = null;
            }
        }
    }

    private void awaitModeChange() {
        lock.lock();
        try {
            if (!closed && listener == null) modeChanged.await(100, TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            lock.unlock();
        }
    }

    /** Waits while the proxy blackholes; false if the proxy closed meanwhile. */
    private boolean awaitFlow(Link link) {
        if (mode != Mode.BLACKHOLE) return !closed && !link.aborted.get();
        lock.lock();
        try {
            while (mode == Mode.BLACKHOLE && !closed && !link.aborted.get()) modeChanged.await(50, TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        } finally {
            lock.unlock();
        }
        return !closed && !link.aborted.get();
    }

    private static void closeQuietly(AutoCloseable c) {
        try {
            if (c != null) c.close();
        } catch (Exception ignored) {
            // closing is best effort: the socket may already be gone
        }
    }

    /** One proxied connection: the client's socket, and the server's once connected. */
    private final class Link {
        private final Socket client;
        private volatile Socket server;
        private final java.util.concurrent.atomic.AtomicBoolean aborted = new java.util.concurrent.atomic.AtomicBoolean();
        private final AtomicInteger directionsDone = new AtomicInteger();

        Link(Socket client) {
            this.client = client;
        }

        void run() {
            try {
                if (!awaitFlow(this)) return;
                Socket s = new Socket();
                server = s;
                if (aborted.get()) return;
                s.connect(target, 5_000);
                s.setTcpNoDelay(true);
                client.setTcpNoDelay(true);
                spawn(() -> pump(s, client));
                pump(client, s);
            } catch (IOException e) {
                abort();
            } finally {
                if (aborted.get()) finish();
            }
        }

        private void pump(Socket from, Socket to) {
            byte[] buf = new byte[BUFFER];
            try {
                InputStream in = from.getInputStream();
                OutputStream out = to.getOutputStream();
                while (true) {
                    int n = in.read(buf);
                    if (n < 0) {
                        to.shutdownOutput();
                        break;
                    }
                    if (!awaitFlow(this)) break;
                    long delay = latencyNanos;
                    if (delay > 0) TimeUnit.NANOSECONDS.sleep(delay);
                    out.write(buf, 0, n);
                    out.flush();
                }
                if (directionsDone.incrementAndGet() == 2) finish();
            } catch (IOException | InterruptedException e) {
                abort();
            }
        }

        /** Resets both sockets; true if this call did it. */
        boolean abort() {
            if (!aborted.compareAndSet(false, true)) return false;
            resetQuietly(client);
            resetQuietly(server);
            finish();
            return true;
        }

        private void finish() {
            closeQuietly(client);
            closeQuietly(server);
            links.remove(this);
        }

        private void resetQuietly(Socket s) {
            if (s == null) return;
            try {
                s.setSoLinger(true, 0);
            } catch (IOException ignored) {
                // already closed: nothing left to reset
            }
            closeQuietly(s);
        }
    }
}
