package org.chesslake.parquet;

import java.io.IOException;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.apache.iceberg.Schema;
import org.apache.iceberg.io.OutputFile;
import org.apache.iceberg.parquet.ParquetSchemaUtil;
import org.apache.iceberg.shaded.org.apache.parquet.column.ColumnDescriptor;
import org.apache.iceberg.shaded.org.apache.parquet.hadoop.ParquetFileWriter;
import org.apache.iceberg.shaded.org.apache.parquet.hadoop.metadata.ColumnPath;
import org.apache.iceberg.shaded.org.apache.parquet.schema.MessageType;
import org.chesslake.table.PositionColumn;
import org.chesslake.table.PositionGames;

/**
 * One Parquet data file of the positions table (the opening index), written column at a time as
 * the moves' files are ({@link MovesParquetFile}: the same column buffers, chunk encoding,
 * statistics and layout by parquet-java). The caller hands the rows in the order the file keeps
 * (by position key), so each row group's and page's key bounds are narrow and a lookup of one key
 * reads a few pages. Not thread-safe.
 */
public final class PositionsParquetFile {

    /** What a row compresses to before a file has measured one. */
    private static final double FIRST_BYTES_PER_ROW = 8;
    private static final int COLUMN_INDEX_TRUNCATE_LENGTH = 64;
    private static final boolean PAGE_CHECKSUMS = true;

    private final ParquetSettings settings;
    private final ParquetOutput output;
    private final ParquetFileWriter writer;
    private final ColumnBuffer[] columns;
    private final boolean[] dictionaryAllowed;
    private final boolean[] bloom;
    private final LongValues[] longs;
    private final IntValues[] ints;
    private final TextValues[] texts;
    private final ChunkWriter chunks;
    private double bytesPerRow = FIRST_BYTES_PER_ROW;

    public PositionsParquetFile(OutputFile file, Schema schema, ParquetSettings settings) throws IOException {
        this.settings = settings;
        MessageType fileSchema = ParquetSchemaUtil.convert(schema, "table");
        PositionColumn[] all = PositionColumn.values();
        List<String> names = Arrays.stream(all).map(PositionColumn::column).toList();
        if (fileSchema.getFieldCount() != names.size()) {
            throw new IllegalStateException("the positions table has the columns "
                    + fileSchema.getFields().stream().map(f -> f.getName()).toList() + "; this version writes " + names);
        }
        columns = new ColumnBuffer[all.length];
        dictionaryAllowed = new boolean[all.length];
        bloom = new boolean[all.length];
        longs = new LongValues[all.length];
        ints = new IntValues[all.length];
        texts = new TextValues[all.length];
        for (ColumnDescriptor descriptor : fileSchema.getColumns()) {
            String name = descriptor.getPath()[0];
            int i = names.indexOf(name);
            if (i < 0) {
                throw new IllegalStateException("the positions table has a column " + name + " that this version does not write");
            }
            Values values = switch (all[i].type()) {
                case LONG -> longs[i] = new LongValues();
                case INT, DATE -> ints[i] = new IntValues();
                case STRING -> texts[i] = new TextValues();
                case BOOLEAN, INT_ARRAY, STRING_MAP -> throw new IllegalStateException("no positions column is a " + all[i].type());
            };
            columns[i] = new ColumnBuffer(descriptor, values);
            dictionaryAllowed[i] = !settings.plainColumns().contains(name);
            bloom[i] = settings.bloomColumns().contains(name);
            if (bloom[i] && longs[i] == null) {
                throw new IllegalStateException("bloom filters are written for bigint columns only, not " + name);
            }
        }
        output = new ParquetOutput(file);
        writer = new ParquetFileWriter(output, fileSchema, ParquetFileWriter.Mode.CREATE, settings.rowGroupBytes(), 0,
                COLUMN_INDEX_TRUNCATE_LENGTH, Integer.MAX_VALUE, PAGE_CHECKSUMS);
        writer.start();
        chunks = new ChunkWriter(settings);
    }

    /** Writes the row of a main-line move {@code uci} (xiangqi: ICCS) played from the position {@code key} in {@code games}' game {@code game}. */
    public void add(long key, String uci, PositionGames games, int game) throws IOException {
        int64(PositionColumn.FROM_POSITION_KEY, key);
        text(PositionColumn.UCI, uci);
        text(PositionColumn.RESULT, games.result(game));
        int32(PositionColumn.WHITE_ELO, games.whiteElo(game));
        int32(PositionColumn.BLACK_ELO, games.blackElo(game));
        int32(PositionColumn.DATE, games.date(game));
        int32(PositionColumn.YEAR, games.year(game));
        int64(PositionColumn.GAME_ID, games.gameId(game));
        text(PositionColumn.SOURCE, games.source(game));
        int buffered = columns[0].rows();
        if (buffered * bytesPerRow >= settings.rowGroupBytes() || buffered >= MovesParquetFile.MAX_ROW_GROUP_ROWS) {
            writeRowGroup();
        }
    }

    private void int64(PositionColumn column, long value) {
        longs[column.ordinal()].add(value);
        columns[column.ordinal()].present();
    }

    /** An int, or null for {@link PositionGames#NONE}. */
    private void int32(PositionColumn column, int value) {
        if (value == PositionGames.NONE) {
            columns[column.ordinal()].absent();
        } else {
            ints[column.ordinal()].add(value);
            columns[column.ordinal()].present();
        }
    }

    private void text(PositionColumn column, String value) {
        if (value == null) {
            columns[column.ordinal()].absent();
        } else {
            texts[column.ordinal()].add(value);
            columns[column.ordinal()].present();
        }
    }

    private void writeRowGroup() throws IOException {
        int rowCount = columns[0].rows();
        if (rowCount == 0) {
            return;
        }
        long start = writer.getPos();
        writer.startBlock(rowCount);
        for (int i = 0; i < columns.length; i++) {
            boolean dictionary = chunks.write(writer, columns[i], dictionaryAllowed[i]);
            if (bloom[i] && !dictionary) {
                writer.addBloomFilter(ColumnPath.get(columns[i].descriptor().getPath()).toDotString(),
                        longs[i].bloomFilter(settings.bloomFpp(columns[i].descriptor().getPath()[0]), settings.maxBloomBytes()));
            }
            columns[i].clear();
        }
        writer.endBlock();
        bytesPerRow = (writer.getPos() - start) / (double) rowCount;
    }

    public MovesParquetFile.Closed close() throws IOException {
        try {
            writeRowGroup();
            writer.end(Map.of());
        } finally {
            chunks.close();
        }
        return new MovesParquetFile.Closed(output.length(), writer.getFooter());
    }

    /** Closes the file after a failure; the caller deletes it. */
    public void abort(Exception cause) {
        chunks.close();
        output.closeQuietly(cause);
    }
}
