package org.chesslake.ingest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.chesslake.cli.IngestJob;
import org.chesslake.testing.ChildJvm;
import org.chesslake.testing.IntegrationTest;
import org.chesslake.testing.TestSpark;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The ingest with the Iceberg Spark runtime 1.11.0 in place of the 1.12.0 chesslake is built with
 * (the pom copies it to target/iceberg-runtime at pre-integration-test): the moves writer's shaded
 * Parquet calls are there, and the lake holds the same rows as with 1.12.0; and with a runtime that
 * lacks a shaded class the moves writer calls, the ingest fails at the driver's check, before any
 * file is written. The ingests with another runtime run in a child JVM of their classpath; the one with
 * the runtime chesslake is built with runs in the test's JVM, whose classpath holds it.
 */
@IntegrationTest
class OlderIcebergRuntimeTest {

    private static final Path SAMPLE = Path.of("sample-data", "scid").toAbsolutePath();
    static final Path OLDER_RUNTIME = Path.of("target", "iceberg-runtime", "iceberg-spark-runtime-4.1_2.13-1.11.0.jar");

    @TempDir
    Path temp;

    @Test
    void theIngestWithIceberg111WritesTheSameRows() throws Exception {
        assertTrue(Files.isRegularFile(OLDER_RUNTIME), OLDER_RUNTIME + " is missing: mvn pre-integration-test copies it");
        List<String> classpath = Arrays.asList(System.getProperty("java.class.path").split(File.pathSeparator));
        assertEquals(1, classpath.stream().filter(entry -> entry.contains("iceberg-spark-runtime-4.1_2.13-1.12.0")).count(),
                "the test classpath holds the runtime chesslake is built with");
        List<String> older = classpath.stream()
                .map(entry -> entry.contains("iceberg-spark-runtime-4.1_2.13-1.12.0") ? OLDER_RUNTIME.toAbsolutePath().toString() : entry)
                .toList();
        Path built = temp.resolve("lake-1.12.0");
        new Ingest(TestSpark.session(), IngestJob.parse("--output", built.toString(), "--input", SAMPLE.toString())).run();
        Path withOlder = ingest(temp.resolve("lake-1.11.0"), older, "1.11.0");
        for (String table : List.of("moves", "games")) {
            Dataset<Row> expected = rows(built, table);
            Dataset<Row> actual = rows(withOlder, table);
            long count = expected.count();
            assertTrue(count > 0, table);
            assertEquals(count, actual.count(), table);
            assertEquals(0, comparable(expected).exceptAll(comparable(actual)).count(), table + ": rows of 1.12.0 not written with 1.11.0");
        }
    }

    /** A runtime jar without a class the adapter calls: the driver's check fails the run, naming it and the versions, and no data file is written. */
    @Test
    void aRuntimeWithoutAClassTheWriterCallsFailsBeforeAnyWrite() throws Exception {
        List<String> classpath = Arrays.asList(System.getProperty("java.class.path").split(File.pathSeparator));
        String built = classpath.stream().filter(entry -> entry.contains("iceberg-spark-runtime-4.1_2.13-1.12.0")).findFirst()
                .orElseThrow();
        String bloom = "org.apache.iceberg.shaded.org.apache.parquet.column.values.bloomfilter.BlockSplitBloomFilter";
        Path lacking = temp.resolve("iceberg-spark-runtime-4.1_2.13-1.12.0-without-bloom.jar");
        copyWithout(Path.of(built), lacking, bloom.replace('.', '/') + ".class");
        List<String> withLacking = classpath.stream().map(entry -> entry.equals(built) ? lacking.toString() : entry).toList();
        Path lake = temp.resolve("lake-lacking");
        Ended run = run(lake, withLacking, "lacking");
        assertNotEquals(0, run.exit(), run.log());
        assertTrue(run.log().contains("the moves writer calls " + bloom + "(byte[]) of Iceberg's shaded Parquet, which the Iceberg "
                + "runtime on the classpath (1.12.0) lacks; chesslake was built with Iceberg 1.12.0"), run.log());
        if (Files.exists(lake)) {
            try (var walk = Files.walk(lake)) {
                assertEquals(List.of(), walk.map(Path::toString).filter(p -> p.endsWith(".parquet")).toList(), "data files written");
            }
        }
    }

    /**
     * {@code jar} as {@code copy} without the entry {@code removed}: the jar's bytes copied, then the entry deleted
     * through the JDK's zip file system, which writes the other entries as they are, still compressed (inflating and
     * writing again all 25,000 entries of the 48 MB runtime took six times the CPU).
     */
    private static void copyWithout(Path jar, Path copy, String removed) throws IOException {
        Files.copy(jar, copy);
        try (FileSystem zip = FileSystems.newFileSystem(copy)) {
            Files.delete(zip.getPath(removed));
        }
    }

    /** The rows with their map columns (the games' tags) as JSON: Spark compares no maps. */
    private static Dataset<Row> comparable(Dataset<Row> rows) {
        for (var field : rows.schema().fields()) {
            if (field.dataType() instanceof org.apache.spark.sql.types.MapType) {
                rows = rows.withColumn(field.name(), org.apache.spark.sql.functions.to_json(rows.col(field.name())));
            }
        }
        return rows;
    }

    /** A table's rows from its data files (the lake's Parquet files, read as Parquet). */
    private static Dataset<Row> rows(Path lake, String table) throws IOException {
        List<String> files;
        try (var walk = Files.walk(lake)) {
            files = walk.map(Path::toString)
                    .filter(p -> p.endsWith(".parquet") && p.contains(File.separator + table + File.separator) && !p.contains("/metadata/"))
                    .toList();
        }
        assertTrue(!files.isEmpty(), lake + " has no " + table + " files");
        return TestSpark.session().read().parquet(files.toArray(String[]::new));
    }

    /** The ingest job of sample-data/scid in a child JVM of {@code classpath}, into {@code lake}, which ends well. */
    private Path ingest(Path lake, List<String> classpath, String name) throws IOException, InterruptedException {
        Ended run = run(lake, classpath, name);
        assertEquals(0, run.exit(), name + ":\n" + run.log());
        return lake;
    }

    /** How a child JVM ended: its exit status and its output. */
    private record Ended(int exit, String log) {
    }

    /** The ingest job of sample-data/scid in a child JVM of {@code classpath}, into {@code lake}. */
    private Ended run(Path lake, List<String> classpath, String name) throws IOException, InterruptedException {
        List<String> command = ChildJvm.command();
        command.addAll(List.of("-cp", String.join(File.pathSeparator, classpath), ChildJvm.JOBS_LOCAL_FILE_SYSTEM_FLAG));
        command.addAll(List.of("-Dspark.ui.enabled=false", "-Dspark.master=local[2]", IngestJob.class.getName(),
                "--output", lake.toString(), "--input", SAMPLE.toString()));
        Path log = temp.resolve(name + ".log");
        Process child = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile()).start();
        assertTrue(child.waitFor(300, TimeUnit.SECONDS), name + ": the ingest did not end");
        return new Ended(child.exitValue(), Files.readString(log));
    }
}
