package org.chesslake.format.cbf;

/**
 * The e.p. state ChessBase's generator sees (spec §9): the board's e.p. square and the tracked
 * state {@code E} behind it. The two differ in set-up games (a square from the header while
 * {@code E} is none) and after castling (a "fake" square ChessBase restores after a double step).
 *
 * @param square the board's e.p. target square, -1 for none
 * @param origin what set it
 */
record CbfEnPassant(int square, Origin origin) {

    /** Where an e.p. square comes from; {@code NONE} is the tracked state "none". */
    enum Origin { NONE, DOUBLE_STEP, CASTLING }

    static final CbfEnPassant NONE = new CbfEnPassant(-1, Origin.NONE);

    /** A set-up game: the header's square is on the board, but {@code E} starts as none (§9.3). */
    static CbfEnPassant setUp(int square) {
        return new CbfEnPassant(square, Origin.NONE);
    }

    boolean isFake() {
        return origin == Origin.CASTLING;
    }

    /** The state after a move from {@code from} to {@code to}; {@code whiteToMoveNext} is the side to play then. */
    CbfEnPassant after(int from, int to, boolean pawnMoved, boolean castling, boolean whiteToMoveNext) {
        if (pawnMoved && Math.abs(to - from) == 16) {
            return new CbfEnPassant((from + to) / 2, Origin.DOUBLE_STEP);
        }
        if (castling && origin != Origin.NONE) {
            int file = square & 7;
            return new CbfEnPassant((whiteToMoveNext ? 5 : 2) * 8 + file, Origin.CASTLING);
        }
        return NONE;
    }
}
