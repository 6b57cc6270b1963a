package org.chesslake.files;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.apache.spark.sql.SparkSession;
import org.chesslake.cli.IngestJob;
import org.chesslake.ingest.Ingest;

/**
 * The driver of {@link ExecutorLossTest}, on {@code local-cluster} ({@link LocalCluster}): ingests
 * while an {@link ExecutorKiller} kills one executor JVM in the middle of the moves pass, then writes
 * what the listener saw to {@code OUT/executor-loss.txt}: the killed executor, then the moves tasks
 * that failed, then how the moves jobs ended.
 * Arguments: the output directory, the task of the moves pass whose start kills its executor, the
 * lake, then the ingest's other arguments.
 */
public final class ExecutorLossIngest {

    private ExecutorLossIngest() {
    }

    public static void main(String[] args) throws Exception {
        Path out = Path.of(args[0]);
        SparkSession spark = SparkSession.builder().appName("chesslake-executor-loss").getOrCreate();
        try {
            Path lake = Path.of(args[2]);
            ExecutorKiller killer = new ExecutorKiller(spark.sparkContext().applicationId(), Integer.parseInt(args[1]),
                    lake.resolve("moves"));
            spark.sparkContext().addSparkListener(killer);
            List<String> ingest = new ArrayList<>(List.of("--output", lake.toString()));
            ingest.addAll(Arrays.asList(args).subList(3, args.length));
            new Ingest(spark, IngestJob.parse(ingest.toArray(String[]::new))).run();
            long deadline = System.nanoTime() + 30_000_000_000L;
            while (!killer.movesJobsEnded() && System.nanoTime() < deadline) {
                Thread.sleep(50); // the listener bus is asynchronous
            }
            List<String> lines = new ArrayList<>();
            lines.add("killed " + killer.killed());
            killer.failedMovesTasks().forEach(t -> lines.add("failed " + t));
            killer.movesJobResults().forEach(j -> lines.add("moves " + j));
            Files.write(out.resolve("executor-loss.txt"), lines);
        } finally {
            spark.stop();
        }
    }
}
