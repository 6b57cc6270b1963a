package org.chesslake.table;

/** The points a side scored in a game's result (PGN's result text): 1, ½ or 0, none for an unfinished game. */
public final class ResultPoints {

    private ResultPoints() {
    }

    /** White's or Black's points in {@code result}; null for '*' or anything else. */
    public static Double of(String result, boolean white) {
        return switch (result) {
            case "1-0" -> white ? 1.0 : 0.0;
            case "0-1" -> white ? 0.0 : 1.0;
            case "1/2-1/2" -> 0.5;
            default -> null;
        };
    }
}
