package org.chesslake.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.chesslake.testing.Corpus;
import org.chesslake.testing.CorpusTest;
import org.chesslake.testing.TestSpark;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * {@code games.main_line_key} across the corpus pairs that hold the same games in two formats, game
 * n of one being game n of the other: SCID databases and SCID's PGN export of them, DCG databases and
 * the PGN they were written from, modern ChessBase databases and their oracle PGN (ChessBase's own
 * export, the PGN ChessBase imported, or Scidb's conversion). Per pair it counts the games whose keys
 * agree (recall: the same game, the same key) and the games of one side whose key equals that of
 * another game of the other side (games without moves share their start position's), and runs
 * {@code jobs/queries/duplicates.sql} over both: it must find every pair with one key and at least
 * one move, and the other duplicates it finds are counted. Where keys differ or other
 * duplicates are found, the reason is known:
 * <ul>
 * <li>SCID's small and medium sets hold one game twice (python-chess's res_gameUTF8 and res_gameLatin1:
 *     Kramnik - Topalov, its names once in UTF-8, once mis-decoded Latin-1): found 4 times over the
 *     two sides, rightly; and WithVariations holds Short - Felgaer twice (games 27 and 28), found 4 times;</li>
 * <li>medium5's two Chess960 games (2298, 2299): SCID's decoder plays them on a standard board, the
 *     PGN reader by Chess960 rules, and the two give the start position's castling rights different
 *     keys (the position keys of the moves differ the same way);</li>
 * <li>BielMTO's five byes: the imported PGN's result 1/2-0 is no PGN result, so its reader fails them
 *     (no key), while ChessBase stored them as games without moves.</li>
 * </ul>
 */
@CorpusTest
class MainLineKeyCorpusTest {

    @ParameterizedTest(name = "{0}")
    @CsvSource({
        // database, its format, the PGN of the same games, games, pairs whose keys differ, duplicates found between other pairs (why: class comment)
        "scid/small/small.si4, scid, scid/small/small.scid.pgn, 22, 0, 4",
        "scid/small/small5.si5, scid, scid/small/small5.scid.pgn, 22, 0, 4",
        "scid/medium/medium.si4, scid, scid/medium/medium.scid.pgn, 2453, 0, 4",
        "scid/medium/medium5.si5, scid, scid/medium/medium5.scid.pgn, 2455, 2, 4",
        "dcg/small_dortmund_latin1/small_dortmund_latin1.dci, dcg, dcg/small_dortmund_latin1/small_dortmund_latin1.pgn, 347, 0, 0",
        "dcg/small_lichess_study_dated/small_lichess_study_dated.dci, dcg, dcg/small_lichess_study_dated/small_lichess_study_dated.pgn, 64, 0, 0",
        "dcg/small_mate_in_3_fen/small_mate_in_3_fen.dci, dcg, dcg/small_mate_in_3_fen/small_mate_in_3_fen.pgn, 375, 0, 0",
        "dcg/synthetic_edges/synthetic_edges.dci, dcg, dcg/synthetic_edges/synthetic_edges.pgn, 3, 0, 0",
        "dcg/tiny_annotated/tiny_annotated.dci, dcg, dcg/tiny_annotated/tiny_annotated.pgn, 1, 0, 0",
        "cbh/libcbh_chessbase_export/TestBase.cbh, cbh, cbh/libcbh_chessbase_export/TestBase.chessbase.pgn, 4, 0, 0",
        "cbh/libcbh_chessbase_export/NonStandardStart.cbh, cbh, cbh/libcbh_chessbase_export/NonStandardStart.chessbase.pgn, 1, 0, 0",
        "cbh/libcbh_chessbase_export/ManyPromotions.cbh, cbh, cbh/libcbh_chessbase_export/ManyPromotions.chessbase.pgn, 7, 0, 0",
        "cbh/libcbh_chessbase_export/StandardMissingPop.cbh, cbh, cbh/libcbh_chessbase_export/StandardMissingPop.chessbase.pgn, 2, 0, 0",
        "cbh/libcbh_chessbase_export/UnusualStartBytes.cbh, cbh, cbh/libcbh_chessbase_export/UnusualStartBytes.chessbase.pgn, 9, 0, 0",
        "cbh/libcbh_chessbase_export/Chess960NonStandard.cbh, cbh, cbh/libcbh_chessbase_export/Chess960NonStandard.chessbase.pgn, 4, 0, 0",
        "cbh/libcbh_chessbase_export/Corrupt.cbh, cbh, cbh/libcbh_chessbase_export/Corrupt.chessbase.pgn, 4, 0, 0",
        "cbh/libcbh_chessbase_import/BielMTO.cbh, cbh, cbh/libcbh_chessbase_import/BielMTO.source.pgn, 548, 5, 0",
        "cbh/libcbh_chessbase_import/WithVariations.cbh, cbh, cbh/libcbh_chessbase_import/WithVariations.source.pgn, 28, 0, 4",
        "cbh/uncbv_twic1134/twic1134.cbh, cbh, cbh/uncbv_twic1134/twic1134.scidb.pgn, 6117, 0, 0",
        "cbh/chesscore_capa/Capa.cbh, cbh, cbh/chesscore_capa/Capa.scidb.pgn, 113, 0, 0"})
    void theSameGameHasTheSameKeyInBothFormats(String database, String format, String pgn, int games, int differing,
                                               int otherDuplicates) throws IOException {
        Dataset<Row> left = read(format, database, "left");
        Dataset<Row> right = read("pgn", pgn, "right");
        Map<Long, Row> leftRows = rows(left);
        Map<Long, Row> rightRows = rows(right);
        Map<Long, Long> leftKeys = keys(leftRows);
        Map<Long, Long> rightKeys = keys(rightRows);
        assertEquals(games, leftKeys.size(), database + " games");
        assertEquals(games, rightKeys.size(), pgn + " games");

        Map<Long, List<Long>> rightByKey = new HashMap<>();
        rightKeys.forEach((number, key) -> {
            if (key != null) {
                rightByKey.computeIfAbsent(key, k -> new ArrayList<>()).add(number);
            }
        });
        int same = 0;
        int sharedWithOther = 0;
        List<String> different = new ArrayList<>();
        for (long number = 1; number <= games; number++) {
            Long keyA = leftKeys.get(number);
            Long keyB = rightKeys.get(number);
            if (keyA != null && keyA.equals(keyB)) {
                same++;
            } else {
                different.add("game " + number + ": " + keyA + " vs " + keyB);
            }
            if (keyA != null) {
                for (long other : rightByKey.getOrDefault(keyA, List.of())) {
                    sharedWithOther += other != number ? 1 : 0;
                }
            }
        }

        long sameWithMoves = leftKeys.entrySet().stream().filter(e -> e.getValue() != null
                && e.getValue().equals(rightKeys.get(e.getKey())) && leftRows.get(e.getKey()).getInt(7) > 0).count();
        // the documented query over both: it finds game n of one side as the duplicate of game n of the other
        List<Row> found;
        left.union(right).createOrReplaceTempView("games");
        try {
            found = TestSpark.session().sql(Files.readString(Path.of("jobs", "queries", "duplicates.sql"))).collectAsList();
        } finally {
            TestSpark.session().catalog().dropTempView("games");
        }
        int pairsFound = 0;
        List<String> others = new ArrayList<>();
        java.util.Set<Long> foundPairs = new java.util.HashSet<>();
        for (Row duplicate : found) {
            boolean pair = !duplicate.getString(1).equals(duplicate.getString(3)) && duplicate.getLong(2) == duplicate.getLong(4);
            if (pair) {
                pairsFound++;
                foundPairs.add(duplicate.getLong(2));
            } else {
                others.add(duplicate.getString(1) + " #" + duplicate.getLong(2) + " = " + duplicate.getString(3) + " #"
                        + duplicate.getLong(4) + " (" + duplicate.getString(5) + " - " + duplicate.getString(6) + ")");
            }
        }
        System.out.printf("main_line_key %s (%s) vs %s: %d pairs, %d same key, %d different, %d keys shared with another"
                        + " game of the other side; duplicates.sql finds %d of the %d pairs with moves and %d other duplicates%n",
                database, format, pgn, games, same, different.size(), sharedWithOther, pairsFound, sameWithMoves, others.size());
        different.stream().limit(10).forEach(d -> System.out.println("  key differs: " + d));
        others.stream().limit(10).forEach(d -> System.out.println("  other duplicate: " + d));
        leftKeys.forEach((number, key) -> {
            if (key != null && key.equals(rightKeys.get(number)) && leftRows.get(number).getInt(7) > 0
                    && !foundPairs.contains(number)) {
                System.out.println("  not found: " + leftRows.get(number) + " / " + rightRows.get(number));
            }
        });
        assertEquals(differing, different.size(), "pairs whose keys differ: " + different);
        assertEquals(sameWithMoves, pairsFound, "duplicates.sql finds every pair of games with the same key and moves");
        assertEquals(otherDuplicates, others.size(), "duplicates other than the pairs: " + others);
    }

    /** A xiangqi game as an XQF file and as the PGN its source exported from it: one key. */
    @Test
    void aXiangqiGameHasOneKeyInBothFormats() {
        String dir = "xiangqi/hbsxcjp_cchess/";
        Long xqf = key("xqf", dir + "01.XQF");
        Long pgn = key("xqpgn", dir + "01.pgn");
        System.out.println("main_line_key of " + dir + "01.XQF and 01.pgn: " + xqf + ", " + pgn);
        assertNotNull(xqf);
        assertEquals(xqf, pgn);
    }

    private static Long key(String format, String relative) {
        Row row = TestSpark.session().read().format(format).load(Corpus.path(relative).toString())
                .select("main_line_key", "ply_count").first();
        return row.isNullAt(0) || row.getInt(1) == 0 ? null : row.getLong(0);
    }

    private static Dataset<Row> read(String format, String relative, String sourceName) {
        return TestSpark.session().read().format(format).option("sourceName", sourceName).load(Corpus.path(relative).toString())
                .select("game_id", "source", "game_number", "white", "black", "year", "result", "ply_count", "main_line_key");
    }

    /** Game number → the game's row as {@link #read} selects it. */
    private static Map<Long, Row> rows(Dataset<Row> games) {
        Map<Long, Row> rows = new HashMap<>();
        games.collectAsList().forEach(r -> rows.put(r.getLong(2), r));
        return rows;
    }

    /** Game number → main_line_key (null where there is none), of the rows {@link #rows} collected. */
    private static Map<Long, Long> keys(Map<Long, Row> rows) {
        Map<Long, Long> keys = new HashMap<>();
        rows.forEach((number, r) -> keys.put(number, r.isNullAt(8) ? null : r.getLong(8)));
        return keys;
    }
}
