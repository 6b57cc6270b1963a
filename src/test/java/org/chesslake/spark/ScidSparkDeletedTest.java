package org.chesslake.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.chesslake.files.InputFile;
import org.chesslake.files.OutputFile;
import org.chesslake.format.scid.Scid4Writer;
import org.chesslake.format.text.PgnReader;
import org.chesslake.game.Game;
import org.chesslake.pgn.ChessMoveInterpreter;
import org.chesslake.testing.TestSpark;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** SCID's deleted games are read like any other, and a filter on the deleted flag is pushed to the index. */
class ScidSparkDeletedTest {

    @Test
    void deletedGamesAreReadAndFilteredBeforeDecoding(@TempDir Path temp) throws IOException {
        List<Game> games = PgnReader.readAll(InputFile.local(Path.of("sample-data", "famous-games.pgn")), new ChessMoveInterpreter()).games();
        Set<Integer> deleted = Set.of(2, 5);
        List<Game> marked = new ArrayList<>();
        for (int i = 0; i < games.size(); i++) {
            Game game = games.get(i);
            marked.add(new Game(game.number(), game.header().toBuilder().deleted(deleted.contains(i + 1)).build(), game.moves()));
        }
        Path base = temp.resolve("marked.si4");
        Scid4Writer.write(OutputFile.local(base), marked);

        Dataset<Row> all = TestSpark.session().read().format("scid").load(base.toString());
        Dataset<Row> live = all.where("deleted = false");
        assertTrue(live.queryExecution().executedPlan().toString().contains("pushed"), live.queryExecution().executedPlan().toString());
        assertEquals(games.size() - deleted.size(), live.count());
        List<Row> gone = all.where("deleted").orderBy("game_number").select("game_number", "white", "decode_error").collectAsList();
        assertEquals(List.of(2L, 5L), gone.stream().map(r -> r.getLong(0)).toList());
        assertEquals(games.get(1).header().white(), gone.get(0).getString(1));
        assertTrue(gone.stream().allMatch(r -> r.isNullAt(2)), "deleted games decode fully");
    }
}
