package org.chesslake.files;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.locks.LockSupport;
import java.util.stream.Stream;
import org.apache.spark.scheduler.SparkListener;
import org.apache.spark.scheduler.SparkListenerJobEnd;
import org.apache.spark.scheduler.SparkListenerJobStart;
import org.apache.spark.scheduler.SparkListenerTaskEnd;
import org.apache.spark.scheduler.SparkListenerTaskStart;
import scala.jdk.javaapi.CollectionConverters;

/**
 * A driver-side listener that kills, with SIGKILL, the executor JVM that starts the
 * {@code killAtTask}-th task of the ingest's moves pass (the jobs described "ingest: moves…"), once
 * that task attempt has begun its moves file below {@code movesTable} (so the lost attempt leaves a
 * partial file behind), and records what followed: the moves tasks that failed and how, and whether the moves jobs ended.
 * Executor JVMs are {@code CoarseGrainedExecutorBackend} processes whose arguments carry the
 * application id and the executor id.
 */
final class ExecutorKiller extends SparkListener {

    private final String appId;
    private final int killAtTask;
    private final Path movesTable;
    private final Set<Integer> movesJobs = ConcurrentHashMap.newKeySet();
    private final Set<Integer> movesStages = ConcurrentHashMap.newKeySet();
    private int movesTasksStarted;
    private volatile String killed;
    private final List<String> failedMovesTasks = new ArrayList<>();
    private final List<String> movesJobResults = new ArrayList<>();

    ExecutorKiller(String appId, int killAtTask, Path movesTable) {
        this.appId = appId;
        this.killAtTask = killAtTask;
        this.movesTable = movesTable;
    }

    @Override
    public void onJobStart(SparkListenerJobStart job) {
        String description = job.properties() == null ? null : job.properties().getProperty("spark.job.description");
        if (description != null && description.startsWith("ingest: moves")) {
            movesJobs.add(job.jobId());
            CollectionConverters.asJava(job.stageIds()).forEach(stage -> movesStages.add((Integer) stage));
        }
    }

    @Override
    public void onTaskStart(SparkListenerTaskStart task) {
        if (movesStages.contains(task.stageId()) && ++movesTasksStarted == killAtTask) {
            String executor = task.taskInfo().executorId();
            // the moves writer's file names: partition, task attempt id, sequence
            String file = awaitFile(String.format(Locale.ROOT, "%05d-%d-", task.taskInfo().index(), task.taskInfo().taskId()));
            ProcessHandle jvm = ProcessHandle.allProcesses().filter(p -> isExecutor(p, executor)).findFirst()
                    .orElseThrow(() -> new IllegalStateException("no JVM of executor " + executor + " of " + appId));
            jvm.destroyForcibly();
            killed = "executor " + executor + " (pid " + jvm.pid() + ") at moves task " + task.taskInfo().index()
                    + " attempt " + task.taskInfo().attemptNumber() + " (its file " + file + " begun)";
        }
    }

    /** Waits (blocking the listener bus a moment) for a file whose name starts with {@code prefix}; its name, or null. */
    private String awaitFile(String prefix) {
        long deadline = System.nanoTime() + 30_000_000_000L;
        while (System.nanoTime() < deadline) {
            try (Stream<Path> files = Files.walk(movesTable)) {
                Optional<String> begun = files.map(f -> f.getFileName().toString()).filter(f -> f.startsWith(prefix)).findFirst();
                if (begun.isPresent()) {
                    return begun.get();
                }
            } catch (IOException | UncheckedIOException notYet) {
                // the table's directory is not made yet, or changed while listed: look again
            }
            LockSupport.parkNanos(5_000_000);
        }
        return null;
    }

    private boolean isExecutor(ProcessHandle process, String executor) {
        List<String> args = List.of(process.info().arguments().orElse(new String[0]));
        int id = args.indexOf("--executor-id");
        return args.contains("org.apache.spark.executor.CoarseGrainedExecutorBackend") && args.contains(appId)
                && id >= 0 && id + 1 < args.size() && args.get(id + 1).equals(executor);
    }

    @Override
    public synchronized void onTaskEnd(SparkListenerTaskEnd task) {
        if (movesStages.contains(task.stageId()) && !task.taskInfo().successful()) {
            failedMovesTasks.add("task " + task.taskInfo().index() + " attempt " + task.taskInfo().attemptNumber()
                    + " on executor " + task.taskInfo().executorId() + ": " + task.reason());
        }
    }

    @Override
    public synchronized void onJobEnd(SparkListenerJobEnd job) {
        if (movesJobs.contains(job.jobId())) {
            movesJobResults.add("job " + job.jobId() + ": " + job.jobResult());
        }
    }

    /** Which executor was killed at which task, or null if none was. */
    String killed() {
        return killed;
    }

    synchronized List<String> failedMovesTasks() {
        return List.copyOf(failedMovesTasks);
    }

    /** How each moves job ended, once the listener has heard of it. */
    synchronized List<String> movesJobResults() {
        return List.copyOf(movesJobResults);
    }

    synchronized boolean movesJobsEnded() {
        return !movesJobs.isEmpty() && movesJobResults.size() == movesJobs.size();
    }
}
