package org.chesslake.lake;

import java.io.IOException;
import java.util.List;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.Path;
import org.apache.parquet.ParquetReadOptions;
import org.apache.parquet.HadoopReadOptions;
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
import org.apache.parquet.hadoop.util.HadoopInputFile;
import org.apache.parquet.internal.filter2.columnindex.RowRanges;
import org.apache.parquet.io.api.Binary;
import org.apache.parquet.io.api.GroupConverter;
import org.apache.parquet.schema.MessageType;
import org.chesslake.table.PositionColumn;

/**
 * The rows of one positions file whose keys lie in a {@link KeyRange}, one at a time in the file's
 * order (by key): only the row groups whose key statistics meet the range are read, and of those
 * only the pages whose key bounds in the page index meet it; the rows before the range in the first
 * pages are skipped, and the cursor ends at the first row past it. Holds one row group's pages at a
 * time. Each column's value of the current row is in a field ({@link PositionsFile#NULL} for a
 * missing int, null for a missing text). Not thread-safe.
 */
final class PositionsFileCursor implements AutoCloseable {

    private static final int KEY = PositionColumn.FROM_POSITION_KEY.ordinal();

    private final String location;
    private final KeyRange range;
    private final ParquetFileReader reader;
    private final MessageType schema;
    private final GroupConverter converter;
    private final String createdBy;
    private final List<BlockMetaData> blocks;
    /** Per column of {@link PositionColumn} its descriptor in the file, then its reader in the current row group. */
    private final ColumnDescriptor[] columns = new ColumnDescriptor[PositionColumn.values().length];
    private final ColumnReader[] readers = new ColumnReader[columns.length];
    private int nextBlock;
    private long rowsLeft;
    private boolean done;
    /** The key of the row read last, skipped or not. */
    private long previous = Long.MIN_VALUE;

    long key;
    Binary uci;
    Binary result;
    Binary source;
    int whiteElo;
    int blackElo;
    int date;
    int year;
    long gameId;

    /** Opens the file at {@code location} for the rows of {@code range}. */
    PositionsFileCursor(String location, KeyRange range, Configuration conf) throws IOException {
        this.location = location;
        this.range = range;
        ParquetReadOptions options = HadoopReadOptions.builder(conf).build();
        reader = ParquetFileReader.open(HadoopInputFile.fromPath(new Path(location), conf), options);
        try {
            schema = reader.getFooter().getFileMetaData().getSchema();
            createdBy = reader.getFooter().getFileMetaData().getCreatedBy();
            for (PositionColumn column : PositionColumn.values()) {
                columns[column.ordinal()] = schema.getColumnDescription(new String[] {column.column()});
            }
            blocks = reader.getFooter().getBlocks();
            if (!blocks.isEmpty() && !blocks.get(0).getColumns().get(KEY).getPath().toDotString()
                    .equals(PositionColumn.FROM_POSITION_KEY.column())) {
                throw new IllegalStateException(location + ": the positions file's first column is not "
                        + PositionColumn.FROM_POSITION_KEY.column());
            }
            converter = new GroupRecordConverter(schema).getRootConverter();
            // every column is read, from the first row group on: the reader's page index is of these
            reader.setRequestedSchema(List.of(columns));
        } catch (RuntimeException e) {
            reader.close();
            throw e;
        }
    }

    /** Moves to the next row of the range; false when there is none (the cursor is done). */
    boolean next() throws IOException {
        while (!done) {
            if (rowsLeft == 0 && !nextRowGroup()) {
                done = true;
                break;
            }
            rowsLeft--;
            ColumnReader keys = readers[KEY];
            if (keys.getCurrentDefinitionLevel() != columns[KEY].getMaxDefinitionLevel()) {
                throw new IllegalStateException(location + ": a positions row without a from_position_key");
            }
            long value = keys.getLong();
            keys.consume();
            if (value < previous) {
                throw new IllegalStateException(location + ": the positions file is not sorted by key");
            }
            previous = value;
            if (value > range.last()) {
                done = true;
                break;
            }
            if (value < range.first()) {
                skipRow();
                continue;
            }
            key = value;
            readRow();
            return true;
        }
        return false;
    }

    /** Reads the current row's values but the key. */
    private void readRow() {
        uci = binary(PositionColumn.UCI);
        result = binary(PositionColumn.RESULT);
        source = binary(PositionColumn.SOURCE);
        whiteElo = integer(PositionColumn.WHITE_ELO);
        blackElo = integer(PositionColumn.BLACK_ELO);
        date = integer(PositionColumn.DATE);
        year = integer(PositionColumn.YEAR);
        ColumnReader games = readers[PositionColumn.GAME_ID.ordinal()];
        if (games.getCurrentDefinitionLevel() != games.getDescriptor().getMaxDefinitionLevel()) {
            throw new IllegalStateException(location + ": a positions row without a game_id");
        }
        gameId = games.getLong();
        games.consume();
    }

    private void skipRow() {
        for (int i = 0; i < readers.length; i++) {
            if (i == KEY) {
                continue;
            }
            ColumnReader column = readers[i];
            if (column.getCurrentDefinitionLevel() == column.getDescriptor().getMaxDefinitionLevel()) {
                column.skip();
            }
            column.consume();
        }
    }

    private Binary binary(PositionColumn column) {
        ColumnReader values = readers[column.ordinal()];
        Binary value = values.getCurrentDefinitionLevel() == values.getDescriptor().getMaxDefinitionLevel()
                ? values.getBinary() : null;
        values.consume();
        return value;
    }

    private int integer(PositionColumn column) {
        ColumnReader values = readers[column.ordinal()];
        int value = values.getCurrentDefinitionLevel() == values.getDescriptor().getMaxDefinitionLevel()
                ? values.getInteger() : PositionsFile.NULL;
        values.consume();
        return value;
    }

    /** Reads the pages of the next row group that meet the range; false when no row group is left. */
    private boolean nextRowGroup() throws IOException {
        while (nextBlock < blocks.size()) {
            int block = nextBlock++;
            BlockMetaData metadata = blocks.get(block);
            Statistics<?> statistics = metadata.getColumns().get(KEY).getStatistics();
            if (statistics instanceof LongStatistics bounds && bounds.hasNonNullValue()) {
                if (bounds.getMin() > range.last()) {
                    return false; // the row groups are in key order: none after this one meets the range
                }
                if (bounds.getMax() < range.first()) {
                    continue;
                }
            }
            ColumnChunkMetaData chunk = metadata.getColumns().get(KEY);
            RowRanges rows = PositionsFile.KeyPages.of(reader.readColumnIndex(chunk), reader.readOffsetIndex(chunk))
                    .rowsIn(range.first(), range.last(), metadata.getRowCount());
            if (rows != null && rows.rowCount() == 0) {
                continue;
            }
            PageReadStore pages = rows == null ? reader.readRowGroup(block) : reader.readFilteredRowGroup(block, rows);
            ColumnReadStoreImpl store = new ColumnReadStoreImpl(pages, converter, schema, createdBy);
            for (int i = 0; i < columns.length; i++) {
                readers[i] = store.getColumnReader(columns[i]);
            }
            rowsLeft = pages.getRowCount();
            if (rowsLeft > 0) {
                return true;
            }
        }
        return false;
    }

    @Override
    public void close() throws IOException {
        reader.close();
    }
}
