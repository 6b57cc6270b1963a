package org.chesslake.chess;

/**
 * Moves as ints: {@code from | to << 6 | promotionType << 12} plus flag bits for castling and
 * en passant. Castling is encoded king-from to king-to (e1g1). Compare moves by from, to and
 * promotion, never with == (a move built with {@link #of} carries no flags; one from the board does).
 */
public final class Move {

    static final int CASTLE_FLAG = 1 << 15;
    static final int EN_PASSANT_FLAG = 1 << 16;
    private static final int NULL_FLAG = 1 << 17;

    /** The null move: the side to move passes (recorded as "--" in games and analysis). */
    public static final int NULL = NULL_FLAG;

    private Move() {
    }

    public static int of(int from, int to) {
        return from | to << 6;
    }

    public static int of(int from, int to, int promotionType) {
        return from | to << 6 | promotionType << 12;
    }

    public static int from(int move) {
        return move & 63;
    }

    public static int to(int move) {
        return move >>> 6 & 63;
    }

    /** The promotion piece type, 0 if the move is not a promotion. */
    public static int promotion(int move) {
        return move >>> 12 & 7;
    }

    public static boolean isCastle(int move) {
        return (move & CASTLE_FLAG) != 0;
    }

    public static boolean isEnPassant(int move) {
        return (move & EN_PASSANT_FLAG) != 0;
    }

    public static boolean isNull(int move) {
        return move == NULL;
    }

    /** Same from, to and promotion, whatever the flags. */
    public static boolean sameMove(int a, int b) {
        return (a & 0x7fff) == (b & 0x7fff) && isNull(a) == isNull(b);
    }
}
