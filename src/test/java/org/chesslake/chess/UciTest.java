package org.chesslake.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class UciTest {

    @Test
    void writes() {
        assertEquals("e2e4", Uci.toUci(Move.of(Square.parse("e2"), Square.parse("e4"))));
        assertEquals("e7e8q", Uci.toUci(Move.of(Square.parse("e7"), Square.parse("e8"), Piece.QUEEN)));
        assertEquals("a2a1n", Uci.toUci(Move.of(Square.parse("a2"), Square.parse("a1"), Piece.KNIGHT)));
        assertEquals("0000", Uci.toUci(Move.NULL));
    }

    @Test
    void readsWithFlagsFromTheBoard() {
        Board board = Board.fromFen("r3k2r/8/8/3pP3/8/8/8/R3K2R w KQkq d6 0 1");
        assertTrue(Move.isCastle(Uci.parse(board, "e1g1")));
        assertTrue(Move.isCastle(Uci.parse(board, "e1c1")));
        assertTrue(Move.isEnPassant(Uci.parse(board, "e5d6")));
        assertEquals(Move.NULL, Uci.parse(board, "0000"));
    }

    @Test
    void readsCastlingWrittenAsKingTakesRook() {
        Board board = Board.fromFen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        assertEquals("e1g1", Uci.toUci(Uci.parse(board, "e1h1")));
        assertEquals("e1c1", Uci.toUci(Uci.parse(board, "e1a1")));
        Board rookOffTheCorner = Board.fromFen("4k3/8/8/8/8/8/R7/4K2R w K - 0 1");
        assertThrows(IllegalMoveException.class, () -> Uci.parse(rookOffTheCorner, "e1a2"));
    }

    @Test
    void rejects() {
        Board board = Board.standard();
        assertThrows(IllegalMoveException.class, () -> Uci.parse(board, "e2e5"));
        assertThrows(IllegalMoveException.class, () -> Uci.parse(board, "e7e5"));
        assertThrows(IllegalMoveException.class, () -> Uci.parse(board, "e2e4q"));
        assertThrows(IllegalMoveException.class, () -> Uci.parse(board, "i2e4"));
        assertThrows(IllegalMoveException.class, () -> Uci.parse(board, "e2"));
        assertThrows(IllegalMoveException.class, () -> Uci.parse(board, "e1g1"));
    }

    @Test
    void findMoveNeedsThePromotionPiece() {
        Board board = Board.fromFen("4k3/1P6/8/8/8/8/8/4K3 w - - 0 1");
        int b7 = Square.parse("b7");
        int b8 = Square.parse("b8");
        assertEquals(-1, board.findMove(b7, b8, 0));
        assertEquals(Move.of(b7, b8, Piece.ROOK), board.findMove(b7, b8, Piece.ROOK));
        assertEquals(-1, board.findMove(b7, b8, Piece.KING));
    }
}
