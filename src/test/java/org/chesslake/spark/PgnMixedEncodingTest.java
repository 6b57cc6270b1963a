package org.chesslake.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.apache.spark.sql.Row;
import org.chesslake.testing.TestSpark;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A PGN file that mixes UTF-8 and Latin-1 names in one game gives both names as written, in the games and names tables. */
class PgnMixedEncodingTest {

    @TempDir
    Path dir;

    @Test
    void namesInTwoEncodingsOfOneGame() throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        bytes.writeBytes("[Event \"Tallinn\"]\n[White \"Švilponis, Teet\"]\n".getBytes(StandardCharsets.UTF_8));
        bytes.writeBytes("[Black \"Talpak, Tönu\"]\n\n1. e4 e5 *\n".getBytes(StandardCharsets.ISO_8859_1));
        Path file = Files.write(dir.resolve("mixed.pgn"), bytes.toByteArray());
        Row game = TestSpark.session().read().format("pgn").load(file.toString()).select("white", "black").first();
        assertEquals(List.of("Švilponis, Teet", "Talpak, Tönu"), List.of(game.getString(0), game.getString(1)));
        List<String> players = TestSpark.session().read().format("pgn").option("table", "names").load(file.toString())
                .where("kind = 'player'").orderBy("name").select("name").as(org.apache.spark.sql.Encoders.STRING()).collectAsList();
        assertEquals(List.of("Talpak, Tönu", "Švilponis, Teet"), players);
    }
}
