package io.weir.reliability;

import io.weir.testsupport.Await;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import javax.sql.DataSource;

/**
 * Callers that borrow a connection, run one query, and give it back, in a loop with a short pause
 * (an application's steady traffic), recording every {@link Outcome}. The call may be anything else that
 * an application does per request, such as a request to a server.
 */
public final class Workload {
    private final List<Caller> callers = new ArrayList<>();
    private volatile boolean stopping;
    private final AtomicInteger succeeded = new AtomicInteger();

    private Workload() {
    }

    /** One cycle of a caller, which times itself. */
    public interface Call {
        Outcome run();
    }

    public static Workload start(DataSource ds, int threads, String sql, long pauseMillis) {
        return start(threads, pauseMillis, () -> once(ds, sql));
    }

    public static Workload start(int threads, long pauseMillis, Call call) {
        Workload w = new Workload();
        for (int i = 0; i < threads; i++) {
            Caller c = w.new Caller(call, pauseMillis);
            c.thread = new Thread(c::run, "reliability-caller-" + i);
            c.thread.setDaemon(true);
            w.callers.add(c);
        }
        w.callers.forEach(c -> c.thread.start());
        return w;
    }

    /** Waits until the callers have had {@code count} successful cycles: the system under test is warm. */
    public void awaitSuccesses(int count, Duration timeout) throws InterruptedException {
        Await.until(count + " successful cycles", timeout.toMillis(), () -> succeeded.get() >= count);
    }

    /** Stops the callers, waits for them, and returns every outcome ordered by its start. */
    public List<Outcome> stop() throws InterruptedException {
        stopping = true;
        List<Outcome> all = new ArrayList<>();
        for (Caller c : callers) {
            c.thread.join(TimeUnit.SECONDS.toMillis(60));
            if (c.thread.isAlive()) throw new AssertionError(c.thread.getName() + " is still stuck 60 s after stop");
            all.addAll(c.outcomes);
        }
        all.sort(Comparator.comparingLong(Outcome::start));
        return all;
    }

    /** Borrows a connection, runs {@code sql}, and gives the connection back. */
    private static Outcome once(DataSource ds, String sql) {
        long start = System.nanoTime();
        long borrowed = 0;
        try (Connection c = ds.getConnection()) {
            borrowed = System.nanoTime();
            try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(sql)) {
                long value = rs.next() ? rs.getLong(1) : 0;
                return new Outcome(start, borrowed, System.nanoTime(), value, null);
            }
        } catch (SQLException e) {
            return new Outcome(start, borrowed, System.nanoTime(), 0, e);
        }
    }

    private final class Caller {
        private final Call call;
        private final long pauseMillis;
        private final List<Outcome> outcomes = new ArrayList<>();
        private Thread thread;

        Caller(Call call, long pauseMillis) {
            this.call = call;
            this.pauseMillis = pauseMillis;
        }

        void run() {
            while (!stopping) {
                Outcome o = call.run();
                if (o.ok()) succeeded.incrementAndGet();
                outcomes.add(o);
                try {
                    Thread.sleep(pauseMillis);
                } catch (InterruptedException e) {
                    return;
                }
            }
        }
    }
}
