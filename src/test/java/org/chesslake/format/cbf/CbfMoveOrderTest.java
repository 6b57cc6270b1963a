package org.chesslake.format.cbf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.chesslake.chess.Piece;
import org.junit.jupiter.api.Test;

/**
 * ChessBase's move numbering on hand-built positions. Every expected number below was counted by
 * hand from the spec (§8, §9): squares file by file (a1, a2, … a8, b1, …), each piece's moves in
 * its direction order; the comments show the count.
 */
class CbfMoveOrderTest {

    private static final int W = 0;
    private static final int B = 1;
    private static final CbfEnPassant NONE = CbfEnPassant.NONE;

    private final int[] entries = new int[CbfMoveOrder.MAX_ENTRIES];

    /** Piece codes by square from a FEN placement field. */
    private static int[] squares(String placement) {
        int[] squares = new int[64];
        String[] ranks = placement.split("/");
        for (int r = 0; r < 8; r++) {
            int file = 0;
            for (char c : ranks[7 - r].toCharArray()) {
                if (Character.isDigit(c)) {
                    file += c - '0';
                } else {
                    int type = " PNBRQK".indexOf(Character.toUpperCase(c));
                    squares[r * 8 + file++] = type | (Character.isLowerCase(c) ? 8 : 0);
                }
            }
        }
        return squares;
    }

    private static int sq(String name) {
        return (name.charAt(1) - '1') * 8 + name.charAt(0) - 'a';
    }

    private int count(String placement, int side, CbfEnPassant ep) {
        return CbfMoveOrder.generate(squares(placement), side, ep, entries);
    }

    private int number(int count, String from, String to) {
        return CbfMoveOrder.numberOf(entries, count, sq(from), sq(to), 0);
    }

    private int number(int count, String from, String to, int promotion) {
        return CbfMoveOrder.numberOf(entries, count, sq(from), sq(to), promotion);
    }

    @Test
    void standardStartCountsFileByFile() {
        // a2: a4 1, a3 2; Nb1: a3 3, c3 4; b2: 5, 6; c2: 7, 8; d2: 9, 10; e2: e4 11, e3 12;
        // f2: 13, 14; Ng1: f3 15, h3 16; g2: 17, 18; h2: 19, 20
        int n = count("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR", W, NONE);
        assertEquals(20, n);
        assertEquals(1, number(n, "a2", "a4"));
        assertEquals(2, number(n, "a2", "a3"));
        assertEquals(3, number(n, "b1", "a3"));
        assertEquals(4, number(n, "b1", "c3"));
        assertEquals(9, number(n, "d2", "d4"));
        assertEquals(11, number(n, "e2", "e4"));
        assertEquals(15, number(n, "g1", "f3"));
        assertEquals(16, number(n, "g1", "h3"));
        assertEquals(20, number(n, "h2", "h3"));
    }

    @Test
    void blackAnswersFromRankOneUpwardsToo() {
        // after 1.e4, still rank 1 to 8 within a file, so each pawn comes before the piece behind it:
        // a7: a5 1, a6 2; b7: b5 3, b6 4; Nb8: (-1,-2) a6 5, (+1,-2) c6 6; c7: 7, 8; d7: 9, 10;
        // e7: e5 11, e6 12; f7: 13, 14; g7: g5 15, g6 16; Ng8: f6 17, h6 18; h7: 19, 20
        int n = count("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR", B, new CbfEnPassant(sq("e3"),
                CbfEnPassant.Origin.DOUBLE_STEP));
        assertEquals(20, n);
        assertEquals(3, number(n, "b7", "b5"));
        assertEquals(5, number(n, "b8", "a6"));
        assertEquals(6, number(n, "b8", "c6"));
        assertEquals(11, number(n, "e7", "e5"));
        assertEquals(17, number(n, "g8", "f6"));
    }

