package org.chesslake.ingest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.hadoop.conf.Configuration;
import org.apache.iceberg.DataFile;
import org.apache.iceberg.FileScanTask;
import org.apache.iceberg.Table;
import org.apache.iceberg.expressions.Expressions;
import org.apache.iceberg.io.CloseableIterable;
import org.apache.parquet.column.values.bloomfilter.BloomFilter;
import org.apache.parquet.hadoop.ParquetFileReader;
import org.apache.parquet.hadoop.metadata.BlockMetaData;
import org.apache.parquet.hadoop.metadata.ColumnChunkMetaData;
import org.apache.parquet.hadoop.util.HadoopInputFile;
import org.apache.spark.scheduler.SparkListener;
import org.apache.spark.scheduler.SparkListenerJobStart;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.chesslake.cli.IngestJob;
import org.chesslake.lake.IcebergLake;
import org.chesslake.lake.LakeTable;
import org.chesslake.testing.IntegrationTest;
import org.chesslake.testing.TestSpark;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A run that writes the moves writes the games table's data files in the same tasks: no Spark job
 * writes the games, each task's games file holds its rows in the table's order, with bloom filters
 * on the hashes, and its {@code source} bounds prune a query for one source.
 */
@IntegrationTest
class GamesFilesTest {

    private static final SparkSession SPARK = TestSpark.session();
    /** A data file the run's tasks wrote: data/ingest_RUN/PARTITION-ATTEMPT-SEQUENCE.parquet. */
    private static final Pattern TASK_FILE = Pattern.compile("/data/ingest_[0-9a-f]+/(\\d{5}-\\d+)-\\d{5}\\.parquet$");

    @TempDir
    static Path temp;
    static Path lake;
    static final List<String> jobs = new ArrayList<>();

    @BeforeAll
    static void ingest() throws IOException {
        lake = temp.resolve("lake");
        SparkListener listener = new SparkListener() {
            @Override
            public void onJobStart(SparkListenerJobStart job) {
                synchronized (jobs) {
                    jobs.add(String.valueOf(job.properties().getProperty("spark.job.description")));
                }
            }
        };
        SPARK.sparkContext().addSparkListener(listener);
        try {
            new Ingest(SPARK, IngestJob.parse("--input", Path.of("sample-data").toAbsolutePath().toString(),
                    "--output", lake.toString())).run();
        } finally {
            SPARK.sparkContext().removeSparkListener(listener);
        }
    }

    private static Table table(LakeTable table) {
        return IcebergLake.embedded(SPARK, lake.toString()).table(table).orElseThrow();
    }

    private static List<DataFile> files(Table table) throws IOException {
        List<DataFile> files = new ArrayList<>();
        try (CloseableIterable<FileScanTask> tasks = table.newScan().planFiles()) {
            tasks.forEach(task -> files.add(task.file()));
        }
        return files;
    }

    /** The task attempts (PARTITION-ATTEMPT) that wrote some files. */
    private static Set<String> attempts(List<DataFile> files) {
        Set<String> attempts = new TreeSet<>();
        for (DataFile file : files) {
            Matcher name = TASK_FILE.matcher(file.location());
            assertTrue(name.find(), file.location() + " is not a file of the run's tasks");
            attempts.add(name.group(1));
        }
        return attempts;
    }

    @Test
    void theGamesFilesAreTheMovesTasksFilesAndNoSparkJobWritesThem() throws IOException {
        List<DataFile> games = files(table(LakeTable.GAMES));
        assertTrue(games.size() >= 2, "the sample data is packed into the tasks of two cores: " + games.size());
        assertEquals(attempts(files(table(LakeTable.MOVES))), attempts(games), "the same tasks wrote both tables");
        assertFalse(jobs.isEmpty());
        assertTrue(jobs.stream().noneMatch(job -> job.startsWith("ingest: games")), jobs.toString());
        long moveJobs = jobs.stream().filter(job -> job.startsWith("ingest: moves")).count();
        assertEquals(1, moveJobs, jobs.toString());
    }

    @Test
    void eachGamesFileHoldsItsRowsInSourceAndGameNumberOrder() throws IOException {
        assertOrdered(files(table(LakeTable.GAMES)));
    }

    /**
     * Databases are packed in the order of their files, which is not always that of their sources:
     * a-b.pgn comes before a.pgn, source a before a-b. The four databases fill two tasks of two.
     */
    @Test
    void aTaskReadsItsDatabasesInSourceOrder() throws IOException {
        Path input = Files.createDirectories(temp.resolve("file-order"));
        for (String name : List.of("a-b", "a", "c-d", "c")) {
            Files.copy(Path.of("sample-data/famous-games.pgn"), input.resolve(name + ".pgn"));
        }
        Path other = temp.resolve("file-order-lake");
        new Ingest(SPARK, IngestJob.parse("--input", input.toString(), "--output", other.toString(),
                "--tables", "games,moves")).run();
        Table games = IcebergLake.embedded(SPARK, other.toString()).table(LakeTable.GAMES).orElseThrow();
        List<DataFile> files = files(games);
        assertEquals(2, files.size(), files.toString());
        assertOrdered(files);
        Set<String> firstSources = new TreeSet<>();
        SPARK.read().parquet(files.get(0).location()).select("source").distinct().collectAsList()
                .forEach(row -> firstSources.add(row.getString(0)));
        assertTrue(firstSources.equals(Set.of("a", "a-b")) || firstSources.equals(Set.of("c", "c-d")), firstSources.toString());
    }

