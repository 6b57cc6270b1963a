package org.chesslake.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.chesslake.testing.Corpus;
import org.chesslake.testing.CorpusTest;
import org.chesslake.testing.TestSpark;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * How {@code format("cbh")} behaves beyond decoding: deleted games and their pushed filter, index
 * queries that never open the game files, guiding texts as rows, the names table, {@code chess}.
 */
@CorpusTest
class CbhSparkBehaviourTest {

    @TempDir
    Path temp;

    private CorpusCopy copy() throws IOException {
        return CorpusCopy.of(Corpus.path("cbh/libcbh_chessbase_export"), temp.resolve("db"));
    }

    @Test
    void deletedGamesAreReadAndTheirFilterIsPushed() throws IOException {
        CorpusCopy db = copy();
        db.write("TestBase.cbh", 2 * 46, (byte) 0x81);
        db.write("TestBase.cbh", 4 * 46, (byte) 0x81);
        Dataset<Row> all = TestSpark.session().read().format("cbh").load(db.file("TestBase.cbh").toString());
        Dataset<Row> live = all.where("deleted = false");
        String plan = live.queryExecution().executedPlan().toString();
        assertTrue(plan.contains("pushed"), plan);
        assertEquals(2, live.count());
        List<Row> gone = all.where("deleted").orderBy("game_number").select("game_number", "black", "decode_error", "ply_count")
                .collectAsList();
        assertEquals(List.of(2L, 4L), gone.stream().map(r -> r.getLong(0)).toList());
        assertEquals("Evaluation", gone.get(0).getString(1));
        assertTrue(gone.stream().allMatch(r -> r.isNullAt(2)), "deleted games decode fully");
        assertEquals(16, gone.get(0).getInt(3));
    }

    @Test
    void anIndexQueryNeverOpensTheGameAndAnnotationFiles() throws IOException {
        CorpusCopy db = copy();
        Files.delete(db.file("TestBase.cbg"));
        Files.delete(db.file("TestBase.cba"));
        List<Row> rows = TestSpark.session().read().format("cbh").load(db.file("TestBase.cbh").toString())
                .where("eco >= 'C'").orderBy("game_number")
                .select("game_number", "white", "black", "date", "result", "eco", "round", "white_elo", "deleted").collectAsList();
        assertEquals(List.of(1L, 2L, 3L), rows.stream().map(r -> r.getLong(0)).toList(), "D43, C67, E40; not A22");
        assertEquals("Evaluation", rows.get(1).getString(2));
        assertEquals("C67", rows.get(1).getString(5));
        assertEquals("2026-02-28", rows.get(1).getDate(3).toString());
    }

    @Test
    void aGuidingTextIsARowMarkedAsTextWithItsTitleAndNoMoves() throws IOException {
        CorpusCopy db = copy();
        long end = Files.size(db.file("TestBase.cbg"));
        byte[] title = "My first text".getBytes(StandardCharsets.US_ASCII);
        byte[] contents = "<p>Welcome</p>".getBytes(StandardCharsets.US_ASCII);
        int size = 4 + 4 + 4 + title.length + contents.length;
        byte[] text = new byte[size];
        text[0] = (byte) 0x80;
        text[3] = (byte) size;
        text[4] = 3; // format version 3 (HTML), little-endian
        text[6] = 1; // one title
        text[10] = (byte) title.length;
        System.arraycopy(title, 0, text, 12, title.length);
        System.arraycopy(contents, 0, text, 12 + title.length, contents.length);
        db.write("TestBase.cbg", end, text);
        byte[] record = new byte[46];
        record[0] = 0x03;
        record[1] = (byte) (end >> 24);
        record[2] = (byte) (end >> 16);
        record[3] = (byte) (end >> 8);
        record[4] = (byte) end;
        record[15] = 1; // annotator 1, "Test Creator"
        record[16] = 7; // round 7
        db.write("TestBase.cbh", 3 * 46, record);

        String path = db.file("TestBase.cbh").toString();
        List<Row> rows = TestSpark.session().read().format("cbh").load(path).orderBy("game_number").collectAsList();
        assertEquals(4, rows.size(), "a text is an index entry like a game");
        Row row = rows.get(2);
        Map<String, String> tags = tags(row);
        assertEquals("text", tags.get("CbKind"));
        assertEquals("My first text", tags.get("CbTextTitle"));
        assertEquals("Test Creator", tags.get("Annotator"));
        assertEquals("7", row.getAs("round"));
        assertTrue(row.isNullAt(row.fieldIndex("white")));
        assertTrue(row.isNullAt(row.fieldIndex("decode_error")));
        assertEquals(0, (int) row.getAs("ply_count"));
        List<Row> moves = TestSpark.session().read().format("cbh").option("table", "moves").load(path)
                .where("game_id = " + row.getAs("game_id")).collectAsList();
        assertEquals(List.of(), moves);
    }

