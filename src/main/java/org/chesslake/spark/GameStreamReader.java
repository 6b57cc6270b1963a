package org.chesslake.spark;

import java.io.IOException;
import org.apache.spark.sql.catalyst.InternalRow;
import org.apache.spark.sql.connector.metric.CustomTaskMetric;
import org.apache.spark.sql.connector.read.PartitionReader;
import org.chesslake.scan.GameStream;

/** A partition reader that turns the games of a {@link GameStream} into rows; subclasses say which rows. */
abstract class GameStreamReader implements PartitionReader<InternalRow> {

    protected final GameStream games;
    protected InternalRow current;

    GameStreamReader(GameStream games) {
        this.games = games;
    }

    @Override
    public final InternalRow get() {
        return current;
    }

    @Override
    public final CustomTaskMetric[] currentMetricsValues() {
        return new CustomTaskMetric[] {DecodeErrors.taskValue(games.errors())};
    }

    @Override
    public final void close() throws IOException {
        games.close();
    }
}