    @Test
    void kingStepsThenShortThenLongCastlingWithoutRightsAndInCheck() {
        // Ra1: right b1 1, c1 2, d1 3; up a2..a8 4..10. Ke1: d1 11, d2 12, e2 13, f1 14, f2 15,
        // O-O 16, O-O-O 17. Rh1: left g1 18, f1 19; up h2..h8 20..26. The black queen on e4 gives
        // check and attacks e2: ChessBase counts regardless.
        int n = count("4k3/8/8/8/4q3/8/8/R3K2R", W, NONE);
        assertEquals(26, n);
        assertEquals(4, number(n, "a1", "a2"));
        assertEquals(10, number(n, "a1", "a8"));
        assertEquals(13, number(n, "e1", "e2"));
        assertEquals(16, number(n, "e1", "g1"));
        assertEquals(17, number(n, "e1", "c1"));
        assertEquals(18, number(n, "h1", "g1"));
        assertEquals(26, number(n, "h1", "h8"));
        assertTrue((entries[15] & CbfMoveOrder.CASTLE) != 0);
    }

    @Test
    void castlingNeedsEmptySquaresBetweenKingAndRook() {
        // Ra1 1..10; Ke1: d1 11, d2 12, e2 13, f1 14, f2 15, no O-O (g1 taken), O-O-O 16;
        // Ng1: e2 17, f3 18, h3 19; Rh1: up 20..26
        int n = count("4k3/8/8/8/8/8/8/R3K1NR", W, NONE);
        assertEquals(26, n);
        assertEquals(16, number(n, "e1", "c1"));
        assertEquals(-1, number(n, "e1", "g1"));
        assertEquals(17, number(n, "g1", "e2"));
        assertEquals(20, number(n, "h1", "h2"));
    }

    @Test
    void blackCastlesFromE8() {
        // Ra8: down a7..a1 1..7, right b8 8, c8 9, d8 10; Ke8: d7 11, d8 12, e7 13, f7 14, f8 15,
        // O-O 16, O-O-O 17; Rh8: left g8 18, f8 19, down h7..h1 20..26
        int n = count("r3k2r/8/8/8/8/8/8/4K3", B, NONE);
        assertEquals(26, n);
        assertEquals(7, number(n, "a8", "a1"));
        assertEquals(8, number(n, "a8", "b8"));
        assertEquals(16, number(n, "e8", "g8"));
        assertEquals(17, number(n, "e8", "c8"));
        assertEquals(19, number(n, "h8", "f8"));
    }

    @Test
    void knightOrderSkipsTheEnemyKing() {
        // Nd4: b3 1, b5 2, f3 3, f5 4, c2 5, (c6 holds the black king: not counted), e2 6, e6 7;
        // Kh1: g1 8, g2 9, h2 10
        int n = count("8/8/2k5/8/3N4/8/8/7K", W, NONE);
        assertEquals(10, n);
        assertEquals(1, number(n, "d4", "b3"));
        assertEquals(4, number(n, "d4", "f5"));
        assertEquals(-1, number(n, "d4", "c6"));
        assertEquals(7, number(n, "d4", "e6"));
        assertEquals(9, number(n, "h1", "g2"));
    }

    @Test
    void bishopRaysStopAtACapture() {
        // Bc1: right-up d2 1, e3 2, f4 3, g5 4, h6 5; left-up b2 (black pawn) 6 and stop;
        // Kh1: g1 7, g2 8, h2 9
        int n = count("7k/8/8/8/8/8/1p6/2B4K", W, NONE);
        assertEquals(9, n);
        assertEquals(5, number(n, "c1", "h6"));
        assertEquals(6, number(n, "c1", "b2"));
        assertEquals(-1, number(n, "c1", "a3"));
        assertEquals(8, number(n, "h1", "g2"));
    }

    @Test
    void queenBishopRaysBeforeRookRays() {
        // Qd1: e2 1, f3 2, g4 3, h5 4; c2 5, b3 6, a4 7; left c1 8, b1 9, a1 10; right e1 11, f1 12,
        // g1 13; up d2..d8 14..20; Kh1: g1 21, g2 22, h2 23
        int n = count("7k/8/8/8/8/8/8/3Q3K", W, NONE);
        assertEquals(23, n);
        assertEquals(4, number(n, "d1", "h5"));
        assertEquals(7, number(n, "d1", "a4"));
        assertEquals(10, number(n, "d1", "a1"));
        assertEquals(13, number(n, "d1", "g1"));
        assertEquals(20, number(n, "d1", "d8"));
        assertEquals(21, number(n, "h1", "g1"));
    }

