package org.chesslake.xiangqi;

/**
 * Pieces as ints: {@code type | color << 3}, {@link #EMPTY} = 0. Letters are the FEN letters
 * (K A B N R C P); WXF writes E for the elephant and H for the horse.
 */
public final class Piece {

    public static final int RED = 0;
    public static final int BLACK = 1;

    public static final int EMPTY = 0;
    public static final int KING = 1;
    public static final int ADVISOR = 2;
    public static final int ELEPHANT = 3;
    public static final int HORSE = 4;
    public static final int ROOK = 5;
    public static final int CANNON = 6;
    public static final int PAWN = 7;

    private static final String FEN_LETTERS = " KABNRCP";
    private static final String WXF_LETTERS = " KAEHRCP";

    private Piece() {
    }

    public static int of(int color, int type) {
        return type | color << 3;
    }

    public static int type(int piece) {
        return piece & 7;
    }

    public static int color(int piece) {
        return piece >> 3;
    }

    public static int opponent(int color) {
        return color ^ 1;
    }

    /** The FEN letter of a type, upper case: K A B N R C P. */
    public static char letter(int type) {
        return FEN_LETTERS.charAt(type);
    }

    /** The official WXF letter of a type: K A E H R C P. */
    public static char wxfLetter(int type) {
        return WXF_LETTERS.charAt(type);
    }

    /** The FEN character of a piece: upper case for Red, lower case for Black. */
    public static char fenChar(int piece) {
        char c = letter(type(piece));
        return color(piece) == RED ? c : Character.toLowerCase(c);
    }

    /**
     * The type named by a letter of FEN or WXF in either case (B or E elephant, N or H horse);
     * 0 if none.
     */
    public static int typeOfLetter(char letter) {
        return switch (Character.toUpperCase(letter)) {
            case 'K' -> KING;
            case 'A' -> ADVISOR;
            case 'B', 'E' -> ELEPHANT;
            case 'N', 'H' -> HORSE;
            case 'R' -> ROOK;
            case 'C' -> CANNON;
            case 'P' -> PAWN;
            default -> 0;
        };
    }
}
