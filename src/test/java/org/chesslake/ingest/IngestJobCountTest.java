package org.chesslake.ingest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.stream.Stream;
import org.apache.iceberg.FileScanTask;
import org.apache.iceberg.io.CloseableIterable;
import org.apache.spark.scheduler.SparkListener;
import org.apache.spark.scheduler.SparkListenerJobStart;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.chesslake.cli.IngestJob;
import org.chesslake.lake.IcebergLake;
import org.chesslake.lake.LakeTable;
import org.chesslake.testing.IntegrationTest;
import org.chesslake.testing.TestSpark;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A cold JVM pays planning, code generation and scheduling per Spark job: the names of one database
 * and the sources table are written by one job each (one task, sorted there, no range sort's
 * sample), and the audit counts in one query what the files' metrics do not tell: its reads' map
 * stages and one result job.
 */
@IntegrationTest
class IngestJobCountTest {

    private static final SparkSession SPARK = TestSpark.session();
    private static final String MARKER = "IngestJobCountTest: every job before this one was seen";

    @TempDir
    Path temp;

    /** The jobs started, counted by description. */
    private static final class JobsByDescription extends SparkListener {
        final ConcurrentMap<String, Integer> started = new ConcurrentHashMap<>();

        @Override
        public void onJobStart(SparkListenerJobStart job) {
            String description = job.properties() == null ? null : job.properties().getProperty("spark.job.description");
            started.merge(description == null ? "" : description, 1, Integer::sum);
        }
    }

    @Test
    void namesSourcesAndTheAuditOfOneDatabaseTakeFewJobs() throws Exception {
        Path input = LakeAtomicityTest.copy("dcg", temp.resolve("in"));
        Path lake = temp.resolve("lake");
        JobsByDescription jobs = new JobsByDescription();
        SPARK.sparkContext().addSparkListener(jobs);
        try {
            new Ingest(SPARK, IngestJob.parse("--input", input.toString(), "--output", lake.toString())).run();
            awaitEveryJob(jobs);
        } finally {
            SPARK.sparkContext().removeSparkListener(jobs);
        }
        Map<String, Integer> started = new TreeMap<>(jobs.started);
        assertEquals(1, started.get("ingest: names"), started.toString());
        assertEquals(1, started.get("ingest: sources"), started.toString());
        // the audit of a first run: the added games files' map stage and the one job that collects
        // their counts; the index entries are planning's, the moves and names files, of one source
        // each, are counted from their metrics
        assertEquals(2, started.get("ingest: audit"), started.toString());

        // the one task's files are sorted by the table's sort order, as the range sort's were
        IcebergLake iceberg = IcebergLake.embedded(SPARK, lake.toString());
        List<String> names = rowsOfOneFile(iceberg, LakeTable.NAMES, "source", "kind", "name");
        assertTrue(names.size() > 10, names.toString());
        assertEquals(names.stream().sorted().toList(), names);
        assertEquals(List.of("dcg/famous"), rowsOfOneFile(iceberg, LakeTable.SOURCES, "source"));
    }

    /**
     * A new source whose name falls between two the lake holds ({@code dcg/famous} between
     * {@code cbf/famous} and {@code scid/famous}) is within the source bounds of the files holding
     * both (the names table's, the sources table's): the run finds it has no rows there and runs no
     * DELETE (whose Spark jobs would read those files): one job each for the moves, the names and the
     * sources; and every data file of the lake stays.
     */
    @Test
    void aRunOfANewSourceDeletesNothing() throws Exception {
        Path lake = temp.resolve("lake");
        Path first = LakeAtomicityTest.copy("scid", LakeAtomicityTest.copy("cbf", temp.resolve("first")));
        new Ingest(SPARK, IngestJob.parse("--input", first.toString(), "--output", lake.toString())).run();
        IcebergLake iceberg = IcebergLake.embedded(SPARK, lake.toString());
        Map<LakeTable, Set<String>> before = dataFiles(iceberg);
        assertTrue(before.get(LakeTable.NAMES).size() >= 1 && before.get(LakeTable.SOURCES).size() == 1, before.toString());

        Path second = LakeAtomicityTest.copy("dcg", temp.resolve("second"));
        JobsByDescription jobs = new JobsByDescription();
        SPARK.sparkContext().addSparkListener(jobs);
        IngestReport report;
        try {
            report = new Ingest(SPARK, IngestJob.parse("--input", second.toString(), "--output", lake.toString())).run();
            awaitEveryJob(jobs);
        } finally {
            SPARK.sparkContext().removeSparkListener(jobs);
        }
        assertEquals(SourceStatus.NEW, report.sources().get(0).status());
        Map<String, Integer> started = new TreeMap<>(jobs.started);
        assertEquals(1, started.get("ingest: moves of 1 databases"), started.toString());
        assertEquals(1, started.get("ingest: names"), started.toString());
        assertEquals(1, started.get("ingest: sources"), started.toString());
        Map<LakeTable, Set<String>> after = dataFiles(iceberg);
        for (LakeTable table : LakeTable.values()) {
            assertTrue(after.get(table).containsAll(before.get(table)),
                    table.tableName() + ": " + before.get(table) + " not all in " + after.get(table));
            assertTrue(after.get(table).size() > before.get(table).size(), table.tableName() + ": no file added");
        }
    }

    /** Waits until the listener heard of every job run so far: the listener bus delivers in order. */
    private static void awaitEveryJob(JobsByDescription jobs) throws InterruptedException {
        SPARK.sparkContext().setJobDescription(MARKER);
        SPARK.range(1).count();
        SPARK.sparkContext().setJobDescription(null);
        long deadline = System.nanoTime() + 30_000_000_000L;
        while (!jobs.started.containsKey(MARKER) && System.nanoTime() < deadline) {
            Thread.sleep(20);
        }
    }

    /** Each table's data files on main. */
    private static Map<LakeTable, Set<String>> dataFiles(IcebergLake lake) throws Exception {
        Map<LakeTable, Set<String>> files = new TreeMap<>();
        for (LakeTable table : LakeTable.values()) {
            Set<String> locations = new TreeSet<>();
            try (CloseableIterable<FileScanTask> tasks = lake.table(table).orElseThrow().newScan().planFiles()) {
                tasks.forEach(task -> locations.add(task.file().location()));
            }
            files.put(table, locations);
        }
        return files;
    }

    /** The rows of a table's one data file, in the file's order, as the columns joined by tabs. */
    private static List<String> rowsOfOneFile(IcebergLake lake, LakeTable table, String... columns) throws Exception {
        Path data = Path.of(java.net.URI.create(lake.table(table).orElseThrow().location())).resolve("data");
        List<Path> files;
        try (Stream<Path> listed = Files.walk(data)) {
            files = listed.filter(p -> p.toString().endsWith(".parquet")).sorted(Comparator.naturalOrder()).toList();
        }
        assertEquals(1, files.size(), table.tableName() + ": " + files);
        List<String> rows = new ArrayList<>();
        for (Row row : SPARK.read().parquet(files.get(0).toString()).selectExpr(columns).collectAsList()) {
            List<String> values = new ArrayList<>();
            for (int i = 0; i < columns.length; i++) {
                values.add(String.valueOf(row.get(i)));
            }
            rows.add(String.join("\t", values));
        }
        return rows;
    }
}
