package org.chesslake.format.cbf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.function.Consumer;
import org.chesslake.files.BadDatabaseException;
import org.chesslake.files.InputFile;
import org.chesslake.files.OutputFile;
import org.chesslake.format.DecodeLevel;
import org.chesslake.format.FormatOptions;
import org.chesslake.format.GameCursor;
import org.chesslake.format.GameDatabase;
import org.chesslake.format.Split;
import org.chesslake.game.GameDecodeException;
import org.chesslake.game.GameHeader;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Corrupt databases: three good games written by the writer, then the second one broken. The
 * error names the file, game 2 and the byte, and the cursor goes on to game 3.
 */
class CbfBadInputTest {

    @TempDir
    Path dir;

    private Path cbi;
    private Path cbf;
    private byte[] index;
    private byte[] games;

    @BeforeEach
    void writeThreeGames() throws IOException {
        GameHeader plain = GameHeader.builder().white("A").black("B").event("E").build();
        GameHeader setUp = GameHeader.builder().white("C").black("D").startFen("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1").build();
        cbi = dir.resolve("bad.cbi");
        cbf = dir.resolve("bad.cbf");
        new CbfWriter().write(List.of(
                TestGames.game(1, plain, "e4 e5"),
                TestGames.game(2, setUp, "e4 Kd7 (Ke7 e5) e5"),
                TestGames.game(3, plain, "d4 d5")), OutputFile.local(cbi));
        index = Files.readAllBytes(cbi);
        games = Files.readAllBytes(cbf);
    }

    private int offset(int game) {
        return ByteBuffer.wrap(index).getInt(4 * game) - (game + 1);
    }

    /** The second game's moves part: where it starts (its first byte is stored plain). */
    private int movesStart() {
        byte[] header = Arrays.copyOfRange(games, offset(2), offset(2) + 14);
        CbfXor.decodeHeader(header);
        return offset(2) + 14 + (header[4] & 63) + (header[5] & 63);
    }

    private GameDecodeException secondGameFails(Consumer<GameCursor> access) throws IOException {
        Files.write(cbi, index);
        Files.write(cbf, games);
        try (GameDatabase db = new CbfFormat().open(InputFile.local(cbi), FormatOptions.NONE);
             GameCursor cursor = db.cursor(new Split(0, 3), DecodeLevel.MOVES)) {
            assertTrue(cursor.next());
            assertEquals("e5", cursor.game().moves().mainLine().get(1).move().san());
            assertTrue(cursor.next());
            GameDecodeException e = assertThrows(GameDecodeException.class, () -> access.accept(cursor));
            assertEquals(2, e.gameNumber());
            assertTrue(cursor.next());
            assertEquals("d5", cursor.game().moves().mainLine().get(1).move().san());
            return e;
        }
    }

    @Test
    void cbiOffsetPastTheEnd() throws IOException {
        ByteBuffer.wrap(index).putInt(8, games.length + 3);
        GameDecodeException e = secondGameFails(GameCursor::indexHeader);
        assertEquals(cbi.toString(), e.file());
        assertEquals(8, e.offset());
        assertTrue(e.reason().contains("past the end"), e.reason());
    }

    @Test
    void cbiOffsetGoingBackwardsBeforeTheFile() throws IOException {
        ByteBuffer.wrap(index).putInt(8, 1); // 1 - (1 + 2) = -2
        GameDecodeException e = secondGameFails(GameCursor::game);
        assertEquals(cbi.toString(), e.file());
        assertEquals(8, e.offset());
        assertTrue(e.reason().contains("-2 points before the start"), e.reason());
    }

    @Test
    void headerLengthsRunPastTheRecord() throws IOException {
        int at = offset(2);
        byte[] header = Arrays.copyOfRange(games, at, at + 14);
        CbfXor.decodeHeader(header);
        header[6] = (byte) 0xEA; // comment part of 60,000 bytes
        header[7] = (byte) 0x60;
        CbfXor.encodeHeader(header);
        System.arraycopy(header, 0, games, at, 14);
        GameDecodeException e = secondGameFails(GameCursor::game);
        assertEquals(cbf.toString(), e.file());
        assertEquals(at, e.offset());
        assertTrue(e.reason().contains("runs past the end of the CBF"), e.reason());
    }

    @Test
    void moveNumberBeyondTheGeneratedMoves() throws IOException {
        int at = movesStart();
        games[at] = 0x7E; // the set-up position numbers 6 moves: Ke1 d1 d2 f1 f2, e2 e4 e3
        GameDecodeException e = secondGameFails(GameCursor::game);
        assertEquals(cbf.toString(), e.file());
        assertEquals(at, e.offset());
        assertTrue(e.reason().contains("move number 126 but the position has 6 numbered moves"), e.reason());
    }

    @Test
    void variationStartWithNoMoveBeforeIt() throws IOException {
        int at = movesStart();
        games[at] = (byte) 0xFF;
        GameDecodeException e = secondGameFails(GameCursor::game);
        assertEquals(at, e.offset());
        assertTrue(e.reason().contains("variation start (0xFF) with no move before it"), e.reason());
    }

    @Test
    void startPositionWithoutABlackKing() throws IOException {
        int start = offset(3) - CbfStartPosition.SIZE;
        games[start + 30] &= 0x0F; // e8 is square 60: byte 30, high nibble
        GameDecodeException e = secondGameFails(GameCursor::game);
        assertEquals(cbf.toString(), e.file());
        assertEquals(start, e.offset());
        assertTrue(e.reason().contains("1 white and 0 black kings"), e.reason());
    }

    @Test
    void checkByteMismatchIsATagNotAnError() throws IOException {
        games[offset(2) + 13] ^= 1; // byte 13's key is a constant, so this flips the decoded byte too
        Files.write(cbi, index);
        Files.write(cbf, games);
        try (GameDatabase db = new CbfFormat().open(InputFile.local(cbi), FormatOptions.NONE);
             GameCursor cursor = db.cursor(new Split(1, 2), DecodeLevel.MOVES)) {
            assertTrue(cursor.next());
            GameHeader header = cursor.game().header();
            assertEquals("bad", header.tags().get("CbfChecksum"));
            assertEquals("check byte 13 matches neither ChessBase formula", header.tags().get("CbfWarnings"));
            assertEquals(3, cursor.game().moves().plyCount());
        }
    }

    @Test
    void indexWithoutItsGameFileIsABadDatabase() throws IOException {
        Path lonely = dir.resolve("lonely.cbi");
        Files.write(lonely, index);
        BadDatabaseException e = assertThrows(BadDatabaseException.class,
                () -> new CbfFormat().open(InputFile.local(lonely), FormatOptions.NONE));
        assertTrue(e.getMessage().contains("lonely.cbf"), e.getMessage());
    }
}
