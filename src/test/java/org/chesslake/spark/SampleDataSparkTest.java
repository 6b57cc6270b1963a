package org.chesslake.spark;

import static org.apache.spark.sql.functions.spark_partition_id;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SparkSession;
import org.chesslake.files.InputFile;
import org.chesslake.format.DecodeLevel;
import org.chesslake.format.FormatOptions;
import org.chesslake.format.Formats;
import org.chesslake.format.GameCursor;
import org.chesslake.format.GameDatabase;
import org.chesslake.format.GameFormat;
import org.chesslake.format.Split;
import org.chesslake.testing.TestSpark;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The DataSource behaviour on {@code sample-data/}, so a fresh clone exercises it: splits, column
 * pruning, pushed filters and read modes. Pruning and pushdown are proved by damage: the records
 * of the games a query must not decode are overwritten, and the read in FAILFAST succeeds only if
 * they are never decoded (the same read without the filter must fail, or the damage proves nothing).
 */
class SampleDataSparkTest {

    private static final Path SAMPLE = Path.of("sample-data");
    private static final int GAMES = 11;
    /** Games with year < 1860 in the sample (Legall 1750, Anderssen 1851 and 1852, Morphy 1858, Greco 1620). */
    private static final List<Long> EARLY = List.of(1L, 2L, 3L, 4L, 11L);

    private final SparkSession spark = TestSpark.session();

    @TempDir
    Path temp;

    private static List<String> rows(Dataset<Row> rows) {
        return rows.collectAsList().stream().map(Row::toString).sorted().toList();
    }

    @ParameterizedTest(name = "{0} at {1} games per partition")
    @CsvSource({"scid,scid/famous.si4,1", "scid,scid/famous.si4,3", "scid,scid/famous.si4,11",
            "dcg,dcg/famous.dci,2", "dcg,dcg/famous.dci,50000", "cbf,cbf/famous.cbi,4",
            "chessassistant,chessassistant/famous.cdp,5", "chessassistant,chessassistant/famous.cdp,1"})
    void everyGameLandsInExactlyOnePartition(String format, String file, int gamesPerPartition) {
        String path = SAMPLE.resolve(file).toString();
        String[] columns = {"game_number", "game_id", "white", "black", "result", "ply_count", "decode_error"};
        Dataset<Row> sequential = spark.read().format(format).option("gamesPerPartition", Integer.MAX_VALUE).load(path)
                .selectExpr(columns);
        Dataset<Row> split = spark.read().format(format).option("gamesPerPartition", gamesPerPartition).load(path);
        List<String> expected = rows(sequential);
        int games = expected.size();
        assertTrue(games >= 7, "the sample database holds the famous games (CBF cannot hold four of them)");
        assertEquals((games + gamesPerPartition - 1) / gamesPerPartition, split.rdd().getNumPartitions());
        // one read of the split: each game's columns, then the partition it landed in
        List<Row> read = split.selectExpr(columns).withColumn("p", spark_partition_id()).collectAsList();
        assertEquals(expected, read.stream().map(row -> RowFactory.create(IntStream.range(0, columns.length)
                .mapToObj(row::get).toArray()).toString()).sorted().toList());
        Map<Integer, List<Long>> byPartition = new HashMap<>();
        for (Row row : read) {
            byPartition.computeIfAbsent(row.<Integer>getAs("p"), p -> new ArrayList<>()).add(row.<Long>getAs("game_number"));
        }
        long[] seen = new long[games + 1];
        byPartition.values().forEach(numbers -> {
            long first = numbers.stream().mapToLong(Long::longValue).min().orElseThrow();
            assertEquals(numbers.size(), numbers.stream().mapToLong(Long::longValue).max().orElseThrow() - first + 1,
                    "a partition is one contiguous range");
            numbers.forEach(n -> seen[n.intValue()]++);
        });
        assertTrue(Arrays.stream(seen, 1, games + 1).allMatch(c -> c == 1), "every game exactly once");
    }

