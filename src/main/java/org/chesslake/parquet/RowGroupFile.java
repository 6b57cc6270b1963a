package org.chesslake.parquet;

import java.io.IOException;
import org.apache.iceberg.MetricsConfig;
import org.apache.iceberg.io.OutputFile;
import org.chesslake.parquet.ShadedParquet.LeafColumn;

/**
 * A Parquet file written a row group at a time from its columns' buffers: what the moves', the games
 * rows' and the positions' writers share. Each column of a row group is encoded as one chunk
 * ({@link ChunkWriter}), with a bloom filter where the table asks for one and the chunk has no
 * dictionary, and its buffer cleared; a row group is due when its rows, at what a row compressed to in
 * the last one, reach the table's row group size, or the row cap. Not thread-safe.
 */
final class RowGroupFile {

    /** A row group's rows at most, whatever they compress to: bounds the buffers (about 100 bytes a move). */
    static final int MAX_ROW_GROUP_ROWS = 1 << 21;

    private final ShadedParquet file;
    private final ParquetSettings settings;
    private final ColumnBuffer[] columns;
    private final boolean[] dictionaryAllowed;
    /** Per column, whether it gets a bloom filter (its values are then {@link #longs}'); null: none does. */
    private final boolean[] bloom;
    private final LongValues[] longs;
    private final ChunkWriter chunks;
    private double bytesPerRow;

    /**
     * Starts {@code output} as a file of {@code file}'s schema whose row groups are {@code columns}'
     * buffers, a row first estimated at {@code bytesPerRow}.
     */
    RowGroupFile(ShadedParquet file, OutputFile output, ParquetSettings settings, double bytesPerRow, ColumnBuffer[] columns,
                 boolean[] dictionaryAllowed, boolean[] bloom, LongValues[] longs) throws IOException {
        this.file = file;
        this.settings = settings;
        this.bytesPerRow = bytesPerRow;
        this.columns = columns;
        this.dictionaryAllowed = dictionaryAllowed;
        this.bloom = bloom;
        this.longs = longs;
        file.start(output, settings.rowGroupBytes());
        chunks = new ChunkWriter(settings);
    }

    /** Whether {@code rows} buffered rows make a row group. */
    boolean full(int rows) {
        return rows * bytesPerRow >= settings.rowGroupBytes() || rows >= MAX_ROW_GROUP_ROWS;
    }

    /** The file's length so far: what is written and what {@code bufferedRows} are estimated to take. */
    long length(int bufferedRows) throws IOException {
        return file.position() + (long) (bufferedRows * bytesPerRow);
    }

    /** What a row compressed to in the last row group written (before any, the first estimate). */
    double bytesPerRow() {
        return bytesPerRow;
    }

    /** Writes the buffered {@code rows} (none: nothing) as a row group and clears the buffers. */
    void write(int rows) throws IOException {
        if (rows == 0) {
            return;
        }
        long start = file.position();
        file.startRowGroup(rows);
        for (int i = 0; i < columns.length; i++) {
            boolean dictionary = chunks.write(file, columns[i], dictionaryAllowed[i]);
            if (bloom != null && bloom[i] && !dictionary) { // a dictionary prunes exactly: no filter, as parquet-java decides
                LeafColumn column = columns[i].column();
                file.addBloomFilter(column, longs[i].bloomFilter(settings.bloomFpp(column.field()), settings.maxBloomBytes()));
            }
            columns[i].clear();
        }
        file.endRowGroup();
        bytesPerRow = (file.position() - start) / (double) rows;
    }

    /**
     * Writes the last row group ({@code last}: the writer's own, which may fill the buffers first) and
     * the footer (which names chesslake's writer as created_by); returns the file with Iceberg's
     * {@code metrics} of it.
     */
    WrittenFile close(LastRowGroup last, MetricsConfig metrics) throws IOException {
        try {
            last.write();
            return file.end(metrics);
        } finally {
            chunks.close();
        }
    }

    /** Closes the file after a failure; the caller deletes it. */
    void abort(Exception cause) {
        chunks.close();
        file.abort(cause);
    }

    /** How a writer writes its last buffered rows. */
    @FunctionalInterface
    interface LastRowGroup {
        void write() throws IOException;
    }
}
