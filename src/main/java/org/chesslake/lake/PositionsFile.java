package org.chesslake.lake;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.IntStream;
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
 * with parquet-java's column readers (no record per row), and stops at the first row past the key
 * (the rows are sorted by it). Not thread-safe.
 */
final class PositionsFile {

    /** A missing int value (no Elo, date or year is this). */
    static final int NULL = Integer.MIN_VALUE;
    private static final int KEY = PositionColumn.FROM_POSITION_KEY.ordinal();

    private final DataFile file;
    private final Configuration conf;
    /** The readers' options, made once: building them loads a Hadoop configuration, which costs more than a lookup. */
    private final ParquetReadOptions options;
    private HadoopInputFile input;
    private ParquetMetadata footer;
    private MessageType schema;
    /** Per column of {@link PositionColumn} its descriptor in the file. */
    private ColumnDescriptor[] columns;
    private GroupConverter converter;
    /** Per row group its key pages' bounds, read at the first lookup that needs them. */
    private KeyPages[] keyPages;

    PositionsFile(DataFile file, Configuration conf, ParquetReadOptions options) {
        this.file = file;
        this.conf = conf;
        this.options = options;
    }

    DataFile dataFile() {
        return file;
    }

    /** The rows of {@code key} into {@code rows} (cleared first), each column's value or {@link #NULL}. */
    void read(long key, boolean withSource, Rows rows) throws IOException {
        if (footer == null) {
            open();
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
        if (candidates.isEmpty()) {
            return;
        }
        try (ParquetFileReader reader = ParquetFileReader.open(input, footer, options,
                input.newStream())) {
            List<ColumnDescriptor> requested = new ArrayList<>();
            for (PositionColumn column : PositionColumn.values()) {
                if (column != PositionColumn.SOURCE || withSource) {
                    requested.add(columns[column.ordinal()]);
                }
            }
            reader.setRequestedSchema(requested);
            for (int block : candidates) {
                RowRanges ranges = keyPages(reader, block).rowsOf(key, blocks.get(block).getRowCount());
                if (ranges != null && ranges.rowCount() == 0) {
                    continue;
                }
                PageReadStore pages = ranges == null ? reader.readRowGroup(block) : reader.readFilteredRowGroup(block, ranges);
                readRowGroup(pages, key, withSource, rows);
            }
        }
    }

    private void open() throws IOException {
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
    private record KeyPages(long[] min, long[] max, boolean[] nulls, OffsetIndex offsets) {

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
            if (offsets == null) {
                return null;
            }
            int[] pages = IntStream.range(0, min.length).filter(page -> !nulls[page] && min[page] <= key && key <= max[page])
                    .toArray();
            return RowRanges.create(rowCount, Arrays.stream(pages).iterator(), offsets);
        }
    }

    /**
     * The rows of {@code key} among a row group's read pages: the key column first, to the first row
     * past the key, then each other column up to the last row found.
     */
    private void readRowGroup(PageReadStore pages, long key, boolean withSource, Rows rows) {
        ColumnReadStoreImpl store = new ColumnReadStoreImpl(pages, converter, schema, footer.getFileMetaData().getCreatedBy());
        long count = pages.getRowCount();
        ColumnReader keys = store.getColumnReader(columns[KEY]);
        int first = rows.size();
        int matched = 0;
        int[] at = rows.positions(0);
        int keyDefined = columns[KEY].getMaxDefinitionLevel();
        for (int row = 0; row < count; row++) {
            if (keys.getCurrentDefinitionLevel() != keyDefined) {
                throw new IllegalStateException(file.location() + ": a positions row without a from_position_key");
            }
            long value = keys.getLong();
            keys.consume();
            if (value == key) {
                at = rows.positions(matched + 1);
                at[matched++] = row;
            } else if (value > key) {
                break;
            }
        }
        if (matched == 0) {
            return;
        }
        rows.grow(first + matched);
        binaries(store.getColumnReader(columns[PositionColumn.UCI.ordinal()]), at, matched, rows.uci, first);
        binaries(store.getColumnReader(columns[PositionColumn.RESULT.ordinal()]), at, matched, rows.result, first);
        ints(store.getColumnReader(columns[PositionColumn.WHITE_ELO.ordinal()]), at, matched, rows.whiteElo, first);
        ints(store.getColumnReader(columns[PositionColumn.BLACK_ELO.ordinal()]), at, matched, rows.blackElo, first);
        ints(store.getColumnReader(columns[PositionColumn.DATE.ordinal()]), at, matched, rows.date, first);
        ints(store.getColumnReader(columns[PositionColumn.YEAR.ordinal()]), at, matched, rows.year, first);
        ColumnReader games = store.getColumnReader(columns[PositionColumn.GAME_ID.ordinal()]);
        int maxDefinition = columns[PositionColumn.GAME_ID.ordinal()].getMaxDefinitionLevel();
        for (int row = 0, i = 0; i < matched; row++) {
            boolean defined = games.getCurrentDefinitionLevel() == maxDefinition;
            long value = defined ? games.getLong() : 0;
            if (row == at[i]) {
                if (!defined) {
                    throw new IllegalStateException(file.location() + ": a positions row without a game_id");
                }
                rows.gameId[first + i++] = value;
            }
            games.consume();
        }
        if (withSource) {
            binaries(store.getColumnReader(columns[PositionColumn.SOURCE.ordinal()]), at, matched, rows.source, first);
        }
        rows.size = first + matched;
    }

    private static void binaries(ColumnReader column, int[] at, int matched, Binary[] into, int first) {
        int maxDefinition = column.getDescriptor().getMaxDefinitionLevel();
        for (int row = 0, i = 0; i < matched; row++) {
            Binary value = column.getCurrentDefinitionLevel() == maxDefinition ? column.getBinary() : null;
            if (row == at[i]) {
                into[first + i++] = value == null ? null : value.copy();
            }
            column.consume();
        }
    }

    private static void ints(ColumnReader column, int[] at, int matched, int[] into, int first) {
        int maxDefinition = column.getDescriptor().getMaxDefinitionLevel();
        for (int row = 0, i = 0; i < matched; row++) {
            int value = column.getCurrentDefinitionLevel() == maxDefinition ? column.getInteger() : NULL;
            if (row == at[i]) {
                into[first + i++] = value;
            }
            column.consume();
        }
    }

    /** A key's rows, column by column: the values a tree counts and filters on. */
    static final class Rows {
        private int size;
        private int[] positions = new int[256];
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

        /** The array of a row group's found rows' positions, room for {@code count}. */
        private int[] positions(int count) {
            if (count > positions.length) {
                positions = Arrays.copyOf(positions, Math.max(count, positions.length * 2));
            }
            return positions;
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
