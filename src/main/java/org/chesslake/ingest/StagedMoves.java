package org.chesslake.ingest;

import static org.apache.spark.sql.functions.any_value;
import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.count;
import static org.apache.spark.sql.functions.lit;
import static org.apache.spark.sql.functions.max;
import static org.apache.spark.sql.functions.sum;
import static org.apache.spark.sql.functions.when;

import java.util.HashMap;
import java.util.Map;
import org.apache.spark.sql.Column;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.storage.StorageLevel;

/**
 * The run's staged moves, counted in one scan: per game (its move rows, main-line rows and
 * main-line length, kept in Spark's cache for the games pass, spilling to disk) and per source
 * (collected: a few numbers per database, for the audit and the report).
 */
final class StagedMoves implements AutoCloseable {

    private final Dataset<Row> perGame;
    private final Map<String, long[]> perSource = new HashMap<>();

    /** @param moves the staged moves rows of the run's sources */
    StagedMoves(Dataset<Row> moves) {
        Column mainLine = col("line_id").equalTo(0);
        perGame = moves.groupBy("game_id")
                .agg(any_value(col("source")).as("source"), count(lit(1)).as("move_rows"),
                        count(when(mainLine, true)).as("main_line_rows"), max(when(mainLine, col("ply"))).as("main_line_plies"))
                .persist(StorageLevel.MEMORY_AND_DISK());
        for (Row row : perGame.groupBy("source").agg(sum("move_rows"), sum("main_line_rows")).collectAsList()) {
            perSource.put(row.getString(0), new long[] {row.getLong(1), row.getLong(2)});
        }
    }

    /** game_id, source, move_rows, main_line_rows, main_line_plies: one row per game with moves. */
    Dataset<Row> perGame() {
        return perGame;
    }

    /** The moves rows staged for a source. */
    long rows(String source) {
        return perSource.getOrDefault(source, new long[2])[0];
    }

    /** The main-line moves rows staged for a source. */
    long mainLineRows(String source) {
        return perSource.getOrDefault(source, new long[2])[1];
    }

    @Override
    public void close() {
        perGame.unpersist();
    }
}
