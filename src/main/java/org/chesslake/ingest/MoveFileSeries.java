package org.chesslake.ingest;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.apache.iceberg.DataFile;
import org.apache.iceberg.MetricsConfig;
import org.apache.iceberg.TableProperties;
import org.chesslake.game.FlatMoves;
import org.chesslake.lake.DataFileTarget;
import org.chesslake.parquet.MovesBuffers;
import org.chesslake.parquet.MovesParquetFile;
import org.chesslake.parquet.ParquetSettings;
import org.chesslake.parquet.WrittenFile;
import org.chesslake.table.GameRow;

/**
 * A task's moves data files, one after the other, each closed once it reaches the table's target
 * file size; a game's moves stay in one file. Files are named per task attempt, so a retried or
 * speculative task never overwrites a file another attempt wrote.
 */
final class MoveFileSeries {

    private final DataFileTarget target;
    private final int partition;
    private final long attempt;
    private final long targetBytes;
    private final ParquetSettings settings;
    private final MetricsConfig metrics;
    private final List<DataFile> done = new ArrayList<>();
    private final MovesBuffers buffers;
    private MovesParquetFile file;
    private String location;
    private double bytesPerRow = MovesParquetFile.FIRST_BYTES_PER_ROW;

    /** {@code buffers}: the task's ({@link TaskBuffers}), each file's in turn, this series' alone until the task ends. */
    MoveFileSeries(DataFileTarget target, int partition, long attempt, MovesBuffers buffers) {
        this.target = target;
        this.buffers = buffers;
        this.partition = partition;
        this.attempt = attempt;
        this.targetBytes = Long.parseLong(target.properties().getOrDefault(TableProperties.WRITE_TARGET_FILE_SIZE_BYTES,
                String.valueOf(TableProperties.WRITE_TARGET_FILE_SIZE_BYTES_DEFAULT)));
        this.settings = ParquetSettings.of(target.properties());
        this.metrics = MetricsConfig.fromProperties(target.properties());
    }

    /** Writes a game's moves ({@code moves}: its flat moves); returns how many are on its main line. */
    int add(GameRow game, FlatMoves moves) throws IOException {
        if (moves.size() == 0) {
            return 0;
        }
        if (file == null) {
            location = target.locations().newDataLocation(MovesFiles.fileName(partition, attempt, done.size()));
            file = new MovesParquetFile(target.io().newOutputFile(location), target.schema(), settings, bytesPerRow,
                    buffers);
        }
        file.add(game.gameId(), game.source(), moves);
        if (file.length() >= targetBytes) {
            close();
        }
        return moves.mainLineSize();
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
        List<String> written = new ArrayList<>();
        done.forEach(dataFile -> written.add(dataFile.location()));
        if (file != null) {
            file.abort(cause);
            written.add(location);
        }
        target.deleteAttempt(written, cause);
    }
}