    @ParameterizedTest(name = "xiangqi PGN at {0} bytes per partition")
    @CsvSource({"1", "200", "1500", "134217728"})
    void everyXiangqiGameLandsInExactlyOneByteSplit(long bytesPerPartition) {
        String path = SAMPLE.resolve("xiangqi").toString();
        String[] columns = {"source", "game_number", "white", "black", "result", "ply_count", "decode_error"};
        List<String> sequential = rows(spark.read().format("xqpgn").load(path).selectExpr(columns));
        assertTrue(sequential.size() >= 2);
        assertEquals(sequential, rows(spark.read().format("xqpgn").option("bytesPerPartition", bytesPerPartition)
                .load(path).selectExpr(columns)));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"scid,scid,famous.si4,famous.sg4", "dcg,dcg,famous.dci,famous.dcg",
            "chessassistant,chessassistant,famous.cdp,famous.d02"})
    void aGamesQueryWithoutRecordColumnsNeverReadsTheRecords(String format, String dir, String index, String records)
            throws IOException {
        Path copy = copy(dir);
        List<String> expected = rows(spark.read().format(format).load(SAMPLE.resolve(dir).resolve(index).toString())
                .select("game_number", "white", "black", "year", "result"));
        damageRecords(copy.resolve(index), copy.resolve(records), n -> true);
        String path = copy.resolve(index).toString();
        // the damage is real: decoding any record fails
        assertThrows(Exception.class, () -> spark.read().format(format).option("mode", "FAILFAST").load(path)
                .select("game_number", "ply_count", "tags").collectAsList());
        assertEquals(expected, rows(spark.read().format(format).option("mode", "FAILFAST").load(path)
                .select("game_number", "white", "black", "year", "result")));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"scid,scid,famous.si4,famous.sg4", "dcg,dcg,famous.dci,famous.dcg",
            "chessassistant,chessassistant,famous.cdp,famous.d02"})
    void aPushedFilterSkipsGamesBeforeTheirRecordsAreDecoded(String format, String dir, String index, String records)
            throws IOException {
        Path copy = copy(dir);
        String[] columns = {"game_number", "white", "ply_count", "start_fen", "decode_error"};
        List<String> expected = rows(spark.read().format(format).load(SAMPLE.resolve(dir).resolve(index).toString())
                .where("year < 1860").selectExpr(columns));
        assertEquals(EARLY.size(), expected.size());
        damageRecords(copy.resolve(index), copy.resolve(records), n -> !EARLY.contains(n));
        String path = copy.resolve(index).toString();
        assertThrows(Exception.class, () -> spark.read().format(format).option("mode", "FAILFAST").load(path)
                .selectExpr(columns).collectAsList());
        assertEquals(expected, rows(spark.read().format(format).option("mode", "FAILFAST").load(path)
                .where("year < 1860").selectExpr(columns)));
        assertEquals(expected, rows(spark.read().format(format).option("mode", "FAILFAST").option("table", "full")
                .load(path).where("year < 1860").selectExpr(columns)));
    }

    @Test
    void aDamagedRecordIsADecodeErrorInPermissiveModeAndFailsTheReadInFailfast() throws IOException {
        Path copy = copy("scid");
        damageRecords(copy.resolve("famous.si4"), copy.resolve("famous.sg4"), n -> n == 5);
        String path = copy.resolve("famous.si4").toString();
        List<Row> games = spark.read().format("scid").load(path).orderBy("game_number")
                .select("game_number", "decode_error").collectAsList();
        assertEquals(GAMES, games.size(), "the damaged game keeps its games row");
        for (Row game : games) {
            if (game.getLong(0) == 5) {
                assertNotNull(game.getString(1));
                assertTrue(game.getString(1).contains("famous.sg4: game 5 at byte"), game.getString(1));
            } else {
                assertNull(game.getString(1));
            }
        }
        Exception failure = assertThrows(Exception.class, () -> spark.read().format("scid").option("mode", "FAILFAST")
                .option("table", "moves").load(path).count());
        assertTrue(String.valueOf(causes(failure)).contains("game 5"), causes(failure));
    }

    @Test
    void smallDatabasesArePackedIntoSharedPartitionsAndBigOnesKeepTheirSplits() {
        String all = SAMPLE.toString();
        Dataset<Row> packed = spark.read().format("chess").load(all);
        int shared = packed.rdd().getNumPartitions();
        assertTrue(shared >= 2 && shared < 7, "seven small databases share partitions, at least one per core: " + shared);
        List<String> expected = rows(packed.select("source", "game_number", "white", "ply_count"));
        Dataset<Row> onePerDatabase = spark.read().format("chess").option("maxPartitionBytes", 1).load(all);
        assertEquals(7, onePerDatabase.rdd().getNumPartitions());
        assertEquals(expected, rows(onePerDatabase.select("source", "game_number", "white", "ply_count")));
        // each indexed database cut into splits of 3 games keeps a partition per split (11 games: 4, CBF's 7: 3);
        // the chess PGN and the two xiangqi files, one byte split each, share the two cores' partitions
        Dataset<Row> mixed = spark.read().format("chess").option("gamesPerPartition", 3).load(all);
        int textPartitions = mixed.rdd().getNumPartitions() - (3 * 4 + 3);
        assertTrue(textPartitions >= 2 && textPartitions < 3 + 1, "the three text files' partitions: " + textPartitions);
        assertEquals(expected, rows(mixed.select("source", "game_number", "white", "ply_count")));
        assertEquals(rows(spark.read().format("chess").option("table", "names").option("maxPartitionBytes", 1).load(all)),
                rows(spark.read().format("chess").option("table", "names").load(all)));
    }

    private static String causes(Throwable t) {
        StringBuilder all = new StringBuilder();
        for (Throwable c = t; c != null; c = c.getCause()) {
            all.append(c.getMessage()).append(" | ");
        }
        return all.toString();
    }

    private Path copy(String dir) throws IOException {
        Path target = temp.resolve(dir);
        Files.createDirectories(target);
        try (Stream<Path> files = Files.list(SAMPLE.resolve(dir))) {
            for (Path file : files.toList()) {
                Files.copy(file, target.resolve(file.getFileName()));
            }
        }
        return target;
    }

    /**
     * Overwrites the record bytes of the games {@code damaged} selects, from where the cursor says the
     * record is to 4 bytes before the next one (a format's offset may point past a length prefix).
     */
    static void damageRecords(Path index, Path records, java.util.function.LongPredicate damaged) throws IOException {
        TreeMap<Long, Long> gameAt = new TreeMap<>();
        GameFormat format = Formats.detect(InputFile.local(index)).orElseThrow();
        try (GameDatabase db = format.open(InputFile.local(index), FormatOptions.NONE);
             GameCursor cursor = db.cursor(new Split(0, db.entryCount()), DecodeLevel.MOVES)) {
            while (cursor.next()) {
                cursor.game();
                gameAt.put(cursor.offset(), cursor.gameNumber());
            }
        }
        long size = Files.size(records);
        try (RandomAccessFile file = new RandomAccessFile(records.toFile(), "rw")) {
            for (Map.Entry<Long, Long> game : gameAt.entrySet()) {
                if (damaged.test(game.getValue())) {
                    Long next = gameAt.higherKey(game.getKey());
                    byte[] junk = new byte[(int) Math.max(1, (next == null ? size : next - 4) - game.getKey())];
                    Arrays.fill(junk, (byte) 0xFF);
                    file.seek(game.getKey());
                    file.write(junk);
                }
            }
        }
    }
}
