package org.chesslake.lake;

import static org.apache.spark.sql.functions.col;

import java.util.Arrays;
import org.apache.spark.sql.Column;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;

/**
 * The positions table, the lake's opening index: one row per main-line move of every game, keyed by
 * the position it was played from ({@code from_position_key}), with what an opening tree counts and
 * filters on (the game's result, both players' Elo, its date and year). Its files are sorted by
 * source and key ({@link LakeTable#POSITIONS}'s layout): a lookup of one key reads the few row groups
 * whose key bounds hold it, and a source's rows stay in few files, so that replacing a source
 * rewrites those, not the table. The ingest writes a run's rows from the moves and games its moves
 * pass wrote, in the same publish as the other tables.
 */
public final class PositionsTable {

    /** The table's columns. */
    public static final StructType SCHEMA = new StructType()
            .add("from_position_key", DataTypes.LongType, true,
                    "Zobrist key of the position the move was played from (moves.from_position_key)")
            .add("move", DataTypes.StringType, true, "SAN (xiangqi: WXF), as moves.san")
            .add("uci", DataTypes.StringType, true, "UCI (xiangqi: ICCS)")
            .add("side", DataTypes.StringType, true, "the side that moves: 'white' or 'black' (xiangqi: red is 'white')")
            .add("ply", DataTypes.IntegerType, true, "the move's ply in the main line")
            .add("game_id", DataTypes.LongType, true, "the game (games.game_id)")
            .add("source", DataTypes.StringType, true, "the database (games.source)")
            .add("variant", DataTypes.StringType, true, "'chess' or 'xiangqi'")
            .add("result", DataTypes.StringType, true, "the game's result: '1-0', '0-1', '1/2-1/2' or '*'")
            .add("white_elo", DataTypes.IntegerType, true, "White's rating")
            .add("black_elo", DataTypes.IntegerType, true, "Black's rating")
            .add("date", DataTypes.DateType, true, "the game's date when year, month and day are known")
            .add("year", DataTypes.IntegerType, true, "the game's year, null if unknown");

    private PositionsTable() {
    }

    /** The positions rows of games and their moves (rows of the games and moves tables): one per main-line move. */
    public static Dataset<Row> rows(Dataset<Row> moves, Dataset<Row> games) {
        Dataset<Row> mainLine = moves.where(col("line_id").equalTo(0)).select(col("from_position_key"),
                col("san").as("move"), col("uci"), col("side"), col("ply"), col("game_id"), col("source"));
        Dataset<Row> headers = games.select(col("game_id"), col("variant"), col("result"), col("white_elo"),
                col("black_elo"), col("date"), col("year"));
        return mainLine.join(headers, "game_id").select(Arrays.stream(SCHEMA.fieldNames())
                .map(name -> col(name)).toArray(Column[]::new));
    }
}
