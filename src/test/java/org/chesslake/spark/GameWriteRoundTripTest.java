package org.chesslake.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.StructType;
import org.chesslake.chess.ChessVariant;
import org.chesslake.testing.Corpus;
import org.chesslake.testing.CorpusTest;
import org.chesslake.testing.GameLines.HeaderView;
import org.chesslake.testing.GameLines;
import org.chesslake.testing.TestSpark;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A sample of every corpus format (and the sample databases of the two formats the corpus lacks)
 * read as the full table, written back out with {@code df.write().format("pgn")} and
 * {@code format("scid")}, and read again: the games written and no other, game by game the same
 * header, tags, start position, moves, variations, comments, NAGs, clocks, evaluations and position
 * keys ({@link GameLines#compare}). Prints matched / total per format. What a format cannot hold is named here and on the export page (export.md).
 */
@CorpusTest
class GameWriteRoundTripTest {

    /** Small sets of each format: edge cases, clocks and evaluations, variations, Chess960, xiangqi. */
    private static final List<String> CORPUS_SETS = List.of("pgn/edge/*.pgn", "pgn/lichess_db/lichess.pgn",
            "pgn/chessbase/cbh_GamesWithVariations.pgn", "pgn/chessbase/cbh_Chess960.pgn",
            "scid/small/small.si4", "scid/small/small5.si5", "dcg/*/*.dci",
            "cbh/chesscore_capa/Capa.cbh", "cbh/libcbh_chessbase_export/*.cbh",
            "xiangqi/wukong_xqdb/xqdb_*.pgn", "xiangqi/wukong_xqdb/bulk_games_uci.pgn", "xiangqi/xqbase_eleeye_CCGC/*.PGN", "xiangqi/hbsxcjp_cchess/*.XQF",
            "xiangqi/walker8088_cchess_testdata/tests/data/*.xqf", "xiangqi/walker8088_cchess_testdata/tests/data/*.cbr",
            "xiangqi/walker8088_cchess_testdata/tests/data/*.CBL");
    private static final List<String> SAMPLE_DATA = List.of("sample-data/cbf/famous.cbi", "sample-data/chessassistant/famous.cdp");
    @TempDir
    static Path temp;

    private static final SparkSession SPARK = TestSpark.session();
    private static StructType schema;
    private static List<Row> games;

    @BeforeAll
    static void readTheCorpusSets() {
        Path root = Corpus.root();
        List<String> paths = new ArrayList<>(CORPUS_SETS.stream().map(set -> root.resolve(set).toString()).toList());
        paths.addAll(SAMPLE_DATA);
        Dataset<Row> full = GameLines.ordered(SPARK.read().format("chess").option("table", "full")
                .load(paths.toArray(String[]::new)).where("decode_error IS NULL"));
        schema = full.schema();
        games = full.collectAsList();
    }

    @Test
    void everyFormatComesBackFromPgnGameByGame() {
        String out = temp.resolve("pgn").toString();
        SPARK.createDataFrame(games, schema).coalesce(1).write().format("pgn").save(out);
        // each variant has its own file: the games read back are the chess file's, then the xiangqi file's
        List<GameLines.GameLine> written = new ArrayList<>(GameLines.of(games, GameLines.PGN));
        written.sort(Comparator.comparing(GameLines.GameLine::xiangqi));
        GameLines.Comparison comparison = GameLines.compare(written, readBack("chess", out, GameLines.PGN));
        System.out.println("format(\"pgn\") round trip, matched / total: " + comparison.counts());
        comparison.mismatches().stream().limit(5).forEach(m -> System.out.println("  MISMATCH " + m));
        assertEquals(List.of(), comparison.mismatches().subList(0, Math.min(5, comparison.mismatches().size())));
        assertEquals(Set.of("cbf", "cbh", "cbl", "cbr", "chessassistant", "dcg", "pgn", "scid", "xqf", "xqpgn"),
                comparison.perFormat().keySet(), "every format is in the round trip");
        comparison.perFormat().forEach((format, counts) -> assertTrue(counts[0] > 0 && counts[0] == counts[1], format));
    }

    @Test
    void theChessGamesComeBackFromScidGameByGame() {
        String out = temp.resolve("scid").toString();
        List<Row> chess = games.stream().filter(GameWriteRoundTripTest::isStandardChess).toList();
        SPARK.createDataFrame(chess, schema).coalesce(1).write().format("scid").save(out);
        GameLines.Comparison comparison = GameLines.compare(GameLines.of(chess, GameLines.SCID), readBack("scid", out, GameLines.SCID));
        System.out.println("format(\"scid\") round trip, matched / total: " + comparison.counts());
        comparison.mismatches().stream().limit(5).forEach(m -> System.out.println("  MISMATCH " + m));
        assertEquals(List.of(), comparison.mismatches().subList(0, Math.min(5, comparison.mismatches().size())));
        assertEquals(Set.of("cbf", "cbh", "chessassistant", "dcg", "pgn", "scid"), comparison.perFormat().keySet());
    }

    /** SCID 4 holds standard chess: no xiangqi, no Chess960. */
    private static boolean isStandardChess(Row game) {
        String variant = null;
        for (Row tag : game.<Row>getList(game.fieldIndex("tags"))) {
            if (tag.getString(0).equals("Variant")) {
                variant = tag.getString(1);
            }
        }
        return "chess".equals(game.getAs("variant")) && ChessVariant.of(variant) == ChessVariant.STANDARD;
    }

    private static List<String> readBack(String format, String directory, HeaderView view) {
        List<Row> back = GameLines.ordered(SPARK.read().format(format).option("table", "full").load(directory)).collectAsList();
        assertEquals(List.of(), back.stream().filter(row -> row.getAs("decode_error") != null)
                .map(row -> row.getAs("decode_error")).toList(), "every game written reads back");
        return GameLines.of(back, view).stream().map(GameLines.GameLine::line).toList();
    }
}
