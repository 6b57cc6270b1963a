package org.chesslake.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.chesslake.testing.Corpus;
import org.chesslake.testing.CorpusTest;
import org.chesslake.testing.TestSpark;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A directory of XQF and CCBridge files, some of them bad, read with format("chess"): in PERMISSIVE
 * every file keeps its games rows, a bad one with a decode_error naming the file, the game and the
 * byte offset, and a game cut short keeps its legal moves in the moves table; FAILFAST fails with
 * that error.
 */
@CorpusTest
class XiangqiBinarySparkBadInputTest {

    private static final String DATA = "xiangqi/walker8088_cchess_testdata/tests/data/";

    @TempDir
    static Path dir;

    private final SparkSession spark = TestSpark.session();

    @BeforeAll
    static void writeFiles() throws IOException {
        Files.copy(Corpus.path("xiangqi/hbsxcjp_cchess/01.XQF"), dir.resolve("good.xqf"));
        byte[] xqf = Files.readAllBytes(Corpus.path("xiangqi/hbsxcjp_cchess/4.XQF"));
        Files.write(dir.resolve("short-header.xqf"), Arrays.copyOf(xqf, 600));
        byte[] keys = Files.readAllBytes(Corpus.path("xiangqi/hbsxcjp_cchess/01.XQF"));
        keys[0x0D]++;
        Files.write(dir.resolve("keys.xqf"), keys);
        // test2.cbr with its last move record cut inside the comment: h2e2 stays
        Files.write(dir.resolve("cut.cbr"), Arrays.copyOf(Files.readAllBytes(Corpus.path(DATA + "test2.cbr")), 2246));
        Files.copy(Corpus.path(DATA + "1989年龙化杯象棋名师邀请赛35局.CBL"), dir.resolve("library.CBL"));
    }

    @Test
    void permissiveKeepsEveryGameAndNamesTheBytes() {
        Map<String, String> errors = new HashMap<>();
        Map<String, Long> games = new HashMap<>();
        for (Row r : spark.read().format("chess").load(dir.toString())
                .groupBy("source", "format").count().collectAsList()) {
            games.put(r.getString(0) + "/" + r.getString(1), r.getLong(2));
        }
        assertEquals(Map.of("good/xqf", 1L, "short-header/xqf", 1L, "keys/xqf", 1L, "cut/cbr", 1L, "library/cbl", 38L), games);
        for (Row r : spark.read().format("chess").load(dir.toString()).where("decode_error is not null")
                .select("source", "decode_error").collectAsList()) {
            errors.put(r.getString(0), r.getString(1));
        }
        assertEquals(3, errors.size(), errors.toString());
        assertEquals(dir.resolve("short-header.xqf") + ": game 1 at byte 600: truncated header: the file has 600 bytes,"
                + " an XQF header 1024", errors.get("short-header"));
        assertEquals(dir.resolve("keys.xqf") + ": game 1 at byte 12: key checksum is 1, not 0", errors.get("keys"));
        assertTrue(errors.get("cut").startsWith(dir.resolve("cut.cbr") + ": game 1 at byte 2238: move record at byte 2238"),
                errors.get("cut"));
        List<Row> cutMoves = spark.read().format("cbr").option("table", "moves").load(dir.resolve("cut.cbr").toString())
                .select("uci", "comment_after").collectAsList();
        assertEquals(1, cutMoves.size());
        assertEquals(List.of("h2e2", "李2"), List.of(cutMoves.get(0).get(0), cutMoves.get(0).get(1)));
        Row cut = spark.read().format("cbr").load(dir.resolve("cut.cbr").toString()).select("ply_count", "start_fen").first();
        assertEquals(1, cut.getInt(0));
        assertNull(cut.get(1));
    }

    @Test
    void failfastStopsAtTheFirstBadGame() {
        Exception e = assertThrows(Exception.class, () -> spark.read().format("xqf").option("mode", "FAILFAST")
                .load(dir.resolve("keys.xqf").toString()).select("decode_error").collectAsList());
        assertTrue(String.valueOf(e.getMessage()).contains("keys.xqf: game 1 at byte 12: key checksum is 1, not 0"),
                e.getMessage());
    }
}
