package org.chesslake.spark;

import java.io.IOException;
import java.util.Collections;
import java.util.Iterator;
import java.util.List;
import org.apache.spark.sql.catalyst.InternalRow;
import org.apache.spark.sql.connector.metric.CustomTaskMetric;
import org.apache.spark.sql.connector.read.PartitionReader;
import org.chesslake.game.FlatMove;
import org.chesslake.game.MoveTreeWalker;

/**
 * moves table: one row per move node of the partition's games. A game that fails to decode has no
 * moves; it is counted in the decodeErrors metric and logged (its games row carries the error).
 */
final class MovesPartitionReader implements PartitionReader<InternalRow> {

    private final GameStream games;
    private final List<Column<MoveRow>> columns;
    private Iterator<FlatMove> moves = Collections.emptyIterator();
    private long gameId;
    private InternalRow current;

    MovesPartitionReader(GameStream games, List<Column<MoveRow>> columns) {
        this.games = games;
        this.columns = columns;
    }

    @Override
    public boolean next() throws IOException {
        while (!moves.hasNext()) {
            GameRow game = games.next();
            if (game == null) {
                return false;
            }
            if (game.moves() != null) {
                gameId = game.gameId();
                String startFen = game.header() == null ? null : game.header().startFen();
                moves = MoveTreeWalker.flatten(game.moves(), startFen).iterator();
            }
        }
        current = RowValues.row(columns, new MoveRow(gameId, moves.next()));
        return true;
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
