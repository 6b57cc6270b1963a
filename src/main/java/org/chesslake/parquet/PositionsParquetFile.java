package org.chesslake.parquet;

import java.io.IOException;
import java.util.Arrays;
import java.util.List;
import org.apache.iceberg.MetricsConfig;
import org.apache.iceberg.Schema;
import org.apache.iceberg.io.OutputFile;
import org.chesslake.parquet.ShadedParquet.LeafColumn;
import org.chesslake.table.PositionColumn;
import org.chesslake.table.PositionGames;

/**
 * One Parquet data file of the positions table (the opening index), written column at a time as
 * the moves' files are ({@link MovesParquetFile}: the same column buffers, chunk encoding,
 * statistics and layout by parquet-java through {@link ShadedParquet}). The caller hands the rows in the order the file keeps
 * (by position key), so each row group's and page's key bounds are narrow and a lookup of one key
 * reads a few pages. Not thread-safe.
 */
public final class PositionsParquetFile {

    /** What a row compresses to before a file has measured one. */
    private static final double FIRST_BYTES_PER_ROW = 8;

    private final ParquetSettings settings;
    private final ShadedParquet file;
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
        this.file = new ShadedParquet(schema);
        PositionColumn[] all = PositionColumn.values();
        List<String> names = Arrays.stream(all).map(PositionColumn::column).toList();
        if (this.file.fields().size() != names.size()) {
            throw new IllegalStateException("the positions table has the columns " + this.file.fields() + "; this version writes " + names);
        }
        columns = new ColumnBuffer[all.length];
        dictionaryAllowed = new boolean[all.length];
        bloom = new boolean[all.length];
        longs = new LongValues[all.length];
        ints = new IntValues[all.length];
        texts = new TextValues[all.length];
        for (LeafColumn column : this.file.columns()) {
            String name = column.field();
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
            columns[i] = new ColumnBuffer(column, values);
            dictionaryAllowed[i] = !settings.plainColumns().contains(name);
            bloom[i] = settings.bloomColumns().contains(name);
            if (bloom[i] && longs[i] == null) {
                throw new IllegalStateException("bloom filters are written for bigint columns only, not " + name);
            }
        }
        this.file.start(file, settings.rowGroupBytes());
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
        long start = file.position();
        file.startRowGroup(rowCount);
        for (int i = 0; i < columns.length; i++) {
            boolean dictionary = chunks.write(file, columns[i], dictionaryAllowed[i]);
            if (bloom[i] && !dictionary) {
                LeafColumn column = columns[i].column();
                file.addBloomFilter(column, longs[i].bloomFilter(settings.bloomFpp(column.field()), settings.maxBloomBytes()));
            }
            columns[i].clear();
        }
        file.endRowGroup();
        bytesPerRow = (file.position() - start) / (double) rowCount;
    }

    /** Writes the last row group and the footer; returns the file with Iceberg's {@code metrics} of it. */
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
}
