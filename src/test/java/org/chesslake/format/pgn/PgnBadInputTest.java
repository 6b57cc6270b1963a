package org.chesslake.format.pgn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.chesslake.files.InputFile;
import org.chesslake.format.DecodeLevel;
import org.chesslake.format.FormatOptions;
import org.chesslake.format.GameCursor;
import org.chesslake.format.Split;
import org.chesslake.game.Game;
import org.chesslake.game.GameDecodeException;
import org.chesslake.game.MoveNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Broken chess PGN: each bad game costs only itself. It is either read as far as it makes sense
 * or fails with an error naming the file, its game number and byte offset; its neighbours are read
 * in full, and no bad game yields a wrong move.
 */
class PgnBadInputTest {

    private static final String GOOD = "[Event \"good\"]\n\n1. e4 e5 2. Nf3 1-0\n\n";

    @TempDir
    Path dir;

    /** A game's outcome: the game or its error. */
    private record Outcome(long number, long offset, Game game, GameDecodeException error) {
    }

    private List<Outcome> readAll(byte[] bytes) throws IOException {
        Path file = Files.write(dir.resolve("bad.pgn"), bytes);
        List<Outcome> outcomes = new ArrayList<>();
        try (PgnDatabase db = PgnDatabase.open(InputFile.local(file), FormatOptions.NONE);
             GameCursor cursor = db.cursor(new Split(0, Files.size(file)), DecodeLevel.MOVES)) {
            while (cursor.next()) {
                try {
                    outcomes.add(new Outcome(cursor.gameNumber(), cursor.offset(), cursor.game(), null));
                } catch (GameDecodeException e) {
                    outcomes.add(new Outcome(cursor.gameNumber(), cursor.offset(), null, e));
                }
            }
        }
        return outcomes;
    }

