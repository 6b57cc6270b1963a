package org.chesslake.format.xqf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.chesslake.files.InputFile;
import org.chesslake.format.DecodeLevel;
import org.chesslake.format.FormatOptions;
import org.chesslake.format.GameCursor;
import org.chesslake.format.GameDatabase;
import org.chesslake.format.Split;
import org.chesslake.game.Game;
import org.chesslake.game.GameHeader;
import org.chesslake.game.MoveNode;
import org.chesslake.game.Result;
import org.chesslake.testing.Corpus;
import org.chesslake.testing.CorpusTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The spec's worked examples (xqf.md §10), decode levels and recognition by content. */
@CorpusTest
class XqfFormatTest {

    @TempDir
    Path dir;

    @Test
    void version18EncipheredComposedEndgame() {
        Game game = decode(Corpus.path("xiangqi/hbsxcjp_cchess/01.XQF"), DecodeLevel.MOVES);
        GameHeader h = game.header();
        assertEquals("5a3/4ak2r/6R2/8p/9/9/9/B4N2B/4K4/3c5 w - - 0 1", h.startFen());
        assertEquals("第01局", h.tags().get("Title"));
        assertEquals("18", h.tags().get("XqfVersion"));
        assertEquals("3", h.tags().get("XqfType"));
        assertEquals(Result.WHITE_WINS, h.result());
        assertEquals(7, h.plyCount());
        assertEquals(List.of("f2g4", "d0d9", "g4e5", "d9e9", "g7f7", "e8f7", "e5g6"), uci(game.moves().mainLine()));
        MoveNode first = game.moves().mainLine().get(0);
        assertEquals("　　从相肩进马是取胜的正确途径。其它着法，均不能取胜。", first.commentAfter());
        assertEquals(List.of("f2e4"), uci(first.variations().get(0)).subList(0, 1));
        assertEquals(22, first.variations().get(0).size());
        assertEquals("H4+3", first.move().san(), "WXF: the horse from file 4 to file 3");
    }

    @Test
    void version10PlainWithTitleAnnotatorAndAuthor() {
        Game game = decode(Corpus.path("xiangqi/hbsxcjp_cchess/4.XQF"), DecodeLevel.MOVES);
        GameHeader h = game.header();
        assertNull(h.startFen(), "the standard start with Red to move");
        assertEquals("四量拨千斤", h.tags().get("Title"));
        assertEquals("阎文清 张强", h.tags().get("Annotator"));
        assertEquals("橘子黄了", h.tags().get("Author"));
        assertEquals(29, game.moves().plyCount());
        assertEquals(List.of("h2e2", "b9c7"), uci(game.moves().mainLine()).subList(0, 2));
        assertNull(game.moves().mainLine().get(0).commentBefore(), "a root comment of only a line break is no comment");
    }

    @Test
    void theIndexLevelReadsTheHeaderAndTheHeaderLevelAddsTheStartWithoutMoves() {
        Path file = Corpus.path("xiangqi/hbsxcjp_cchess/01.XQF");
        try (GameDatabase db = new XqfFormat().open(InputFile.local(file), FormatOptions.NONE);
             GameCursor cursor = db.cursor(new Split(0, 1), DecodeLevel.INDEX)) {
            assertTrue(cursor.next());
            assertEquals("第01局", cursor.indexHeader().tags().get("Title"));
            assertNull(cursor.game().moves());
            assertFalse(cursor.next());
        } catch (IOException e) {
            throw new AssertionError(e);
        }
        Game header = decode(file, DecodeLevel.HEADER);
        assertNull(header.moves());
        assertEquals("5a3/4ak2r/6R2/8p/9/9/9/B4N2B/4K4/3c5 w - - 0 1", header.header().startFen());
    }

    @Test
    void blackFirstComesFromTheFirstMovesPiece() {
        Game game = decode(Corpus.path("xiangqi/hbsxcjp_cchess_qt/中国象棋棋谱大全.xqf/全局/奕乘/奕乘──平阳谢侠逊奕棋选/"
                + "第十一局 香山曾展鸿(先) 平阳谢侠逊(和).xqf"), DecodeLevel.MOVES);
        assertEquals("rnbakabnr/9/1c2c4/p1p1p1p1p/9/2P6/P3P1P1P/1C4NC1/9/RNBAKAB1R b - - 0 1", game.header().startFen());
        assertEquals("0", game.header().tags().get("XqfWhoPlay"), "the header said Red");
        assertTrue(game.header().tags().get("XqfWarnings").contains("disagrees with the first move"));
    }

    @Test
    void recognisedByContentWhateverTheName() throws IOException {
        Path renamed = dir.resolve("game.dat");
        Files.copy(Corpus.path("xiangqi/hbsxcjp_cchess/01.XQF"), renamed);
        assertTrue(new XqfFormat().recognizes(InputFile.local(renamed)));
        Path text = dir.resolve("notes.xqf");
        Files.writeString(text, "XQ is a text file", StandardCharsets.US_ASCII);
        assertFalse(new XqfFormat().recognizes(InputFile.local(text)));
    }

    private static List<String> uci(List<MoveNode> line) {
        return line.stream().map(n -> n.move().uci()).toList();
    }

    private static Game decode(Path file, DecodeLevel level) {
        try (GameDatabase db = new XqfFormat().open(InputFile.local(file), FormatOptions.NONE);
             GameCursor cursor = db.cursor(new Split(0, 1), level)) {
            assertTrue(cursor.next());
            return cursor.game();
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }
}
