package org.chesslake.parquet;

import java.util.Arrays;
import java.util.List;
import org.chesslake.parquet.ShadedParquet.LeafColumn;
import org.chesslake.table.MoveColumn;

/**
 * A moves row group's buffers, column by column: the levels and values ({@link ColumnBuffer}) that a
 * {@link MovesParquetFile} fills and writes per row group. They grow to a row group's size (about 100
 * bytes a move: some 80 MB at the default row group size), so what writes many files one after the
 * other (an executor's moves-pass tasks) hands each file the same buffers, cleared, instead of growing
 * new ones for each, which lived long enough to be copied by every young collection and promoted. One
 * file at a time; not thread-safe.
 */
public final class MovesBuffers {

    /** The leaf columns the buffers were made for; null until a file has used them. */
    private List<LeafColumn> leaves;
    ColumnBuffer[] columns;
    LongValues[] longs;
    IntValues[] ints;
    BooleanValues[] booleans;
    TextValues[] texts;

    /**
     * Makes the buffers ready for a file of {@code leaves} (its schema's leaf columns, each one a
     * {@link MoveColumn}'s): the buffers kept, cleared, when the last file had the same columns, else new ones.
     */
    void bind(List<LeafColumn> leaves) {
        if (leaves.equals(this.leaves)) {
            for (ColumnBuffer column : columns) {
                column.clear();
            }
            return;
        }
        MoveColumn[] moveColumns = MoveColumn.values();
        List<String> names = Arrays.stream(moveColumns).map(MoveColumn::column).toList();
        columns = new ColumnBuffer[moveColumns.length];
        longs = new LongValues[moveColumns.length];
        ints = new IntValues[moveColumns.length];
        booleans = new BooleanValues[moveColumns.length];
        texts = new TextValues[moveColumns.length];
        for (LeafColumn column : leaves) {
            String name = column.field();
            int i = names.indexOf(name);
            if (i < 0) {
                throw new IllegalStateException("the moves table has a column " + name + " that this version does not write");
            }
            Values values = switch (moveColumns[i].type()) {
                case LONG -> longs[i] = new LongValues();
                case INT, INT_ARRAY -> ints[i] = new IntValues();
                case BOOLEAN -> booleans[i] = new BooleanValues();
                case STRING -> texts[i] = new TextValues();
                case DATE, STRING_MAP -> throw new IllegalStateException("no moves column is a " + moveColumns[i].type());
            };
            columns[i] = new ColumnBuffer(column, values);
        }
        this.leaves = List.copyOf(leaves);
    }
}
