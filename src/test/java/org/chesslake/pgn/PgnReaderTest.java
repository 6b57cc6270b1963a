package org.chesslake.pgn;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.chesslake.format.text.PgnReader;
import org.chesslake.game.GameHeader;
import org.junit.jupiter.api.Test;

class PgnReaderTest {

    private static final String TWO_GAMES = """
            [Event "A"]
            [White "X"]

            1. e4 e5 1-0

            [Event "B"]

            1. d4 {comment
            [not a tag] still comment} d5 0-1
            """;

    @Test
    void splitsGamesWithOffsetsAndLines() {
        List<PgnGameText> games = PgnTestSupport.texts(TWO_GAMES);
        assertEquals(2, games.size());
        assertEquals(1, games.get(0).number());
        assertEquals(0, games.get(0).offset());
        assertEquals(1, games.get(0).line());
        assertEquals(2, games.get(1).number());
        assertEquals(TWO_GAMES.indexOf("[Event \"B\"]"), games.get(1).offset());
        assertEquals(6, games.get(1).line());
        assertTrue(games.get(1).text().contains("[not a tag] still comment}"));
    }

    @Test
    void textBetweenGamesIsNotAGame() {
        String pgn = "Downloaded from somewhere.\nEnjoy!\n\n" + TWO_GAMES.replace("1-0\n", "1-0\nsome junk (\nmore junk\n");
        List<PgnGameText> games = PgnTestSupport.texts(pgn);
        assertEquals(2, games.size());
        assertEquals(pgn.indexOf("[Event \"A\"]"), games.get(0).offset());
        PgnParser parser = new PgnParser("test.pgn");
        assertEquals(2, parser.parse(games.get(0), new TokenInterpreter()).moves().plyCount());
    }

    @Test
    void movetextWithoutTagsIsAGameWhenItHasAResult() {
        List<PgnGameText> games = PgnTestSupport.texts("1. e4 e5 *\n");
        assertEquals(1, games.size());
        assertEquals(2, new PgnParser("t").parse(games.get(0), new TokenInterpreter()).moves().plyCount());
    }

