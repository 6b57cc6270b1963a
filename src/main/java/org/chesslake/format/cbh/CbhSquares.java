package org.chesslake.format.cbh;

/** ChessBase numbers squares file by file ({@code 8·file + rank}: a1 = 0, a2 = 1, b1 = 8); chesslake rank by rank. */
final class CbhSquares {

    private CbhSquares() {
    }

    /** The chesslake square (rank · 8 + file) of ChessBase square {@code cbSquare} (0–63). */
    static int toSquare(int cbSquare) {
        return (cbSquare & 7) << 3 | cbSquare >> 3;
    }
}
