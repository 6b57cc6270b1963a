package org.chesslake.table;

import java.util.Locale;

/** The tables a game source offers, chosen with the {@code table} option. */
public enum TableKind {
    GAMES,
    MOVES,
    NAMES,
    /** A games row with its moves nested as an array: one decode for pipelines that write both (the ingest job). */
    FULL;

    public static final String MOVES_COLUMN = "moves";

    public static TableKind parse(String option) {
        try {
            return valueOf(option.trim().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("option table must be games, moves, names or full, not '" + option + "'");
        }
    }
}
