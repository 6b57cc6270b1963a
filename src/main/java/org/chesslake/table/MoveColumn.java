package org.chesslake.table;


import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The columns of the {@code moves} table: one row per move node, main line and variations. A
 * database has tens of millions of these rows, so their values are not computed by a function per
 * column (as the games columns are) but written straight into their target (a Spark row, a Parquet file) by {@link MoveRowWriter}.
 */
public enum MoveColumn {
    GAME_ID("game_id", ColumnType.LONG, "the game (games.game_id)"),
    LINE_ID("line_id", ColumnType.INT, "0 = main line; variations numbered 1, 2, ... in export order"),
    PARENT_LINE_ID("parent_line_id", ColumnType.INT, "the line this variation branches from; null on the main line"),
    BRANCH_PLY("branch_ply", ColumnType.INT, "the parent line's ply whose move this variation replaces"),
    PLY("ply", ColumnType.INT, "half-move number from the start position, 1 = first move"),
    MOVE_NUMBER("move_number", ColumnType.INT, "full-move number as PGN prints it"),
    SIDE("side", ColumnType.STRING, "'white' or 'black' (xiangqi: red is 'white')"),
    SAN("san", ColumnType.STRING, "SAN (xiangqi: WXF); '--' for a null move"),
    UCI("uci", ColumnType.STRING, "UCI (xiangqi: ICCS); '0000' for a null move"),
    NOTATION("notation", ColumnType.STRING, "the source's own token where it has one (e.g. 炮二平五)"),
    PIECE("piece", ColumnType.STRING, "moving piece letter (chess PNBRQK, xiangqi RNBAKCP); null for a null move"),
    FROM_SQUARE("from_square", ColumnType.STRING, "origin square"),
    TO_SQUARE("to_square", ColumnType.STRING, "target square"),
    CAPTURED("captured", ColumnType.STRING, "captured piece letter"),
    PROMOTION("promotion", ColumnType.STRING, "promotion piece letter"),
    IS_CHECK("is_check", ColumnType.BOOLEAN, "the move gives check"),
    IS_MATE("is_mate", ColumnType.BOOLEAN, "the move gives mate"),
    NAGS("nags", ColumnType.INT_ARRAY, "numeric annotation glyphs ($1 = !, $2 = ?, ...)"),
    COMMENT_BEFORE("comment_before", ColumnType.STRING, "comment printed before the move"),
    COMMENT_AFTER("comment_after", ColumnType.STRING, "comment printed after the move"),
    CLOCK_MS("clock_ms", ColumnType.LONG, "clock after the move from a [%clk h:mm:ss] comment"),
    EVAL_CP("eval_cp", ColumnType.INT, "engine evaluation in centipawns from a [%eval x] comment"),
    EVAL_MATE("eval_mate", ColumnType.INT, "mate distance from a [%eval #n] comment"),
    FROM_POSITION_KEY("from_position_key", ColumnType.LONG,
            "Zobrist key of the position the move is played from: the previous ply's position_key, the start position's for ply 1"),
    POSITION_KEY("position_key", ColumnType.LONG, "Zobrist key of the position after the move (chess: Polyglot's)"),
    SOURCE("source", ColumnType.STRING, "the database (games.source)");

    private final String column;
    private final ColumnType type;
    /** What the column holds (the tables page, src/site/markdown/tables.md, says the same). */
    private final String doc;

    MoveColumn(String column, ColumnType type, String doc) {
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

    /** A move as nested in the full table: the moves table's columns without those of its game (game_id, source). */
    public static MoveColumn[] nested() {
        return Arrays.stream(values()).filter(c -> c != GAME_ID && c != SOURCE).toArray(MoveColumn[]::new);
    }

    /** The columns named in {@code names}, in its order (names it does not know are skipped). */
    public static MoveColumn[] select(List<String> names) {
        List<MoveColumn> selected = new ArrayList<>();
        for (String name : names) {
            for (MoveColumn c : values()) {
                if (c.column.equals(name)) {
                    selected.add(c);
                }
            }
        }
        return selected.toArray(MoveColumn[]::new);
    }
}