    @Test
    void theGamesOwnAnnotationsAndTextLanguagesBecomeTags() throws IOException {
        CorpusCopy db = copy();
        // game 1's first annotation record (symbol $1 on move 0) becomes a critical-position mark of the game
        db.write("TestBase.cba", 40, (byte) 0xff, (byte) 0xff, (byte) 0xff, (byte) 0x18);
        List<Row> rows = TestSpark.session().read().format("cbh").load(db.file("TestBase.cbh").toString())
                .orderBy("game_number").collectAsList();
        assertEquals("01", tags(rows.get(0)).get("CbAnnotation18"));
        assertEquals("German", tags(rows.get(3)).get("CbTextLanguages"), "game 4 has a German text (and two without language)");
        assertEquals(null, tags(rows.get(1)).get("CbTextLanguages"));
    }

    @Test
    void namesComeFromTheEntityFilesCountedByTheGamesThatUseThem() throws IOException {
        List<Row> rows = TestSpark.session().read().format("cbh").option("table", "names")
                .load(Corpus.path("cbh/libcbh_chessbase_export/TestBase.cbh").toString()).collectAsList();
        Map<String, Long> counts = new TreeMap<>();
        rows.forEach(r -> counts.put(r.getAs("kind") + ":" + r.getAs("name"), r.getAs("games")));
        assertEquals(Map.of("player:Test", 4L, "player:Symbol", 1L, "player:Evaluation", 1L, "player:Prefix", 1L,
                "player:Text annotation", 1L, "annotator:Test Creator", 4L), counts);

        List<Row> teams = TestSpark.session().read().format("cbh").option("table", "names")
                .load(Corpus.path("cbh/uncbv_twic1134/twic1134.cbh").toString()).where("kind = 'team'")
                .where("name = 'SK ZIKUDA TURNOV A (MCR)'").collectAsList();
        assertEquals(1, teams.size());
        assertTrue((long) teams.get(0).getAs("games") >= 1);
    }

    @Test
    void theChessSourceReadsModernChessBaseDatabasesByTheirIndexFile() throws IOException {
        CorpusCopy db = copy();
        // the folder also holds the oracles' PGN exports, which format("chess") reads as chess PGN
        List<Row> formats = TestSpark.session().read().format("chess").load(temp.resolve("db").toString())
                .where("format <> 'pgn'").groupBy("format").count().collectAsList();
        assertEquals(1, formats.size());
        assertEquals("cbh", formats.get(0).getString(0));
        assertEquals(31L, formats.get(0).getLong(1), "the 7 databases of the folder, 31 games");
    }

    private static Map<String, String> tags(Row row) {
        Map<String, String> tags = new TreeMap<>();
        scala.collection.Map<String, String> stored = row.getMap(row.fieldIndex("tags"));
        stored.foreach(entry -> tags.put(entry._1(), entry._2()));
        return tags;
    }
}
