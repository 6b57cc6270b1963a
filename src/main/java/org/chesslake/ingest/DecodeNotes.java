package org.chesslake.ingest;

import java.util.List;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;
import org.chesslake.spark.MovesFiles;

/**
 * What the moves pass saw that the games table needs: how many games it decoded, and the few that
 * failed or carry a comment with no move (game id, decode_error, game_comment, source).
 */
record DecodeNotes(long games, List<Row> rows) {

    static final StructType SCHEMA = new StructType()
            .add("noted_game_id", DataTypes.LongType)
            .add("decode_error", DataTypes.StringType)
            .add("game_comment", DataTypes.StringType)
            .add("noted_source", DataTypes.StringType);

    static DecodeNotes of(MovesFiles.Written written) {
        List<Row> rows = written.notes().stream()
                .map(n -> RowFactory.create(n.gameId(), n.decodeError(), n.gameComment(), n.source())).toList();
        return new DecodeNotes(written.games(), rows);
    }

    long errors(String source) {
        return rows.stream().filter(r -> !r.isNullAt(1) && source.equals(r.getString(3))).count();
    }
}
