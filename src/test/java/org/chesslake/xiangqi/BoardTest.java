package org.chesslake.xiangqi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class BoardTest {

    /** Published xiangqi perft counts (chessprogramming.org "Chinese Chess Perft Results"). */
    @Test
    void perftFromTheStartPosition() {
        Board board = Board.standard();
        assertEquals(44, perft(board, 1));
        assertEquals(1_920, perft(board, 2));
        assertEquals(79_666, perft(board, 3));
        assertEquals(3_290_240, perft(board, 4));
        assertEquals(Board.STANDARD_FEN, board.toFen());
    }

    @Test
    void perftFromMiddlegamesWithScreensLegsAndEyes() {
        assertEquals(43_929, perft(Board.fromFen("r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w"), 3));
        assertEquals(8_620, perft(Board.fromFen("1cbak4/9/n2a5/2p1p3p/5cp2/2n2N3/6PCP/3AB4/2C6/3A1K1N1 w"), 3));
        assertEquals(9_850, perft(Board.fromFen("5a3/3k5/3aR4/9/5r3/5n3/9/3A1A3/5K3/2BC2B2 w"), 3));
        assertEquals(6_241, perft(Board.fromFen("C1nNk4/9/9/9/9/9/n1pp5/B3C4/9/3A1K3 w"), 3));
        assertEquals(3_883, perft(Board.fromFen("2b1ka3/9/b3N4/4n4/9/9/9/4C4/2p6/2BK5 w"), 3));
    }

    private static long perft(Board board, int depth) {
        int[] moves = new int[Board.MAX_MOVES];
        int count = board.legalMoves(moves);
        if (depth == 1) {
            return count;
        }
        long nodes = 0;
        for (int i = 0; i < count; i++) {
            board.make(moves[i]);
            nodes += perft(board, depth - 1);
            board.unmake();
        }
        return nodes;
    }

    @Test
    void flyingGeneralForbidsOpeningTheFileBetweenKings() {
        Board board = Board.fromFen("4k4/9/9/9/9/9/9/9/4R4/4K4 w");
        // the rook shields the kings: it may move along the file but not off it
        assertTrue(board.findMove(Square.parse("e1"), Square.parse("e5")) >= 0);
        assertEquals(-1, board.findMove(Square.parse("e1"), Square.parse("d1")));
        // a king may not step onto the open file of the other king
        Board open = Board.fromFen("3k5/9/9/9/9/9/9/9/9/4K4 b");
        assertEquals(-1, open.findMove(Square.parse("d9"), Square.parse("e9")));
    }

    @Test
    void horseLegsElephantEyesAndRiver() {
        Board board = Board.standard();
        // the b0 horse's leg b1 is free: it reaches a2 and c2, never d1 (leg c0 occupied by the elephant)
        assertTrue(board.findMove(Square.parse("b0"), Square.parse("c2")) >= 0);
        assertEquals(-1, board.findMove(Square.parse("b0"), Square.parse("d1")));
        Board eye = Board.fromFen("3k5/9/9/9/9/9/9/9/3N5/2B1K4 w");
        assertEquals(-1, eye.findMove(Square.parse("c0"), Square.parse("e2")));
        assertTrue(eye.findMove(Square.parse("c0"), Square.parse("a2")) >= 0);
        Board river = Board.fromFen("3k5/9/9/9/9/2B6/9/9/9/4K4 w");
        assertEquals(-1, river.findMove(Square.parse("c4"), Square.parse("e6")));
        // a pawn moves sideways only after crossing the river
        Board pawns = Board.fromFen("3k5/9/9/9/2P6/P8/9/9/9/4K4 w");
        assertTrue(pawns.findMove(Square.parse("c5"), Square.parse("b5")) >= 0);
        assertEquals(-1, pawns.findMove(Square.parse("a4"), Square.parse("b4")));
    }

    @Test
    void cannonNeedsExactlyOneScreenToCapture() {
        Board board = Board.standard();
        assertEquals(-1, board.findMove(Square.parse("h2"), Square.parse("h7")));
        assertTrue(board.findMove(Square.parse("h2"), Square.parse("h9")) >= 0);
        assertTrue(board.findMove(Square.parse("h2"), Square.parse("e2")) >= 0);
    }

    @Test
    void checkAndMate() {
        // double-rook mate on the back rank: the black king has no flight
        Board board = Board.fromFen("3k5/R8/9/9/9/9/9/9/9/4K3R w");
        int move = board.findMove(Square.parse("i0"), Square.parse("i9"));
        board.make(move);
        assertTrue(board.inCheck());
        assertTrue(board.isCheckmate());
        board.unmake();
        assertFalse(board.inCheck());
    }

    @Test
    void fenDialectsAndValidation() {
        Board red = Board.fromFen("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR r - - 0 0");
        assertEquals(Board.STANDARD_FEN, red.toFen());
        Board letters = Board.fromFen("rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR w");
        assertEquals(Board.standard().zobrist(), letters.zobrist());
        Board black = Board.fromFen("3akab2/3r2c2/4b4/pc4N1p/4p1n2/6C2/P3P3P/2N1B4/4A4/2BAKR3 b - - 0 1");
        assertEquals(Piece.BLACK, black.sideToMove());
        assertNotEquals(Board.fromFen("3akab2/3r2c2/4b4/pc4N1p/4p1n2/6C2/P3P3P/2N1B4/4A4/2BAKR3 w").zobrist(), black.zobrist());
        assertThrows(IllegalArgumentException.class, () -> Board.fromFen("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/RNBAKABNR w"));
        assertThrows(IllegalArgumentException.class, () -> Board.fromFen("rnba1abnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w"));
        assertThrows(IllegalArgumentException.class, () -> Board.fromFen("4k4/9/9/9/9/9/9/9/9/K8 w"));
    }

    @Test
    void stalemateIsNoMoveWithoutCheck() {
        // Black's king on d9 is not attacked, but e9 and d8 lie on the rooks' lines
        Board board = Board.fromFen("3k5/R8/9/9/9/9/9/9/4R4/5K3 b");
        assertFalse(board.inCheck());
        assertTrue(board.isStalemate());
        assertFalse(board.isCheckmate());
    }

    @Test
    void zobristKeysAreFixedConstants() {
        // pinned: keys come from a fixed seed, so tables written in different runs join on them
        assertEquals(0x94ae79ac9839bcddL, Board.standard().zobrist());
    }

    @Test
    void zobristIsRestoredByUnmakeAndIndependentOfMoveOrder() {
        Board a = Board.standard();
        long start = a.zobrist();
        play(a, "h2e2", "h9g7", "b0c2");
        Board b = Board.standard();
        play(b, "b0c2", "h9g7", "h2e2");
        assertEquals(a.zobrist(), b.zobrist());
        a.unmake();
        a.unmake();
        a.unmake();
        assertEquals(start, a.zobrist());
    }

    private static void play(Board board, String... iccs) {
        for (String token : iccs) {
            board.make(Iccs.parse(board, token, 0));
        }
    }
}
