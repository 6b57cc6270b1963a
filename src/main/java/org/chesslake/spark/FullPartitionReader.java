package org.chesslake.spark;

import java.io.IOException;
import java.util.List;
import org.apache.spark.sql.catalyst.expressions.GenericInternalRow;
import org.apache.spark.sql.catalyst.expressions.codegen.UnsafeArrayWriter;
import org.apache.spark.sql.catalyst.expressions.codegen.UnsafeRowWriter;
import org.apache.spark.sql.catalyst.util.ArrayData;
import org.chesslake.game.FlatMove;
import org.chesslake.table.Column;
import org.chesslake.table.GameRow;
import org.chesslake.scan.GameStream;
import org.chesslake.table.MoveColumn;
import org.chesslake.table.MoveRowWriter;

/**
 * full table: a games row with its moves nested, so one decode feeds both tables. The nested moves
 * are one {@code UnsafeArrayData} written into a reused buffer, which Spark copies in one piece.
 */
final class FullPartitionReader extends GameStreamReader {

    private final List<Column<GameRow>> gameColumns;
    private final int movesPosition;
    /** A one-field row whose field is the moves array: the buffer the array is written into. */
    private final UnsafeRowWriter holder = new UnsafeRowWriter(1, 4096);
    private final UnsafeArrayWriter array = new UnsafeArrayWriter(holder, Long.BYTES);
    private final UnsafeRowWriter element;
    private final MoveRowWriter moveWriter;

    /** @param movesPosition where the nested moves go among the game columns, or -1 when not selected */
    FullPartitionReader(GameStream games, List<Column<GameRow>> gameColumns, MoveColumn[] moveColumns,
                        int movesPosition) {
        super(games);
        this.gameColumns = gameColumns;
        this.movesPosition = movesPosition;
        this.element = new UnsafeRowWriter(array, moveColumns.length);
        this.moveWriter = SparkMoveTargets.unsafe(moveColumns, element);
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
        List<FlatMove> flat = game.flatMoves();
        long gameId = game.gameId();
        holder.reset();
        holder.zeroOutNullBytes();
        int start = holder.cursor();
        array.initialize(flat.size());
        for (int i = 0; i < flat.size(); i++) {
            int elementStart = array.cursor();
            element.resetRowWriter();
            moveWriter.write(gameId, game.source(), flat.get(i));
            array.setOffsetAndSizeFromPreviousCursor(i, elementStart);
        }
        holder.setOffsetAndSizeFromPreviousCursor(0, start);
        return holder.getRow().getArray(0);
    }
}
