package org.chesslake.format;

/** The fields of {@link org.chesslake.game.GameHeader}, so a format can say which its index holds. */
public enum HeaderField {
    WHITE, BLACK, EVENT, SITE, ROUND, DATE, WHITE_ELO, BLACK_ELO, RESULT, ECO, PLY_COUNT, START_FEN, DELETED, TAGS
}
