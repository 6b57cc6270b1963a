package org.chesslake.xiangqi;

/**
 * Points of the 9×10 board as ints 0..89: {@code rank * 9 + file}, file 0 = a (Red's left),
 * rank 0 = Red's back rank. Names are ICCS: "a0" … "i9".
 */
public final class Square {

    public static final int FILES = 9;
    public static final int RANKS = 10;
    public static final int COUNT = FILES * RANKS;

    private Square() {
    }

    public static int of(int file, int rank) {
        return rank * FILES + file;
    }

    public static int file(int square) {
        return square % FILES;
    }

    public static int rank(int square) {
        return square / FILES;
    }

    public static boolean onBoard(int file, int rank) {
        return file >= 0 && file < FILES && rank >= 0 && rank < RANKS;
    }

    public static String name(int square) {
        return String.valueOf((char) ('a' + file(square))) + rank(square);
    }

    /** Parses "e0" (either case); -1 if the text is not a square. */
    public static int parse(String text) {
        if (text.length() != 2) {
            return -1;
        }
        int file = Character.toLowerCase(text.charAt(0)) - 'a';
        int rank = text.charAt(1) - '0';
        return onBoard(file, rank) ? of(file, rank) : -1;
    }

    /** True if the point lies in the palace of {@code color}. */
    public static boolean inPalace(int square, int color) {
        int file = file(square);
        int rank = rank(square);
        return file >= 3 && file <= 5 && (color == Piece.RED ? rank <= 2 : rank >= 7);
    }

    /** True if the point lies on {@code color}'s own side of the river. */
    public static boolean ownSide(int square, int color) {
        return color == Piece.RED ? rank(square) <= 4 : rank(square) >= 5;
    }

    /**
     * The file as the player of {@code color} counts it in WXF and Chinese notation: 1..9 from
     * that player's own right (Red's 1 is the i-file, Black's 1 is the a-file).
     */
    public static int playerFile(int file, int color) {
        return color == Piece.RED ? FILES - file : file + 1;
    }

    /** Inverse of {@link #playerFile}: the board file (0..8) of a player's file number 1..9. */
    public static int boardFile(int playerFile, int color) {
        return color == Piece.RED ? FILES - playerFile : playerFile - 1;
    }

    /** +1 when "forward" for {@code color} increases the rank, -1 when it decreases it. */
    public static int forward(int color) {
        return color == Piece.RED ? 1 : -1;
    }
}
