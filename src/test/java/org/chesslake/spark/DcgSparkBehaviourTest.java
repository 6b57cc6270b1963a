package org.chesslake.spark;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.spark_partition_id;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.chesslake.testing.Corpus;
import org.chesslake.testing.CorpusTest;
import org.chesslake.testing.TestSpark;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The shared DataSource behaviour, on real DCG databases from the corpus: partitioning, column
 * pruning to decode levels, pushed filters, and bad input in PERMISSIVE and FAILFAST.
 */
class DcgSparkBehaviourTest {

    private static final String SET = "dcg/small_dortmund_latin1";
    private static final String NAME = "small_dortmund_latin1";
    private static final int GAMES = 347;
    private static final int ENTRY = 39;
    private static final int INDEX_HEADER = 19;

    private final SparkSession spark = TestSpark.session();

    @TempDir
    Path temp;

    private String database() {
        return Corpus.path(SET).resolve(NAME + ".dci").toString();
    }

    private static List<String> rows(Dataset<Row> rows) {
        return rows.collectAsList().stream().map(Row::toString).sorted().toList();
    }

    @ParameterizedTest(name = "{0} games per partition")
    @ValueSource(ints = {1, 2, 7, 100, 50_000})
    @CorpusTest
    void everyGameLandsInExactlyOnePartition(int gamesPerPartition) {
        String[] columns = {"game_number", "game_id", "white", "black", "result", "ply_count"};
        Dataset<Row> sequential = spark.read().format("dcg").option("gamesPerPartition", Integer.MAX_VALUE).load(database())
                .selectExpr(columns);
        Dataset<Row> split = spark.read().format("dcg").option("gamesPerPartition", gamesPerPartition).load(database());
        assertEquals((GAMES + gamesPerPartition - 1) / gamesPerPartition, split.rdd().getNumPartitions());
        assertEquals(rows(sequential), rows(split.selectExpr(columns)));

        // each partition holds one contiguous range, and the ranges tile 1..GAMES
        Map<Integer, List<Long>> byPartition = new HashMap<>();
        for (Row row : split.select(spark_partition_id().as("p"), col("game_number")).collectAsList()) {
            byPartition.computeIfAbsent(row.getInt(0), p -> new ArrayList<>()).add(row.getLong(1));
        }
        long[] seen = new long[GAMES + 1];
        byPartition.values().forEach(numbers -> {
            long first = numbers.stream().mapToLong(Long::longValue).min().orElseThrow();
            assertEquals(numbers.size(), numbers.stream().mapToLong(Long::longValue).max().orElseThrow() - first + 1);
            numbers.forEach(n -> seen[n.intValue()]++);
        });
        assertTrue(Arrays.stream(seen, 1, GAMES + 1).allMatch(c -> c == 1), "every game exactly once");
    }

    @Test
    @CorpusTest
    void aGamesQueryWithoutMoveColumnsNeverReadsTheGameRecords() throws IOException {
        CorpusCopy copy = CorpusCopy.of(Corpus.path(SET), temp.resolve("corrupt"));
        long size = copy.file(NAME + ".dcg").toFile().length();
        byte[] garbage = new byte[(int) size - 10];
        Arrays.fill(garbage, (byte) 0xFF);
        copy.write(NAME + ".dcg", 10, garbage); // every record destroyed; index and names intact
        String path = copy.file(NAME + ".dci").toString();

        Dataset<Row> indexOnly = spark.read().format("dcg").option("mode", "FAILFAST").load(path)
                .select("game_number", "white", "black", "result", "year", "white_elo");
        assertEquals(GAMES, indexOnly.count());
        assertEquals(rows(spark.read().format("dcg").load(database()).select("game_number", "white", "black", "result", "year", "white_elo")),
                rows(indexOnly));

        assertEquals(0, spark.read().format("dcg").option("table", "moves").load(path).count());
        assertEquals(GAMES, spark.read().format("dcg").load(path).where("decode_error is not null").count());
        Exception failed = assertThrows(Exception.class,
                () -> spark.read().format("dcg").option("table", "moves").option("mode", "FAILFAST").load(path).count());
        String records = copy.file(NAME + ".dcg").toString();
        assertTrue(messages(failed).contains(records + ": game 1 at byte 10: "), messages(failed));
    }

    @Test
    @CorpusTest
    void pushedFiltersSkipGamesAndKeepTheAnswer() {
        Dataset<Row> games = spark.read().format("dcg").load(database());
        String filter = "white_elo >= 2600 and result in ('1-0', '0-1') and year >= 1995";
        long expected = games.collectAsList().stream().filter(r -> {
            Integer elo = r.getAs("white_elo");
            Integer year = r.getAs("year");
            String result = r.getAs("result");
            return elo != null && elo >= 2600 && year != null && year >= 1995 && (result.equals("1-0") || result.equals("0-1"));
        }).count();
        Dataset<Row> filtered = games.where(filter);
        assertTrue(filtered.queryExecution().executedPlan().toString().contains("pushed"),
                filtered.queryExecution().executedPlan().toString());
        assertEquals(expected, filtered.count());
        assertTrue(expected > 0, "the filter should keep some games of this set");
    }

