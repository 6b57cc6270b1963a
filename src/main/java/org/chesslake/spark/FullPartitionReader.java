package org.chesslake.spark;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.apache.spark.sql.catalyst.InternalRow;
import org.apache.spark.sql.catalyst.expressions.GenericInternalRow;
import org.apache.spark.sql.catalyst.util.GenericArrayData;
import org.chesslake.game.FlatMove;

/** full table: a games row with its moves nested, so one decode feeds both tables. */
final class FullPartitionReader extends GameStreamReader {

    private final List<Column<GameRow>> gameColumns;
    private final List<Column<MoveRow>> moveColumns;
    private final int movesPosition;

    /** @param movesPosition where the nested moves go among the game columns, or -1 when not selected */
    FullPartitionReader(GameStream games, List<Column<GameRow>> gameColumns, List<Column<MoveRow>> moveColumns,
                        int movesPosition) {
        super(games);
        this.gameColumns = gameColumns;
        this.moveColumns = moveColumns;
        this.movesPosition = movesPosition;
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

    private Object nestedMoves(GameRow game) {
        if (game.moves() == null) {
            return null;
        }
        List<FlatMove> flat = game.flatMoves();
        List<InternalRow> rows = new ArrayList<>(flat.size());
        long gameId = game.gameId();
        for (FlatMove move : flat) {
            rows.add(RowValues.row(moveColumns, new MoveRow(gameId, move)));
        }
        return new GenericArrayData(rows.toArray());
    }
}