    @Test
    void promotionsTakeFourNumbersQueenRookBishopKnight() {
        // b7: b8 =Q 1 =R 2 =B 3 =N 4; xa8 =Q 5 =R 6 =B 7 =N 8; Kh1: g1 9, g2 10, h2 11
        int n = count("r6k/1P6/8/8/8/8/8/7K", W, NONE);
        assertEquals(11, n);
        assertEquals(1, number(n, "b7", "b8", Piece.QUEEN));
        assertEquals(2, number(n, "b7", "b8", Piece.ROOK));
        assertEquals(3, number(n, "b7", "b8", Piece.BISHOP));
        assertEquals(4, number(n, "b7", "b8", Piece.KNIGHT));
        assertEquals(6, number(n, "b7", "a8", Piece.ROOK));
        assertEquals(8, number(n, "b7", "a8", Piece.KNIGHT));
        int index = CbfMoveOrder.select(entries, n, 7);
        assertEquals(Piece.BISHOP, CbfMoveOrder.promotion(entries[index]));
    }

    @Test
    void blackPawnDoubleSingleThenCaptureLeftThenRight() {
        // e7: e5 1, e6 2, xd6 3 (left = towards the a-file for Black too), xf6 4;
        // Ke8: d7 5, d8 6, f7 7, f8 8
        int n = count("4k3/4p3/3P1N2/8/8/8/8/4K3", B, NONE);
        assertEquals(8, n);
        assertEquals(1, number(n, "e7", "e5"));
        assertEquals(2, number(n, "e7", "e6"));
        assertEquals(3, number(n, "e7", "d6"));
        assertEquals(4, number(n, "e7", "f6"));
        assertEquals(8, number(n, "e8", "f8"));
    }

    @Test
    void movesOfAPinnedPieceAreCounted() {
        // Ke1: d1 1, d2 2, f1 3, f2 4; Ne2 (pinned by the rook on e8): c1 5, c3 6, g1 7, g3 8, d4 9, f4 10
        int n = count("4r2k/8/8/8/8/8/4N3/4K3", W, NONE);
        assertEquals(10, n);
        assertEquals(5, number(n, "e2", "c1"));
        assertEquals(10, number(n, "e2", "f4"));
    }

    @Test
    void enPassantAfterADoubleStepIsTheFifthPawnSlot() {
        // Ke1: d1 1, d2 2, e2 3, f1 4, f2 5; e5: e6 6, (xd6 empty: no capture), e.p. left d6 7
        int n = count("4k3/8/8/3pP3/8/8/8/4K3", W, new CbfEnPassant(sq("d6"), CbfEnPassant.Origin.DOUBLE_STEP));
        assertEquals(7, n);
        assertEquals(6, number(n, "e5", "e6"));
        assertEquals(7, number(n, "e5", "d6"));
        assertTrue((entries[6] & CbfMoveOrder.EN_PASSANT) != 0);
    }

    @Test
    void castlingAfterADoubleStepMakesAFakeEnPassantSquare() {
        CbfEnPassant afterD4 = CbfEnPassant.NONE.after(sq("d2"), sq("d4"), true, false, false);
        assertEquals(new CbfEnPassant(sq("d3"), CbfEnPassant.Origin.DOUBLE_STEP), afterD4);
        CbfEnPassant afterCastling = afterD4.after(sq("e8"), sq("g8"), false, true, true);
        assertEquals(new CbfEnPassant(sq("d6"), CbfEnPassant.Origin.CASTLING), afterCastling);
        assertEquals(CbfEnPassant.NONE, CbfEnPassant.NONE.after(sq("e1"), sq("g1"), false, true, false));
        assertEquals(CbfEnPassant.NONE, afterCastling.after(sq("g1"), sq("f3"), false, false, false));
    }

    @Test
    void fakeEnPassantOntoAnEmptySquareIsCountedButNotSelectable() {
        // the 1993 example after 1.d4 O-O: Ka1: a2 1, b1 2, b2 3; d4 blocked; e5: e6 4, e.p. left d6 5 (phantom)
        CbfEnPassant fake = new CbfEnPassant(sq("d6"), CbfEnPassant.Origin.CASTLING);
        int n = count("5rk1/8/8/3pP3/3P4/8/8/K7", W, fake);
        assertEquals(5, n);
        assertEquals(-1, number(n, "e5", "d6"));
        assertEquals(-1, CbfMoveOrder.select(entries, n, 5));
        assertEquals(3, CbfMoveOrder.select(entries, n, 4));
    }

