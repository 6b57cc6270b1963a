package org.chesslake.ingest;

import java.util.List;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;

/**
 * What the moves pass of a database saw that the games table needs: how many games it decoded,
 * and the few that failed or carry a comment with no move (game number, decode_error, game_comment).
 */
record DecodeNotes(long games, List<Row> rows) {

    static final StructType SCHEMA = new StructType()
            .add("number", DataTypes.LongType)
            .add("decode_error", DataTypes.StringType)
            .add("game_comment", DataTypes.StringType);

    List<Row> errors() {
        return rows.stream().filter(r -> !r.isNullAt(1)).toList();
    }
}
