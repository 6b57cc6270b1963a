package org.chesslake.xiangqi;

import java.util.SplittableRandom;

/**
 * Zobrist keys of xiangqi positions. There is no published standard set, so the keys come from a
 * fixed seed: the same position always has the same key, across runs and machines.
 */
final class Zobrist {

    private static final long SEED = 0x58_69_61_6E_67_51_69_00L; // "XiangQi"
    private static final long[][] PIECE_SQUARE = new long[16][Square.COUNT];
    static final long BLACK_TO_MOVE;

    static {
        SplittableRandom random = new SplittableRandom(SEED);
        for (int piece = 0; piece < 16; piece++) {
            for (int square = 0; square < Square.COUNT; square++) {
                PIECE_SQUARE[piece][square] = random.nextLong();
            }
        }
        BLACK_TO_MOVE = random.nextLong();
    }

    private Zobrist() {
    }

    static long key(int piece, int square) {
        return PIECE_SQUARE[piece][square];
    }
}
