package org.chesslake.pgn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.chesslake.game.Game;
import org.chesslake.game.GameDecodeException;
import org.chesslake.game.GameHeader;
import org.chesslake.game.MoveNode;
import org.chesslake.game.PartialDate;
import org.chesslake.game.Result;
import org.junit.jupiter.api.Test;

class PgnParserTest {

    private static List<Game> parse(String pgn) {
        PgnParser parser = new PgnParser("test.pgn");
        return PgnTestSupport.texts(pgn).stream().map(t -> parser.parse(t, new TokenInterpreter())).toList();
    }

    private static Game single(String pgn) {
        List<Game> games = parse(pgn);
        assertEquals(1, games.size());
        return games.get(0);
    }

    @Test
    void headerFieldsFromTheRosterAndTheRestAsTagsInOrder() {
        GameHeader h = single("""
                [Event "Hastings"]
                [Site "?"]
                [Date "1895.08.??"]
                [Round "1"]
                [White "Pillsbury, H."]
                [Black "Tarrasch, S."]
                [Result "1-0"]
                [WhiteElo "2600"]
                [BlackElo "-"]
                [ECO "D63"]
                [Annotator "Steinitz"]
                [PlyCount "2"]
                [SetUp "1"]
                [FEN "8/8/8/8/8/8/8/K6k w - - 0 1"]
                [Opening "QGD"]

                1. d4 d5 1-0
                """).header();
        assertEquals("Hastings", h.event());
        assertNull(h.site());
        assertEquals(new PartialDate(1895, 8, 0), h.date());
        assertEquals("1", h.round());
        assertEquals("Pillsbury, H.", h.white());
        assertEquals("Tarrasch, S.", h.black());
        assertEquals(Result.WHITE_WINS, h.result());
        assertEquals(2600, h.whiteElo());
        assertNull(h.blackElo());
        assertEquals("D63", h.eco());
        assertEquals(2, h.plyCount());
        assertEquals("8/8/8/8/8/8/8/K6k w - - 0 1", h.startFen());
        assertEquals(List.of("Annotator", "Opening"), List.copyOf(h.tags().keySet()));
        assertEquals(Map.of("Annotator", "Steinitz", "Opening", "QGD"), h.tags());
    }

    @Test
    void resultFromMovetextWhenTheTagIsMissing() {
        assertEquals(Result.DRAW, single("[Event \"x\"]\n\n1. e4 1/2-1/2\n").header().result());
    }

    @Test
    void nestedVariationsHangOnTheMoveTheyReplace() {
        Game g = single("[Event \"x\"]\n\n1. e4 (1. d4 d5 (1... Nf6 2. c4 (2. Nf3)) 2. c4) (1. c4) 1... e5 *\n");
        List<MoveNode> main = g.moves().mainLine();
        assertEquals(List.of("e4", "e5"), main.stream().map(MoveNode::toString).toList());
        MoveNode e4 = main.get(0);
        assertEquals(2, e4.variations().size());
        List<MoveNode> d4Line = e4.variations().get(0);
        assertEquals("[d4, d5, c4]", d4Line.toString());
        List<MoveNode> nf6Line = d4Line.get(1).variations().get(0);
        assertEquals("[Nf6, c4]", nf6Line.toString());
        assertEquals("[Nf3]", nf6Line.get(1).variations().get(0).toString());
        assertEquals("[c4]", e4.variations().get(1).toString());
    }

    @Test
    void commentsNagsAndCommentBeforeTheFirstMove() {
        Game g = single("[Event \"x\"]\n\n{Start} 1. e4! $14 {good} ; line comment\n e5 ({Or} 1... c5?!) 2. Nf3 *\n");
        List<MoveNode> main = g.moves().mainLine();
        assertEquals("Start", main.get(0).commentBefore());
        assertEquals(List.of(1, 14), main.get(0).nags());
        assertEquals("good line comment", main.get(0).commentAfter());
        MoveNode c5 = main.get(1).variations().get(0).get(0);
        assertEquals("Or", c5.commentBefore());
        assertEquals(List.of(6), c5.nags());
        assertNull(g.moves().comment());
    }

    @Test
    void emptyGames() {
        List<Game> games = parse("[Event \"a\"]\n\n*\n\n[Event \"b\"]\n\n{Just a comment} 1-0\n\n[Event \"c\"]\n");
        assertEquals(3, games.size());
        assertTrue(games.get(0).moves().mainLine().isEmpty());
        assertNull(games.get(0).moves().comment());
        assertEquals("Just a comment", games.get(1).moves().comment());
        assertEquals(Result.WHITE_WINS, games.get(1).header().result());
        assertTrue(games.get(2).moves().mainLine().isEmpty());
    }

    @Test
    void fenTagGoesToTheInterpreter() {
        TokenInterpreter interpreter = new TokenInterpreter();
        PgnGameText text = PgnTestSupport.texts("[SetUp \"1\"]\n[FEN \"k7/8/8/8/8/8/8/K7 b - - 0 9\"]\n\n9... Kb8 *\n").get(0);
        new PgnParser("t").parse(text, interpreter);
        assertEquals("k7/8/8/8/8/8/8/K7 b - - 0 9", interpreter.startFen);
    }

    @Test
    void illegalMoveFailsTheGameWithNumberOffsetAndLine() {
        String pgn = "[Event \"a\"]\n\n1. e4 e5 *\n\n[Event \"b\"]\n\n1. e4\nXe5 2. Nf3 *\n\n[Event \"c\"]\n\n1. d4 *\n";
        List<PgnGameText> texts = PgnTestSupport.texts(pgn);
        PgnParser parser = new PgnParser("test.pgn");
        GameDecodeException e = assertThrows(GameDecodeException.class,
                () -> parser.parse(texts.get(1), new TokenInterpreter()));
        assertEquals("test.pgn", e.file());
        assertEquals(2, e.gameNumber());
        assertEquals(pgn.indexOf("[Event \"b\"]"), e.offset());
        assertTrue(e.reason().startsWith("line 8: move 'Xe5'"), e.reason());
        assertEquals(1, parser.parse(texts.get(2), new TokenInterpreter()).moves().plyCount());
    }

    @Test
    void badFenAndUnbalancedVariationsAreErrors() {
        PgnParser parser = new PgnParser("t");
        for (String pgn : List.of("[FEN \"bad\"]\n\n1. e4 *\n", "[Event \"x\"]\n\n1. e4 ) e5 *\n",
                "[Event \"x\"]\n\n(1. d4) 1. e4 *\n")) {
            PgnGameText text = PgnTestSupport.texts(pgn).get(0);
            assertThrows(GameDecodeException.class, () -> parser.parse(text, new TokenInterpreter()), pgn);
        }
    }

    @Test
    void variationsLeftOpenFailTheGame() {
        GameDecodeException e = assertThrows(GameDecodeException.class,
                () -> new PgnParser("t").parse(PgnTestSupport.texts("[Event \"x\"]\n\n1. e4 (1. d4 (1. c4\n").get(0),
                        new TokenInterpreter()));
        assertTrue(e.reason().endsWith("2 variation(s) never closed"), e.reason());
    }

    @Test
    void textAfterTheResultIsIgnored() {
        Game g = single("[Event \"x\"]\n\n1. e4 1-0 Xjunk (junk\n");
        assertEquals(1, g.moves().plyCount());
    }
}
