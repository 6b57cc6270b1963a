package org.chesslake.files;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Arrays;
import java.util.concurrent.TimeUnit;
import org.apache.spark.sql.SparkSession;

/**
 * The main of the {@link LocalCluster} driver's JVM: one SparkSession on {@code local-cluster}, then
 * each line of its input a piece of work to run on it, tab-separated: the file to answer in, the
 * {@link Work}, its arguments. The answer is {@link #DONE}, or the work's error. Before a piece of work the
 * driver waits until the cluster has its two executors (the one before may have killed one: the master
 * starts another, while the test goes on with what the answer lets it do). The end of its input stops the
 * session.
 */
public final class LocalClusterDriver {

    static final String DONE = "done";
    private static final int EXECUTORS = 2;

    /** The work the cluster's tests give it. */
    enum Work {
        READS(LocalClusterReads::run),
        EXECUTOR_LOSS(ExecutorLossIngest::run);

        private final Runner runner;

        Work(Runner runner) {
            this.runner = runner;
        }
    }

    @FunctionalInterface
    interface Runner {
        void run(SparkSession spark, String[] args) throws Exception;
    }

    private LocalClusterDriver() {
    }

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("chesslake-local-cluster").getOrCreate();
        try (BufferedReader requests = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8))) {
            for (String line; (line = requests.readLine()) != null; ) {
                String[] request = line.split("\t");
                String answer;
                try {
                    awaitExecutors(spark);
                    Work.valueOf(request[1]).runner.run(spark, Arrays.copyOfRange(request, 2, request.length));
                    answer = DONE;
                } catch (Exception | AssertionError e) {
                    StringWriter trace = new StringWriter();
                    e.printStackTrace(new PrintWriter(trace));
                    answer = trace.toString();
                }
                Path reply = Path.of(request[0]);
                Path written = Files.writeString(reply.resolveSibling(reply.getFileName() + ".part"), answer);
                Files.move(written, reply, StandardCopyOption.ATOMIC_MOVE);
            }
        } finally {
            spark.stop();
        }
    }

    /** Waits (at most two minutes) until the cluster has its executors: the status tracker lists them and the driver. */
    private static void awaitExecutors(SparkSession spark) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(2);
        while (spark.sparkContext().statusTracker().getExecutorInfos().length < EXECUTORS + 1) {
            if (System.nanoTime() > deadline) {
                throw new IllegalStateException("the cluster did not get back its " + EXECUTORS + " executors");
            }
            Thread.sleep(100);
        }
    }
}