    private static void assertOrdered(List<DataFile> files) {
        for (DataFile file : files) {
            List<Row> rows = SPARK.read().parquet(file.location()).select("source", "game_number").collectAsList();
            assertEquals(file.recordCount(), rows.size());
            for (int i = 1; i < rows.size(); i++) {
                Row before = rows.get(i - 1);
                Row row = rows.get(i);
                int order = before.getString(0).compareTo(row.getString(0));
                assertTrue(order < 0 || order == 0 && before.getLong(1) < row.getLong(1),
                        file.location() + ": " + before + " before " + row);
            }
        }
    }

    @Test
    void theBloomFiltersOfAGamesFileHoldItsHashes() throws IOException {
        for (DataFile file : files(table(LakeTable.GAMES))) {
            List<Row> rows = SPARK.read().parquet(file.location()).select("game_id", "main_line_key").collectAsList();
            try (ParquetFileReader reader = ParquetFileReader.open(HadoopInputFile.fromPath(
                    new org.apache.hadoop.fs.Path(file.location()), new Configuration()))) {
                assertEquals(1, reader.getFooter().getBlocks().size(), file.location());
                BlockMetaData block = reader.getFooter().getBlocks().get(0);
                Map<String, BloomFilter> blooms = new HashMap<>();
                for (ColumnChunkMetaData column : block.getColumns()) {
                    String name = column.getPath().toDotString();
                    if (name.equals("game_id") || name.equals("main_line_key")) {
                        assertFalse(column.hasDictionaryPage(), file.location() + " " + name);
                        blooms.put(name, reader.readBloomFilter(column));
                    }
                }
                assertEquals(Set.of("game_id", "main_line_key"), blooms.keySet());
                for (Row row : rows) {
                    assertTrue(blooms.get("game_id").findHash(blooms.get("game_id").hash(row.getLong(0))), row.toString());
                    if (!row.isNullAt(1)) {
                        BloomFilter keys = blooms.get("main_line_key");
                        assertTrue(keys.findHash(keys.hash(row.getLong(1))), row.toString());
                    }
                }
            }
        }
    }

    /**
     * The moves file and the games file a task wrote side by side each have their table's settings:
     * the moves' game_id a dictionary, the games' game_id none (the games' writer takes nothing
     * from, and gives nothing to, the moves writer of the same task); both footers name chesslake's writer.
     */
    @Test
    void aTasksMovesAndGamesFilesKeepTheirOwnTablesEncodings() throws IOException {
        Map<String, Set<Boolean>> gameIdDictionary = new HashMap<>();
        for (LakeTable table : List.of(LakeTable.MOVES, LakeTable.GAMES)) {
            for (DataFile file : files(table(table))) {
                try (ParquetFileReader reader = ParquetFileReader.open(HadoopInputFile.fromPath(
                        new org.apache.hadoop.fs.Path(file.location()), new Configuration()))) {
                    String createdBy = reader.getFooter().getFileMetaData().getCreatedBy();
                    assertTrue(createdBy.startsWith("chesslake version "), file.location() + ": " + createdBy);
                    for (BlockMetaData block : reader.getFooter().getBlocks()) {
                        for (ColumnChunkMetaData column : block.getColumns()) {
                            if (column.getPath().toDotString().equals("game_id")) {
                                gameIdDictionary.computeIfAbsent(table.tableName(), name -> new TreeSet<>())
                                        .add(column.hasDictionaryPage());
                            }
                        }
                    }
                }
            }
        }
        assertEquals(Map.of("moves", Set.of(true), "games", Set.of(false)), gameIdDictionary);
    }

    /**
     * Each task's file holds a range of the sources it packed: a query for one source plans the files
     * holding it and not every file.
     */
    @Test
    void theSourceBoundsOfTheGamesFilesPruneAQueryForOneSource() throws IOException {
        Table games = table(LakeTable.GAMES);
        List<DataFile> all = files(games);
        Map<String, Set<String>> holding = new HashMap<>();
        for (DataFile file : all) {
            for (Row row : SPARK.read().parquet(file.location()).select("source").distinct().collectAsList()) {
                holding.computeIfAbsent(row.getString(0), source -> new TreeSet<>()).add(file.location());
            }
        }
        assertTrue(holding.size() > all.size(), "a task packs several sources: " + holding);
        for (Map.Entry<String, Set<String>> source : holding.entrySet()) {
            Set<String> planned = new TreeSet<>();
            try (CloseableIterable<FileScanTask> tasks = games.newScan()
                    .filter(Expressions.equal("source", source.getKey())).planFiles()) {
                tasks.forEach(task -> planned.add(task.file().location()));
            }
            // Iceberg keeps the first 16 characters of a bound: xiangqi/xiangqi-chinese-gbk and
            // xiangqi/xiangqi-wxf-utf8, in two files, share them, so each plans both of those files
            assertTrue(planned.containsAll(source.getValue()), source.getKey() + ": " + planned);
            assertTrue(planned.size() < all.size(), source.getKey() + ": " + planned);
        }
    }
}
