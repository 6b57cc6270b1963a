package org.chesslake.chess;

/** Squares as ints 0..63: a1 = 0, b1 = 1, ..., h1 = 7, a2 = 8, ..., h8 = 63. */
public final class Square {

    private static final String[] NAMES = new String[64];

    static {
        for (int sq = 0; sq < 64; sq++) {
            NAMES[sq] = new String(new char[] {(char) ('a' + (sq & 7)), (char) ('1' + (sq >> 3))});
        }
    }

    private Square() {
    }

    public static int of(int file, int rank) {
        if (file < 0 || file > 7 || rank < 0 || rank > 7) {
            throw new IllegalArgumentException("no square at file " + file + ", rank " + rank);
        }
        return rank << 3 | file;
    }

    public static int file(int sq) {
        return sq & 7;
    }

    public static int rank(int sq) {
        return sq >> 3;
    }

    /** The square's name such as "e4"; the strings are shared, so calling this allocates nothing. */
    public static String name(int sq) {
        return NAMES[sq];
    }

    /** Parses "e4" (case-insensitive file); throws IllegalArgumentException on anything else. */
    public static int parse(String name) {
        if (name == null || name.length() != 2) {
            throw new IllegalArgumentException("not a square: " + name);
        }
        int file = Character.toLowerCase(name.charAt(0)) - 'a';
        int rank = name.charAt(1) - '1';
        if (file < 0 || file > 7 || rank < 0 || rank > 7) {
            throw new IllegalArgumentException("not a square: " + name);
        }
        return rank << 3 | file;
    }
}
