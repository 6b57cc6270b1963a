package org.chesslake.scan;

import java.util.Locale;

/** What a reader does with a game it cannot decode. */
public enum ReadMode {
    /** Keep going: the game keeps its games row with decode_error set. */
    PERMISSIVE,
    /** Stop the job with the decode error. */
    FAILFAST;

    public static ReadMode parse(String option) {
        try {
            return valueOf(option.trim().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("option mode must be PERMISSIVE or FAILFAST, not '" + option + "'");
        }
    }
}
