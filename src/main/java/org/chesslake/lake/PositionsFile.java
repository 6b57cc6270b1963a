package org.chesslake.lake;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.PrimitiveIterator;
import java.util.stream.IntStream;
import java.util.stream.LongStream;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.Path;
import org.apache.iceberg.DataFile;
import org.apache.parquet.ParquetReadOptions;
import org.apache.parquet.column.ColumnDescriptor;
import org.apache.parquet.column.ColumnReader;
import org.apache.parquet.column.impl.ColumnReadStoreImpl;
import org.apache.parquet.column.page.PageReadStore;
import org.apache.parquet.column.statistics.LongStatistics;
import org.apache.parquet.column.statistics.Statistics;
import org.apache.parquet.example.data.simple.convert.GroupRecordConverter;
import org.apache.parquet.hadoop.ParquetFileReader;
import org.apache.parquet.hadoop.metadata.BlockMetaData;
import org.apache.parquet.hadoop.metadata.ColumnChunkMetaData;
import org.apache.parquet.hadoop.metadata.ParquetMetadata;
import org.apache.parquet.hadoop.util.HadoopInputFile;
import org.apache.parquet.internal.column.columnindex.ColumnIndex;
import org.apache.parquet.internal.column.columnindex.OffsetIndex;
import org.apache.parquet.internal.filter2.columnindex.RowRanges;
import org.apache.parquet.io.api.Binary;
import org.apache.parquet.io.api.GroupConverter;
import org.apache.parquet.schema.MessageType;
import org.chesslake.table.PositionColumn;

/**
 * One data file of the positions table as {@link PositionIndex} reads it: what does not change while
 * the file lives is read once and kept (its footer, and per row group the key's page bounds from the
 * page index), so that a key's lookup reads only the pages whose key bounds hold it, column by column
 * with parquet-java's column readers (no record per row): the key column first, to the first row past
 * the key (the rows are sorted by it), then the other columns of exactly the key's rows (only their
 * pages). One tree at a time: its row groups are read in parallel, each by one thread.
 */
final class PositionsFile {

    /** A missing int value (no Elo, date or year is this). */
    static final int NULL = Integer.MIN_VALUE;
    private static final int KEY = PositionColumn.FROM_POSITION_KEY.ordinal();

    private final DataFile file;
    private final Configuration conf;
    private HadoopInputFile input;
    private ParquetMetadata footer;
    private MessageType schema;
    /** Per column of {@link PositionColumn} its descriptor in the file. */
    private ColumnDescriptor[] columns;
    private GroupConverter converter;
    /** Per row group its key pages' bounds, read at the first lookup that needs them. */
    private KeyPages[] keyPages;

    PositionsFile(DataFile file, Configuration conf) {
        this.file = file;
        this.conf = conf;
    }

    DataFile dataFile() {
        return file;
    }

    /**
     * The row groups whose key bounds hold {@code key}, by their index in the file (the footer read at
     * the first call, with {@code options}): each a unit that
     * {@link #read} reads alone, so that the row groups of a common position (a compacted file holds
     * its rows in several) are read in parallel.
     */
    List<Integer> rowGroupsOf(long key, ParquetReadOptions options) throws IOException {
        if (footer == null) {
            open(options);
        }
        List<BlockMetaData> blocks = footer.getBlocks();
        List<Integer> candidates = new ArrayList<>();
        for (int i = 0; i < blocks.size(); i++) {
            Statistics<?> statistics = blocks.get(i).getColumns().get(KEY).getStatistics();
            if (statistics instanceof LongStatistics bounds && bounds.hasNonNullValue()
                    && (key < bounds.getMin() || key > bounds.getMax())) {
                continue;
            }
            candidates.add(i);
        }
        return candidates;
    }

    /**
     * The rows of {@code key} in the row group {@code block} (one of {@link #rowGroupsOf}, which read the
     * footer) appended to
     * {@code rows}, each column's value or {@link #NULL}. {@code options} must be this thread's: their
     * codec factory's decompressors serve one reader at a time.
     */
    void read(int block, long key, boolean withSource, Rows rows, ParquetReadOptions options) throws IOException {
        List<ColumnDescriptor> values = new ArrayList<>();
        for (PositionColumn column : PositionColumn.values()) {
            if (column != PositionColumn.FROM_POSITION_KEY && (column != PositionColumn.SOURCE || withSource)) {
                values.add(columns[column.ordinal()]);
            }
        }
        List<ColumnDescriptor> all = new ArrayList<>(values);
        all.add(columns[KEY]);
        try (ParquetFileReader reader = ParquetFileReader.open(input, footer, options, input.newStream())) {
            long rowCount = footer.getBlocks().get(block).getRowCount();
            KeyPages pages = keyPages(reader, block);
            RowRanges keyRows = pages.rowsOf(key, rowCount);
            if (keyRows != null && keyRows.rowCount() == 0) {
                return;
            }
            if (keyRows != null) {
                // the reader keeps one page index per row group, of the columns requested when it
                // first reads it: request every column before the key's pages are read alone
                reader.setRequestedSchema(all);
                reader.getColumnIndexStore(block);
            }
            reader.setRequestedSchema(List.of(columns[KEY]));
            RowSpan span = keyRows == null ? span(reader.readRowGroup(block), key)
                    : span(reader.readFilteredRowGroup(block, keyRows), key);
            if (span == null) {
                return;
            }
            reader.setRequestedSchema(values);
            if (keyRows == null) {
                readValues(reader.readRowGroup(block), span.first(), span.rows(), withSource, rows);
            } else {
                // only the pages of the key's rows, and the column readers skip the rows before them
                RowRanges exact = RowRanges.create(rowCount, IntStream.of(0).iterator(), span);
                readValues(reader.readFilteredRowGroup(block, exact), 0, span.rows(), withSource, rows);
            }
        }
    }

