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
 * The driver's work for {@link ExecutorLossTest}, on {@code local-cluster} ({@link LocalCluster}): ingests
 * while an {@link ExecutorKiller} kills one executor JVM in the middle of the moves pass, then writes
 * what the listener saw to {@code OUT/executor-loss.txt}: the killed executor, then the moves tasks
 * that failed, then how the moves jobs ended.
 * Arguments: the output directory, the task of the moves pass whose start kills its executor, the
 * lake, then the ingest's other arguments.
 */
final class ExecutorLossIngest {

    private ExecutorLossIngest() {
    }

    static void run(SparkSession spark, String[] args) throws Exception {
        Path out = Path.of(args[0]);
        ExecutorKiller killer = null;
        try {
            Path lake = Path.of(args[2]);
            killer = new ExecutorKiller(spark.sparkContext().applicationId(), Integer.parseInt(args[1]),
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
            if (killer != null) {
                spark.sparkContext().removeSparkListener(killer); // the cluster serves other tests' work after this
            }
        }
    }
}
