package org.chesslake.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.api.Test;

class BoardTest {

    @Test
    void makeAndUnmakeRestoreEveryField() {
        Board board = Board.fromFen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 3 7");
        String fen = board.toFen();
        long key = board.zobrist();
        int[] moves = new int[256];
        int n = board.legalMoves(moves);
        for (int i = 0; i < n; i++) {
            board.make(moves[i]);
            board.unmake();
            assertEquals(fen, board.toFen());
            assertEquals(key, board.zobrist());
        }
        assertThrows(IllegalStateException.class, board::unmake);
    }

    @Test
    void countersFollowTheMoves() {
        Board board = Board.standard();
        board.make(San.parse(board, "Nf3"));
        assertEquals(1, board.halfmoveClock());
        assertEquals(1, board.fullmoveNumber());
        board.make(San.parse(board, "e5"));
        assertEquals(0, board.halfmoveClock());
        assertEquals(2, board.fullmoveNumber());
        assertEquals(Square.parse("e6"), board.epSquare());
        board.make(San.parse(board, "Nxe5"));
        assertEquals(0, board.halfmoveClock());
        assertEquals(-1, board.epSquare());
        assertEquals(3, board.plyCount());
    }

    @Test
    void nullMovePassesTheTurnAndClearsEnPassant() {
        Board board = Board.fromFen("rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3");
        long key = board.zobrist();
        board.make(Move.NULL);
        assertEquals("rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR b KQkq - 1 3", board.toFen());
        assertEquals(Board.fromFen(board.toFen()).zobrist(), board.zobrist());
        board.unmake();
        assertEquals(key, board.zobrist());
        assertEquals(Square.parse("d6"), board.epSquare());
    }

    @Test
    void detectsMateAndStalemate() {
        Board mate = Board.fromFen("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3");
        assertTrue(mate.inCheck());
        assertTrue(mate.isCheckmate());
        assertFalse(mate.isStalemate());
        Board stalemate = Board.fromFen("k7/2Q5/1K6/8/8/8/8/8 b - - 0 1");
        assertFalse(stalemate.inCheck());
        assertTrue(stalemate.isStalemate());
        assertFalse(stalemate.isCheckmate());
        Board check = Board.fromFen("4k3/8/8/8/8/8/8/4K2r w - - 0 1");
        assertTrue(check.inCheck());
        assertFalse(check.isCheckmate());
    }

    @Test
    void attacks() {
        Board board = Board.standard();
        assertTrue(board.isAttacked(Square.parse("f3"), Piece.WHITE));
        assertFalse(board.isAttacked(Square.parse("e4"), Piece.WHITE));
        assertTrue(board.isAttacked(Square.parse("f6"), Piece.BLACK));
        assertEquals(Square.parse("e1"), board.kingSquare(Piece.WHITE));
    }

    @Test
    void hasLegalMoveAgreesWithMoveGenerationAndFindMoveWithTheList() {
        Random random = new Random(11);
        int[] moves = new int[256];
        for (int game = 0; game < 8; game++) {
            Board board = Board.standard();
            for (int ply = 0; ply < 200; ply++) {
                int n = board.legalMoves(moves);
                assertEquals(n > 0, board.hasLegalMove());
                long legal = 0;
                for (int i = 0; i < n; i++) {
                    int m = moves[i];
                    assertEquals(m, board.findMove(Move.from(m), Move.to(m), Move.promotion(m)));
                    legal += Move.promotion(m) == 0 ? 1 : 0;
                }
                // every other from/to pair is refused
                long found = 0;
                for (int from = 0; from < 64; from++) {
                    for (int to = 0; to < 64; to++) {
                        found += board.findMove(from, to, 0) >= 0 ? 1 : 0;
                    }
                }
                assertEquals(legal, found - castlesAsKingTakesRook(board, moves, n));
                if (n == 0) {
                    break;
                }
                board.make(moves[random.nextInt(n)]);
            }
        }
    }

    /** findMove also accepts castling written king-takes-rook; those pairs are counted twice. */
    private static long castlesAsKingTakesRook(Board board, int[] moves, int n) {
        long count = 0;
        for (int i = 0; i < n; i++) {
            count += Move.isCastle(moves[i]) ? 1 : 0;
        }
        return count;
    }
}
