package org.chesslake.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.spark.sql.Row;
import org.chesslake.testing.TestSpark;
import org.junit.jupiter.api.Test;

/** format("chess") over a directory finds every database below it, each read by its own format. */
class ChessSourceTest {

    @Test
    void aDirectoryOfMixedFormatsIsReadDatabaseByDatabase() {
        Map<String, String> formats = new HashMap<>();
        Map<String, Long> games = new HashMap<>();
        for (Row row : TestSpark.session().read().format("chess").load("sample-data")
                .groupBy("source", "format", "variant").count().collectAsList()) {
            formats.put(row.getString(0), row.getString(1) + "/" + row.getString(2));
            games.put(row.getString(0), row.getLong(3));
        }
        assertEquals(Map.of(
                "famous-games", "pgn/chess", // the chess PGN the other sample databases were written from
                "dcg/famous", "dcg/chess",
                "scid/famous", "scid/chess",
                "cbf/famous", "cbf/chess",
                "chessassistant/famous", "chessassistant/chess",
                "xiangqi/xiangqi-chinese-gbk", "xqpgn/xiangqi",
                "xiangqi/xiangqi-wxf-utf8", "xqpgn/xiangqi"), formats);
        for (String chess : List.of("famous-games", "dcg/famous", "scid/famous", "chessassistant/famous")) {
            assertEquals(11L, games.get(chess), chess);
        }
        assertTrue(games.get("cbf/famous") > 0);
        // the same game in four formats has the same white player and result everywhere
        List<Row> fischer = TestSpark.session().read().format("chess").load("sample-data")
                .where("black = 'Fischer, Robert James'").select("source", "white", "result", "year").collectAsList();
        assertTrue(fischer.size() >= 4, fischer.toString());
        fischer.forEach(r -> assertEquals(List.of("Byrne, Donald", "0-1", 1956), List.of(r.get(1), r.get(2), r.get(3)), r.toString()));
    }

    @Test
    void theChessAssistantNamesCarryRatingsAndFideIds() {
        Row fischer = TestSpark.session().read().format("chess").option("table", "names").load("sample-data/chessassistant")
                .where("kind = 'player' and name = 'Fischer, Robert James'").first();
        assertEquals(2200, (int) fischer.getAs("elo"));
        assertEquals(2000024L, (long) fischer.getAs("fide_id"));
        assertEquals(java.sql.Date.valueOf("1943-03-09"), fischer.getAs("birth_date"));
    }
}
