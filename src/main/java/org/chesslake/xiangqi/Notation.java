package org.chesslake.xiangqi;

/**
 * The three move notations of xiangqi PGN, told apart by the shape of a token (spec §7.1): no
 * token has the shape of two of them, so the {@code Format} tag is never needed to decide.
 */
public enum Notation {
    ICCS("ICCS"),
    WXF("WXF"),
    CHINESE("Chinese");

    private final String tagValue;

    Notation(String tagValue) {
        this.tagValue = tagValue;
    }

    /** The name the {@code Format} tag uses. */
    public String tagValue() {
        return tagValue;
    }

    /** The notation a token is written in, or null if it is no move. */
    public static Notation of(String token) {
        if (Iccs.looksLike(token)) {
            return ICCS;
        }
        if (Wxf.looksLike(token)) {
            return WXF;
        }
        return ChineseNotation.looksLike(token) ? CHINESE : null;
    }

    /**
     * The legal move a token names. {@code iccsRankBase} (0 or 1) applies to ICCS tokens only.
     * IllegalMoveException if the token is no move, or names no legal move or several.
     */
    public static int parse(Board board, String token, int iccsRankBase) {
        Notation notation = of(token);
        if (notation == null) {
            throw new IllegalMoveException("unknown move token " + token);
        }
        return notation.parseAs(board, token, iccsRankBase);
    }

    public int parseAs(Board board, String token, int iccsRankBase) {
        return switch (this) {
            case ICCS -> Iccs.parse(board, token, iccsRankBase);
            case WXF -> Wxf.parse(board, token);
            case CHINESE -> ChineseNotation.parse(board, token);
        };
    }

    /** The move written in this notation (the position is the one before the move). */
    public String write(Board board, int move) {
        return switch (this) {
            case ICCS -> Iccs.toIccs(move);
            case WXF -> Wxf.toWxf(board, move);
            case CHINESE -> ChineseNotation.toChinese(board, move);
        };
    }
}
