package org.chesslake.format.chessassistant;

import org.chesslake.game.Result;

/** The outcome byte of a .D00 header (§4): a result, or an evaluation of an unfinished game. */
enum Outcome {
    DRAW(1, Result.DRAW, null),
    WHITE_WON(2, Result.WHITE_WINS, null),
    BLACK_WON(3, Result.BLACK_WINS, null),
    UNKNOWN(4, Result.UNKNOWN, null),
    WHITE_BETTER(5, Result.UNKNOWN, "+/-"),
    BLACK_BETTER(6, Result.UNKNOWN, "-/+"),
    WHITE_SLIGHTLY_BETTER(7, Result.UNKNOWN, "+/="),
    BLACK_SLIGHTLY_BETTER(8, Result.UNKNOWN, "=/+"),
    WHITE_WINNING(9, Result.UNKNOWN, "+-"),
    BLACK_WINNING(10, Result.UNKNOWN, "-+"),
    EQUAL(11, Result.UNKNOWN, "="),
    UNCLEAR(12, Result.UNKNOWN, "Inf"),
    COMPENSATION(13, Result.UNKNOWN, "=/Inf"),
    ATTACK(14, Result.UNKNOWN, "->"),
    INITIATIVE(15, Result.UNKNOWN, "^"),
    COUNTERPLAY(16, Result.UNKNOWN, "->/<-");

    /** The tag that keeps the evaluation of an unfinished game. */
    static final String TAG = "CaOutcome";

    final int code;
    final Result result;
    /** The evaluation as the seed writes it, null for the four plain results. */
    final String evaluation;

    Outcome(int code, Result result, String evaluation) {
        this.code = code;
        this.result = result;
        this.evaluation = evaluation;
    }

    /** The outcome of {@code code}, or null for a code the spec does not define. */
    static Outcome of(int code) {
        for (Outcome o : values()) {
            if (o.code == code) {
                return o;
            }
        }
        return null;
    }

    /** The writer's choice: the evaluation kept in {@link #TAG} when the game has no result, else the result. */
    static Outcome of(Result result, String evaluation) {
        return switch (result) {
            case DRAW -> DRAW;
            case WHITE_WINS -> WHITE_WON;
            case BLACK_WINS -> BLACK_WON;
            case UNKNOWN -> {
                for (Outcome o : values()) {
                    if (o.evaluation != null && o.evaluation.equals(evaluation)) {
                        yield o;
                    }
                }
                yield UNKNOWN;
            }
        };
    }
}
