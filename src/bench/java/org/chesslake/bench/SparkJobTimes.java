package org.chesslake.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import org.apache.spark.scheduler.SparkListener;
import org.apache.spark.scheduler.SparkListenerJobEnd;
import org.apache.spark.scheduler.SparkListenerJobStart;
import org.apache.spark.scheduler.SparkListenerTaskEnd;
import org.apache.spark.scheduler.StageInfo;
import org.apache.spark.sql.SparkSession;

/**
 * Where a Spark run's time goes: each job's description (the ingest names its phases), its stages
 * and tasks, its wall seconds and its tasks' CPU seconds (steadier than wall time on a shared
 * machine), printed after each measured run. The ingest runs its jobs one after the other, so the
 * wall seconds add up to the Spark part of the run; the rest is the driver's.
 */
final class SparkJobTimes extends SparkListener {

    /** @param driverMillis the time since the previous job ended (or since the last drain or {@link #runStarts}) with no job running */
    private record Started(String description, long startMillis, long driverMillis, int stages, int tasks, AtomicLong cpuNanos) {
    }

    private final Map<Integer, Started> running = new ConcurrentHashMap<>();
    private final Map<Integer, Started> byStage = new ConcurrentHashMap<>();
    private final List<String> finished = new ArrayList<>();
    /** The task count of the last finished job of each description. */
    private final Map<String, Integer> lastTasks = new ConcurrentHashMap<>();
    private double wall;
    private double cpu;
    private double drainedCpu;
    /** When the last job ended, the last drain or the measured run started: the driver's time before the next job counts from here. */
    private volatile long lastEndMillis = System.currentTimeMillis();

    static SparkJobTimes listenTo(SparkSession spark) {
        SparkJobTimes times = new SparkJobTimes();
        spark.sparkContext().addSparkListener(times);
        return times;
    }

    @Override
    public void onJobStart(SparkListenerJobStart start) {
        String description = start.properties() == null ? null : start.properties().getProperty("spark.job.description");
        List<StageInfo> stages = scala.jdk.javaapi.CollectionConverters.asJava(start.stageInfos());
        long driverMillis = running.isEmpty() ? Math.max(0, start.time() - lastEndMillis) : 0;
        Started job = new Started(description == null ? "(no description)" : description, start.time(), driverMillis, stages.size(),
                stages.stream().mapToInt(StageInfo::numTasks).sum(), new AtomicLong());
        stages.forEach(stage -> byStage.put(stage.stageId(), job));
        running.put(start.jobId(), job);
    }

    @Override
    public void onTaskEnd(SparkListenerTaskEnd end) {
        Started job = byStage.get(end.stageId());
        if (job != null && end.taskMetrics() != null) {
            job.cpuNanos().addAndGet(end.taskMetrics().executorCpuTime());
        }
    }

    @Override
    public void onJobEnd(SparkListenerJobEnd end) {
        Started job = running.remove(end.jobId());
        if (job == null) {
            return;
        }
        byStage.values().removeIf(j -> j == job);
        double seconds = (end.time() - job.startMillis()) / 1e3;
        double cpuSeconds = job.cpuNanos().get() / 1e9;
        synchronized (this) {
            wall += seconds;
            cpu += cpuSeconds;
            lastEndMillis = Math.max(lastEndMillis, end.time());
            lastTasks.put(job.description(), job.tasks());
            finished.add(String.format(Locale.ROOT, "    job %3d %6.2f s, tasks' CPU %6.2f s  %d stages, %d tasks, after %.2f s of driver  %s",
                    end.jobId(), seconds, cpuSeconds, job.stages(), job.tasks(), job.driverMillis() / 1e3, job.description()));
        }
    }

    /**
     * The measured run starts now: the driver's time before its first job counts from here, not from
     * the last drain (what ran between them, such as SCID's export, is not the driver's).
     */
    void runStarts() {
        lastEndMillis = System.currentTimeMillis();
    }

    /** The tasks of the last finished job whose description starts with {@code prefix} (call after {@link #drain}), or -1. */
    int tasksOf(String prefix) {
        return lastTasks.entrySet().stream().filter(e -> e.getKey().startsWith(prefix)).mapToInt(Map.Entry::getValue).findFirst().orElse(-1);
    }

    /** The tasks' CPU seconds of the jobs the last {@link #drain} gave. */
    synchronized double drainedCpuSeconds() {
        return drainedCpu;
    }

    /** The jobs finished since the last call, one line each, and their sums; then forgets them. */
    String drain() {
        long deadline = System.currentTimeMillis() + 2000; // the listener bus delivers the last job ends a little later
        while (!running.isEmpty() && System.currentTimeMillis() < deadline) {
            try {
                Thread.sleep(10);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
        }
        synchronized (this) {
            StringBuilder out = new StringBuilder();
            finished.forEach(line -> out.append(line).append('\n'));
            out.append(String.format(Locale.ROOT, "    Spark jobs %.2f s, tasks' CPU %.2f s in all", wall, cpu));
            finished.clear();
            drainedCpu = cpu;
            wall = 0;
            cpu = 0;
            lastEndMillis = System.currentTimeMillis();
            return out.toString();
        }
    }
}
