package org.chesslake.table;

/**
 * The columns of the {@code positions} table, the lake's opening index: one row per main-line move
 * of every game, keyed by the position it was played from, with what an opening tree counts and
 * filters on (the move, the game's result, both players' Elo, its date and year, its source). What a
 * reader derives from the position it asks about is left out: the move's SAN (from the position and
 * the UCI), the side that moves and the variant (from the position).
 */
public enum PositionColumn {
    FROM_POSITION_KEY("from_position_key", ColumnType.LONG,
            "Zobrist key of the position the move was played from (moves.from_position_key)"),
    UCI("uci", ColumnType.STRING, "the move in UCI (xiangqi: ICCS), as moves.uci; its SAN is move_san(fen, uci)"),
    RESULT("result", ColumnType.STRING, "the game's result: '1-0', '0-1', '1/2-1/2' or '*'"),
    WHITE_ELO("white_elo", ColumnType.INT, "White's rating"),
    BLACK_ELO("black_elo", ColumnType.INT, "Black's rating"),
    DATE("date", ColumnType.DATE, "the game's date when year, month and day are known"),
    YEAR("year", ColumnType.INT, "the game's year, null if unknown"),
    GAME_ID("game_id", ColumnType.LONG, "the game (games.game_id)"),
    SOURCE("source", ColumnType.STRING, "the database (games.source)");

    private final String column;
    private final ColumnType type;
    /** What the column holds (the tables page, src/site/markdown/tables.md, says the same). */
    private final String doc;

    PositionColumn(String column, ColumnType type, String doc) {
        this.column = column;
        this.type = type;
        this.doc = doc;
    }

    public String column() {
        return column;
    }

    public ColumnType type() {
        return type;
    }

    public String doc() {
        return doc;
    }
}
