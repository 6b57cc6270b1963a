package org.chesslake.format.cbh;

import org.chesslake.chess.Board;
import org.chesslake.chess.Piece;

/**
 * ChessBase's numbering of the pieces for the compact encoder (spec §9.3): per side up to 3
 * queens, rooks, bishops and knights in lists that close up on a capture, and 8 pawn slots that
 * never move. The numbering depends on the path of moves, so a variation saves and restores it;
 * the whole state is one small byte array so that a save is one array copy. Squares are
 * chesslake's (a1 = 0, b1 = 1).
 */
final class PieceSlots {

    /** List index of each piece type in the state: queen, rook, bishop, knight. */
    static final int QUEENS = 0;
    static final int ROOKS = 1;
    static final int BISHOPS = 2;
    static final int KNIGHTS = 3;
    private static final int[] TYPE = {Piece.QUEEN, Piece.ROOK, Piece.BISHOP, Piece.KNIGHT};

    private static final int PER_LIST = 3;
    private static final int COUNTS = 4 * PER_LIST;
    private static final int PAWNS = COUNTS + 4;
    private static final int PER_SIDE = PAWNS + 8;
    static final int SIZE = 2 * PER_SIDE;
    private static final byte NONE = -1;

    private final byte[] state = new byte[SIZE];

    /** Numbers the pieces of {@code board} in ChessBase's square order a1, a2, …, h8 (reversed: h8 down to a1). */
    void setFrom(Board board, boolean reversed) {
        java.util.Arrays.fill(state, NONE);
        for (int side = 0; side < 2; side++) {
            for (int list = 0; list < 4; list++) {
                state[side * PER_SIDE + COUNTS + list] = 0;
            }
        }
        int[] nextPawn = new int[2];
        for (int i = 0; i < 64; i++) {
            int cb = reversed ? 63 - i : i;
            int square = CbhSquares.toSquare(cb);
            int piece = board.pieceAt(square);
            if (piece == Piece.EMPTY) {
                continue;
            }
            int side = Piece.color(piece);
            int type = Piece.type(piece);
            if (type == Piece.PAWN) {
                if (nextPawn[side] < 8) {
                    state[side * PER_SIDE + PAWNS + nextPawn[side]++] = (byte) square;
                }
            } else if (type != Piece.KING) {
                append(side, listOf(type), square);
            }
        }
    }

    static int listOf(int type) {
        return switch (type) {
            case Piece.QUEEN -> QUEENS;
            case Piece.ROOK -> ROOKS;
            case Piece.BISHOP -> BISHOPS;
            case Piece.KNIGHT -> KNIGHTS;
            default -> -1;
        };
    }

    static int typeOf(int list) {
        return TYPE[list];
    }

    /** The square of piece {@code index} of a list, or -1 if the list has no such entry. */
    int piece(int side, int list, int index) {
        int base = side * PER_SIDE;
        return index < state[base + COUNTS + list] ? state[base + list * PER_LIST + index] : -1;
    }

    /** The square of pawn slot {@code slot}, or -1 if it is empty. */
    int pawn(int side, int slot) {
        return state[side * PER_SIDE + PAWNS + slot];
    }

    /**
     * Follows a move on the board: the moving piece keeps its place, a captured piece leaves
     * its list (the later ones move up) or its pawn slot, a promoted pawn empties its slot and the
     * new piece joins the end of its list when there is room, a castling rook keeps its place.
     */
    void update(int side, int type, int from, int to, int capturedType, int victimSquare, int promotion,
                int rookFrom, int rookTo) {
        if (capturedType != Piece.EMPTY) {
            remove(side ^ 1, capturedType, victimSquare);
        }
        if (type == Piece.PAWN) {
            int slot = pawnSlot(side, from);
            if (promotion != 0) {
                if (slot >= 0) {
                    state[side * PER_SIDE + PAWNS + slot] = NONE;
                }
                append(side, listOf(promotion), to);
            } else if (slot >= 0) {
                state[side * PER_SIDE + PAWNS + slot] = (byte) to;
            }
        } else if (type == Piece.KING) {
            if (rookFrom >= 0) {
                move(side, ROOKS, rookFrom, rookTo);
            }
        } else {
            move(side, listOf(type), from, to);
        }
    }

    private void append(int side, int list, int square) {
        int base = side * PER_SIDE;
        int count = state[base + COUNTS + list];
        if (count < PER_LIST) {
            state[base + list * PER_LIST + count] = (byte) square;
            state[base + COUNTS + list] = (byte) (count + 1);
        }
    }

    private void move(int side, int list, int from, int to) {
        int base = side * PER_SIDE;
        int count = state[base + COUNTS + list];
        for (int i = 0; i < count; i++) {
            if (state[base + list * PER_LIST + i] == from) {
                state[base + list * PER_LIST + i] = (byte) to;
                return;
            }
        }
    }

    private void remove(int side, int type, int square) {
        int base = side * PER_SIDE;
        if (type == Piece.PAWN) {
            int slot = pawnSlot(side, square);
            if (slot >= 0) {
                state[base + PAWNS + slot] = NONE;
            }
            return;
        }
        int list = listOf(type);
        int count = state[base + COUNTS + list];
        for (int i = 0; i < count; i++) {
            if (state[base + list * PER_LIST + i] == square) {
                System.arraycopy(state, base + list * PER_LIST + i + 1, state, base + list * PER_LIST + i, count - i - 1);
                state[base + list * PER_LIST + count - 1] = NONE;
                state[base + COUNTS + list] = (byte) (count - 1);
                return;
            }
        }
    }

    private int pawnSlot(int side, int square) {
        int base = side * PER_SIDE + PAWNS;
        for (int slot = 0; slot < 8; slot++) {
            if (state[base + slot] == square) {
                return slot;
            }
        }
        return -1;
    }

    void saveTo(byte[] target, int offset) {
        System.arraycopy(state, 0, target, offset, SIZE);
    }

    void restoreFrom(byte[] source, int offset) {
        System.arraycopy(source, offset, state, 0, SIZE);
    }
}
