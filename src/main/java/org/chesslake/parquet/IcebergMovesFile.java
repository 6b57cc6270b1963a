package org.chesslake.parquet;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.iceberg.Schema;
import org.apache.iceberg.data.GenericRecord;
import org.apache.iceberg.data.Record;
import org.apache.iceberg.data.parquet.GenericParquetWriter;
import org.apache.iceberg.io.FileAppender;
import org.apache.iceberg.io.OutputFile;
import org.apache.iceberg.parquet.Parquet;
import org.chesslake.game.FlatMoves;
import org.chesslake.table.MoveColumn;
import org.chesslake.table.MoveRowWriter;

/**
 * One Parquet file of the moves table written by Iceberg's own writer (parquet-java's column
 * writers, a row at a time) under the table's properties: the same rows as {@link MovesParquetFile}
 * writes, mapped to their columns by the same {@link MoveRowWriter}. What the moves' own writer is
 * measured and tested against. Not thread-safe.
 */
public final class IcebergMovesFile implements MoveRowWriter.Target {

    private final FileAppender<Record> appender;
    private final Record record;
    private final MoveColumn[] columns = MoveColumn.values();
    private final MoveRowWriter rows;

    public IcebergMovesFile(OutputFile file, Schema schema, Map<String, String> properties) throws IOException {
        appender = Parquet.write(file).schema(schema).setAll(properties).createWriterFunc(GenericParquetWriter::create).build();
        record = GenericRecord.create(schema);
        rows = new MoveRowWriter(columns, this);
    }

    /** Writes a game's moves. */
    public void add(long gameId, String source, FlatMoves moves) {
        for (int i = 0; i < moves.size(); i++) {
            rows.write(gameId, source, moves, i);
            appender.add(record); // written through at once: the record is reused
        }
    }

    /** Closes the file; returns its length (Iceberg's writer makes no file of no rows). */
    public long close() throws IOException {
        appender.close();
        return appender.length();
    }

    @Override
    public void setNull(int ordinal) {
        record.setField(columns[ordinal].column(), null);
    }

    @Override
    public void setLong(int ordinal, long value) {
        record.setField(columns[ordinal].column(), value);
    }

    @Override
    public void setBoolean(int ordinal, boolean value) {
        record.setField(columns[ordinal].column(), value);
    }

    @Override
    public void setInt(int ordinal, int value) {
        record.setField(columns[ordinal].column(), value);
    }

    @Override
    public void setText(int ordinal, String text) {
        record.setField(columns[ordinal].column(), text);
    }

    @Override
    public void setInts(int ordinal, List<Integer> values) {
        record.setField(columns[ordinal].column(), new ArrayList<>(values));
    }
}
