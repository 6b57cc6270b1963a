package org.chesslake.lake;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.iceberg.AppendFiles;
import org.apache.iceberg.DataFile;
import org.apache.iceberg.DistributionMode;
import org.apache.iceberg.FileScanTask;
import org.apache.iceberg.LocationProviders;
import org.apache.iceberg.PartitionSpec;
import org.apache.iceberg.Snapshot;
import org.apache.iceberg.Table;
import org.apache.iceberg.expressions.Expression;
import org.apache.iceberg.expressions.Expressions;
import org.apache.iceberg.hadoop.HadoopFileIO;
import org.apache.iceberg.io.CloseableIterable;
import org.apache.iceberg.spark.SparkWriteOptions;
import org.apache.iceberg.util.SnapshotUtil;
import org.apache.spark.sql.DataFrameWriterV2;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.catalyst.analysis.NoSuchTableException;
import org.apache.spark.sql.types.StructType;

/**
 * A run's staged tables, on its branch ({@link RunBranch}): what publishing would make visible. Each
 * table the run writes gets the branch from its main (the table created if new, brought up to this
 * version by {@link TableUpgrade}); the run deletes its sources' rows there and appends the new
 * ones. Until {@link #publish} readers see the tables exactly as they were; {@link #discard} drops
 * what was staged.
 */
public final class Staging {

    private final IcebergLake lake;
    private final RunBranch branch;
    private final Set<String> sources;
    /** The sources whose rows of the sources table the run writes: its sources and those it could not open. */
    private Set<String> sourcesRewritten = Set.of();
    /** Synchronized, as {@link #forks}: a run stages its names while it audits the tables staged before them. */
    private final List<LakeTable> written = Collections.synchronizedList(new ArrayList<>());
    /** The snapshot each staged table's branch started at: main's when the run's branch left it, or an empty one. */
    private final Map<LakeTable, Long> forks = Collections.synchronizedMap(new EnumMap<>(LakeTable.class));
    private final Map<LakeTable, DataFileTarget> fileTargets = new EnumMap<>(LakeTable.class);
    /** Once publishing began, the run's branch may be main's: a failure leaves it to {@link Recovery}. */
    private boolean publishing;

    /** Starts staging a run that replaces the rows of {@code sources}. */
    public Staging(IcebergLake lake, String runId, Set<String> sources) {
        this.lake = lake;
        this.branch = RunBranch.ofRun(lake, runId);
        this.sources = sources;
    }

    /**
     * The data files a run's snapshots changed in a staged table since its branch left main:
     * {@code added} (the run's rows, and the rewrites of main's files its delete took the run's sources'
     * rows out of) and {@code removed} (main's files its delete dropped or rewrote), each with its
     * metrics, and the table's schema; and {@code runRowsKept}, by source, the rows of the run's
     * sources in the files of main the run kept (none where the run's delete did its work).
     */
    public record StagedFiles(org.apache.iceberg.Schema schema, List<DataFile> added, List<DataFile> removed,
                              Map<String, Long> runRowsKept) {
    }

    /** Stages a table: the published rows of other sources, and {@code rows} for the run's sources. */
    public void write(LakeTable table, Dataset<Row> rows) {
        write(table, rows, sources);
    }

    /** Stages a table: the published rows of sources other than {@code replaced}, and {@code rows}. */
    public void write(LakeTable table, Dataset<Row> rows, Set<String> replaced) {
        append(table, rows.schema(), replaced, rows.writeTo(branch.sqlName(table)));
    }

    /** Stages a table as {@link #writeInOneTask(LakeTable, Dataset, Set)} does, for the run's sources. */
    public void writeInOneTask(LakeTable table, Dataset<Row> rows) {
        writeInOneTask(table, rows, sources);
    }

    /**
     * Stages a table as {@link #write} does, rows few enough for one task: they go to one data
     * file, sorted in its task by the table's sort order. No range sort, whose sample of the rows
     * is a Spark job of its own (and a second read of them).
     */
    public void writeInOneTask(LakeTable table, Dataset<Row> rows, Set<String> replaced) {
        append(table, rows.schema(), replaced, rows.coalesce(1).writeTo(branch.sqlName(table))
                .option(SparkWriteOptions.DISTRIBUTION_MODE, DistributionMode.NONE.modeName()));
    }

