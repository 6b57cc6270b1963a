package org.chesslake.lake;

import java.io.IOException;
import java.io.Serializable;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.UUID;
import org.apache.iceberg.DataFile;
import org.apache.iceberg.FileScanTask;
import org.apache.iceberg.MetricsConfig;
import org.apache.iceberg.RewriteFiles;
import org.apache.iceberg.Snapshot;
import org.apache.iceberg.Table;
import org.apache.iceberg.TableProperties;
import org.apache.iceberg.io.CloseableIterable;
import org.apache.iceberg.types.Conversions;
import org.apache.iceberg.types.Types;
import org.apache.iceberg.util.PropertyUtil;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.sql.SparkSession;
import org.chesslake.files.SerializableConfiguration;
import org.chesslake.parquet.ParquetSettings;
import org.chesslake.parquet.WrittenFile;
import org.chesslake.table.PositionColumn;

/**
 * The compaction of the positions table (the opening index) by a streaming merge instead of a sort:
 * each of its files is sorted by key already, so the key space is split into equal ranges, as many as
 * make files of about the table's target size ({@code write.target-file-size-bytes}, from the files'
 * total size), and one Spark task per range merges the rows of that range from every file
 * ({@link PositionsMerge}) into one file. The new files' key ranges are disjoint, so a lookup of a key
 * reads one file. They replace the old ones in one Iceberg rewrite validated against the snapshot
 * that was read: a commit between the read and the rewrite that removed one of its files fails it
 * (and its files are deleted), so a failed compaction leaves the table as it was. A table whose files
 * already hold disjoint key ranges is left alone. The rows are the same, only their files change.
 */
public final class PositionsCompaction {

    private PositionsCompaction() {
    }

    /** What a compaction did: the files it replaced and those it wrote, or why it did nothing. */
    public record Result(int rewritten, int written, String skipped) {
    }

    /** Compacts {@code table}, the lake's positions table, through {@code spark}'s tasks. */
    public static Result compact(SparkSession spark, Table table) {
        table.refresh();
        Snapshot snapshot = table.currentSnapshot();
        if (snapshot == null) {
            return new Result(0, 0, "it has no snapshot");
        }
        int keyField = table.schema().findField(PositionColumn.FROM_POSITION_KEY.column()).fieldId();
        List<DataFile> files = new ArrayList<>();
        try (CloseableIterable<FileScanTask> tasks = table.newScan().useSnapshot(snapshot.snapshotId())
                .includeColumnStats().planFiles()) {
            for (FileScanTask task : tasks) {
                if (!task.deletes().isEmpty()) {
                    throw new IllegalStateException(task.file().location() + " has delete files; the positions table"
                            + " is written copy-on-write");
                }
                files.add(task.file());
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        if (disjoint(files, keyField)) {
            return new Result(0, 0, "the key ranges of its files are disjoint already");
        }
        // the inputs in a fixed order: it orders the rows of equal keys
        files.sort(Comparator.comparing(DataFile::location));
        long bytes = files.stream().mapToLong(DataFile::fileSizeInBytes).sum();
        long target = PropertyUtil.propertyAsLong(table.properties(), TableProperties.WRITE_TARGET_FILE_SIZE_BYTES,
                TableProperties.WRITE_TARGET_FILE_SIZE_BYTES_DEFAULT);
        List<KeyRange> ranges = KeyRange.split(Math.toIntExact(Math.max(1, (bytes + target - 1) / target)));
        DataFileTarget output = new DataFileTarget(table.schema(), table.spec(), table.properties(),
                table.locationProvider(), table.io());
        SerializableConfiguration conf = new SerializableConfiguration(spark.sparkContext().hadoopConfiguration());
        List<String> inputs = files.stream().map(DataFile::location).toList();
        String compaction = UUID.randomUUID().toString();
        List<RangeTask> tasks = new ArrayList<>();
        for (int i = 0; i < ranges.size(); i++) {
            tasks.add(new RangeTask(inputs, ranges.get(i), output, conf,
                    table.locationProvider().newDataLocation(String.format("%05d-compacted-%s.parquet", i, compaction))));
        }
        List<DataFile> written;
        try {
            JavaSparkContext context = JavaSparkContext.fromSparkContext(spark.sparkContext());
            written = context.parallelize(tasks, tasks.size()).flatMap(task -> task.run().iterator()).collect();
        } catch (RuntimeException e) {
            tasks.forEach(task -> output.deleteAttempt(List.of(task.location()), e));
            throw e;
        }
        try {
            long rowsBefore = files.stream().mapToLong(DataFile::recordCount).sum();
            long rowsAfter = written.stream().mapToLong(DataFile::recordCount).sum();
            if (rowsBefore != rowsAfter) {
                throw new IllegalStateException("the positions table's compaction wrote " + rowsAfter + " rows of "
                        + rowsBefore);
            }
            RewriteFiles rewrite = table.newRewrite().validateFromSnapshot(snapshot.snapshotId())
                    .dataSequenceNumber(snapshot.sequenceNumber());
            files.forEach(rewrite::deleteFile);
            written.forEach(rewrite::addFile);
            rewrite.commit();
        } catch (RuntimeException e) {
            output.deleteAttempt(written.stream().map(DataFile::location).toList(), e);
            throw e;
        }
        return new Result(files.size(), written.size(), null);
    }

    /** Whether no two of the files' key ranges (their bounds in the manifests) overlap. */
    static boolean disjoint(List<DataFile> files, int keyField) {
        List<long[]> bounds = new ArrayList<>();
        for (DataFile file : files) {
            ByteBuffer lower = file.lowerBounds() == null ? null : file.lowerBounds().get(keyField);
            ByteBuffer upper = file.upperBounds() == null ? null : file.upperBounds().get(keyField);
            if (lower == null || upper == null) {
                return false;
            }
            bounds.add(new long[] {Conversions.<Long>fromByteBuffer(Types.LongType.get(), lower),
                    Conversions.<Long>fromByteBuffer(Types.LongType.get(), upper)});
        }
        bounds.sort(Comparator.comparingLong(range -> range[0]));
        for (int i = 1; i < bounds.size(); i++) {
            if (bounds.get(i - 1)[1] >= bounds.get(i)[0]) {
                return false;
            }
        }
        return true;
    }

    /** One range's merge, a Spark task: the inputs' rows of {@code range} into the file at {@code location}. */
    record RangeTask(List<String> inputs, KeyRange range, DataFileTarget output, SerializableConfiguration conf,
                     String location) implements Serializable {

        /** The file written, or none where the range has no row. */
        List<DataFile> run() throws IOException {
            WrittenFile written = PositionsMerge.merge(inputs, range, conf.value(), output.io().newOutputFile(location),
                    output.schema(), ParquetSettings.of(output.properties()), MetricsConfig.fromProperties(output.properties()));
            return written == null ? List.of() : List.of(output.dataFile(location, written));
        }
    }
}
