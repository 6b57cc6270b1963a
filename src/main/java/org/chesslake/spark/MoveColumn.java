package org.chesslake.spark;

import static org.apache.spark.sql.types.DataTypes.BooleanType;
import static org.apache.spark.sql.types.DataTypes.IntegerType;
import static org.apache.spark.sql.types.DataTypes.LongType;
import static org.apache.spark.sql.types.DataTypes.StringType;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.apache.spark.sql.types.DataType;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.Metadata;
import org.apache.spark.sql.types.StructField;
import org.apache.spark.sql.types.StructType;

/**
 * The columns of the {@code moves} table: one row per move node, main line and variations. A
 * database has tens of millions of these rows, so their values are not computed by a function per
 * column (as the games columns are) but written straight into Spark's row format by {@link MoveRowWriter}.
 */
enum MoveColumn {
    GAME_ID("game_id", LongType, "the game (games.game_id)"),
    LINE_ID("line_id", IntegerType, "0 = main line; variations numbered 1, 2, ... in export order"),
    PARENT_LINE_ID("parent_line_id", IntegerType, "the line this variation branches from; null on the main line"),
    BRANCH_PLY("branch_ply", IntegerType, "the parent line's ply whose move this variation replaces"),
    PLY("ply", IntegerType, "half-move number from the start position, 1 = first move"),
    MOVE_NUMBER("move_number", IntegerType, "full-move number as PGN prints it"),
    SIDE("side", StringType, "'white' or 'black' (xiangqi: red is 'white')"),
    SAN("san", StringType, "SAN (xiangqi: WXF); '--' for a null move"),
    UCI("uci", StringType, "UCI (xiangqi: ICCS); '0000' for a null move"),
    NOTATION("notation", StringType, "the source's own token where it has one (e.g. 炮二平五)"),
    PIECE("piece", StringType, "moving piece letter (chess PNBRQK, xiangqi RNBAKCP); null for a null move"),
    FROM_SQUARE("from_square", StringType, "origin square"),
    TO_SQUARE("to_square", StringType, "target square"),
    CAPTURED("captured", StringType, "captured piece letter"),
    PROMOTION("promotion", StringType, "promotion piece letter"),
    IS_CHECK("is_check", BooleanType, "the move gives check"),
    IS_MATE("is_mate", BooleanType, "the move gives mate"),
    NAGS("nags", DataTypes.createArrayType(IntegerType), "numeric annotation glyphs ($1 = !, $2 = ?, ...)"),
    COMMENT_BEFORE("comment_before", StringType, "comment printed before the move"),
    COMMENT_AFTER("comment_after", StringType, "comment printed after the move"),
    CLOCK_MS("clock_ms", LongType, "clock after the move from a [%clk h:mm:ss] comment"),
    EVAL_CP("eval_cp", IntegerType, "engine evaluation in centipawns from a [%eval x] comment"),
    EVAL_MATE("eval_mate", IntegerType, "mate distance from a [%eval #n] comment"),
    POSITION_KEY("position_key", LongType, "Zobrist key of the position after the move (chess: Polyglot's)"),
    SOURCE("source", StringType, "the database (games.source)");

    private final String column;
    private final DataType type;
    /** What the column holds (the tables page, src/site/markdown/tables.md, says the same). */
    private final String doc;

    MoveColumn(String column, DataType type, String doc) {
        this.column = column;
        this.type = type;
        this.doc = doc;
    }

    String column() {
        return column;
    }

    StructField field() {
        return new StructField(column, type, true, Metadata.empty());
    }

    /** The moves table's schema. */
    static StructType schema() {
        return struct(values());
    }

    /** A move as nested in the full table: the moves table's columns without those of its game (game_id, source). */
    static StructType nested() {
        return struct(Arrays.stream(values()).filter(c -> c != GAME_ID && c != SOURCE).toArray(MoveColumn[]::new));
    }

    /** The columns of {@code required}, in its order (names it does not know are skipped). */
    static MoveColumn[] select(StructType required) {
        List<MoveColumn> selected = new ArrayList<>();
        for (StructField field : required.fields()) {
            for (MoveColumn c : values()) {
                if (c.column.equals(field.name())) {
                    selected.add(c);
                }
            }
        }
        return selected.toArray(MoveColumn[]::new);
    }

    static StructType struct(MoveColumn... columns) {
        return new StructType(Arrays.stream(columns).map(MoveColumn::field).toArray(StructField[]::new));
    }
}