    private void append(LakeTable table, StructType schema, Set<String> replaced, DataFrameWriterV2<Row> writer) {
        if (table == LakeTable.SOURCES) {
            sourcesRewritten = Set.copyOf(replaced);
        }
        prepare(table, schema, replaced);
        try {
            writer.append();
        } catch (NoSuchTableException e) {
            throw new IllegalStateException(lake.name(table) + " vanished while the run wrote it", e);
        }
    }

    /**
     * Where the tasks write the run's data files of a table themselves (the moves): the table is
     * made ready as for {@link #write} (created, the run's sources' old rows gone), and
     * {@link #commit} stages the files. They go below data/ingest_RUN/ of the table, so a failed
     * run can delete them all.
     */
    public DataFileTarget fileTarget(LakeTable table, StructType schema) {
        Table iceberg = prepare(table, schema, sources);
        DataFileTarget target = new DataFileTarget(iceberg.schema(), iceberg.spec(), iceberg.properties(),
                branch.locations(iceberg), iceberg.io());
        fileTargets.put(table, target);
        return target;
    }

    /**
     * Where the tasks write data files of a table the run does not stage, in its layout (the games
     * rows the audit counts when the games table is not written): the run's scratch directory
     * {@code name}, gone with the run.
     */
    public DataFileTarget scratchTarget(LakeTable table, String name) {
        org.apache.iceberg.Schema schema = table.newTableSchema();
        return new DataFileTarget(schema, PartitionSpec.unpartitioned(), table.writeProperties(),
                LocationProviders.locationsFor(scratch(name), Map.of()),
                new HadoopFileIO(lake.spark().sparkContext().hadoopConfiguration()));
    }

    /**
     * Stages the data files written into {@link #fileTarget}: with other sources' published rows,
     * the table's run rows. Any other file in the target (a task attempt whose result Spark did
     * not take) is deleted.
     */
    public void commit(LakeTable table, List<DataFile> files) {
        fileTargets.get(table).deleteAllBut(files);
        if (files.isEmpty()) {
            return;
        }
        AppendFiles append = lake.table(table).orElseThrow().newAppend().toBranch(branch.name());
        files.forEach(append::appendFile);
        append.commit();
    }

    /**
     * Stages a table without new rows: the rows of the run's sources deleted (sources pruned while
     * no database is read). A table the lake does not have stays so.
     */
    public void deleteRows(LakeTable table) {
        lake.table(table).ifPresent(t -> prepare(table, null, sources));
    }

    /** The table (created if new) with the run's branch, the rows of {@code replaced} deleted there. */
    private Table prepare(LakeTable table, StructType schema, Set<String> replaced) {
        Table iceberg = TableUpgrade.addMissing(table, lake.table(table).orElseGet(() -> lake.create(table, schema)), schema);
        if (!iceberg.refs().containsKey(branch.name())) {
            Snapshot main = iceberg.currentSnapshot();
            if (main == null) {
                iceberg.manageSnapshots().createBranch(branch.name()).commit(); // an empty snapshot
            } else {
                iceberg.manageSnapshots().createBranch(branch.name(), main.snapshotId()).commit();
            }
            // where the branch starts: main's snapshot, or the empty one, whose parent is the main
            // another run published meanwhile if its commit was retried
            forks.put(table, branch.head(iceberg).snapshotId());
            written.add(table);
        }
        branch.deleteRows(table, iceberg, replaced);
        return lake.table(table).orElseThrow();
    }

    /** A directory for the run's intermediate files, gone once the run is published or discarded. */
    public String scratch(String name) {
        return new Path(new Path(new Path(lake.output(), IcebergLake.SCRATCH), branch.name()), name).toString();
    }

    /** The run's scratch directory, and the scratch directory if no other run has one. */
    private void dropScratch() throws IOException {
        Path scratch = new Path(lake.output(), IcebergLake.SCRATCH);
        FileSystem fs = scratch.getFileSystem(lake.spark().sparkContext().hadoopConfiguration());
        fs.delete(new Path(scratch, branch.name()), true);
        deleteIfEmpty(fs, scratch);
    }

