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
    /** A row group's rows at most, whatever they compress to: bounds the buffers (about 100 bytes a row). */
    static final int MAX_ROW_GROUP_ROWS = 1 << 21;

    private final ParquetSettings settings;
    private final ShadedParquet file;
    private final ColumnBuffer[] columns;
    private final boolean[] dictionaryAllowed;
    private final boolean[] bloom;
    private final LongValues[] longs;
    private final IntValues[] ints;
    private final BooleanValues[] booleans;
    private final TextValues[] texts;
    private final MoveRowWriter rows;
    private final ChunkWriter chunks;
    /** Definition level of an empty nags list (the list is there, no element), of an element, and the repetition level of its later elements. */
    private final int emptyList;
    private final int element;
    private final int nextElement;
    private double bytesPerRow;

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
        this.settings = settings;
        this.bytesPerRow = bytesPerRow;
        this.file = new ShadedParquet(schema);
        MoveColumn[] moveColumns = MoveColumn.values();
        List<String> names = Arrays.stream(moveColumns).map(MoveColumn::column).toList();
        if (this.file.fields().size() != names.size()) {
            throw new IllegalStateException("the moves table has the columns " + this.file.fields() + "; this version writes " + names);
        }
        buffers.bind(this.file.columns());
        columns = buffers.columns;
        longs = buffers.longs;
        ints = buffers.ints;
        booleans = buffers.booleans;
        texts = buffers.texts;
        dictionaryAllowed = new boolean[moveColumns.length];
        bloom = new boolean[moveColumns.length];
        for (LeafColumn column : this.file.columns()) {
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
        this.file.start(file, settings.rowGroupBytes());
        chunks = new ChunkWriter(settings);
        rows = new MoveRowWriter(moveColumns, this);
    }

    /** Writes a game's moves; they stay in one row group. */
    public void add(long gameId, String source, FlatMoves moves) throws IOException {
        rows.writeColumns(gameId, source, moves);
        int buffered = columns[0].rows();
        if (buffered * bytesPerRow >= settings.rowGroupBytes() || buffered >= MAX_ROW_GROUP_ROWS) {
            writeRowGroup();
        }
    }

    /** The file's length so far: what is written and what the buffered rows are estimated to take. */
    public long length() throws IOException {
        return file.position() + (long) (columns[0].rows() * bytesPerRow);
    }

    /** What a row compressed to in this file's last row group. */
    public double bytesPerRow() {
        return bytesPerRow;
    }

    private void writeRowGroup() throws IOException {
        int rowCount = columns[0].rows();
        if (rowCount == 0) {
            return;
        }
        long start = file.position();
        file.startRowGroup(rowCount);
        for (int i = 0; i < columns.length; i++) {
            boolean dictionary = chunks.write(file, columns[i], dictionaryAllowed[i]);
            if (bloom[i] && !dictionary) { // a dictionary prunes exactly: no filter, as parquet-java decides
                LeafColumn column = columns[i].column();
                file.addBloomFilter(column, longs[i].bloomFilter(settings.bloomFpp(column.field()), settings.maxBloomBytes()));
            }
            columns[i].clear();
        }
        file.endRowGroup();
        bytesPerRow = (file.position() - start) / (double) rowCount;
    }

    /** Writes the last row group and the footer (which names this writer as created_by); returns the file with Iceberg's {@code metrics} of it. */
    public WrittenFile close(MetricsConfig metrics) throws IOException {
        try {
            writeRowGroup();
            return file.end(metrics);
        } finally {
            chunks.close();
        }
    }

    /** Closes the file after a failure; the caller deletes it. */
    public void abort(Exception cause) {
        chunks.close();
        file.abort(cause);
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
