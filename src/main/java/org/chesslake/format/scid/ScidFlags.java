package org.chesslake.format.scid;

/**
 * The 22 index flag bits (spec §2.2). Bits 0–2 (set-up start, promotion, under-promotion) are
 * derived from the record; the others are the user's marks, shown by SCID as the letters of its
 * {@code ScidFlags} tag.
 */
final class ScidFlags {

    static final int START_POSITION = 1;
    static final int PROMOTION = 1 << 1;
    static final int UNDER_PROMOTION = 1 << 2;
    static final int DELETED = 1 << 3;
    static final int DERIVED = START_POSITION | PROMOTION | UNDER_PROMOTION;

    /** The letter of each bit; bits 0–2 are never printed. */
    private static final String LETTERS = "SXYDWBMENPTKQ!?U123456";

    private ScidFlags() {
    }

    /** SCID's letters for the user flags set in {@code flags} (D included), in bit order; null if none. */
    static String letters(int flags) {
        StringBuilder text = new StringBuilder();
        for (int bit = 3; bit < LETTERS.length(); bit++) {
            if ((flags & 1 << bit) != 0) {
                text.append(LETTERS.charAt(bit));
            }
        }
        return text.isEmpty() ? null : text.toString();
    }

    /** The user flag bits named by a {@code ScidFlags} value; unknown letters and S, X, Y are ignored. */
    static int parse(String letters) {
        int flags = 0;
        if (letters != null) {
            for (int i = 0; i < letters.length(); i++) {
                int bit = LETTERS.indexOf(letters.charAt(i));
                if (bit >= 3) {
                    flags |= 1 << bit;
                }
            }
        }
        return flags;
    }
}