    @Test
    void fakeEnPassantOntoAnOwnPieceIsCounted() {
        // Ka1 1-3; Nd6: b5 4, b7 5, f5 6, f7 7, c4 8, c8 9, e4 10, e8 11; e5: e6 12, e.p. left onto own knight 13
        CbfEnPassant fake = new CbfEnPassant(sq("d6"), CbfEnPassant.Origin.CASTLING);
        int n = count("5rk1/8/3N4/3pP3/3P4/8/8/K7", W, fake);
        assertEquals(13, n);
        assertEquals(11, number(n, "d6", "e8"));
        assertEquals(12, number(n, "e5", "e6"));
        assertTrue((entries[12] & CbfMoveOrder.NOT_SELECTABLE) != 0);
    }

    @Test
    void fakeEnPassantOntoAnEnemyPieceIsASecondSelectableCapture() {
        // Ka1 1-3; e5: e6 4, xd6 5 (capture slot), e.p. left d6 6 (the same capture again)
        CbfEnPassant fake = new CbfEnPassant(sq("d6"), CbfEnPassant.Origin.CASTLING);
        int n = count("5rk1/8/3b4/3pP3/3P4/8/8/K7", W, fake);
        assertEquals(6, n);
        assertEquals(5, number(n, "e5", "d6"));
        assertEquals(5, CbfMoveOrder.select(entries, n, 6));
        assertEquals(sq("d6"), CbfMoveOrder.to(entries[5]));
    }

    @Test
    void fakeEnPassantOntoTheEnemyKingIsCountedButNotSelectable() {
        // Ka1 1-3; e5: e6 4, (xd6 king: no capture), e.p. left d6 5 (phantom)
        CbfEnPassant fake = new CbfEnPassant(sq("d6"), CbfEnPassant.Origin.CASTLING);
        int n = count("5r2/8/3k4/3pP3/3P4/8/8/K7", W, fake);
        assertEquals(5, n);
        assertEquals(-1, CbfMoveOrder.select(entries, n, 5));
    }

    @Test
    void aFilePhantomWhenNoEnPassantStateAndTheNextSelectableMoveIsTaken() {
        // a5: a6 1, phantom 2; Ke1: d1 3, d2 4, e2 5, f1 6, f2 7
        int n = count("4k3/8/8/P7/8/8/8/4K3", W, NONE);
        assertEquals(7, n);
        assertEquals(3, number(n, "e1", "d1"));
        assertEquals(2, CbfMoveOrder.select(entries, n, 2)); // number 2 falls on the phantom: d1 (index 2)
    }

    @Test
    void noAFilePhantomAfterADoubleStep() {
        // a5: a6 1; Ke1: d1 2 … (black just played h7-h5)
        int n = count("4k3/8/8/P6p/8/8/8/4K3", W, new CbfEnPassant(sq("h6"), CbfEnPassant.Origin.DOUBLE_STEP));
        assertEquals(6, n);
        assertEquals(2, number(n, "e1", "d1"));
    }

    @Test
    void blackAFilePhantomOnA4() {
        // a4: a3 1, phantom 2; Ke8: d7 3, d8 4, e7 5, f7 6, f8 7
        int n = count("4k3/8/8/8/p7/8/8/4K3", B, NONE);
        assertEquals(7, n);
        assertEquals(3, number(n, "e8", "d7"));
        assertEquals(7, number(n, "e8", "f8"));
    }

    @Test
    void setUpEnPassantFileFiresThePhantomToo() {
        // set-up game with e.p. on b6 but E = none: a5: a6 1, phantom 2, e.p. right b6 3; Ke1: 4..8
        int n = count("4k3/8/8/Pp6/8/8/8/4K3", W, CbfEnPassant.setUp(sq("b6")));
        assertEquals(8, n);
        assertEquals(3, number(n, "a5", "b6"));
        assertEquals(4, number(n, "e1", "d1"));
        assertEquals(2, CbfMoveOrder.select(entries, n, 2));
    }
}
