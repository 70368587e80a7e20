package io.weir.testsupport;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicReference;

/** Runs the same work on several threads released at the same moment, for tests of what they do to a shared pool. */
public final class Together {
    private Together() {
    }

    /** One thread's work; {@code thread} numbers the threads from 0. */
    public interface Work {
        void run(int thread) throws Exception;
    }

    /**
     * Starts {@code threads} platform threads, releases them together and waits for all of them to end.
     *
     * @return the first failure any of them threw, or null
     */
    public static Throwable run(int threads, Work work) throws InterruptedException {
        AtomicReference<Throwable> failure = new AtomicReference<>();
        CountDownLatch start = new CountDownLatch(1);
        List<Thread> workers = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            int id = t;
            Thread w = new Thread(() -> {
                try {
                    start.await();
                    work.run(id);
                } catch (Throwable e) {
                    failure.compareAndSet(null, e);
                }
            });
            w.start();
            workers.add(w);
        }
        start.countDown();
        for (Thread w : workers) w.join();
        return failure.get();
    }
}
