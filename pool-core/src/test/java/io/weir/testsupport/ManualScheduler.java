package io.weir.testsupport;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

/**
 * A scheduler whose delayed and periodic tasks run only when a test runs them: it records each task with
 * its delay, and a test asks what was scheduled and runs it on its own thread. Cancelling a task's
 * future works as usual. Plain {@code execute}/{@code submit} calls run on its one thread at once.
 */
public final class ManualScheduler extends ScheduledThreadPoolExecutor {
    private final List<Task> tasks = new CopyOnWriteArrayList<>();

    /** One scheduled task: its delays as asked for, and its future. */
    public record Task(Runnable command, long delayMillis, long periodMillis, ScheduledFuture<?> future) {
        /** Runs the task once, on the caller's thread, unless it was cancelled. */
        public void run() {
            if (!future.isCancelled()) command.run();
        }

        public boolean isPeriodic() {
            return periodMillis > 0;
        }
    }

    public ManualScheduler() {
        super(1);
        setRemoveOnCancelPolicy(true);
    }

    @Override
    public ScheduledFuture<?> schedule(Runnable command, long delay, TimeUnit unit) {
        ScheduledFuture<?> f = super.schedule(command, 365, TimeUnit.DAYS);
        tasks.add(new Task(command, unit.toMillis(delay), 0, f));
        return f;
    }

    @Override
    public ScheduledFuture<?> scheduleWithFixedDelay(Runnable command, long initialDelay, long delay, TimeUnit unit) {
        ScheduledFuture<?> f = super.scheduleWithFixedDelay(command, 365, 365, TimeUnit.DAYS);
        tasks.add(new Task(command, unit.toMillis(initialDelay), unit.toMillis(delay), f));
        return f;
    }

    @Override
    public ScheduledFuture<?> scheduleAtFixedRate(Runnable command, long initialDelay, long period, TimeUnit unit) {
        return scheduleWithFixedDelay(command, initialDelay, period, unit);
    }

    /** Every task scheduled so far, in order, cancelled ones included. */
    public List<Task> tasks() {
        return List.copyOf(tasks);
    }

    /** The task scheduled last. */
    public Task last() {
        if (tasks.isEmpty()) throw new AssertionError("nothing was scheduled");
        return tasks.get(tasks.size() - 1);
    }
}
