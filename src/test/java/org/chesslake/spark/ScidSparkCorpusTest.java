package org.chesslake.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import org.apache.spark.sql.Row;
import org.chesslake.files.InputFile;
import org.chesslake.format.text.PgnReader;
import org.chesslake.game.Game;
import org.chesslake.game.GameHeader;
import org.chesslake.game.PartialDate;
import org.chesslake.pgn.ChessMoveInterpreter;
import org.chesslake.testing.Corpus;
import org.chesslake.testing.CorpusTest;
import org.chesslake.testing.TestSpark;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * SCID 4 and SCID 5 databases read through Spark equal SCID's own PGN export of them, game by game:
 * every tag and the whole move tree (SAN, NAGs, comments, variations).
 */
@CorpusTest
class ScidSparkCorpusTest {

    @ParameterizedTest(name = "{0}")
    @CsvSource({
        "scid/small/small.si4, scid/small/small.scid.pgn, 22",
        "scid/small/small5.si5, scid/small/small5.scid.pgn, 22",
        "scid/medium/medium.si4, scid/medium/medium.scid.pgn, 2453",
        "scid/medium/medium5.si5, scid/medium/medium5.scid.pgn, 2455"})
    void everyGameEqualsScidsOwnExport(String database, String oracle, int games) throws IOException {
        String path = Corpus.path(database).toString();
        PgnReader.Outcome exported = PgnReader.readAll(InputFile.local(Corpus.path(oracle)), new ChessMoveInterpreter());
        assertEquals(List.of(), exported.errors(), "the oracle parses");
        assertEquals(games, exported.games().size());

        Map<Long, Row> rows = new HashMap<>();
        TestSpark.session().read().format("scid").load(path).collectAsList().forEach(r -> rows.put(r.getAs("game_number"), r));
        Map<Long, List<MoveRowsTree.Node>> trees = MoveRowsTree.byGame(
                TestSpark.session().read().format("scid").option("table", "moves").load(path).collectAsList(), "san");

        List<String> mismatches = new ArrayList<>();
        int matched = 0;
        for (int i = 0; i < exported.games().size(); i++) {
            Game expected = exported.games().get(i);
            Row row = rows.get((long) i + 1);
            String problem = compare(expected, row, row == null ? null : trees.getOrDefault((Long) row.getAs("game_id"), List.of()));
            if (problem == null) {
                matched++;
            } else {
                mismatches.add("game " + (i + 1) + ": " + problem);
            }
        }
        System.out.printf("scid %s through Spark: %d / %d games equal SCID's export%n", database, matched, games);
        assertEquals(games, rows.size(), "one games row per index entry");
        assertEquals(List.of(), mismatches.subList(0, Math.min(10, mismatches.size())));
    }

    private static String compare(Game expected, Row row, List<MoveRowsTree.Node> tree) {
        if (row == null) {
            return "no games row";
        }
        String error = row.getAs("decode_error");
        if (error != null) {
            return "decode_error " + error;
        }
        GameHeader h = expected.header();
        Map<String, Object> want = new HashMap<>();
        Map<String, Object> got = new HashMap<>();
        Map<String, String> exportedTags = oracleTags(h);
        Map<String, String> readTags = exportView(row);
        exportedTags.keySet().forEach(name -> check(want, got, name, exportedTags.get(name), readTags.get(name)));
        readTags.keySet().forEach(name -> check(want, got, name, exportedTags.get(name), readTags.get(name)));
        if (h.plyCount() != null) {
            check(want, got, "ply_count", h.plyCount(), row.getAs("ply_count"));
        }
        // SCID's export re-wraps comment lines, so comments compare with white space folded
        String expectedTree = folded(MoveRowsTree.print(MoveRowsTree.of(expected.moves().mainLine())));
        check(want, got, "moves", expectedTree, folded(MoveRowsTree.print(tree)));
        return want.isEmpty() ? null : "expected " + want + " but read " + got;
    }

    /** The tags SCID's export prints for a game, from the export itself. */
    private static Map<String, String> oracleTags(GameHeader h) {
        Map<String, String> tags = roster(h.event(), h.site(), h.date().toPgn(), h.round(), h.white(), h.black(),
                h.result().pgn(), h.startFen());
        put(tags, "WhiteElo", h.whiteElo());
        put(tags, "BlackElo", h.blackElo());
        put(tags, "ECO", h.eco());
        put(tags, "PlyCount", h.plyCount());
        h.tags().forEach((name, value) -> tags.put(name, value));
        tags.remove("SetUp");
        return tags;
    }

    /** The same tags as SCID would print them, from a games row: rating types and SCID's ECO extension included. */
    private static Map<String, String> exportView(Row row) {
        scala.collection.Map<String, String> stored = row.getMap(row.fieldIndex("tags"));
        Map<String, String> tags = new HashMap<>();
        stored.foreach(entry -> tags.put(entry._1(), entry._2()));
        PartialDate date = new PartialDate(zero(row.getAs("year")), zero(row.getAs("month")), zero(row.getAs("day")));
        Map<String, String> view = roster(row.getAs("event"), row.getAs("site"), date.toPgn(), row.getAs("round"),
                row.getAs("white"), row.getAs("black"), row.getAs("result"), row.getAs("start_fen"));
        put(view, "White" + tags.getOrDefault("WhiteRatingType", "Elo"), row.getAs("white_elo"));
        put(view, "Black" + tags.getOrDefault("BlackRatingType", "Elo"), row.getAs("black_elo"));
        put(view, "ECO", tags.getOrDefault("ScidECO", row.getAs("eco")));
        tags.forEach((name, value) -> {
            if (!SCID_ONLY_TAGS.contains(name) && !name.equals("SetUp")) {
                view.put(name, value);
            }
        });
        return view;
    }

    private static final Set<String> SCID_ONLY_TAGS = Set.of("ScidFlags", "ScidVariations", "ScidComments", "ScidNags",
            "WhiteRatingType", "BlackRatingType", "ScidECO");

    private static Map<String, String> roster(String event, String site, String date, String round, String white,
                                              String black, String result, String fen) {
        Map<String, String> tags = new HashMap<>();
        put(tags, "Event", event);
        put(tags, "Site", site);
        put(tags, "Date", date);
        put(tags, "Round", round);
        put(tags, "White", white);
        put(tags, "Black", black);
        put(tags, "Result", result);
        put(tags, "FEN", fen);
        return tags;
    }

    private static void put(Map<String, String> tags, String name, Object value) {
        if (value != null) {
            tags.put(name, value.toString());
        }
    }

    private static int zero(Integer value) {
        return value == null ? 0 : value;
    }

    private static String folded(String tree) {
        return tree.replaceAll("\\s+", " ").replace("{ ", "{").replace(" }", "}").replace("{< ", "{<");
    }

    private static void check(Map<String, Object> want, Map<String, Object> got, String field, Object expected, Object actual) {
        if (!Objects.equals(expected, actual)) {
            want.put(field, expected);
            got.put(field, actual);
        }
    }


}