    /** good, bad, good: returns the bad game's outcome after checking its neighbours. */
    private Outcome between(byte[] bad) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        bytes.writeBytes(GOOD.getBytes(StandardCharsets.US_ASCII));
        bytes.writeBytes(bad);
        bytes.writeBytes(GOOD.getBytes(StandardCharsets.US_ASCII));
        List<Outcome> games = readAll(bytes.toByteArray());
        assertEquals(3, games.size());
        for (int i : new int[] {0, 2}) {
            assertNull(games.get(i).error(), "good game " + (i + 1));
            assertEquals(List.of("e2e4", "e7e5", "g1f3"), uci(games.get(i).game().moves().mainLine()));
            assertEquals(i + 1, games.get(i).number());
        }
        Outcome middle = games.get(1);
        assertEquals(2, middle.number());
        assertEquals(GOOD.length(), middle.offset());
        return middle;
    }

    private static List<String> uci(List<MoveNode> line) {
        return line.stream().map(n -> n.move().uci()).toList();
    }

    private void assertError(Outcome outcome, String reason) {
        GameDecodeException e = outcome.error();
        assertTrue(e != null, "an error for game 2");
        assertTrue(e.getMessage().startsWith(dir.resolve("bad.pgn") + ": game 2 at byte " + GOOD.length() + ": "), e.getMessage());
        assertTrue(e.getMessage().contains(reason), e.getMessage());
    }

    @Test
    void unterminatedCommentAtTheEndOfAFile() throws IOException {
        byte[] bytes = (GOOD + "[Event \"bad\"]\n\n1. d4 {never closed\n\n[Event \"swallowed\"]\n\n1. c4 *\n")
                .getBytes(StandardCharsets.US_ASCII);
        List<Outcome> games = readAll(bytes);
        // the tag line after the open comment still starts a game: an open comment costs one game
        assertEquals(3, games.size());
        assertTrue(games.get(1).error().getMessage().contains("comment is never closed"), games.get(1).error().getMessage());
        assertEquals(List.of("c2c4"), uci(games.get(2).game().moves().mainLine()));
        byte[] atEnd = (GOOD + "[Event \"bad\"]\n\n1. d4 {never closed").getBytes(StandardCharsets.US_ASCII);
        assertTrue(readAll(atEnd).get(1).error().getMessage().contains("comment is never closed"));
    }

    @Test
    void unterminatedVariationAtTheEndOfAFile() throws IOException {
        byte[] bytes = (GOOD + "[Event \"bad\"]\n\n1. d4 (1. e4 e5 (1... c5 2. Nf3").getBytes(StandardCharsets.US_ASCII);
        List<Outcome> games = readAll(bytes);
        assertEquals(2, games.size());
        GameDecodeException e = games.get(1).error();
        assertTrue(e.getMessage().contains("2 variation(s) never closed"), e.getMessage());
        assertEquals(GOOD.length(), e.offset());
    }

    @Test
    void tagLineWithNoClosingBracket() throws IOException {
        Outcome bad = between("[Event \"bad\"]\n[White \"Fischer, Robert\n[Black \"Spassky\"]\n\n1. d4 d5 *\n\n"
                .getBytes(StandardCharsets.US_ASCII));
        // the value runs to its line end; the tag section and the game go on
        assertEquals("Fischer, Robert", bad.game().header().white());
        assertEquals("Spassky", bad.game().header().black());
        assertEquals(List.of("d2d4", "d7d5"), uci(bad.game().moves().mainLine()));
    }

    @Test
    void tenMegabyteLineWithNoNewline() throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        bytes.writeBytes((GOOD + "[Event \"long\"]\n\n1. d4 {").getBytes(StandardCharsets.US_ASCII));
        bytes.writeBytes("x".repeat(10 << 20).getBytes(StandardCharsets.US_ASCII));
        bytes.writeBytes("} d5 *".getBytes(StandardCharsets.US_ASCII));
        List<Outcome> games = readAll(bytes.toByteArray());
        assertEquals(2, games.size());
        Game game = games.get(1).game();
        assertEquals(List.of("d2d4", "d7d5"), uci(game.moves().mainLine()));
        assertEquals(10 << 20, game.moves().mainLine().get(0).commentAfter().length());
    }

    @Test
    void bytesValidInNoEncoding() throws IOException {
        ByteArrayOutputStream bad = new ByteArrayOutputStream();
        bad.writeBytes("[Event \"".getBytes(StandardCharsets.US_ASCII));
        bad.writeBytes(new byte[] {(byte) 0xC3, (byte) 0x28, (byte) 0xFF, (byte) 0x81, (byte) 0x8D});
        bad.writeBytes("\"]\n\n1. d4 {".getBytes(StandardCharsets.US_ASCII));
        bad.writeBytes(new byte[] {(byte) 0xFE, (byte) 0x90});
        bad.writeBytes("} d5 *\n\n".getBytes(StandardCharsets.US_ASCII));
        Outcome game = between(bad.toByteArray());
        // not UTF-8: the game's bytes read as Latin-1, which maps every byte, so nothing is lost
        assertEquals("\u00C3(\u00FF\u0081\u008D", game.game().header().event());
        assertEquals("\u00FE\u0090", game.game().moves().mainLine().get(0).commentAfter());
        assertEquals(List.of("d2d4", "d7d5"), uci(game.game().moves().mainLine()));
    }

    @Test
    void illegalMoveInAVariationFailsTheGame() throws IOException {
        Outcome bad = between("[Event \"bad\"]\n\n1. d4 (1. e4 e5 2. Ke3) d5 *\n\n".getBytes(StandardCharsets.US_ASCII));
        assertError(bad, "line 3: move 'Ke3'");
        assertNull(bad.game());
    }

    @Test
    void unsupportedVariantKeepsItsTagsAndNamesTheVariant() throws IOException {
        Outcome bad = between("[Event \"bad\"]\n[Variant \"Crazyhouse\"]\n\n1. e4 d5 2. exd5 Qxd5 3. N@f3 *\n\n"
                .getBytes(StandardCharsets.US_ASCII));
        assertError(bad, "variant 'Crazyhouse' is not supported");
    }
}
