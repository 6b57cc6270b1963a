package org.chesslake.parquet;

import java.io.IOException;
import java.util.Arrays;
import java.util.List;
import org.apache.iceberg.MetricsConfig;
import org.apache.iceberg.Schema;
import org.apache.iceberg.io.OutputFile;
import org.chesslake.game.FlatMoves;
import org.chesslake.parquet.ShadedParquet.LeafColumn;
import org.chesslake.table.MoveColumn;
import org.chesslake.table.MoveRowWriter;

/**
 * One Parquet data file of the moves table, written column at a time: a row group's moves are
 * buffered column by column ({@link MoveRowWriter} maps a game's moves to each column in turn), then each
 * column is encoded on its own as one chunk, knowing all its values (dictionary or PLAIN chosen up
 * front, statistics, bloom filter sized for the values). The file's schema is the table's, field
 * ids included; its columns are matched to the moves' columns by name. A row group ends at a game
 * boundary once its estimated compressed size reaches the table's row group size. Not thread-safe.
 */
public final class MovesParquetFile implements MoveRowWriter.Target {

    /** What a move compresses to before a file has measured it (scid-large's: a 16 MiB row group holds about 830,000). */
    public static final double FIRST_BYTES_PER_ROW = 19;
    private final RowGroupFile rowGroups;
    private final ColumnBuffer[] columns;
    private final boolean[] dictionaryAllowed;
    private final boolean[] bloom;
    private final LongValues[] longs;
    private final IntValues[] ints;
    private final BooleanValues[] booleans;
    private final TextValues[] texts;
    private final MoveRowWriter rows;
    /** Definition level of an empty nags list (the list is there, no element), of an element, and the repetition level of its later elements. */
    private final int emptyList;
    private final int element;
    private final int nextElement;

    /**
     * @param bytesPerRow what a row compresses to, as far as the caller knows (a previous file's
     *     {@link #bytesPerRow()}, or {@link #FIRST_BYTES_PER_ROW}): sizes the first row group
     */
    public MovesParquetFile(OutputFile file, Schema schema, ParquetSettings settings, double bytesPerRow) throws IOException {
        this(file, schema, settings, bytesPerRow, new MovesBuffers());
    }

    /**
     * A file whose row groups are buffered in {@code buffers} (cleared first; kept from a previous
     * file of the same columns): they are this file's until it is closed or aborted.
     */
    public MovesParquetFile(OutputFile file, Schema schema, ParquetSettings settings, double bytesPerRow,
                            MovesBuffers buffers) throws IOException {
        ShadedParquet shaded = new ShadedParquet(schema);
        MoveColumn[] moveColumns = MoveColumn.values();
        List<String> names = Arrays.stream(moveColumns).map(MoveColumn::column).toList();
        if (shaded.fields().size() != names.size()) {
            throw new IllegalStateException("the moves table has the columns " + shaded.fields() + "; this version writes " + names);
        }
        buffers.bind(shaded.columns());
        columns = buffers.columns;
        longs = buffers.longs;
        ints = buffers.ints;
        booleans = buffers.booleans;
        texts = buffers.texts;
        dictionaryAllowed = new boolean[moveColumns.length];
        bloom = new boolean[moveColumns.length];
        for (LeafColumn column : shaded.columns()) {
            String name = column.field();
            int i = names.indexOf(name);
            dictionaryAllowed[i] = !settings.plainColumns().contains(name);
            bloom[i] = settings.bloomColumns().contains(name);
            if (bloom[i] && longs[i] == null) {
                throw new IllegalStateException("bloom filters are written for bigint columns only, not " + name);
            }
        }
        LeafColumn nags = columns[MoveColumn.NAGS.ordinal()].column();
        emptyList = nags.fieldDefinition();
        element = nags.maxDefinition();
        nextElement = nags.maxRepetition();
        rowGroups = new RowGroupFile(shaded, file, settings, bytesPerRow, columns, dictionaryAllowed, bloom, longs);
        rows = new MoveRowWriter(moveColumns, this);
    }

    /** Writes a game's moves; they stay in one row group. */
    public void add(long gameId, String source, FlatMoves moves) throws IOException {
        rows.writeColumns(gameId, source, moves);
        if (rowGroups.full(columns[0].rows())) {
            rowGroups.write(columns[0].rows());
        }
    }

    /** The file's length so far: what is written and what the buffered rows are estimated to take. */
    public long length() throws IOException {
        return rowGroups.length(columns[0].rows());
    }

    /** What a row compressed to in this file's last row group. */
    public double bytesPerRow() {
        return rowGroups.bytesPerRow();
    }

    /** Writes the last row group and the footer (which names this writer as created_by); returns the file with Iceberg's {@code metrics} of it. */
    public WrittenFile close(MetricsConfig metrics) throws IOException {
        return rowGroups.close(() -> rowGroups.write(columns[0].rows()), metrics);
    }

    /** Closes the file after a failure; the caller deletes it. */
    public void abort(Exception cause) {
        rowGroups.abort(cause);
    }

    @Override
    public void setNull(int ordinal) {
        columns[ordinal].absent();
    }

    @Override
    public void setNulls(int ordinal, int count) {
        columns[ordinal].emptyRows(0, count);
    }

    @Override
    public void setEmptyLists(int ordinal, int count) {
        columns[ordinal].emptyRows(emptyList, count);
    }

    @Override
    public void setLong(int ordinal, long value) {
        longs[ordinal].add(value);
        columns[ordinal].present();
    }

    @Override
    public void setBoolean(int ordinal, boolean value) {
        booleans[ordinal].add(value);
        columns[ordinal].present();
    }

    @Override
    public void setInt(int ordinal, int value) {
        ints[ordinal].add(value);
        columns[ordinal].present();
    }

    @Override
    public void setText(int ordinal, String text) {
        if (text == null) {
            columns[ordinal].absent();
        } else {
            texts[ordinal].add(text);
            columns[ordinal].present();
        }
    }

    @Override
    public void setInts(int ordinal, List<Integer> values) {
        ColumnBuffer column = columns[ordinal];
        if (values.isEmpty()) {
            column.level(emptyList, 0);
            return;
        }
        for (int k = 0; k < values.size(); k++) {
            column.level(element, k == 0 ? 0 : nextElement);
            ints[ordinal].add(values.get(k));
        }
    }
}
