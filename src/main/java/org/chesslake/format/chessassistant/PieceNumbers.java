package org.chesslake.format.chessassistant;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.chesslake.chess.Piece;

/**
 * The piece numbers of §6.2: for each side, numbers 0–17 name pieces by identity (a square and a
 * type each, or absent). Captures make a number absent; nothing is renumbered.
 */
final class PieceNumbers {

    static final int COUNT = 18;
    static final int ABSENT = -1;
    static final int FIRST_FREE = 16;
    /** The king's number. */
    static final int KING = 15;

    /** The fixed type of numbers 0–15 (§6.2). */
    private static final int[] FIXED_TYPE = {
        Piece.PAWN, Piece.PAWN, Piece.PAWN, Piece.PAWN, Piece.PAWN, Piece.PAWN, Piece.PAWN, Piece.PAWN,
        Piece.KNIGHT, Piece.KNIGHT, Piece.BISHOP, Piece.BISHOP, Piece.ROOK, Piece.ROOK, Piece.QUEEN, Piece.KING};
    /** Start squares of numbers 8–15 on White's back rank, by file. */
    private static final int[] START_FILE = {1, 6, 2, 5, 0, 7, 3, 4};

    private final int[][] square = new int[2][COUNT];
    private final int[][] type = new int[2][COUNT];

    private PieceNumbers() {
        for (int[] s : square) {
            Arrays.fill(s, ABSENT);
        }
    }

    static PieceNumbers empty() {
        return new PieceNumbers();
    }

    static PieceNumbers standard() {
        PieceNumbers numbers = new PieceNumbers();
        for (int color = 0; color < 2; color++) {
            int back = color == 0 ? 0 : 56;
            int pawns = color == 0 ? 8 : 48;
            for (int n = 0; n < 8; n++) {
                numbers.put(color, n, pawns + n, Piece.PAWN);
                numbers.put(color, 8 + n, back + START_FILE[n], FIXED_TYPE[8 + n]);
            }
        }
        return numbers;
    }

    /**
     * Numbers the pieces of a set-up position ({@code pieces[sq]} = type | color << 3, 0 = empty):
     * pawns by their file where free, pieces by their fixed numbers, then 16 and 17, then (extended
     * form) free pawn numbers. Null when a side has more pieces than numbers.
     */
    static PieceNumbers number(int[] pieces) {
        PieceNumbers numbers = new PieceNumbers();
        for (int color = 0; color < 2; color++) {
            List<Integer> unnumbered = new ArrayList<>();
            for (int sq = 0; sq < 64; sq++) {
                int piece = pieces[sq];
                if (piece != 0 && piece >> 3 == color) {
                    int t = piece & 7;
                    int file = sq % 8;
                    if (t == Piece.PAWN && !numbers.present(color, file)) {
                        numbers.put(color, file, sq, Piece.PAWN);
                    } else {
                        unnumbered.add(sq);
                    }
                }
            }
            for (int sq : unnumbered) {
                int t = pieces[sq] & 7;
                int n = numbers.freeNumber(color, t);
                if (n < 0) {
                    return null;
                }
                numbers.put(color, n, sq, t);
            }
        }
        return numbers;
    }

    /** A free number for a piece of type {@code t} placed in a set-up position, or -1. */
    private int freeNumber(int color, int t) {
        for (int n = 0; n < COUNT; n++) {
            boolean fits = n < 8 ? t == Piece.PAWN : n < FIRST_FREE ? FIXED_TYPE[n] == t : t != Piece.PAWN && t != Piece.KING;
            if (fits && !present(color, n)) {
                return n;
            }
        }
        if (t == Piece.PAWN || t == Piece.KING) {
            return -1;
        }
        for (int n = 0; n < 8; n++) {
            if (!present(color, n)) {
                return n; // §6.11 [reading]: a piece on a pawn number, as after an extended promotion
            }
        }
        return -1;
    }

    PieceNumbers copy() {
        PieceNumbers c = new PieceNumbers();
        for (int color = 0; color < 2; color++) {
            c.square[color] = square[color].clone();
            c.type[color] = type[color].clone();
        }
        return c;
    }

    /** The fixed type of number 0–15; 0 for the free numbers 16 and 17. */
    static int fixedType(int number) {
        return number < FIRST_FREE ? FIXED_TYPE[number] : 0;
    }

    void put(int color, int number, int sq, int pieceType) {
        square[color][number] = sq;
        type[color][number] = pieceType;
    }

    /** Whether piece {@code number} is on the board; false for a number no piece can have (a corrupt operand). */
    boolean present(int color, int number) {
        return number >= 0 && number < square[color].length && square[color][number] != ABSENT;
    }

    int square(int color, int number) {
        return square[color][number];
    }

    int type(int color, int number) {
        return type[color][number];
    }

    /** The number of {@code color}'s piece on {@code sq}, or -1. */
    int numberAt(int color, int sq) {
        for (int n = 0; n < COUNT; n++) {
            if (square[color][n] == sq) {
                return n;
            }
        }
        return -1;
    }

    /** Removes whatever piece of {@code color} stands on {@code sq} (a capture). */
    void remove(int color, int sq) {
        int n = numberAt(color, sq);
        if (n >= 0) {
            square[color][n] = ABSENT;
        }
    }

    void moveTo(int color, int number, int sq) {
        square[color][number] = sq;
    }

    void absent(int color, int number) {
        square[color][number] = ABSENT;
    }

    /**
     * The number a piece of {@code pieceType} promoted from pawn {@code pawn} gets (§6.6): a free fixed
     * number of its type, else 16, else 17, else (extended form, §12 item 16) the pawn's own number.
     */
    int numberForPromotion(int color, int pawn, int pieceType) {
        for (int n = 8; n < FIRST_FREE; n++) {
            if (FIXED_TYPE[n] == pieceType && !present(color, n)) {
                return n;
            }
        }
        for (int n = FIRST_FREE; n < COUNT; n++) {
            if (!present(color, n)) {
                return n;
            }
        }
        return pawn;
    }

    /** Whether a promotion of {@code pawn} to {@code pieceType} may take {@code number} (§6.6). */
    boolean acceptsPromotion(int color, int pawn, int pieceType, int number) {
        if (number == pawn) {
            return true; // the extended form: the piece keeps its pawn's number, moved by 212 + pawn
        }
        if (number >= COUNT || present(color, number)) {
            return false;
        }
        return number >= FIRST_FREE || (number >= 8 && FIXED_TYPE[number] == pieceType);
    }
}
