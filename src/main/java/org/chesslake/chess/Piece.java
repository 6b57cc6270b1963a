package org.chesslake.chess;

/** Pieces as ints: code = type | color << 3, with {@link #EMPTY} = 0 for an empty square. */
public final class Piece {

    public static final int WHITE = 0;
    public static final int BLACK = 1;

    public static final int EMPTY = 0;
    public static final int PAWN = 1;
    public static final int KNIGHT = 2;
    public static final int BISHOP = 3;
    public static final int ROOK = 4;
    public static final int QUEEN = 5;
    public static final int KING = 6;

    private static final String LETTERS = " PNBRQK";
    private static final String[] LETTER_STRINGS = {null, "P", "N", "B", "R", "Q", "K"};

    private Piece() {
    }

    public static int type(int piece) {
        return piece & 7;
    }

    public static int color(int piece) {
        return piece >> 3;
    }

    public static int of(int color, int type) {
        return type | color << 3;
    }

    /** The upper-case letter of a piece type: 'P', 'N', 'B', 'R', 'Q', 'K'. */
    public static char letter(int type) {
        if (type < PAWN || type > KING) {
            throw new IllegalArgumentException("not a piece type: " + type);
        }
        return LETTERS.charAt(type);
    }

    /** {@link #letter(int)} as a shared one-letter string (no allocation on the hot path). */
    static String letterString(int type) {
        return LETTER_STRINGS[type];
    }

    /** The type of an upper-case piece letter, or {@link #EMPTY} if the character is not one. */
    static int typeOfLetter(char c) {
        int type = LETTERS.indexOf(c);
        return type <= 0 ? EMPTY : type;
    }
}
