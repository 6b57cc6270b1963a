package org.chesslake.ingest;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.apache.iceberg.DataFile;
import org.apache.iceberg.MetricsConfig;
import org.apache.iceberg.TableProperties;
import org.chesslake.lake.DataFileTarget;
import org.chesslake.parquet.ColumnsParquetFile;
import org.chesslake.parquet.ParquetSettings;
import org.chesslake.parquet.WrittenFile;
import org.chesslake.table.Column;

/**
 * A task's data files of a table whose rows its {@link Column}s compute (the games rows of the
 * moves pass), one after the other, each closed once it reaches the table's target file size.
 * Written column at a time by {@link ColumnsParquetFile} under the table's properties: its field
 * ids, codec, row group size, bloom filters and dictionary settings, and the DataFile's metrics.
 * Files are named per task attempt, as the moves files are.
 *
 * @param <S> what a row is made from
 */
final class RowFileSeries<S> {

    /** How many rows go between two looks at the open file's size (Iceberg's rolling writers look as often). */
    private static final int ROWS_BETWEEN_SIZE_CHECKS = 1000;

    private final DataFileTarget target;
    private final List<Column<S>> columns;
    private final int partition;
    private final long attempt;
    private final long targetBytes;
    private final ParquetSettings settings;
    private final MetricsConfig metrics;
    private final List<DataFile> done = new ArrayList<>();
    private ColumnsParquetFile<S> file;
    private String location;
    private long rowsInFile;
    private double bytesPerRow = ColumnsParquetFile.FIRST_BYTES_PER_ROW;

    RowFileSeries(DataFileTarget target, List<Column<S>> columns, int partition, long attempt) {
        this.target = target;
        this.columns = columns;
        this.partition = partition;
        this.attempt = attempt;
        this.targetBytes = Long.parseLong(target.properties().getOrDefault(TableProperties.WRITE_TARGET_FILE_SIZE_BYTES,
                String.valueOf(TableProperties.WRITE_TARGET_FILE_SIZE_BYTES_DEFAULT)));
        this.settings = ParquetSettings.of(target.properties());
        this.metrics = MetricsConfig.fromProperties(target.properties());
    }

    void add(S row) throws IOException {
        if (file == null) {
            location = target.locations().newDataLocation(MovesFiles.fileName(partition, attempt, done.size()));
            file = new ColumnsParquetFile<>(target.io().newOutputFile(location), target.schema(), settings, bytesPerRow,
                    columns);
            rowsInFile = 0;
        }
        file.add(row);
        if (++rowsInFile % ROWS_BETWEEN_SIZE_CHECKS == 0 && file.length() >= targetBytes) {
            close();
        }
    }

    private void close() throws IOException {
        WrittenFile closed = file.close(metrics);
        bytesPerRow = file.bytesPerRow();
        file = null;
        done.add(target.dataFile(location, closed));
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
            file.abort(cause);
            written.add(location);
        }
        target.deleteAttempt(written, cause);
    }
}
