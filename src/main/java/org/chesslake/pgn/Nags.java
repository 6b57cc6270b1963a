package org.chesslake.pgn;

import java.util.Map;

/** The glyphs PGN writers use for the common NAGs ("!" is $1 ... "?!" is $6, "+-" is $18). */
final class Nags {

    /** Glyphs that may stand alone or follow a move ("e4!?"). */
    private static final Map<String, Integer> MOVE_GLYPHS = Map.of(
            "!", 1, "?", 2, "!!", 3, "??", 4, "!?", 5, "?!", 6);

    /** Position glyphs, only as tokens of their own (ChessBase exports). */
    private static final Map<String, Integer> POSITION_GLYPHS = Map.ofEntries(
            Map.entry("=", 10), Map.entry("∞", 13), Map.entry("+=", 14), Map.entry("⩲", 14),
            Map.entry("=+", 15), Map.entry("⩱", 15), Map.entry("+/-", 16), Map.entry("±", 16),
            Map.entry("-/+", 17), Map.entry("∓", 17), Map.entry("+-", 18), Map.entry("-+", 19));

    /** NAG numbers are one byte in every database format. */
    static final int MAX = 255;

    private Nags() {
    }

    /** The NAG of a glyph token, or -1. */
    static int ofGlyph(String token) {
        Integer nag = MOVE_GLYPHS.get(token);
        if (nag == null) {
            nag = POSITION_GLYPHS.get(token);
        }
        return nag == null ? -1 : nag;
    }

    /** The NAG of a move suffix such as "!?", or -1. */
    static int ofSuffix(String suffix) {
        Integer nag = MOVE_GLYPHS.get(suffix);
        return nag == null ? -1 : nag;
    }

    static boolean isSuffixChar(char c) {
        return c == '!' || c == '?';
    }
}
