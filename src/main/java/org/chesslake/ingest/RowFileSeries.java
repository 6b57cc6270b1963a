package org.chesslake.ingest;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.apache.iceberg.DataFile;
import org.apache.iceberg.MetricsConfig;
import org.apache.iceberg.TableProperties;
import org.apache.iceberg.data.GenericRecord;
import org.apache.iceberg.data.Record;
import org.apache.iceberg.data.parquet.GenericParquetWriter;
import org.apache.iceberg.io.DataWriter;
import org.apache.iceberg.parquet.Parquet;
import org.apache.iceberg.types.Types;
import org.chesslake.lake.DataFileTarget;
import org.chesslake.table.Column;

/**
 * A task's data files of a table whose rows its {@link Column}s compute (the games rows of the
 * moves pass), one after the other, each closed once it reaches the table's target file size.
 * Written by Iceberg's own Parquet writer for generic records, configured by the table's
 * properties: its field ids, codec, row group size, bloom filters and dictionary settings, and the
 * DataFile's metrics. Files are named per task attempt, as the moves files are.
 *
 * @param <S> what a row is made from
 */
final class RowFileSeries<S> {

    /** How many rows go between two looks at the open file's size (Iceberg's rolling writers look as often). */
    private static final int ROWS_BETWEEN_SIZE_CHECKS = 1000;

    private final DataFileTarget target;
    private final List<Column<S>> columns;
    /** Each column's position in the target's schema, in the order of {@link #columns}. */
    private final int[] positions;
    private final int partition;
    private final long attempt;
    private final long targetBytes;
    private final MetricsConfig metrics;
    private final Record record;
    private final List<DataFile> done = new ArrayList<>();
    private DataWriter<Record> file;
    private String location;
    private long rowsInFile;

    RowFileSeries(DataFileTarget target, List<Column<S>> columns, int partition, long attempt) {
        this.target = target;
        this.columns = columns;
        this.partition = partition;
        this.attempt = attempt;
        Types.StructType struct = target.schema().asStruct();
        this.positions = new int[columns.size()];
        for (int i = 0; i < columns.size(); i++) {
            Types.NestedField field = struct.field(columns.get(i).name());
            if (field == null) {
                throw new IllegalArgumentException("the table has no column " + columns.get(i).name());
            }
            positions[i] = struct.fields().indexOf(field);
        }
        this.targetBytes = Long.parseLong(target.properties().getOrDefault(TableProperties.WRITE_TARGET_FILE_SIZE_BYTES,
                String.valueOf(TableProperties.WRITE_TARGET_FILE_SIZE_BYTES_DEFAULT)));
        this.metrics = MetricsConfig.fromProperties(target.properties());
        this.record = GenericRecord.create(target.schema());
    }

    void add(S row) throws IOException {
        if (file == null) {
            location = target.locations().newDataLocation(MovesFiles.fileName(partition, attempt, done.size()));
            file = Parquet.writeData(target.io().newOutputFile(location))
                    .schema(target.schema())
                    .setAll(target.properties())
                    .metricsConfig(metrics)
                    .withSpec(target.spec())
                    .createWriterFunc(GenericParquetWriter::create)
                    .build();
            rowsInFile = 0;
        }
        for (int i = 0; i < positions.length; i++) {
            record.set(positions[i], columns.get(i).value().apply(row));
        }
        file.write(record);
        if (++rowsInFile % ROWS_BETWEEN_SIZE_CHECKS == 0 && file.length() >= targetBytes) {
            close();
        }
    }

    private void close() throws IOException {
        file.close();
        done.add(file.toDataFile());
        file = null;
    }

    List<DataFile> finish() throws IOException {
        if (file != null) {
            close();
        }
        return done;
    }

    /** Deletes what this attempt wrote: the open file and the finished ones. */
    void abort(Exception cause) {
        List<String> written = new ArrayList<>(done.stream().map(DataFile::location).toList());
        if (file != null) {
            try {
                file.close();
            } catch (IOException | RuntimeException e) {
                cause.addSuppressed(e);
            }
            written.add(location);
        }
        target.deleteAttempt(written, cause);
    }
}
