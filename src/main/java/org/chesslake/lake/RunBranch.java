package org.chesslake.lake;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.apache.iceberg.DataFile;
import org.apache.iceberg.FileScanTask;
import org.apache.iceberg.PartitionSpec;
import org.apache.iceberg.Schema;
import org.apache.iceberg.Snapshot;
import org.apache.iceberg.StructLike;
import org.apache.iceberg.Table;
import org.apache.iceberg.data.Record;
import org.apache.iceberg.data.parquet.GenericParquetReaders;
import org.apache.iceberg.expressions.Expression;
import org.apache.iceberg.expressions.Expressions;
import org.apache.iceberg.io.CloseableIterable;
import org.apache.iceberg.io.LocationProvider;
import org.apache.iceberg.io.SupportsPrefixOperations;
import org.apache.iceberg.parquet.Parquet;
import org.apache.iceberg.util.SnapshotUtil;

/**
 * A run's branch {@code ingest_<run>} of the lake's tables, and what is done on it by name: its
 * Spark SQL name, the deletion of sources' rows on it, the directory of the data files the run's
 * tasks write, and dropping it with its files. {@link Staging} writes on it, {@link Publish} re-bases
 * it, {@link Recovery} drops a dead run's.
 */
final class RunBranch {

    private final IcebergLake lake;
    private final String name;

    RunBranch(IcebergLake lake, String name) {
        this.lake = lake;
        this.name = name;
    }

    /** The branch of a run: {@code ingest_<run>}. */
    static RunBranch ofRun(IcebergLake lake, String runId) {
        return new RunBranch(lake, IcebergLake.BRANCH_PREFIX + runId);
    }

    String name() {
        return name;
    }

    /**
     * The branch's newest snapshot in {@code table}. A live run's branch is gone only when another run
     * took it for dead (its lease not renewed in time) and dropped it: said so, rather than a null.
     */
    Snapshot head(Table table) {
        Snapshot head = table.snapshot(name);
        if (head == null) {
            throw new IllegalStateException(table.name() + ": the run's branch " + name + " is gone; another run"
                    + " found its lease expired (not renewed within its time to live, spark.chesslake.leaseSeconds)"
                    + " and dropped it as a dead run's. Nothing of this run was published; run it again.");
        }
        return head;
    }

    /** The Spark SQL name of a table's branch, e.g. {@code chesslake.lake.games.branch_ingest_R}. */
    String sqlName(LakeTable table) {
        return lake.name(table) + "." + IcebergLake.quote("branch_" + name);
    }

    /** Deletes the rows of {@code sources} on the branch of a table, where it holds any. */
    void deleteRows(LakeTable lakeTable, Table table, Set<String> sources) {
        if (!sources.isEmpty() && holdsAny(table, sources)) {
            lake.spark().sql("DELETE FROM " + sqlName(lakeTable) + " WHERE source IN (" + sources.stream()
                    .map(RunBranch::literal).collect(Collectors.joining(", ")) + ")");
        }
    }

    /**
     * Whether the branch holds a row of {@code sources}: read on the driver, the {@code source} column
     * alone of the files whose source bounds may hold them, up to the first such row (Parquet's
     * dictionaries and statistics skip the row groups without them). A run of sources the table does
     * not hold skips the DELETE, whose statement names every source (thousands of literals for an
     * archive of small databases, a second of planning per table) and whose Spark jobs read every
     * file whose bounds only may hold them: a file of several sources (the sources table's, the names
     * table's, a task's games of several databases), where a new source's name falls between two others.
     */
    private boolean holdsAny(Table table, Set<String> sources) {
        Expression ofSources = Expressions.in("source", sources.toArray());
        try (CloseableIterable<FileScanTask> files = table.newScan().useRef(name).filter(ofSources).planFiles()) {
            for (FileScanTask task : files) {
                try (CloseableIterable<String> rows = sourcesOf(table, task.file(), ofSources)) {
                    for (String source : rows) {
                        if (sources.contains(source)) {
                            return true;
                        }
                    }
                }
            }
            return false;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * The {@code source} of each row of a data file, read on the driver (the column alone), in the
     * row groups whose dictionary or statistics may match {@code filter}: the rows of the others are
     * skipped unread; a row of those read may not match.
     */
    static CloseableIterable<String> sourcesOf(Table table, DataFile file, Expression filter) {
        Schema sourceOnly = table.schema().select("source");
        CloseableIterable<Record> rows = Parquet.read(table.io().newInputFile(file.location())).project(sourceOnly)
                .filter(filter).createReaderFunc(GenericParquetReaders::buildReader)
                .build();
        return CloseableIterable.transform(rows, row -> row.get(0) == null ? null : row.get(0).toString());
    }

    private static String literal(String value) {
        return "'" + value.replace("\\", "\\\\").replace("'", "\\'") + "'";
    }

    /** Where the run's tasks write a table's data files: {@code data/<branch>/<file>} with Iceberg's default layout. */
    LocationProvider locations(Table table) {
        return new RunLocations(table.locationProvider(), name);
    }

    /**
     * Removes an unpublished run's branch and deletes its data files: those its snapshots added
     * (back to where the branch leaves main's history) and whatever its tasks left in its own
     * directory uncommitted. None of them is on main.
     */
    void drop(Table table) {
        Snapshot main = table.currentSnapshot();
        List<String> added = new ArrayList<>();
        for (Snapshot snapshot : SnapshotUtil.ancestorsOf(head(table).snapshotId(), table::snapshot)) {
            if (main != null && SnapshotUtil.isAncestorOf(table, main.snapshotId(), snapshot.snapshotId())) {
                break;
            }
            snapshot.addedDataFiles(table.io()).forEach(file -> added.add(file.location()));
            snapshot.addedDeleteFiles(table.io()).forEach(file -> added.add(file.location()));
        }
        table.manageSnapshots().removeBranch(name).commit();
        added.forEach(table.io()::deleteFile);
        if (table.io() instanceof SupportsPrefixOperations files) {
            files.deletePrefix(DataFileTarget.directoryOf(locations(table)));
        }
    }

    /** The table's data locations, below a directory of the run. */
    private record RunLocations(LocationProvider table, String run) implements LocationProvider {

        @Override
        public String newDataLocation(String filename) {
            return table.newDataLocation(run + "/" + filename);
        }

        @Override
        public String newDataLocation(PartitionSpec spec, StructLike partition, String filename) {
            return table.newDataLocation(spec, partition, run + "/" + filename);
        }
    }
}