    static void deleteIfEmpty(FileSystem fs, Path directory) throws IOException {
        if (fs.exists(directory) && fs.listStatus(directory).length == 0) {
            fs.delete(directory, false);
        }
    }

    /** The staged table, every source. */
    public Dataset<Row> staged(LakeTable table) {
        return lake.spark().table(branch.sqlName(table));
    }

    /** The staged table's Spark SQL name (its branch): tests change it before the audit. */
    public String stagedName(LakeTable table) {
        return branch.sqlName(table);
    }

    /**
     * What the run's snapshots of a staged table changed since its branch left main, from their
     * manifests (no data file is read): every other data file on the branch is one main had, unchanged.
     */
    public StagedFiles stagedFiles(LakeTable lakeTable) {
        Table table = lake.table(lakeTable).orElseThrow();
        long fork = forks.get(lakeTable);
        List<Snapshot> run = new ArrayList<>();
        for (Snapshot snapshot : SnapshotUtil.ancestorsOf(branch.head(table).snapshotId(), table::snapshot)) {
            if (snapshot.snapshotId() == fork) {
                break;
            }
            run.add(0, snapshot);
        }
        Map<String, DataFile> added = new LinkedHashMap<>();
        Map<String, DataFile> removed = new LinkedHashMap<>();
        for (Snapshot snapshot : run) {
            if (snapshot.addedDeleteFiles(table.io()).iterator().hasNext()
                    || snapshot.removedDeleteFiles(table.io()).iterator().hasNext()) {
                throw new IllegalStateException(lake.name(lakeTable) + ": snapshot " + snapshot.snapshotId()
                        + " of the run changed delete files; the audit counts rows in data files (copy-on-write)");
            }
            snapshot.removedDataFiles(table.io()).forEach(file -> {
                if (added.remove(file.location()) == null) {
                    removed.put(file.location(), file);
                }
            });
            snapshot.addedDataFiles(table.io()).forEach(file -> added.put(file.location(), file));
        }
        Map<String, Long> runRowsKept = new TreeMap<>();
        if (!sources.isEmpty()) {
            Expression ofRun = Expressions.in("source", sources.toArray());
            try (CloseableIterable<FileScanTask> files = table.newScan().useRef(branch.name()).filter(ofRun).planFiles()) {
                for (FileScanTask task : files) {
                    if (!added.containsKey(task.file().location())) {
                        countRunRows(table, task.file(), ofRun, runRowsKept);
                    }
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return new StagedFiles(table.schema(), List.copyOf(added.values()), List.copyOf(removed.values()), runRowsKept);
    }

    /**
     * Counts the rows of the run's sources in a data file whose {@code source} bounds may hold some:
     * read on the driver, its {@code source} column alone, and of it only the row groups whose
     * dictionary or statistics may hold them (a kept file of several sources, whose bounds take in a
     * new source's name, has none, and is read no further than its dictionaries).
     */
    private void countRunRows(Table table, DataFile file, Expression ofRun, Map<String, Long> counts) throws IOException {
        try (CloseableIterable<String> rows = RunBranch.sourcesOf(table, file, ofRun)) {
            for (String source : rows) {
                if (sources.contains(source)) {
                    counts.merge(source, 1L, Long::sum);
                }
            }
        }
    }

    /**
     * Makes every staged table visible ({@link Publish}), each fast-forwarded or, if another run
     * published meanwhile, re-based onto main; returns each table's new snapshot id, by table name.
     */
    public Map<String, Long> publish() throws IOException {
        publishing = true;
        Map<LakeTable, Set<String>> replaced = new LinkedHashMap<>();
        // the sources table's rows of the run's sources and of those it could not open
        written.forEach(table -> replaced.put(table, table == LakeTable.SOURCES ? sourcesRewritten : sources));
        new Publish(lake, branch).publish(replaced, sources);
        dropScratch();
        return lake.snapshots();
    }

    /** Drops what was staged; the published tables were never touched. */
    public void discard() {
        for (LakeTable table : written) {
            lake.table(table).filter(t -> t.refs().containsKey(branch.name()) && !publishing).ifPresent(branch::drop);
        }
        try {
            dropScratch();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
