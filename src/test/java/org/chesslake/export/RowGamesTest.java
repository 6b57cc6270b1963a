package org.chesslake.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.chesslake.files.InputFile;
import org.chesslake.format.text.PgnReader;
import org.chesslake.format.xqpgn.XqSampleGames;
import org.chesslake.game.Game;
import org.chesslake.game.MoveNode;
import org.chesslake.game.Variant;
import org.chesslake.pgn.ChessMoveInterpreter;
import org.chesslake.scan.MapValues;
import org.chesslake.table.TableKind;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Games rebuilt from the rows the full table makes of them are the games decoded. */
class RowGamesTest {

    private static final String ANNOTATED = """
            [Event "Rows"]
            [White "A"]
            [Black "B"]
            [Result "1-0"]
            [Annotator "Me"]
            [Opening "Ruy Lopez"]

            {Before all} 1. e4 $1 e5 {[%eval 0.17] [%clk 0:03:00]} 2. Nf3 (2. f4 exf4 (2... d5 3. exd5 {deep} (3. Nf3))
            3. Nf3) (2. Bc4 {second}) 2... Nc6 {before Bb5} 3. Bb5 $14 a6 1-0
            """;

    @TempDir
    Path dir;

    private Game parse(String pgn) throws IOException {
        Path file = dir.resolve("game.pgn");
        Files.writeString(file, pgn, StandardCharsets.UTF_8);
        return PgnReader.readAll(InputFile.local(file), new ChessMoveInterpreter()).games().get(0);
    }

    @Test
    void aGameComesBackFromItsRowsWithItsVariationsCommentsNagsAndTags() throws IOException {
        Game game = parse(ANNOTATED);
        assertEquals(2, game.moves().mainLine().get(2).variations().size(), "the test needs two variations at one move");
        Game rebuilt = RowGames.game(MapValues.of("rows", Variant.CHESS, game));
        assertEquals(game.header(), rebuilt.header());
        assertEquals(game.moves(), rebuilt.moves());
        assertEquals(List.of("Annotator", "Opening"), List.copyOf(rebuilt.header().tags().keySet()));
    }

    @Test
    void aStartPositionAndAGameWithoutMovesComeBack() throws IOException {
        Game fromFen = parse("[FEN \"k7/8/8/8/8/8/8/K6R b - - 3 41\"]\n\n41... Kb8 42. Rh8+ Kc7 *\n");
        assertEquals(fromFen.moves(), RowGames.game(MapValues.of("rows", Variant.CHESS, fromFen)).moves());
        Game empty = parse("[White \"A\"]\n\n{No moves} *\n");
        Game rebuilt = RowGames.game(MapValues.of("rows", Variant.CHESS, empty));
        assertEquals("No moves", rebuilt.moves().comment());
        assertTrue(rebuilt.moves().mainLine().isEmpty());
    }

    @Test
    void xiangqiGamesAreReplayedFromTheirIccsMoves() {
        for (Game game : XqSampleGames.games()) {
            Game rebuilt = RowGames.game(MapValues.of("xiangqi", Variant.XIANGQI, game));
            assertEquals(game.header().startFen(), rebuilt.header().startFen());
            assertEquals(game.moves(), rebuilt.moves(), "game " + game.number());
        }
    }

    @Test
    void theClockAndEvaluationColumnsBecomeCommands() throws IOException {
        MapValues row = MapValues.of("rows", Variant.CHESS, parse("1. e4 e5 *\n"));
        MapValues first = (MapValues) row.rows(TableKind.MOVES_COLUMN).get(0);
        first.values.put("clock_ms", 179_500L);
        first.values.put("eval_cp", -35);
        assertEquals("[%eval -0.35] [%clk 0:02:59.5]", RowGames.game(row).moves().mainLine().get(0).commentAfter());
    }

    @Test
    void rowsThatHoldNoGameSayWhichMoveIsAtFault() throws IOException {
        MapValues illegal = MapValues.of("rows", Variant.CHESS, parse(ANNOTATED));
        ((MapValues) illegal.rows(TableKind.MOVES_COLUMN).get(2)).values.put("uci", "e1e8");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> RowGames.game(illegal));
        assertTrue(e.getMessage().startsWith("move e1e8 (line 0, ply 3) cannot be replayed"), e.getMessage());

        MapValues orphan = MapValues.of("rows", Variant.CHESS, parse(ANNOTATED));
        List<MapValues> moves = new ArrayList<>(orphan.rows.get(TableKind.MOVES_COLUMN));
        moves.removeIf(move -> Integer.valueOf(1).equals(move.values.get("line_id")));
        orphan.rows.put(TableKind.MOVES_COLUMN, moves);
        e = assertThrows(IllegalArgumentException.class, () -> RowGames.game(orphan));
        assertTrue(e.getMessage().matches("line 2 branches from line 1 at ply \\d+, which has no such move before it"), e.getMessage());
    }

    @Test
    void rowsWithoutTheMovesOrTheirUciAreRefusedNamingTheColumn() {
        IllegalArgumentException moves = assertThrows(IllegalArgumentException.class, () -> RowGames.requireColumns(null));
        assertTrue(moves.getMessage().startsWith("the rows have no column 'moves'"), moves.getMessage());
        IllegalArgumentException uci = assertThrows(IllegalArgumentException.class,
                () -> RowGames.requireColumns(Set.of("line_id", "parent_line_id", "branch_ply", "ply", "san")));
        assertTrue(uci.getMessage().startsWith("the moves of the rows have no field 'uci'"), uci.getMessage());
    }

    /** Keeps the test honest: the trees compared hold what the test says. */
    @Test
    void theAnnotatedGameHasCommentsBeforeAndAfterAndNags() throws IOException {
        List<MoveNode> main = parse(ANNOTATED).moves().mainLine();
        assertEquals("Before all", main.get(0).commentBefore());
        assertEquals(List.of(1), main.get(0).nags());
        assertEquals("before Bb5", main.get(3).commentAfter());
    }
}
