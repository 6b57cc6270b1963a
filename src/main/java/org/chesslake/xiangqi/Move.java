package org.chesslake.xiangqi;

/** Moves as ints: {@code from | to << 7}. Xiangqi has no promotion, castling or null move. */
public final class Move {

    private Move() {
    }

    public static int of(int from, int to) {
        return from | to << 7;
    }

    public static int from(int move) {
        return move & 0x7F;
    }

    public static int to(int move) {
        return move >>> 7;
    }
}
