package org.chesslake.parquet;

import java.io.IOException;
import java.util.List;
import java.util.Map;
import org.apache.iceberg.Metrics;
import org.apache.iceberg.MetricsConfig;
import org.apache.iceberg.Schema;
import org.apache.iceberg.data.GenericRecord;
import org.apache.iceberg.data.Record;
import org.apache.iceberg.data.parquet.GenericParquetWriter;
import org.apache.iceberg.io.FileAppender;
import org.apache.iceberg.io.OutputFile;
import org.apache.iceberg.parquet.Parquet;
import org.apache.iceberg.types.Types;
import org.chesslake.table.Column;

/**
 * One Parquet file of a table whose rows its {@link Column}s compute, written by Iceberg's own writer
 * for generic records (parquet-java's column writers, a row at a time) under the table's properties:
 * the same rows as {@link ColumnsParquetFile} writes, a record per row, each column's value set by
 * its position in the schema. What the games rows were written with before, and what their writer
 * is measured and tested against. Not thread-safe.
 *
 * @param <S> what a row is made from
 */
public final class IcebergColumnsFile<S> {

    private final FileAppender<Record> appender;
    private final Record record;
    private final List<Column<S>> columns;
    /** Each column's position in the schema, in the order of {@link #columns}. */
    private final int[] positions;

    public IcebergColumnsFile(OutputFile file, Schema schema, Map<String, String> properties, List<Column<S>> columns)
            throws IOException {
        appender = Parquet.write(file).schema(schema).setAll(properties).metricsConfig(MetricsConfig.fromProperties(properties))
                .createWriterFunc(GenericParquetWriter::create).build();
        record = GenericRecord.create(schema);
        this.columns = columns;
        Types.StructType struct = schema.asStruct();
        positions = new int[columns.size()];
        for (int i = 0; i < columns.size(); i++) {
            positions[i] = struct.fields().indexOf(struct.field(columns.get(i).name()));
        }
    }

    /** Writes the row of {@code row}. */
    public void add(S row) {
        for (int i = 0; i < positions.length; i++) {
            record.set(positions[i], columns.get(i).value().apply(row));
        }
        appender.add(record); // written through at once: the record is reused
    }

    /** Closes the file; returns its metrics (Iceberg's writer makes no file of no rows). */
    public Metrics close() throws IOException {
        appender.close();
        return appender.metrics();
    }

    /** The file's length, once closed. */
    public long length() {
        return appender.length();
    }
}
