package org.chesslake.format;

/**
 * ChessBase's figurine bytes in comment text (King, Queen, kNight, Bishop, Rook, Pawn: the same
 * order in the DOS and the modern format, at different byte values) as the Unicode chess symbols,
 * so a figurine and a letter stay distinct.
 */
public final class Figurines {

    /** K, Q, N, B, R, P. */
    private static final String SYMBOLS = "\u2654\u2655\u2658\u2657\u2656\u2659";

    public static final int COUNT = SYMBOLS.length();

    private Figurines() {
    }

    /** The symbol of figurine {@code index} (0 = king … 5 = pawn). */
    public static char symbol(int index) {
        return SYMBOLS.charAt(index);
    }

    /** The figurine index of a symbol, or -1 if {@code codePoint} is none. */
    public static int indexOf(int codePoint) {
        return SYMBOLS.indexOf(codePoint);
    }
}
