package org.chesslake.spark;

import java.io.IOException;
import java.util.List;
import org.apache.spark.sql.catalyst.InternalRow;
import org.apache.spark.sql.connector.metric.CustomTaskMetric;
import org.apache.spark.sql.connector.read.PartitionReader;

/** games table: one row per game of the partition. */
final class GamesPartitionReader implements PartitionReader<InternalRow> {

    private final GameStream games;
    private final List<Column<GameRow>> columns;
    private InternalRow current;

    GamesPartitionReader(GameStream games, List<Column<GameRow>> columns) {
        this.games = games;
        this.columns = columns;
    }

    @Override
    public boolean next() throws IOException {
        GameRow game = games.next();
        current = game == null ? null : RowValues.row(columns, game);
        return current != null;
    }

    @Override
    public InternalRow get() {
        return current;
    }

    @Override
    public CustomTaskMetric[] currentMetricsValues() {
        return new CustomTaskMetric[] {DecodeErrors.taskValue(games.errors())};
    }

    @Override
    public void close() throws IOException {
        games.close();
    }
}
