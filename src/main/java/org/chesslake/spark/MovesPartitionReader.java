package org.chesslake.spark;

import java.io.IOException;
import java.util.Collections;
import java.util.Iterator;
import java.util.List;
import org.apache.spark.sql.catalyst.InternalRow;
import org.chesslake.game.FlatMove;

/**
 * moves table: one row per move node of the partition's games. A game that fails to decode has no
 * moves, except the part before the error that some formats keep (a xiangqi line cut at an
 * illegal move); it is counted in the decodeErrors metric and logged (its games row carries the error).
 */
final class MovesPartitionReader extends GameStreamReader {

    private final List<Column<MoveRow>> columns;
    private Iterator<FlatMove> moves = Collections.emptyIterator();
    private long gameId;

    MovesPartitionReader(GameStream games, List<Column<MoveRow>> columns) {
        super(games);
        this.columns = columns;
    }

    @Override
    public boolean next() throws IOException {
        while (!moves.hasNext()) {
            GameRow game = games.next();
            if (game == null) {
                return false;
            }
            gameId = game.gameId();
            moves = game.flatMoves().iterator();
        }
        current = RowValues.row(columns, new MoveRow(gameId, moves.next()));
        return true;
    }
}
