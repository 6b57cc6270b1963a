package org.chesslake.spark;

import java.io.IOException;
import java.util.List;
import org.apache.spark.sql.catalyst.expressions.GenericInternalRow;
import org.apache.spark.sql.catalyst.util.ArrayData;
import org.chesslake.game.FlatMoves;
import org.chesslake.scan.GameStream;
import org.chesslake.table.Column;
import org.chesslake.table.GameRow;
import org.chesslake.table.MoveColumn;

/**
 * full table: a games row with its moves nested, so one decode feeds both tables. The nested moves
 * are one {@code UnsafeArrayData} written into a reused buffer, which Spark copies in one piece ({@link NestedMoves}).
 */
final class FullPartitionReader extends GameStreamReader {

    private final List<Column<GameRow>> gameColumns;
    private final int movesPosition;
    private final NestedMoves nestedMoves;
    /** The current game's moves, refilled per game. */
    private final FlatMoves moves = new FlatMoves();

    /** @param movesPosition where the nested moves go among the game columns, or -1 when not selected */
    FullPartitionReader(GameStream games, List<Column<GameRow>> gameColumns, MoveColumn[] moveColumns,
                        int movesPosition) {
        super(games);
        this.gameColumns = gameColumns;
        this.movesPosition = movesPosition;
        this.nestedMoves = new NestedMoves(moveColumns);
    }

    @Override
    public boolean next() throws IOException {
        GameRow game = games.next();
        if (game == null) {
            return false;
        }
        int width = gameColumns.size() + (movesPosition >= 0 ? 1 : 0);
        Object[] values = new Object[width];
        int g = 0;
        for (int i = 0; i < width; i++) {
            values[i] = i == movesPosition ? nestedMoves(game) : RowValues.internal(gameColumns.get(g++).value().apply(game));
        }
        current = new GenericInternalRow(values);
        return true;
    }

    private ArrayData nestedMoves(GameRow game) {
        if (game.moves() == null) {
            return null;
        }
        game.flatMoves(moves);
        return nestedMoves.of(game.gameId(), game.source(), moves);
    }
}
