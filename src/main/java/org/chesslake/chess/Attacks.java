package org.chesslake.chess;

/**
 * Precomputed attack bitboards (bit i = square i). Sliding pieces are looked up in magic tables
 * built from the classical ray method (a ray cut at its first blocker by xoring away the same ray
 * seen from that blocker), which stays here as their reference.
 */
final class Attacks {

    static final long[] KNIGHT = new long[64];
    static final long[] KING = new long[64];
    /** PAWN[color * 64 + sq]: the squares a pawn of that color on sq attacks. */
    static final long[] PAWN = new long[128];
    /** Squares strictly between two squares on a line, 0 if they share no line. */
    static final long[] BETWEEN = new long[64 * 64];
    static final long[] ROOK_EMPTY = new long[64];
    static final long[] BISHOP_EMPTY = new long[64];
    /** Every square on a line with sq (rank, file or diagonal). */
    static final long[] QUEEN_EMPTY = new long[64];

    // Directions 0..3 increase the square index (N, E, NE, NW), 4..7 decrease it (S, W, SW, SE).
    private static final int[] FILE_STEP = {0, 1, 1, -1, 0, -1, -1, 1};
    private static final int[] RANK_STEP = {1, 0, 1, 1, -1, 0, -1, -1};
    private static final long[] RAYS = new long[8 * 64];

    static {
        int[][] knightSteps = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
        for (int sq = 0; sq < 64; sq++) {
            int file = sq & 7;
            int rank = sq >> 3;
            for (int[] step : knightSteps) {
                KNIGHT[sq] |= bitAt(file + step[0], rank + step[1]);
            }
            for (int dir = 0; dir < 8; dir++) {
                KING[sq] |= bitAt(file + FILE_STEP[dir], rank + RANK_STEP[dir]);
                long ray = 0;
                for (int f = file + FILE_STEP[dir], r = rank + RANK_STEP[dir]; onBoard(f, r);
                     f += FILE_STEP[dir], r += RANK_STEP[dir]) {
                    ray |= 1L << (r << 3 | f);
                }
                RAYS[dir << 6 | sq] = ray;
            }
            PAWN[sq] = bitAt(file - 1, rank + 1) | bitAt(file + 1, rank + 1);
            PAWN[64 + sq] = bitAt(file - 1, rank - 1) | bitAt(file + 1, rank - 1);
            ROOK_EMPTY[sq] = slidingRook(sq, 0);
            BISHOP_EMPTY[sq] = slidingBishop(sq, 0);
            QUEEN_EMPTY[sq] = ROOK_EMPTY[sq] | BISHOP_EMPTY[sq];
        }
        for (int a = 0; a < 64; a++) {
            for (int dir = 0; dir < 8; dir++) {
                long ray = RAYS[dir << 6 | a];
                for (long rest = ray; rest != 0; rest &= rest - 1) {
                    int b = Long.numberOfTrailingZeros(rest);
                    BETWEEN[a << 6 | b] = ray & ~RAYS[dir << 6 | b] & ~(1L << b);
                }
            }
        }
    }

    private static final MagicTable ROOKS = new MagicTable(Attacks::slidingRook, MagicTable.ROOK_MAGICS);
    private static final MagicTable BISHOPS = new MagicTable(Attacks::slidingBishop, MagicTable.BISHOP_MAGICS);

    private Attacks() {
    }

    static long rook(int sq, long occupied) {
        return ROOKS.attacks(sq, occupied);
    }

    static long bishop(int sq, long occupied) {
        return BISHOPS.attacks(sq, occupied);
    }

    static long slidingRook(int sq, long occupied) {
        return up(0, sq, occupied) | up(1, sq, occupied) | down(4, sq, occupied) | down(5, sq, occupied);
    }

    static long slidingBishop(int sq, long occupied) {
        return up(2, sq, occupied) | up(3, sq, occupied) | down(6, sq, occupied) | down(7, sq, occupied);
    }

    static long pawn(int color, int sq) {
        return PAWN[color << 6 | sq];
    }

    static long between(int a, int b) {
        return BETWEEN[a << 6 | b];
    }

    /**
     * Of {@code sliders}, each on a line through sq that its kind moves along, those with no square
     * of {@code occupied} between them and sq. Cheaper than a magic lookup for the one or two
     * pieces a position usually has there: the between table stays in cache, the magic tables do not.
     */
    static long unblocked(int sq, long sliders, long occupied) {
        long result = 0;
        for (long bb = sliders; bb != 0; bb &= bb - 1) {
            if ((BETWEEN[sq << 6 | Long.numberOfTrailingZeros(bb)] & occupied) == 0) {
                result |= bb & -bb;
            }
        }
        return result;
    }

    private static long up(int dir, int sq, long occupied) {
        long ray = RAYS[dir << 6 | sq];
        long blockers = ray & occupied;
        return blockers == 0 ? ray : ray ^ RAYS[dir << 6 | Long.numberOfTrailingZeros(blockers)];
    }

    private static long down(int dir, int sq, long occupied) {
        long ray = RAYS[dir << 6 | sq];
        long blockers = ray & occupied;
        return blockers == 0 ? ray : ray ^ RAYS[dir << 6 | 63 - Long.numberOfLeadingZeros(blockers)];
    }

    private static boolean onBoard(int file, int rank) {
        return file >= 0 && file < 8 && rank >= 0 && rank < 8;
    }

    private static long bitAt(int file, int rank) {
        return onBoard(file, rank) ? 1L << (rank << 3 | file) : 0;
    }
}
