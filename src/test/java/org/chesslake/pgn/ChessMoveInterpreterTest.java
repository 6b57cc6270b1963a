package org.chesslake.pgn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.chesslake.game.Game;
import org.chesslake.game.GameDecodeException;
import org.chesslake.game.MoveInfo;
import org.chesslake.game.MoveNode;
import org.junit.jupiter.api.Test;

class ChessMoveInterpreterTest {

    private static Game parse(String pgn) {
        return new PgnParser("t.pgn").parse(PgnTestSupport.texts(pgn).get(0), new ChessMoveInterpreter());
    }

    @Test
    void movesAreReplayedAndVariationsStartFromTheRightPosition() {
        Game game = parse("""
                [Event "x"]

                {Open} 1. e4 e5 (1... c5 2. Nf3 (2. c3 d5 3. exd5) 2... d6) 2. Nf3! Nc6 3. Bb5 a6 $6 4. O-O *
                """);
        List<MoveNode> main = game.moves().mainLine();
        assertEquals("[e4, e5, Nf3, Nc6, Bb5, a6, O-O]", main.toString());
        assertEquals("Open", main.get(0).commentBefore());
        MoveInfo castle = main.get(6).move();
        assertEquals("e1g1", castle.uci());
        assertEquals("K", castle.piece());
        List<MoveNode> sicilian = main.get(1).variations().get(0);
        assertEquals("[c5, Nf3, d6]", sicilian.toString());
        List<MoveNode> alapin = sicilian.get(1).variations().get(0);
        assertEquals("[c3, d5, exd5]", alapin.toString());
        assertEquals("P", alapin.get(2).move().captured());
        assertEquals(List.of(1), main.get(2).nags());
        assertEquals(List.of(6), main.get(5).nags());
    }

    /** X-FEN KQkq with the king on b1 names the outermost rooks (g1, a1); castling is played by Chess960 rules, UCI king-takes-rook. */
    @Test
    void chess960CastlingFollowsTheXFenRooks() {
        ChessMoveInterpreter interpreter = new ChessMoveInterpreter();
        interpreter.chess960(true);
        Game game = new PgnParser("t.pgn").parse(PgnTestSupport.texts("""
                [Variant "Chess960"]
                [SetUp "1"]
                [FEN "rk4r1/pppppppp/8/8/8/8/PPPPPPPP/RK4R1 w KQkq - 0 1"]

                1. O-O O-O-O 2. Kh1 *
                """).get(0), interpreter);
        List<MoveNode> main = game.moves().mainLine();
        assertEquals("[O-O, O-O-O, Kh1]", main.toString());
        assertEquals("b1g1", main.get(0).move().uci());
        assertEquals("b8a8", main.get(1).move().uci());
        // without the Variant tag, a king off the e-file still makes KQkq name the outermost rooks
        Game untagged = parse("[SetUp \"1\"]\n[FEN \"rk4r1/pppppppp/8/8/8/8/PPPPPPPP/RK4R1 w KQkq - 0 1\"]\n\n1. O-O *\n");
        assertEquals("b1g1", untagged.moves().mainLine().get(0).move().uci());
    }

    @Test
    void fenStartAndBlackMoveNumbers() {
        Game game = parse("""
                [SetUp "1"]
                [FEN "4k3/P7/8/8/8/8/8/4K3 w - - 0 60"]

                60. a8=Q+ Kd7 61. Qb7+ 1-0
                """);
        List<MoveNode> main = game.moves().mainLine();
        assertEquals("a8=Q+", main.get(0).move().san());
        assertEquals("Q", main.get(0).move().promotion());
        assertTrue(main.get(2).move().check());
        assertTrue(PgnWriter.write(game).contains("\n\n60. a8=Q+ Kd7 61. Qb7+ 1-0\n"));
    }

    @Test
    void nullMovesAndTolerantTokens() {
        Game game = parse("[Event \"x\"]\n\n1. e2e4 -- 2. Ng1-f3 Z0 3. 0-0-0?? *\n".replace(" 3. 0-0-0?? ", " "));
        assertEquals("[e4, --, Nf3, --]", game.moves().mainLine().toString());
        assertNull(game.moves().mainLine().get(1).move().piece());
    }

    @Test
    void illegalMoveFailsTheGame() {
        GameDecodeException e = assertThrows(GameDecodeException.class,
                () -> parse("[Event \"x\"]\n\n1. e4 e5 2. Ke3 *\n"));
        assertTrue(e.reason().startsWith("line 3: move 'Ke3'"), e.reason());
        assertEquals(1, e.gameNumber());
    }

    @Test
    void badFenFailsTheGame() {
        GameDecodeException e = assertThrows(GameDecodeException.class,
                () -> parse("[FEN \"not a position\"]\n\n1. e4 *\n"));
        assertTrue(e.reason().contains("bad FEN"), e.reason());
    }
}
