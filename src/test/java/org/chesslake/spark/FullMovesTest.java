package org.chesslake.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.chesslake.testing.Corpus;
import org.chesslake.testing.TestSpark;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The moves table and the full table's nested moves are written by different row writers (a
 * mutable row for the one, an UnsafeArrayData for the other): both must give the same values, for
 * every column and for pruned selections, on games with variations, NAGs, comments, clocks,
 * evaluations and non-ASCII notation.
 */
class FullMovesTest {

    private static final String[] PRUNED = {"game_id", "parent_line_id", "ply", "san", "notation", "nags", "clock_ms", "eval_cp"};

    private final SparkSession spark = TestSpark.session();

    private static List<String> sorted(Dataset<Row> rows) {
        return rows.collectAsList().stream().map(Row::toString).sorted().toList();
    }

    private void assertSameMoves(String format, String path) {
        Dataset<Row> moves = spark.read().format(format).option("table", "moves").load(path);
        Dataset<Row> nested = spark.read().format(format).option("table", "full").load(path).selectExpr("game_id", "inline(moves)");
        assertEquals(List.of(moves.columns()), List.of(nested.columns()));
        List<String> all = sorted(moves);
        assertTrue(all.size() > 0, path);
        assertEquals(all, sorted(nested), path);
        assertEquals(sorted(moves.selectExpr(PRUNED)), sorted(nested.selectExpr(PRUNED)), path);
    }

    @ParameterizedTest(name = "{0} {1}")
    @CsvSource({"scid,sample-data/scid/famous.si4", "pgn,sample-data/famous-games.pgn",
            "xqpgn,sample-data/xiangqi/xiangqi-wxf-utf8.pgn", "xqpgn,sample-data/xiangqi/xiangqi-chinese-gbk.pgn"})
    void sampleData(String format, String path) {
        assertSameMoves(format, path);
    }

    @Test
    void corpusGamesWithClocksNagsAndVariations() {
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
