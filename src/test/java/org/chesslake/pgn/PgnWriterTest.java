package org.chesslake.pgn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.chesslake.game.Game;
import org.chesslake.game.GameHeader;
import org.chesslake.game.MoveNode;
import org.chesslake.game.MoveTree;
import org.chesslake.game.PartialDate;
import org.chesslake.game.Result;
import org.junit.jupiter.api.Test;

class PgnWriterTest {

    private static Game parse(String pgn) {
        return new PgnParser("t").parse(PgnTestSupport.texts(pgn).get(0), new TokenInterpreter());
    }

    @Test
    void exportFormat() {
        GameHeader header = GameHeader.builder().white("Kasparov, G.").black("Deep Blue").event("IBM \"Man vs Machine\"")
                .date(new PartialDate(1997, 5, 0)).result(Result.DRAW).whiteElo(2795).eco("C10")
                .tag("Annotator", "a\\b").build();
        Game game = parse("[Event \"x\"]\n\n{Start} 1. e4 $1 e5 {Open} 2. Nf3 (2. f4 exf4 (2... d5)) 2... Nc6 *\n");
        String pgn = PgnWriter.write(new Game(1, header, game.moves()));
        assertEquals("""
                [Event "IBM \\"Man vs Machine\\""]
                [Site "?"]
                [Date "1997.05.??"]
                [Round "?"]
                [White "Kasparov, G."]
                [Black "Deep Blue"]
                [Result "1/2-1/2"]
                [WhiteElo "2795"]
                [ECO "C10"]
                [Annotator "a\\\\b"]

                {Start} 1. e4 $1 e5 {Open} 2. Nf3 (2. f4 exf4 (2... d5)) 2... Nc6 1/2-1/2

                """, pgn);
    }

    /**
     * Each tag once: a Date text the date fields cannot hold is the roster's Date (read back, it gives
     * the same fields and text), and a SetUp or PlyCount a format kept as a tag is not repeated.
     */
    @Test
    void eachTagIsWrittenOnce() {
        GameHeader header = GameHeader.builder().date(PartialDate.parse("2011.19.11")).tag("Date", "2011.19.11")
                .startFen("k7/8/8/8/8/8/8/K7 w - - 0 1").tag("SetUp", "1").tag("PlyCount", "0").build();
        String pgn = PgnWriter.write(new Game(1, header, MoveTree.EMPTY));
        assertEquals(1, pgn.split("\\[Date ", -1).length - 1, pgn);
        assertTrue(pgn.contains("[Date \"2011.19.11\"]"), pgn);
        assertEquals(1, pgn.split("\\[SetUp ", -1).length - 1, pgn);
        assertEquals(1, pgn.split("\\[PlyCount ", -1).length - 1, pgn);
        assertEquals(header.date(), parse(pgn).header().date());
        assertEquals("2011.19.11", parse(pgn).header().tags().get("Date"));
    }

    @Test
    void blackToMoveFromFenAndMoveNumber() {
        Game game = parse("[FEN \"k7/8/8/8/8/8/8/K7 b - - 3 41\"]\n\n41... Kb8 42. Kb1 {x} 42... Ka8 *\n");
        String pgn = PgnWriter.write(game);
        assertTrue(pgn.contains("[SetUp \"1\"]\n[FEN \"k7/8/8/8/8/8/8/K7 b - - 3 41\"]\n"), pgn);
        assertTrue(pgn.endsWith("\n\n41... Kb8 42. Kb1 {x} 42... Ka8 *\n\n"), pgn);
    }

    @Test
    void linesWrapAtEightyColumnsAndCommentsSurviveTheWrap() {
        StringBuilder movetext = new StringBuilder("{" + "word ".repeat(40) + "end} ");
        for (int i = 1; i <= 60; i++) {
            movetext.append(i).append(". Nf3 Nf6 ");
        }
        Game game = parse("[Event \"x\"]\n\n" + movetext + "*\n");
        String pgn = PgnWriter.write(game);
        for (String line : pgn.split("\n")) {
            assertTrue(line.length() <= 80, line);
        }
        Game again = parse(pgn);
        assertEquals(game.moves(), again.moves());
        assertEquals(game.header(), again.header());
    }

    @Test
    void roundTripOfCommentsNagsAndNestedVariations() {
        Game game = parse("""
                [Event "x"]
                [Result "0-1"]

                {Before} 1. e4 {after e4} {second} (1. d4 $2 {d4?} (1. c4 {English} 1... e5 (1... c5)) 1... d5)
                1... e5 $18 2. Nf3 ({Alternative} 2. f4) 0-1
                """);
        Game again = parse(PgnWriter.write(game));
        assertEquals(game.moves(), again.moves());
        assertEquals(game.header(), again.header());
        assertEquals("after e4 second", again.moves().mainLine().get(0).commentAfter());
    }

    @Test
    void gameCommentWithoutMoves() {
        Game game = new Game(1, GameHeader.builder().build(), new MoveTree(List.of(), "No moves"));
        assertTrue(PgnWriter.write(game).endsWith("\n\n{No moves} *\n\n"));
        assertEquals("No moves", parse(PgnWriter.write(game)).moves().comment());
    }

    @Test
    void aCommentNeverHoldsAClosingBrace() {
        List<String> texts = List.of("{ Game 17 } engine options", "a { b", "a } b");
        List<MoveNode> line = new ArrayList<>();
        for (String text : texts) {
            MoveNode node = new MoveNode(TokenInterpreter.info("e4"));
            node.addCommentAfter(text);
            line.add(node);
        }
        Game game = new Game(1, GameHeader.builder().build(), new MoveTree(line, null));
        List<String> back = parse(PgnWriter.write(game)).moves().mainLine().stream().map(MoveNode::commentAfter).toList();
        assertEquals(List.of("( Game 17 ) engine options", "a { b", "a ) b"), back);
    }
}
