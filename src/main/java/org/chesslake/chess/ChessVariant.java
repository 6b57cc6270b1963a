package org.chesslake.chess;

import java.util.Locale;

/** What the Variant tag of a chess PGN game says about how to replay its moves. */
public enum ChessVariant {
    STANDARD, CHESS960, UNSUPPORTED;

    /** The variant a Variant tag names (null or blank: standard). */
    public static ChessVariant of(String tag) {
        if (tag == null) {
            return STANDARD;
        }
        String v = tag.toLowerCase(Locale.ROOT).replaceAll("[\\s_-]", "");
        return switch (v) {
            case "", "standard", "normal", "chess", "frompos", "fromposition", "classical", "rated", "casual" -> STANDARD;
            default -> v.contains("960") || v.startsWith("fischer") || v.equals("freestyle") ? CHESS960 : UNSUPPORTED;
        };
    }
}