    /**
     * The rows of {@code key} among a row group's read key pages, by their index in the row group: one
     * run, as the rows are sorted by key (the key column is read to the first row past it); null if none.
     */
    private RowSpan span(PageReadStore pages, long key) {
        ColumnReadStoreImpl store = new ColumnReadStoreImpl(pages, converter, schema, footer.getFileMetaData().getCreatedBy());
        ColumnReader keys = store.getColumnReader(columns[KEY]);
        PrimitiveIterator.OfLong rowIndexes = pages.getRowIndexes().orElseGet(() -> LongStream.range(0, pages.getRowCount()).iterator());
        int keyDefined = columns[KEY].getMaxDefinitionLevel();
        long first = -1;
        long last = -1;
        for (long row = 0, count = pages.getRowCount(); row < count; row++) {
            if (keys.getCurrentDefinitionLevel() != keyDefined) {
                throw new IllegalStateException(file.location() + ": a positions row without a from_position_key");
            }
            long value = keys.getLong();
            keys.consume();
            long index = rowIndexes.nextLong();
            if (value == key) {
                if (first < 0) {
                    first = index;
                } else if (index != last + 1) {
                    throw new IllegalStateException(file.location() + ": the positions file is not sorted by key");
                }
                last = index;
            } else if (value > key) {
                break;
            }
        }
        return first < 0 ? null : new RowSpan(first, last);
    }

    /**
     * Rows {@code first} to {@code first + count - 1} (of the read pages' rows) appended to {@code rows},
     * column by column.
     */
    private void readValues(PageReadStore pages, long first, long count, boolean withSource, Rows rows) {
        ColumnReadStoreImpl store = new ColumnReadStoreImpl(pages, converter, schema, footer.getFileMetaData().getCreatedBy());
        int at = rows.size;
        int matched = Math.toIntExact(count);
        rows.grow(at + matched);
        binaries(reader(store, PositionColumn.UCI, first), matched, rows.uci, at);
        binaries(reader(store, PositionColumn.RESULT, first), matched, rows.result, at);
        ints(reader(store, PositionColumn.WHITE_ELO, first), matched, rows.whiteElo, at);
        ints(reader(store, PositionColumn.BLACK_ELO, first), matched, rows.blackElo, at);
        ints(reader(store, PositionColumn.DATE, first), matched, rows.date, at);
        ints(reader(store, PositionColumn.YEAR, first), matched, rows.year, at);
        ColumnReader games = reader(store, PositionColumn.GAME_ID, first);
        int maxDefinition = games.getDescriptor().getMaxDefinitionLevel();
        for (int i = 0; i < matched; i++) {
            if (games.getCurrentDefinitionLevel() != maxDefinition) {
                throw new IllegalStateException(file.location() + ": a positions row without a game_id");
            }
            rows.gameId[at + i] = games.getLong();
            games.consume();
        }
        if (withSource) {
            binaries(reader(store, PositionColumn.SOURCE, first), matched, rows.source, at);
        }
        rows.size = at + matched;
    }

    /** The column's reader, moved past the first {@code skip} rows. */
    private ColumnReader reader(ColumnReadStoreImpl store, PositionColumn column, long skip) {
        ColumnReader reader = store.getColumnReader(columns[column.ordinal()]);
        int maxDefinition = reader.getDescriptor().getMaxDefinitionLevel();
        for (long row = 0; row < skip; row++) {
            if (reader.getCurrentDefinitionLevel() == maxDefinition) {
                reader.skip();
            }
            reader.consume();
        }
        return reader;
    }

    private void open(ParquetReadOptions options) throws IOException {
        input = HadoopInputFile.fromPath(new Path(file.location()), conf);
        try (ParquetFileReader reader = ParquetFileReader.open(input, options)) {
            footer = reader.getFooter();
        }
        schema = footer.getFileMetaData().getSchema();
        columns = new ColumnDescriptor[PositionColumn.values().length];
        for (PositionColumn column : PositionColumn.values()) {
            columns[column.ordinal()] = schema.getColumnDescription(new String[] {column.column()});
        }
        if (!footer.getBlocks().isEmpty()
                && !footer.getBlocks().get(0).getColumns().get(KEY).getPath().toDotString().equals(PositionColumn.FROM_POSITION_KEY.column())) {
            throw new IllegalStateException(file.location() + ": the positions file's first column is not "
                    + PositionColumn.FROM_POSITION_KEY.column());
        }
        converter = new GroupRecordConverter(schema).getRootConverter();
        keyPages = new KeyPages[footer.getBlocks().size()];
    }

