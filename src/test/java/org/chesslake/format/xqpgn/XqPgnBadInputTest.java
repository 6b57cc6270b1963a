package org.chesslake.format.xqpgn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.chesslake.format.DecodeLevel;
import org.chesslake.format.FormatOptions;
import org.chesslake.game.GameDecodeException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Each bad game stands between two good ones: the bad one fails with a GameDecodeException that
 * names the file, the game and its byte offset, and both neighbours are kept.
 */
class XqPgnBadInputTest {

    private static final String GOOD = "[Game \"Chinese Chess\"]\r\n\r\n1. 炮二平五 马８进７ 1-0\r\n\r\n";

    @TempDir
    Path dir;

    private GameDecodeException badMiddleGame(byte[] bad) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        byte[] good = GOOD.getBytes(XqEncoding.GB18030);
        bytes.write(good);
        bytes.write(bad);
        bytes.write(good);
        Path file = XqPgnTestFiles.write(dir, "bad.pgn", bytes.toByteArray());
        List<XqPgnTestFiles.Outcome> games = XqPgnTestFiles.readAll(file, FormatOptions.NONE, DecodeLevel.MOVES);
        assertEquals(3, games.size());
        assertEquals(List.of("h2e2", "h9g7"), games.get(0).iccs());
        assertEquals(List.of("h2e2", "h9g7"), games.get(2).iccs());
        assertNull(games.get(1).game());
        GameDecodeException error = games.get(1).error();
        assertEquals(file.toString(), error.file());
        assertEquals(good.length, error.offset());
        assertEquals(2, error.gameNumber());
        assertTrue(error.getMessage().startsWith(file + ": game 2 at byte " + good.length),
                error.getMessage());
        return error;
    }

    private static byte[] gbk(String text) {
        return text.getBytes(XqEncoding.GB18030);
    }

    @Test
    void bytesValidInNoSupportedEncoding() throws IOException {
        ByteArrayOutputStream bad = new ByteArrayOutputStream();
        bad.write(gbk("[Game \"Chinese Chess\"]\r\n\r\n1. 炮二平五 "));
        bad.write(new byte[] {(byte) 0xFF, (byte) 0xFF, (byte) 0x80});
        bad.write(gbk(" 1-0\r\n\r\n"));
        GameDecodeException error = badMiddleGame(bad.toByteArray());
        assertTrue(error.reason().contains("not valid gb18030"), error.reason());
    }

    @Test
    void illegalMove() throws IOException {
        GameDecodeException error = badMiddleGame(gbk("[Game \"Chinese Chess\"]\r\n\r\n1. 炮二平五 马８进６ 1-0\r\n\r\n"));
        assertTrue(error.reason().contains("马８进６"), error.reason());
        assertTrue(error.reason().contains("no piece can play"), error.reason());
    }

    @Test
    void unknownToken() throws IOException {
        GameDecodeException error = badMiddleGame(gbk("[Game \"Chinese Chess\"]\r\n\r\n1. 炮二平五 hello 1-0\r\n\r\n"));
        assertTrue(error.reason().contains("unknown move token"), error.reason());
    }

    @Test
    void commentInsideAMove() throws IOException {
        GameDecodeException error = badMiddleGame(gbk("[Game \"Chinese Chess\"]\r\n\r\n1. 兵七{注释}进一 1-0\r\n\r\n"));
        assertTrue(error.reason().contains("兵七"), error.reason());
    }

    @Test
    void unterminatedComment() throws IOException {
        GameDecodeException error = badMiddleGame(gbk("[Game \"Chinese Chess\"]\r\n\r\n1. 炮二平五 {never closed\r\n\r\n"));
        assertTrue(error.reason().contains("never closed"), error.reason());
    }

    @Test
    void unterminatedVariation() throws IOException {
        GameDecodeException error = badMiddleGame(gbk("[Game \"Chinese Chess\"]\r\n\r\n1. 炮二平五 (1. 炮八平五 马２进３ 1-0\r\n\r\n"));
        assertTrue(error.reason().contains("variation(s) never closed"), error.reason());
    }

    @Test
    void tagValueBrokenByANewline() throws IOException {
        GameDecodeException error = badMiddleGame(gbk("[Game \"Chinese Chess\"]\r\n[Title \"\r\n四两拨千斤\"]\r\n\r\n1-0\r\n\r\n"));
        assertTrue(error.reason().contains("tag line"), error.reason());
    }

    @Test
    void badFen() throws IOException {
        GameDecodeException error = badMiddleGame(gbk("[FEN \"9/9/9 w\"]\r\n\r\n1. 炮二平五 1-0\r\n\r\n"));
        assertTrue(error.reason().contains("FEN"), error.reason());
    }
}