    @Test
    void byteOrderMarkIsSkippedButCounted() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        bytes.writeBytes(new byte[] {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF});
        bytes.writeBytes("[White \"Réti\"]\n\n1. Nf3 *\n".getBytes(StandardCharsets.UTF_8));
        List<PgnGameText> games = PgnTestSupport.texts(bytes.toByteArray());
        assertEquals(1, games.size());
        assertEquals(3, games.get(0).offset());
        assertEquals("Réti", new PgnParser("t").header(games.get(0)).white());
    }

    @Test
    void latin1GameNextToUtf8Game() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        bytes.writeBytes("[White \"Réti\"]\n\n1. Nf3 *\n\n".getBytes(StandardCharsets.UTF_8));
        bytes.writeBytes("[White \"Réti\"]\n\n1. Nf3 {Gambit à la Réti} *\n".getBytes(StandardCharsets.ISO_8859_1));
        List<PgnGameText> games = PgnTestSupport.texts(bytes.toByteArray());
        PgnParser parser = new PgnParser("t");
        assertEquals("Réti", parser.header(games.get(0)).white());
        assertEquals("Réti", parser.header(games.get(1)).white());
        assertEquals("Gambit à la Réti",
                parser.parse(games.get(1), new TokenInterpreter()).moves().mainLine().get(0).commentAfter());
    }

    /** An archive that stored some names as UTF-8 and others as Latin-1 exports both bytes unchanged in one game. */
    static byte[] mixedEncodings() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        bytes.writeBytes("[Event \"Tallinn\"]\n[White \"Švilponis, Teet\"]\n".getBytes(StandardCharsets.UTF_8));
        bytes.writeBytes("[Black \"Talpak, Tönu\"]\n\n1. e4 {Tönu's move} e5 ".getBytes(StandardCharsets.ISO_8859_1));
        bytes.writeBytes("{Švilponis' reply} *\n".getBytes(StandardCharsets.UTF_8));
        return bytes.toByteArray();
    }

    @Test
    void eachTagValueAndCommentIsReadInItsOwnEncoding() {
        List<PgnGameText> games = PgnTestSupport.texts(mixedEncodings());
        PgnParser parser = new PgnParser("t");
        GameHeader header = parser.header(games.get(0));
        assertEquals("Tallinn", header.event());
        assertEquals("Švilponis, Teet", header.white());
        assertEquals("Talpak, Tönu", header.black());
        var moves = parser.parse(games.get(0), new TokenInterpreter()).moves().mainLine();
        assertEquals("Tönu's move", moves.get(0).commentAfter());
        assertEquals("Švilponis' reply", moves.get(1).commentAfter());
    }

    @Test
    void utf8IsStrict() {
        assertTrue(TextDecoding.isUtf8("aé€😀".getBytes(StandardCharsets.UTF_8), 0, 10));
        for (int[] bad : new int[][] {{0xC0, 0xAF}, {0xE0, 0x80, 0xAF}, {0xED, 0xA0, 0x80}, {0xF4, 0x90, 0x80, 0x80},
                {0xC3}, {0xE2, 0x82}, {0x80}, {0xF5, 0x80, 0x80, 0x80}, {0xC3, 0x28}}) {
            byte[] bytes = new byte[bad.length];
            for (int i = 0; i < bad.length; i++) {
                bytes[i] = (byte) bad[i];
            }
            assertEquals(false, TextDecoding.isUtf8(bytes, 0, bytes.length), java.util.Arrays.toString(bad));
        }
    }

    @Test
    void pluggableCharset() {
        byte[] gbk = "[Event \"象棋\"]\n\n1. 炮二平五 *\n".getBytes(java.nio.charset.Charset.forName("GBK"));
        try (PgnReader reader = new PgnReader("x.pgn", new java.io.ByteArrayInputStream(gbk),
                TextDecoding.of(java.nio.charset.Charset.forName("GBK")))) {
            PgnGameText game = reader.next();
            GameHeader header = new PgnParser("x.pgn").header(game);
            assertEquals("象棋", header.event());
            assertEquals("炮二平五", new PgnParser("x.pgn").parse(game, new TokenInterpreter())
                    .moves().mainLine().get(0).move().san());
        } catch (java.io.IOException e) {
            throw new AssertionError(e);
        }
    }

    @Test
    void escapeLinesDoNotStartGames() {
        List<PgnGameText> games = PgnTestSupport.texts("% [Event \"hidden\"]\n[Event \"A\"]\n\n1. e4 *\n");
        assertEquals(1, games.size());
        assertArrayEquals(new String[] {"A"}, games.stream()
                .map(g -> new PgnParser("t").header(g).event()).toArray());
    }

    @Test
    void gameOnOneLineEndsAtTheNextTagSection() {
        String pgn = "[Event \"A\"] [Site \"x ] y\"] 1. e4 {[not a tag]} e5 1-0\n\n[Event \"B\"]\n\n1. d4 *\n";
        List<PgnGameText> games = PgnTestSupport.texts(pgn);
        assertEquals(2, games.size());
        PgnParser parser = new PgnParser("t");
        assertEquals("x ] y", parser.header(games.get(0)).site());
        assertEquals(2, parser.parse(games.get(0), new TokenInterpreter()).moves().plyCount());
        assertEquals("B", parser.header(games.get(1)).event());
    }

    @Test
    void doubleByteTrailBytesAreNotDelimiters() throws java.io.IOException {
        java.nio.charset.Charset gbk = java.nio.charset.Charset.forName("GBK");
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        bytes.writeBytes("[Event \"A\"]\n\n1. ".getBytes(StandardCharsets.US_ASCII));
        bytes.writeBytes(new byte[] {(byte) 0x81, '{'}); // one GBK character whose second byte is '{'
        bytes.writeBytes(" *\n\n[Event \"B\"]\n\n1. e4 *\n".getBytes(StandardCharsets.US_ASCII));
        String character = new String(new byte[] {(byte) 0x81, '{'}, gbk);
        try (PgnReader reader = new PgnReader("x.pgn", new java.io.ByteArrayInputStream(bytes.toByteArray()),
                TextDecoding.of(gbk))) {
            PgnGameText first = reader.next();
            assertEquals(character, new PgnParser("x.pgn").parse(first, new TokenInterpreter())
                    .moves().mainLine().get(0).move().san());
            assertEquals("B", new PgnParser("x.pgn").header(reader.next()).event());
            assertEquals(null, reader.next());
        }
    }
}
