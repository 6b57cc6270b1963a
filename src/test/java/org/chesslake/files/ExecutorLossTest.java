package org.chesslake.files;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.apache.spark.sql.Column;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.functions;
import org.apache.spark.sql.types.MapType;
import org.apache.spark.sql.types.StructField;
import org.chesslake.cli.IngestJob;
import org.chesslake.ingest.Ingest;
import org.chesslake.testing.Corpus;
import org.chesslake.testing.CorpusTest;
import org.chesslake.testing.TestSpark;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * An executor lost in the middle of the moves pass: on {@code local-cluster} (every executor a JVM
 * of its own), the driver's {@link ExecutorKiller} kills with SIGKILL the executor JVM that starts
 * the fourth of the ~10 moves tasks, once that attempt has begun its moves file; Spark retries the
 * lost task elsewhere and the run commits exactly the rows of an undisturbed run, every table
 * compared row by row (the sources table without its run id and time), and every data file under a
 * table is one its current snapshot references: the lost attempt's partial file is gone.
 */
@CorpusTest
class ExecutorLossTest {

    private static final List<String> TABLES = List.of("games", "moves", "names", "sources");
    /** Columns that differ between any two runs. */
    private static final List<String> RUN_COLUMNS = List.of("run_id", "ingested_at");

    @TempDir
    Path temp;

    @Test
    void anExecutorKilledInTheMovesPassIsRetriedAndTheLakeIsThatOfAnUndisturbedRun() throws Exception {
        Path input = temp.resolve("input");
        Files.createDirectories(input);
        for (String extension : List.of("si4", "sg4", "sn4")) { // ~2,400 games: ~10 moves tasks of 250 games
            Files.copy(Corpus.path("scid/medium/medium." + extension), input.resolve("medium." + extension));
        }
        List<String> ingest = List.of("--input", input.toString(), "--games-per-partition", "250");
        Path disturbed = temp.resolve("lake-disturbed");
        Path out = Files.createDirectories(temp.resolve("out"));
        List<String> driverArgs = new ArrayList<>(List.of(out.toString(), "4", disturbed.toString()));
        driverArgs.addAll(ingest);
        LocalCluster.Submitted disturbedRun = LocalCluster.submit(LocalClusterDriver.Work.EXECUTOR_LOSS, driverArgs);

        // the undisturbed run, in this JVM while the cluster's driver runs the disturbed one
        SparkSession spark = TestSpark.session();
        Path undisturbed = temp.resolve("lake");
        List<String> embedded = new ArrayList<>(ingest);
        embedded.addAll(List.of("--output", undisturbed.toString()));
        new Ingest(spark, IngestJob.parse(embedded.toArray(String[]::new))).run();

        disturbedRun.await();
        List<String> events = Files.readAllLines(out.resolve("executor-loss.txt"));
        System.out.println("executor loss: " + events);
        assertTrue(events.get(0).startsWith("killed executor ") && events.get(0).endsWith(".parquet begun)"),
                "killed once the task attempt had begun its moves file: " + events);
        assertTrue(events.stream().anyMatch(e -> e.startsWith("failed ") && e.contains("ExecutorLostFailure")),
                "the killed executor's moves task was lost: " + events);
        List<String> jobs = events.stream().filter(e -> e.startsWith("moves ")).toList();
        assertFalse(jobs.isEmpty(), events.toString());
        assertTrue(jobs.stream().allMatch(j -> j.endsWith("JobSucceeded")), "the moves pass succeeded: " + events);

        for (String table : TABLES) {
            Row counts = counts(comparable(IcebergLakeTables.read(spark, undisturbed.toString(), table)),
                    comparable(IcebergLakeTables.read(spark, disturbed.toString(), table)));
            long rows = counts.getLong(0);
            assertTrue(rows > 0, table);
            assertEquals(rows, counts.getLong(1), table + ": rows");
            assertEquals(0, counts.getLong(2), table + ": rows the undisturbed run does not have");
            assertEquals(0, counts.getLong(3), table + ": rows the disturbed run lacks");
            assertEquals(referenced(spark, disturbed, table), dataFiles(disturbed.resolve(table)),
                    table + ": every data file is one the table's snapshot references");
            System.out.printf("executor loss: %s has the %d rows of the undisturbed run%n", table, rows);
        }
        assertFalse(Files.exists(disturbed.resolve("_scratch")), "the run's scratch is gone");
    }

    /**
     * A table's rows without the columns that differ between any two runs, its maps as sorted
     * entries (Spark's set operations compare no maps).
     */
    private static Dataset<Row> comparable(Dataset<Row> rows) {
        Dataset<Row> comparable = rows.drop(RUN_COLUMNS.toArray(String[]::new));
        for (StructField field : comparable.schema().fields()) {
            if (field.dataType() instanceof MapType) {
                comparable = comparable.withColumn(field.name(),
                        functions.to_json(functions.array_sort(functions.map_entries(functions.col(field.name())))));
            }
        }
        return comparable;
    }

    /**
     * In one Spark job (one scan of each side, one shuffle) where two scans each, two counts and two
     * {@code exceptAll}s took six: the rows of {@code expected}, of {@code actual}, of {@code actual} not in
     * {@code expected} and of {@code expected} not in {@code actual}, rows counted with their repeats (as
     * {@code exceptAll} counts them).
     */
    private static Row counts(Dataset<Row> expected, Dataset<Row> actual) {
        Column[] columns = Arrays.stream(expected.columns()).map(functions::col).toArray(Column[]::new);
        Column inExpected = functions.col("in_expected");
        Column inActual = functions.col("in_actual");
        return expected.withColumn("in_expected", functions.lit(1L)).withColumn("in_actual", functions.lit(0L))
                .unionByName(actual.withColumn("in_expected", functions.lit(0L)).withColumn("in_actual", functions.lit(1L)))
                .groupBy(columns).agg(functions.sum(inExpected).as("in_expected"), functions.sum(inActual).as("in_actual"))
                .agg(functions.sum(inExpected), functions.sum(inActual),
                        functions.sum(functions.greatest(inActual.minus(inExpected), functions.lit(0L))),
                        functions.sum(functions.greatest(inExpected.minus(inActual), functions.lit(0L))))
                .na().fill(0L).first();
    }

    /** The data files the table's current snapshot references. */
    private static Set<Path> referenced(SparkSession spark, Path lake, String table) {
        return IcebergLakeTables.read(spark, lake.toString(), table + ".files").select("file_path").as(Encoders.STRING())
                .collectAsList().stream().map(location -> Path.of(URI.create(location))).collect(Collectors.toSet());
    }

    /** Every Parquet file below a table's directory but its metadata. */
    private static Set<Path> dataFiles(Path table) throws IOException {
        try (Stream<Path> files = Files.walk(table)) {
            return files.filter(p -> p.toString().endsWith(".parquet") && !p.toString().contains("/metadata/"))
                    .collect(Collectors.toSet());
        }
    }
}
