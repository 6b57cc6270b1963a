package org.chesslake.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Chess960 castling on the board, from Shredder-FEN castling letters: the king goes to g/c and the
 * rook to f/d wherever they stood, the move is written king-takes-rook, and make/unmake, SAN, the
 * legal move list and the position key agree.
 */
class Chess960CastlingTest {

    /** White: king e1, castling rooks b1 (O-O-O) and g1 (O-O). */
    private static final String KING_E1 = "4k3/8/8/8/8/8/8/1R2K1R1 w GB - 0 1";

    @Test
    void shredderLettersNamingOtherFilesMakeAChess960Board() {
        Board board = Board.fromFen(KING_E1);
        assertTrue(board.isChess960());
        assertEquals(KING_E1, board.toFen());
        assertFalse(Board.fromFen("r3k2r/8/8/8/8/8/8/R3K2R w HAha - 0 1").isChess960(), "corner rooks: standard castling");
    }

    @Test
    void bothCastlingsLandOnTheStandardSquaresAndUnmakeRestores() {
        Board board = Board.fromFen(KING_E1);
        long key = board.zobrist();
        int kingSide = board.findCastling(true);
        assertEquals("e1g1", Uci.toUci(kingSide), "king takes the g1 rook");
        assertEquals("O-O", San.toSan(board, kingSide));
        board.make(kingSide);
        assertEquals("4k3/8/8/8/8/8/8/1R3RK1 b - - 1 1", board.toFen());
        assertEquals(Board.fromFen(board.toFen()).zobrist(), board.zobrist());
        board.unmake();
        assertEquals(KING_E1, board.toFen());
        assertEquals(key, board.zobrist());

        int queenSide = board.findCastling(false);
        assertEquals("e1b1", Uci.toUci(queenSide));
        assertEquals("O-O-O", San.toSan(board, queenSide));
        board.make(queenSide);
        assertEquals("4k3/8/8/8/8/8/8/2KR2R1 b - - 1 1", board.toFen());
        board.unmake();
        assertEquals(KING_E1, board.toFen());
        assertTrue(legalUci(board).containsAll(List.of("e1g1", "e1b1")));
    }

    @Test
    void aKingAlreadyOnItsCastledSquareCastlesByMovingTheRookOnly() {
        Board board = Board.fromFen("6k1/8/8/8/8/8/8/6KR w H - 0 1");
        int castle = board.findCastling(true);
        assertEquals("g1h1", Uci.toUci(castle));
        assertEquals(castle, board.findMove(Square.parse("g1"), Square.parse("h1"), 0));
        assertEquals("O-O", San.toSan(board, castle));
        board.make(castle);
        assertEquals("6k1/8/8/8/8/8/8/5RK1 b - - 1 1", board.toFen());
        board.unmake();
        assertEquals("6k1/8/8/8/8/8/8/6KR w H - 0 1", board.toFen());
        assertEquals(castle, San.parse(board, "O-O"));
    }

    @Test
    void noCastlingThroughAttackedSquaresOrPiecesAndRightsGoWithTheRook() {
        Board attacked = Board.fromFen("4k3/8/8/8/8/8/5r2/1R2K1R1 w GB - 0 1");
        assertEquals(-1, attacked.findCastling(true), "the king would cross f1");
        assertTrue(attacked.findCastling(false) >= 0);
        assertFalse(legalUci(attacked).contains("e1g1"));

        Board blocked = Board.fromFen("4k3/8/8/8/8/8/8/1RN1K1R1 w GB - 0 1");
        assertEquals(-1, blocked.findCastling(false), "the rook's path to d1 is blocked by c1");

        Board board = Board.fromFen(KING_E1);
        board.make(board.findMove(Square.parse("g1"), Square.parse("g2"), 0));
        assertEquals("4k3/8/8/8/8/8/6R1/1R2K3 b B - 1 1", board.toFen());
    }

    @Test
    void randomGamesFromAChess960StartKeepFenKeyAndUndoConsistent() {
        String start = "rnbnkqrb/pppppppp/8/8/8/8/PPPPPPPP/RNBNKQRB w GAga - 0 1";
        java.util.Random random = new java.util.Random(960);
        int castles = 0;
        for (int game = 0; game < 200; game++) {
            Board board = Board.fromFen(start);
            int[] moves = new int[256];
            int plies = 0;
            for (; plies < 120; plies++) {
                int n = board.legalMoves(moves);
                if (n == 0) {
                    break;
                }
                int move = moves[random.nextInt(n)];
                if (Move.isCastle(move)) {
                    castles++;
                    assertTrue(San.toSan(board, move).startsWith("O-O"));
                }
                board.make(move);
                Board again = Board.fromFen(board.toFen());
                assertEquals(again.zobrist(), board.zobrist(), board.toFen());
                assertEquals(again.legalMoves(new int[256]), board.legalMoves(new int[256]), board.toFen());
            }
            for (int i = 0; i < plies; i++) {
                board.unmake();
            }
            assertEquals(start, board.toFen());
        }
        assertTrue(castles > 20, "castlings played: " + castles);
    }

    private static List<String> legalUci(Board board) {
        int[] moves = new int[256];
        int n = board.legalMoves(moves);
        List<String> uci = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            uci.add(Uci.toUci(moves[i]));
        }
        return uci;
    }
}
