package org.chesslake.format.scid;

import org.chesslake.chess.Board;
import org.chesslake.chess.Piece;

/**
 * SCID's numbering of the pieces (spec §6.7): per side a list of up to 16 squares, index 0 the
 * king; a move byte names its piece by index in the mover's list. The numbering depends on the
 * path of moves, not only on the position, so variations save and restore it ({@link #saveTo},
 * {@link #restoreFrom}). State is one small byte array so that a save is one array copy.
 */
final class PieceLists {

    /** Squares of White's pieces at 0–15, Black's at 16–31, the counts at 32 and 33. */
    static final int SIZE = 34;
    private static final int COUNT = 32;
    private static final byte[] STANDARD = new byte[SIZE];

    static {
        int[] backRank = {4, 0, 1, 2, 3, 5, 6, 7}; // K, R a, N b, B c, Q d, B f, N g, R h
        for (int i = 0; i < 8; i++) {
            STANDARD[i] = (byte) backRank[i];
            STANDARD[8 + i] = (byte) (8 + i);
            STANDARD[16 + i] = (byte) (56 + backRank[i]);
            STANDARD[24 + i] = (byte) (48 + i);
        }
        STANDARD[COUNT] = 16;
        STANDARD[COUNT + 1] = 16;
    }

    private final byte[] state = new byte[SIZE];

    PieceLists copy() {
        PieceLists copy = new PieceLists();
        System.arraycopy(state, 0, copy.state, 0, SIZE);
        return copy;
    }

    void setStandard() {
        System.arraycopy(STANDARD, 0, state, 0, SIZE);
    }

    /**
     * Numbers the pieces of a set-up position in FEN order (rank 8 to 1, file a to h): each piece
     * is appended, except that the king takes index 0 and the piece there moves to the end.
     *
     * @return false if a side has more than 16 pieces or no king
     */
    boolean setFromBoard(Board board) {
        state[COUNT] = 0;
        state[COUNT + 1] = 0;
        boolean[] hasKing = new boolean[2];
        for (int rank = 7; rank >= 0; rank--) {
            for (int file = 0; file < 8; file++) {
                int square = rank * 8 + file;
                int piece = board.pieceAt(square);
                if (piece == Piece.EMPTY) {
                    continue;
                }
                int color = Piece.color(piece);
                int count = state[COUNT + color];
                if (count == 16) {
                    return false;
                }
                int base = color * 16;
                if (Piece.type(piece) == Piece.KING) {
                    state[base + count] = state[base];
                    state[base] = (byte) square;
                    hasKing[color] = true;
                } else {
                    state[base + count] = (byte) square;
                }
                state[COUNT + color] = (byte) (count + 1);
            }
        }
        return hasKing[0] && hasKing[1];
    }

    int count(int color) {
        return state[COUNT + color];
    }

    int square(int color, int index) {
        return state[color * 16 + index];
    }

    void setSquare(int color, int index, int square) {
        state[color * 16 + index] = (byte) square;
    }

    /** The index of the piece of {@code color} on {@code square}, or -1. */
    int indexOf(int color, int square) {
        int base = color * 16;
        int count = state[COUNT + color];
        for (int i = 0; i < count; i++) {
            if (state[base + i] == square) {
                return i;
            }
        }
        return -1;
    }

    /** A capture: the victim's entry is replaced by the victim's last entry. */
    void remove(int color, int square) {
        int index = indexOf(color, square);
        if (index < 0) {
            return;
        }
        int base = color * 16;
        int last = state[COUNT + color] - 1;
        state[base + index] = state[base + last];
        state[COUNT + color] = (byte) last;
    }

    void saveTo(byte[] target, int offset) {
        System.arraycopy(state, 0, target, offset, SIZE);
    }

    void restoreFrom(byte[] source, int offset) {
        System.arraycopy(source, offset, state, 0, SIZE);
    }
}
