package org.chesslake.files;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.spark.api.java.function.MapPartitionsFunction;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.chesslake.cli.IngestJob;
import org.chesslake.ingest.Ingest;

/**
 * The driver's work for {@link LocalClusterTest}, run by the shared {@link LocalCluster} driver: reads
 * {@code sample-data/} on Spark's {@code local-cluster} master, where every executor is a separate
 * JVM, and writes each table's rows and the executors' process ids to files.
 * Arguments: the output directory, then the reads as {@code format:table:path}, and the ingests as
 * {@code ingest:path} (the ingest job with its defaults: an Iceberg lake in {@code OUT/lake-N}).
 */
final class LocalClusterReads {

    static final List<String> TABLES = List.of("games", "moves", "names");

    private LocalClusterReads() {
    }

    static void run(SparkSession spark, String[] args) throws IOException {
        Path out = Path.of(args[0]);
        for (int i = 1; i < args.length; i++) {
            String[] read = args[i].split(":", 3);
            if (read[0].equals("ingest")) {
                String lake = out.resolve("lake-" + i).toString();
                new Ingest(spark, IngestJob.parse("--input", read[1], "--output", lake)).run();
                for (String table : TABLES) {
                    Files.write(out.resolve("ingest-" + i + "-" + table + ".txt"),
                            rows(IcebergLakeTables.read(spark, lake, table).collectAsList()));
                }
                continue;
            }
            List<String> rows = rows(spark.read().format(read[0]).option("table", read[1]).load(read[2]).collectAsList());
            Files.write(out.resolve("read-" + i + ".txt"), rows);
        }
        List<String> pids = spark.read().format("chess").option("maxPartitionBytes", 1).load(args[args.length - 1]
                .split(":", 3)[2]).mapPartitions(new ExecutorPid(), Encoders.LONG()).collectAsList().stream()
                .map(String::valueOf).distinct().toList();
        List<String> lines = new ArrayList<>(pids);
        lines.add(0, "driver " + ProcessHandle.current().pid());
        Files.write(out.resolve("pids.txt"), lines);
    }

    /** The process id of the JVM that runs a partition (a named class: executors load it from spark.jars). */
    static final class ExecutorPid implements MapPartitionsFunction<Row, Long> {
        @Override
        public java.util.Iterator<Long> call(java.util.Iterator<Row> rows) {
            return List.of(ProcessHandle.current().pid()).iterator();
        }
    }

    static List<String> rows(List<Row> rows) {
        return rows.stream().map(Row::toString).sorted().toList();
    }
}
