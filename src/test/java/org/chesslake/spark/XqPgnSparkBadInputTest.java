package org.chesslake.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.chesslake.format.xqpgn.XqEncoding;
import org.chesslake.testing.TestSpark;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A xiangqi PGN file with three bad games, each between good ones, read through Spark: in
 * PERMISSIVE every game keeps its games row, the bad ones with a decode_error naming the file, the
 * game and its byte offset, and the good ones decode; in FAILFAST the query fails with that error.
 */
class XqPgnSparkBadInputTest {

    private static final String GOOD = "[Game \"Chinese Chess\"]\r\n\r\n1. 炮二平五 马８进７ 1-0\r\n\r\n";

    /** Each bad game with a word its error must give. */
    private record Bad(String text, String reason) {
    }

    private static final List<Bad> BAD = List.of(
            new Bad("[Game \"Chinese Chess\"]\r\n\r\n1. 炮二平五 马８进６ 1-0\r\n\r\n", "no piece can play"),
            new Bad("[Game \"Chinese Chess\"]\r\n\r\n1. 炮二平五 hello 1-0\r\n\r\n", "unknown move token"),
            new Bad("[Game \"Chinese Chess\"]\r\n\r\n1. 炮二平五 {never closed\r\n\r\n", "never closed"));

    @TempDir
    static Path dir;

    private static String file;
    /** The byte offset of each bad game, in file order. */
    private static final List<Long> BAD_OFFSETS = new ArrayList<>();

    private final SparkSession spark = TestSpark.session();

    @BeforeAll
    static void writeFile() throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        bytes.write(GOOD.getBytes(XqEncoding.GB18030));
        for (Bad bad : BAD) {
            BAD_OFFSETS.add((long) bytes.size());
            bytes.write(bad.text().getBytes(XqEncoding.GB18030));
            bytes.write(GOOD.getBytes(XqEncoding.GB18030));
        }
        file = Files.write(dir.resolve("bad.pgn"), bytes.toByteArray()).toString();
    }

    @Test
    void permissiveKeepsEveryGameAndNamesEachBadOne() {
        List<Row> games = new ArrayList<>(spark.read().format("xqpgn").load(file)
                .select("game_number", "game_id", "decode_error", "game_offset").collectAsList());
        games.sort(Comparator.comparingLong(r -> r.getLong(0)));
        assertEquals(2 * BAD.size() + 1, games.size());

        Map<Long, List<String>> moves = new HashMap<>();
        spark.read().format("xqpgn").option("table", "moves").load(file).select("game_id", "ply", "uci")
                .orderBy("game_id", "ply").collectAsList()
                .forEach(r -> moves.computeIfAbsent(r.getLong(0), id -> new ArrayList<>()).add(r.getString(2)));

        for (int i = 0; i < games.size(); i++) {
            Row game = games.get(i);
            long gameId = game.getLong(1);
            String error = game.getString(2);
            if (i % 2 == 0) {
                assertNull(error, "good game " + i);
                assertEquals(List.of("h2e2", "h9g7"), moves.get(gameId), "good game " + i);
            } else {
                Bad bad = BAD.get(i / 2);
                long offset = BAD_OFFSETS.get(i / 2);
                assertEquals(i + 1, game.getLong(0));
                assertEquals(offset, game.getLong(3));
                assertNotNull(error, "bad game " + i);
                assertTrue(error.startsWith(file + ": game " + (i + 1) + " at byte " + offset + ": "), error);
                assertTrue(error.contains(bad.reason()), error);
                assertNull(moves.get(gameId), "no moves rows for a game that failed");
            }
        }
    }

    @Test
    void failfastStopsAtTheFirstBadGameWithItsError() {
        long offset = BAD_OFFSETS.get(0);
        String expected = file + ": game 2 at byte " + offset + ": ";
        for (String table : List.of("games", "moves")) {
            Exception failed = assertThrows(Exception.class, () -> spark.read().format("xqpgn")
                    .option("mode", "FAILFAST").option("table", table).load(file).collectAsList());
            String messages = messages(failed);
            assertTrue(messages.contains(expected) && messages.contains(BAD.get(0).reason()), table + ": " + messages);
        }
    }

    private static String messages(Throwable e) {
        StringBuilder all = new StringBuilder();
        for (Throwable t = e; t != null; t = t.getCause()) {
            all.append(t.getMessage()).append('\n');
        }
        return all.toString();
    }
}