    @Test
    @CorpusTest
    void aBadIndexEntryKeepsItsRowWithTheErrorAndTheOthersAreRead() throws IOException {
        CorpusCopy copy = CorpusCopy.of(Corpus.path(SET), temp.resolve("bad-entries"));
        long entry4 = INDEX_HEADER + 3L * ENTRY;
        copy.write(NAME + ".dci", entry4 + 1, new byte[] {0x7f, 0, 0, 0, 0, 0, 0, 0}); // game 4: offset far past .dcg
        long entry6 = INDEX_HEADER + 5L * ENTRY;
        copy.write(NAME + ".dci", entry6 + 9, new byte[] {0, 0, 0, 11}); // game 6: white ref off the 36-byte grid
        String path = copy.file(NAME + ".dci").toString();

        Map<Long, Row> games = new HashMap<>();
        spark.read().format("dcg").load(path).collectAsList().forEach(r -> games.put(r.getAs("game_number"), r));
        assertEquals(GAMES, games.size());
        String offsetError = games.get(4L).getAs("decode_error");
        assertNotNull(offsetError);
        String base = copy.file(NAME).toString();
        assertTrue(offsetError.startsWith(base + ".dc") && offsetError.contains(": game 4 at byte "), offsetError);
        String refError = games.get(6L).getAs("decode_error");
        assertNotNull(refError);
        assertTrue(refError.startsWith(base + ".dc") && refError.contains(": game 6 at byte "), refError);
        assertEquals(GAMES - 2, games.values().stream().filter(r -> r.getAs("decode_error") == null).count());
        assertNull(games.get(5L).getAs("decode_error"));

        Exception failed = assertThrows(Exception.class,
                () -> spark.read().format("dcg").option("mode", "FAILFAST").load(path).collectAsList());
        assertTrue(messages(failed).contains(offsetError), messages(failed));
    }

    @Test
    @CorpusTest
    void aDatabaseThatCannotBeOpenedFailsNamingTheFile() throws IOException {
        CorpusCopy truncated = CorpusCopy.of(Corpus.path(SET), temp.resolve("truncated"));
        truncated.truncate(NAME + ".dci", INDEX_HEADER + 10L * ENTRY + 5);
        String truncatedPath = truncated.file(NAME + ".dci").toString();
        Exception e1 = assertThrows(Exception.class, () -> spark.read().format("dcg").load(truncatedPath).count());
        assertTrue(messages(e1).contains(truncatedPath), messages(e1));

        CorpusCopy magic = CorpusCopy.of(Corpus.path(SET), temp.resolve("magic"));
        magic.write(NAME + ".dci", 0, "NotADcgIdx".getBytes());
        String magicPath = magic.file(NAME + ".dci").toString();
        Exception e2 = assertThrows(Exception.class, () -> spark.read().format("dcg").load(magicPath).count());
        assertTrue(messages(e2).contains(magicPath), messages(e2));
    }

    @Test
    void optionsAreCheckedWithAClearMessage() {
        String sample = "sample-data/dcg/famous.dci";
        Exception table = assertThrows(Exception.class,
                () -> spark.read().format("dcg").option("table", "players").load(sample).count());
        assertTrue(messages(table).contains("option table must be games, moves, names or full"), messages(table));
        Exception mode = assertThrows(Exception.class,
                () -> spark.read().format("dcg").option("mode", "LENIENT").load(sample).count());
        assertTrue(messages(mode).contains("option mode must be PERMISSIVE or FAILFAST"), messages(mode));
    }

    @Test
    @CorpusTest
    void namesCountTheGamesThatUseThem() {
        Dataset<Row> games = spark.read().format("dcg").load(database());
        Dataset<Row> names = spark.read().format("dcg").option("table", "names").load(database());
        long kramnikGames = games.where("white = 'Kramnik, Vladimir' or black = 'Kramnik, Vladimir'").count();
        Row kramnik = names.where("kind = 'player' and name = 'Kramnik, Vladimir'").first();
        assertEquals(kramnikGames, (long) kramnik.getAs("games"));
        Row viaGames = games.where("white = 'Kramnik, Vladimir'").select("white_id").first();
        assertEquals((long) kramnik.getAs("name_id"), viaGames.getLong(0));
    }

    static String messages(Throwable e) {
        StringBuilder all = new StringBuilder();
        for (Throwable t = e; t != null; t = t.getCause()) {
            all.append(t.getMessage()).append('\n');
        }
        return all.toString();
    }
}