    private KeyPages keyPages(ParquetFileReader reader, int block) throws IOException {
        if (keyPages[block] == null) {
            ColumnChunkMetaData chunk = footer.getBlocks().get(block).getColumns().get(KEY);
            keyPages[block] = KeyPages.of(reader.readColumnIndex(chunk), reader.readOffsetIndex(chunk));
        }
        return keyPages[block];
    }

    /** The key column's pages' bounds in one row group; an empty one where the file has no page index. */
    record KeyPages(long[] min, long[] max, boolean[] nulls, OffsetIndex offsets) {

        static KeyPages of(ColumnIndex index, OffsetIndex offsets) {
            if (index == null || offsets == null) {
                return new KeyPages(null, null, null, null);
            }
            int pages = offsets.getPageCount();
            long[] min = new long[pages];
            long[] max = new long[pages];
            boolean[] nulls = new boolean[pages];
            List<ByteBuffer> mins = index.getMinValues();
            List<ByteBuffer> maxs = index.getMaxValues();
            for (int page = 0; page < pages; page++) {
                nulls[page] = index.getNullPages().get(page);
                if (!nulls[page]) {
                    min[page] = mins.get(page).order(ByteOrder.LITTLE_ENDIAN).getLong(0);
                    max[page] = maxs.get(page).order(ByteOrder.LITTLE_ENDIAN).getLong(0);
                }
            }
            return new KeyPages(min, max, nulls, offsets);
        }

        /** The rows of the pages whose bounds hold {@code key}; null for every row (no page index). */
        RowRanges rowsOf(long key, long rowCount) {
            return rowsIn(key, key, rowCount);
        }

        /** The rows of the pages whose bounds meet the keys {@code first} to {@code last}; null for every row (no page index). */
        RowRanges rowsIn(long first, long last, long rowCount) {
            if (offsets == null) {
                return null;
            }
            int[] pages = IntStream.range(0, min.length).filter(page -> !nulls[page] && min[page] <= last && first <= max[page])
                    .toArray();
            return RowRanges.create(rowCount, Arrays.stream(pages).iterator(), offsets);
        }
    }

    private static void binaries(ColumnReader column, int matched, Binary[] into, int first) {
        int maxDefinition = column.getDescriptor().getMaxDefinitionLevel();
        for (int i = 0; i < matched; i++) {
            // a dictionary's value is kept as it is (copy() returns it); a page's reused bytes are copied
            into[first + i] = column.getCurrentDefinitionLevel() == maxDefinition ? column.getBinary().copy() : null;
            column.consume();
        }
    }

    private static void ints(ColumnReader column, int matched, int[] into, int first) {
        int maxDefinition = column.getDescriptor().getMaxDefinitionLevel();
        for (int i = 0; i < matched; i++) {
            into[first + i] = column.getCurrentDefinitionLevel() == maxDefinition ? column.getInteger() : NULL;
            column.consume();
        }
    }

    /**
     * Rows {@code first} to {@code last} of a row group, as the one page of an offset index: what
     * parquet-java's {@link RowRanges#create} makes exactly those rows of (no page is read through it).
     */
    private record RowSpan(long first, long last) implements OffsetIndex {

        long rows() {
            return last - first + 1;
        }

        @Override
        public int getPageCount() {
            return 1;
        }

        @Override
        public long getOffset(int pageIndex) {
            throw new UnsupportedOperationException("a span of rows has no page offsets");
        }

        @Override
        public int getCompressedPageSize(int pageIndex) {
            throw new UnsupportedOperationException("a span of rows has no page sizes");
        }

        @Override
        public long getFirstRowIndex(int pageIndex) {
            return first;
        }

        @Override
        public long getLastRowIndex(int pageIndex, long rowGroupRowCount) {
            return last;
        }
    }

    /** A key's rows, column by column: the values a tree counts and filters on. */
    static final class Rows {
        private int size;
        Binary[] uci = new Binary[256];
        Binary[] result = new Binary[256];
        Binary[] source = new Binary[256];
        int[] whiteElo = new int[256];
        int[] blackElo = new int[256];
        int[] date = new int[256];
        int[] year = new int[256];
        long[] gameId = new long[256];

        int size() {
            return size;
        }

        void clear() {
            size = 0;
        }

        private void grow(int count) {
            if (count <= uci.length) {
                return;
            }
            int capacity = Math.max(count, uci.length * 2);
            uci = Arrays.copyOf(uci, capacity);
            result = Arrays.copyOf(result, capacity);
            source = Arrays.copyOf(source, capacity);
            whiteElo = Arrays.copyOf(whiteElo, capacity);
            blackElo = Arrays.copyOf(blackElo, capacity);
            date = Arrays.copyOf(date, capacity);
            year = Arrays.copyOf(year, capacity);
            gameId = Arrays.copyOf(gameId, capacity);
        }
    }
}
