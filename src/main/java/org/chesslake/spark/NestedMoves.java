package org.chesslake.spark;

import org.apache.spark.sql.catalyst.expressions.codegen.UnsafeArrayWriter;
import org.apache.spark.sql.catalyst.expressions.codegen.UnsafeRowWriter;
import org.apache.spark.sql.catalyst.util.ArrayData;
import org.chesslake.game.FlatMoves;
import org.chesslake.table.MoveColumn;
import org.chesslake.table.MoveRowWriter;

/**
 * A game's moves as one {@code UnsafeArrayData} of move structs, written into a reused buffer that
 * Spark copies in one piece: the full table's nested moves, and {@code pgn_moves}'. One per reader:
 * the array returned is overwritten by the next call.
 */
final class NestedMoves {

    /** A one-field row whose field is the moves array: the buffer the array is written into. */
    private final UnsafeRowWriter holder = new UnsafeRowWriter(1, 4096);
    private final UnsafeArrayWriter array = new UnsafeArrayWriter(holder, Long.BYTES);
    private final UnsafeRowWriter element;
    private final MoveRowWriter moveWriter;

    NestedMoves(MoveColumn[] columns) {
        this.element = new UnsafeRowWriter(array, columns.length);
        this.moveWriter = SparkMoveTargets.unsafe(columns, element);
    }

    /** The moves of the game {@code gameId} of {@code source}, in the order given. */
    ArrayData of(long gameId, String source, FlatMoves moves) {
        holder.reset();
        holder.zeroOutNullBytes();
        int start = holder.cursor();
        array.initialize(moves.size());
        for (int i = 0; i < moves.size(); i++) {
            int elementStart = array.cursor();
            element.resetRowWriter();
            moveWriter.write(gameId, source, moves, i);
            array.setOffsetAndSizeFromPreviousCursor(i, elementStart);
        }
        holder.setOffsetAndSizeFromPreviousCursor(0, start);
        return holder.getRow().getArray(0);
    }
}
