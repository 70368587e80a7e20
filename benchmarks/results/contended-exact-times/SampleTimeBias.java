import io.weir.benchmarks.PoolFixture;
import org.openjdk.jmh.infra.Blackhole;
import org.openjdk.jmh.util.SampleBuffer;
import org.openjdk.jmh.util.Statistics;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.concurrent.CyclicBarrier;

/**
 * The contended benchmark's operation (16 threads, pool of 4, a query and 500 tokens of CPU while the
 * connection is held), every operation timed twice over: into an exact histogram, and the way JMH's
 * SampleTime mode does it (random sampling; each thread's buffer halved, and the sampling rate with it,
 * whenever it holds 20 samples per millisecond of iteration; SampleBuffer.half() never halves a count of
 * one). One-second iterations, as JMH's, after warm-up iterations. Not a benchmark: it shows what JMH's
 * SampleTime reports for the same operations.
 *
 *   javac -cp benchmarks/target/weir-benchmarks.jar -d /tmp/bias SampleTimeBias.java
 *   java -Xms1g -Xmx1g -cp benchmarks/target/weir-benchmarks.jar:/tmp/bias SampleTimeBias weir 8 4
 *   (pool, warm-up iterations, measured iterations)
 */
public class SampleTimeBias {
    private static volatile boolean measuring;

    public static void main(String[] args) throws Exception {
        PoolFixture pool = new PoolFixture();
        pool.pool = args[0];
        pool.safety = "safe";
        pool.poolSize = 4;
        pool.minIdle = -1;
        pool.rows = 1;
        pool.backend = "stub";
        pool.start();
        int warmUps = Integer.parseInt(args[1]), iterations = Integer.parseInt(args[2]);
        int threads = 16;
        long iterationMs = 1000;
        int targetSamples = (int) (iterationMs * 20); // JMH: "at max, 20 timestamps per millisecond"
        SampleBuffer[] exact = new SampleBuffer[threads], sampled = new SampleBuffer[threads];
        long[] ops = new long[threads];
        CyclicBarrier start = new CyclicBarrier(threads + 1), end = new CyclicBarrier(threads + 1);
        for (int t = 0; t < threads; t++) {
            int id = t;
            new Thread(() -> {
                try {
                    for (int it = -warmUps; it < iterations; it++) {
                        SampleBuffer all = new SampleBuffer(), some = new SampleBuffer();
                        start.await();
                        int rnd = (int) System.nanoTime(), mask = 0, stride = 0;
                        long n = 0;
                        while (measuring) {
                            rnd = rnd * 1664525 + 1013904223; // JMH's generator and sampling decision
                            boolean sample = (rnd & mask) == 0;
                            long t0 = System.nanoTime();
                            operation(pool);
                            long time = System.nanoTime() - t0;
                            all.add(time);
                            n++;
                            if (sample) {
                                some.add(time);
                                if (stride++ > targetSamples) {
                                    some.half();
                                    stride = 0;
                                    mask = (mask << 1) + 1;
                                }
                            }
                        }
                        exact[id] = all;
                        sampled[id] = some;
                        ops[id] = n;
                        end.await();
                    }
                } catch (Exception e) {
                    throw new RuntimeException(e);
                }
            }).start();
        }
        SampleBuffer allExact = new SampleBuffer(), allSampled = new SampleBuffer();
        long allOps = 0;
        for (int it = -warmUps; it < iterations; it++) {
            measuring = true;
            start.await();
            Thread.sleep(iterationMs);
            measuring = false;
            end.await();
            if (it < 0) continue;
            for (int t = 0; t < threads; t++) {
                allExact.addAll(exact[t]);
                allSampled.addAll(sampled[t]);
                allOps += ops[t];
            }
        }
        Statistics e = allExact.getStatistics(1e-3), s = allSampled.getStatistics(1e-3);
        double throughput = allOps / (iterations * iterationMs * 1000.0);
        System.out.printf("%-6s %.3f ops/µs (16 / throughput = %.1f µs) | exact: mean %.1f, p50 %.2f, p99 %.2f, p99.9 %.0f µs"
                        + " | JMH's way: mean %.1f, p50 %.2f, p99 %.2f, p99.9 %.0f µs%n",
                args[0], throughput, threads / throughput, e.getMean(), e.getPercentile(50), e.getPercentile(99),
                e.getPercentile(99.9), s.getMean(), s.getPercentile(50), s.getPercentile(99), s.getPercentile(99.9));
        pool.stop();
        System.exit(0);
    }

    private static long operation(PoolFixture pool) throws Exception {
        long sum = 0;
        try (Connection c = pool.dataSource.getConnection();
             PreparedStatement ps = c.prepareStatement("SELECT id, amount FROM item WHERE id = ?")) {
            ps.setInt(1, 7);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) sum += rs.getInt(1);
            }
            Blackhole.consumeCPU(500);
        }
        return sum;
    }
}
