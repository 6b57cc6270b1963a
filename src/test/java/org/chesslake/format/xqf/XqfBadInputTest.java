package org.chesslake.format.xqf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.chesslake.files.InputFile;
import org.chesslake.format.DecodeLevel;
import org.chesslake.format.FormatOptions;
import org.chesslake.format.GameCursor;
import org.chesslake.format.GameDatabase;
import org.chesslake.format.Split;
import org.chesslake.game.Game;
import org.chesslake.game.GameDecodeException;
import org.chesslake.game.MoveNode;
import org.chesslake.testing.Corpus;
import org.chesslake.testing.CorpusTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Bad XQF files: each problem is game 1's decode error naming the file, the game and the byte offset,
 * and what could be read before it stays (the legal part of the main line).
 */
class XqfBadInputTest {

    @TempDir
    Path dir;

    @Test
    void aTruncatedHeaderIsAnErrorAtTheFileEnd() throws IOException {
        Path file = write("short.xqf", Arrays.copyOf(new XqfBytes("t").bytes(), 700));
        GameDecodeException e = failure(file);
        assertEquals(700, e.offset());
        assertTrue(e.getMessage().startsWith(file + ": game 1 at byte 700: truncated header"), e.getMessage());
        assertNull(e.partial());
    }

    @Test
    @CorpusTest
    void aKeyChecksumThatDoesNotHoldIsAnErrorAtTheKeys() throws IOException {
        byte[] bytes = Files.readAllBytes(Corpus.path("xiangqi/hbsxcjp_cchess/01.XQF"));
        bytes[0x0F]++; // KeyXYt: the four key bytes no longer sum to 0 mod 256
        GameDecodeException e = failure(write("keys.xqf", bytes));
        assertEquals(0x0C, e.offset());
        assertTrue(e.getMessage().contains("game 1 at byte 12: key checksum is 1, not 0"), e.getMessage());
    }

    @Test
    void aMoveRecordRunningPastTheEndKeepsTheMovesBeforeIt() throws IOException {
        byte[] whole = new XqfBytes("t").move("h2e2", true, false, null).move("h9g7", true, false, "comment")
                .move("h0g2", false, false, null).bytes();
        // cut inside the comment of the second move (the record at 1024 + 8 + 8)
        GameDecodeException e = failure(write("cut.xqf", Arrays.copyOf(whole, 1024 + 8 + 8 + 10)));
        assertEquals(1040, e.offset());
        assertTrue(e.getMessage().contains("game 1 at byte 1040: record at byte 1040: comment of 7 bytes runs past"
                + " the end of the file (2 bytes left)"), e.getMessage());
        assertEquals(List.of("h2e2"), mainLine(e.partial()));
    }

    @Test
    void aTreePromisingMovesPastTheFileIsCutWhereTheBytesEnd() throws IOException {
        // the last record says a continuation and an alternative follow: the file has neither
        byte[] bytes = new XqfBytes("t").move("h2e2", true, false, null).move("h9g7", true, true, null).bytes();
        GameDecodeException e = failure(write("links.xqf", bytes));
        assertEquals(bytes.length, e.offset());
        assertTrue(e.getMessage().contains("the move tree ends at byte " + bytes.length + " before its last record"),
                e.getMessage());
        assertEquals(List.of("h2e2", "h9g7"), mainLine(e.partial()));
    }

    @Test
    void everyRecordUsesBytesSoNoLinkCanLoop() throws IOException {
        // XQF has no pointers: a record with both flags set over and over only walks on to the end of the file
        List<String> shuffle = List.of("h2e2", "h7e7", "e2h2", "e7h7");
        XqfBytes looping = new XqfBytes("t");
        for (int i = 0; i < 1000; i++) {
            looping.move(shuffle.get(i % 4), true, true, null);
        }
        byte[] bytes = looping.bytes();
        GameDecodeException e = failure(write("loop.xqf", bytes));
        assertTrue(e.getMessage().contains("the move tree ends at byte " + bytes.length), e.getMessage());
        assertEquals(1000, e.partial().moves().plyCount());
    }

    @Test
    void anIllegalMainLineMoveEndsTheLineWithTheLegalPrefix() throws IOException {
        // the second move is a Red move again: Black is to move
        byte[] bytes = new XqfBytes("t").move("h2e2", true, false, null).move("b2e2", true, false, null)
                .move("h9g7", false, false, null).bytes();
        GameDecodeException e = failure(write("illegal.xqf", bytes));
        assertEquals(1024 + 8 + 8, e.offset());
        assertTrue(e.getMessage().contains("main line ends at move b2e2 at ply 2 (record at byte 1040): black is to move"),
                e.getMessage());
        assertEquals(List.of("h2e2"), mainLine(e.partial()));
        assertEquals(1, e.partial().header().plyCount());
    }

    @Test
    void anIllegalMoveInAVariationCutsOnlyThatVariation() throws IOException {
        // main line h2e2 h9g7; alternatives to h9g7: b9c7 (with its continuation b0c2) and h7h0, a cannon
        // capture with no screen once the red cannon has left h2
        byte[] bytes = new XqfBytes("t")
                .move("h2e2", true, false, null)
                .move("h9g7", false, true, "main")
                .move("b9c7", true, true, null)
                .move("b0c2", false, false, null)
                .move("h7h0", false, false, "never seen")
                .bytes();
        Game game = decode(write("variation.xqf", bytes));
        assertEquals(List.of("h2e2", "h9g7"), mainLine(game));
        MoveNode second = game.moves().mainLine().get(1);
        assertEquals(1, second.variations().size());
        assertEquals(List.of("b9c7", "b0c2"), second.variations().get(0).stream().map(n -> n.move().uci()).toList());
        String warnings = game.header().tags().get("XqfWarnings");
        assertTrue(warnings.contains("variation cut at move h7h0 at ply 2 (record at byte 1068): illegal move"), warnings);
    }

    @Test
    @CorpusTest
    void aRealVariationWithAnIllegalMoveIsCutAndTheMainLineKept() {
        Path file = Corpus.path("xiangqi/hbsxcjp_cchess_qt/中国象棋棋谱大全.xqf/布局/中炮/中炮进七兵对左炮封车进７卒补象/"
                + "中炮进七兵对左炮封车进7卒补象(1)红盘河马.XQF");
        Game game = decode(file);
        String warnings = game.header().tags().get("XqfWarnings");
        assertTrue(warnings.startsWith("variation cut at move c1c4 at ply "), warnings);
        assertTrue(game.moves().plyCount() > 0);
    }

    private static List<String> mainLine(Game game) {
        return game.moves().mainLine().stream().map(n -> n.move().uci()).toList();
    }

    private Path write(String name, byte[] bytes) throws IOException {
        Path file = dir.resolve(name);
        Files.write(file, bytes);
        return file;
    }

    private static GameDecodeException failure(Path file) {
        return assertThrows(GameDecodeException.class, () -> decode(file));
    }

    private static Game decode(Path file) {
        try (GameDatabase db = new XqfFormat().open(InputFile.local(file), FormatOptions.NONE);
             GameCursor cursor = db.cursor(new Split(0, 1), DecodeLevel.MOVES)) {
            assertTrue(cursor.next());
            return cursor.game();
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }
}
