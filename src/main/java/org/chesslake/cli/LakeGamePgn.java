package org.chesslake.cli;

import java.util.Iterator;
import java.util.Map;
import java.util.Optional;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.chesslake.export.ExportFormat;
import org.chesslake.export.ExportOptions;
import org.chesslake.export.PgnText;
import org.chesslake.export.RowGames;
import org.chesslake.spark.SparkRowValues;
import org.chesslake.table.ColumnValues;

/**
 * A game of the lake as PGN text, by the path {@code jobs/export} takes: its games row with its
 * moves nested (as {@link ExportJob} selects them), rebuilt by {@link RowGames} and written by the
 * PGN writers (xiangqi in the export's default notation). For the explorer page's game links.
 */
public final class LakeGamePgn {

    private LakeGamePgn() {
    }

    /**
     * The PGN of the game with this id, empty when the lake has none.
     *
     * @param spark a session where {@code games} and {@code moves} name the lake's tables ({@link SqlJob#register})
     * @throws IllegalArgumentException when the game's rows cannot be rebuilt (the message names the move)
     */
    public static Optional<String> of(SparkSession spark, long gameId) {
        Dataset<Row> full = SparkRowValues.withOrderedMaps(ExportJob.games(spark, "game_id = " + gameId, null));
        Iterator<ColumnValues> rows = SparkRowValues.over(full.collectAsList().iterator(), full.schema());
        if (!rows.hasNext()) {
            return Optional.empty();
        }
        ColumnValues row = rows.next();
        return Optional.of(PgnText.of(RowGames.game(row), RowGames.isXiangqi(row),
                ExportOptions.parse(ExportFormat.PGN, Map.of()).notation()));
    }
}
