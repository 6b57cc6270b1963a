package org.chesslake.game;

/** A game's result as PGN writes it. Xiangqi uses the same four (red is white). */
public enum Result {
    WHITE_WINS("1-0"),
    BLACK_WINS("0-1"),
    DRAW("1/2-1/2"),
    UNKNOWN("*");

    private final String pgn;

    Result(String pgn) {
        this.pgn = pgn;
    }

    public String pgn() {
        return pgn;
    }

    /** Reads the PGN token; the common variants ("½-½", "1/2", "0.5-0.5") count as a draw, anything else is unknown. */
    public static Result parse(String text) {
        if (text == null) {
            return UNKNOWN;
        }
        return switch (text.trim()) {
            case "1-0", "1:0" -> WHITE_WINS;
            case "0-1", "0:1" -> BLACK_WINS;
            case "1/2-1/2", "1/2", "½-½", "0.5-0.5", "=-=" -> DRAW;
            default -> UNKNOWN;
        };
    }

    @Override
    public String toString() {
        return pgn;
    }
}
