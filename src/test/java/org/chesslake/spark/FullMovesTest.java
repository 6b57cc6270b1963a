package org.chesslake.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.apache.iceberg.DataFile;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.chesslake.ingest.MovesFiles;
import org.chesslake.testing.Corpus;
import org.chesslake.testing.CorpusTest;
import org.chesslake.testing.TestSpark;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The moves table, the full table's nested moves and the ingest's moves files are written by
 * different writers (a mutable row, an UnsafeArrayData, Parquet's typed columns): all must give the same values, for
 * every column and for pruned selections, on games with variations, NAGs, comments, clocks,
 * evaluations and non-ASCII notation.
 */
class FullMovesTest {

    private static final String[] PRUNED = {"game_id", "source", "parent_line_id", "ply", "san", "notation", "nags", "clock_ms", "eval_cp"};

    private final SparkSession spark = TestSpark.session();

    @TempDir
    Path temp;

    private static List<String> sorted(Dataset<Row> rows) {
        return rows.collectAsList().stream().map(Row::toString).sorted().toList();
    }

    private void assertSameMoves(String format, String path) throws IOException {
        Dataset<Row> moves = spark.read().format(format).option("table", "moves").load(path);
        Dataset<Row> nested = spark.read().format(format).option("table", "full").load(path).selectExpr("game_id", "inline(moves)", "source");
        assertEquals(List.of(moves.columns()), List.of(nested.columns()));
        List<String> all = sorted(moves);
        assertTrue(all.size() > 0, path);
        assertEquals(all, sorted(nested), path);
        assertEquals(sorted(moves.selectExpr(PRUNED)), sorted(nested.selectExpr(PRUNED)), path);

        Path files = Files.createTempDirectory(temp, "moves");
        MovesFiles.Written written = MovesFiles.write(spark, List.of(path), Map.of(), MovesFileTargets.in(files, Long.MAX_VALUE),
                MovesFileTargets.games(temp.resolve("games-" + files.getFileName())), null,
                temp.resolve("names-" + files.getFileName()).toUri().toString());
        Dataset<Row> fromFiles = spark.read().parquet(files.toString());
        assertEquals(List.of(moves.columns()), List.of(fromFiles.columns()));
        assertEquals(all, sorted(fromFiles), path);
        // the games rows the tasks wrote are those of a read of the games table, every column
        Dataset<Row> games = spark.read().format(format).load(path);
        assertEquals(games.count(), written.games(), path);
        assertEquals(List.of(games.columns()), List.of(written.games(spark).columns()));
        assertEquals(sorted(games), sorted(written.games(spark)), path);
        // and the names they counted those of a read of the names table, where the names are a tally
        // of the headers (SCID's are in its name file: the tasks count none)
        boolean nameFile = format.equals("scid");
        assertEquals(nameFile ? List.of() : sorted(spark.read().format(format).option("table", "names").load(path)),
                sorted(written.names(spark)), path);
        assertEquals(nameFile ? java.util.Set.of() : java.util.Set.copyOf(sorted(games.select("source").distinct())),
                java.util.Set.copyOf(written.namesCounted().stream().map(source -> "[" + source + "]").toList()), path);
    }

    @Test
    void movesFilesCloseAtTheTargetSizeAfterAWholeGame() throws IOException {
        String path = "sample-data/famous-games.pgn";
        Path files = Files.createTempDirectory(temp, "rolled");
        MovesFiles.Written written = MovesFiles.write(spark, List.of(path), Map.of(), MovesFileTargets.in(files, 1),
                MovesFileTargets.games(temp.resolve("rolled-games")), null, temp.resolve("rolled-names").toUri().toString());
        Dataset<Row> moves = spark.read().format("pgn").option("table", "moves").load(path);
        assertEquals(moves.select("game_id").distinct().count(), written.moveFiles().size(), "one file per game with moves");
        assertEquals(moves.count(), written.moveFiles().stream().mapToLong(DataFile::recordCount).sum());
        assertEquals(sorted(moves), sorted(spark.read().parquet(files.toString())));
    }

    /**
     * A PGN read by several tasks: each counts the names of its games, and the names rows have each
     * (kind, name) once with the games of all tasks ("Casual game": games 1, 2, 3 and 11).
     */
    @Test
    void theNamesOfAPgnReadBySeveralTasksAreSummed() throws IOException {
        String path = "sample-data/famous-games.pgn";
        Map<String, String> split = Map.of("bytesPerPartition", "1000");
        Path files = Files.createDirectories(temp.resolve("split"));
        MovesFiles.Written written = MovesFiles.write(spark, List.of(path), split, MovesFileTargets.in(files, Long.MAX_VALUE),
                MovesFileTargets.games(temp.resolve("split-games")), null, temp.resolve("split-names").toUri().toString());
        assertTrue(written.nameFiles().size() >= 3, "tasks: " + written.nameFiles().size());
        List<String> names = sorted(spark.read().format("pgn").option("table", "names").load(path));
        assertEquals(names, sorted(written.names(spark)));
        assertEquals(4L, written.names(spark).where("kind = 'event' AND name = 'Casual game'").first().<Long>getAs("games"));
        long countedMoreThanOnce = 0;
        for (String file : written.nameFiles()) {
            countedMoreThanOnce += spark.read().parquet(file).where("kind = 'event' AND name = 'Casual game'").count();
        }
        assertTrue(countedMoreThanOnce >= 2, "'Casual game' counted by " + countedMoreThanOnce + " tasks");
    }

    @ParameterizedTest(name = "{0} {1}")
    @CsvSource({"scid,sample-data/scid/famous.si4", "pgn,sample-data/famous-games.pgn",
            "xqpgn,sample-data/xiangqi/xiangqi-wxf-utf8.pgn", "xqpgn,sample-data/xiangqi/xiangqi-chinese-gbk.pgn"})
    void sampleData(String format, String path) throws IOException {
        assertSameMoves(format, path);
    }

    @Test
    @CorpusTest
    void corpusGamesWithClocksNagsAndVariations() throws IOException {
        String clocks = Corpus.path("pgn/lichess_db/lichess.pgn").toString();
        String variations = Corpus.path("pgn/chessbase/cbh_GamesWithVariations.pgn").toString();
        String nags = Corpus.path("pgn/edge/pgn-extract_test-nagcomments.pgn").toString();
        for (String path : List.of(clocks, variations, nags)) {
            assertSameMoves("pgn", path);
        }
        // the comparison covers the columns that are usually null or empty
        Dataset<Row> moves = spark.read().format("pgn").option("table", "moves").load(clocks, variations, nags);
        for (String filled : List.of("clock_ms IS NOT NULL", "eval_cp IS NOT NULL", "size(nags) > 0",
                "parent_line_id IS NOT NULL", "comment_after IS NOT NULL", "comment_before IS NOT NULL")) {
            assertTrue(moves.where(filled).count() > 0, filled);
        }
    }
}
