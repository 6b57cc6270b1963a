package org.chesslake.lake;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.iceberg.AppendFiles;
import org.apache.iceberg.DataFile;
import org.apache.iceberg.DataOperations;
import org.apache.iceberg.DistributionMode;
import org.apache.iceberg.FileScanTask;
import org.apache.iceberg.LocationProviders;
import org.apache.iceberg.PartitionSpec;
import org.apache.iceberg.Snapshot;
import org.apache.iceberg.SnapshotRef;
import org.apache.iceberg.SortOrder;
import org.apache.iceberg.StructLike;
import org.apache.iceberg.Table;
import org.apache.iceberg.TableProperties;
import org.apache.iceberg.UpdateProperties;
import org.apache.iceberg.UpdateSchema;
import org.apache.iceberg.catalog.Catalog;
import org.apache.iceberg.catalog.Namespace;
import org.apache.iceberg.catalog.TableIdentifier;
import org.apache.iceberg.exceptions.AlreadyExistsException;
import org.apache.iceberg.expressions.Expressions;
import org.apache.iceberg.hadoop.HadoopFileIO;
import org.apache.iceberg.io.CloseableIterable;
import org.apache.iceberg.io.LocationProvider;
import org.apache.iceberg.io.SupportsPrefixOperations;
import org.apache.iceberg.spark.Spark3Util;
import org.apache.iceberg.spark.SparkWriteOptions;
import org.apache.iceberg.types.Types;
import org.apache.iceberg.util.SnapshotUtil;
import org.apache.spark.sql.DataFrameWriterV2;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.catalyst.analysis.NoSuchTableException;
import org.apache.spark.sql.types.StructType;

/**
 * The lake: Iceberg tables in a catalog, the embedded Hadoop catalog in the output directory or one
 * the cluster configures. A run stages its rows beside the published tables, and publishing makes
 * them visible; until then readers see the tables exactly as they were. A run is Iceberg's
 * write-audit-publish: each table gets a branch {@code ingest_<run>} from its main; the run deletes
 * its sources' rows and appends the new ones there; after the audit, main of each table is
 * fast-forwarded to its branch: in a REST catalog every table in one commit ({@link MultiTablePublish}),
 * elsewhere one atomic commit per table; when another run published meanwhile, the run's rows are
 * re-based onto main first. The fast-forwards follow a publish marker in the
 * output directory, so a run killed between them is rolled forward by a later run's
 * {@link #recover()}, which also drops what dead runs left staged; the ingest calls it before every
 * run. A run is dead when its {@link RunLease} expired: a live run's branches, scratch and marker
 * are never touched.
 */
public final class IcebergLake {

    static final String EMBEDDED_CATALOG = "chesslake";
    /** The namespace of the tables in a catalog ({@code --catalog}) when {@code --namespace} names none. */
    public static final String DEFAULT_NAMESPACE = "chess";
    /** Each run's branch: {@code ingest_<run>}. */
    public static final String BRANCH_PREFIX = "ingest_";
    /** How often a publish re-bases onto a main that other runs keep moving before it gives up. */
    private static final int PUBLISH_ATTEMPTS = 10;
    /**
     * In the output directory while a run publishes, {@code _publishing.<branch>}: the run's branch
     * and sources, for a recovery to roll forward.
     */
    public static final String MARKER = "_publishing";
    /** Below the output: each run's intermediate files, by branch; a new run drops what killed runs left. */
    public static final String SCRATCH = "_scratch";

    private final SparkSession spark;
    private final String catalogName;
    private final Namespace namespace;
    private final Path output;

    private IcebergLake(SparkSession spark, String catalogName, Namespace namespace, Path output) {
        this.spark = spark;
        this.catalogName = catalogName;
        this.namespace = namespace;
        this.output = output;
    }

    /**
     * The lake of {@code --catalog} and {@code --namespace} when a catalog is named, else the embedded
     * lake in the output directory.
     */
    public static IcebergLake of(SparkSession spark, String output, String catalogName, String namespace) {
        return catalogName == null ? embedded(spark, output) : inCatalog(spark, catalogName, namespace, output);
    }

    /** The tables in a catalog the session configures ({@code spark.sql.catalog.NAME}). */
    static IcebergLake inCatalog(SparkSession spark, String catalogName, String namespace, String output) {
        if (spark.conf().getOption("spark.sql.catalog." + catalogName).isEmpty()) {
            throw new IllegalArgumentException("--catalog " + catalogName + ": no catalog spark.sql.catalog."
                    + catalogName + " is configured");
        }
        return new IcebergLake(spark, catalogName, Namespace.of(namespace.split("\\.")), new Path(output));
    }

    /**
     * The embedded lake: a Hadoop catalog whose warehouse is the output's parent and whose namespace
     * is the output's name, so the tables are {@code OUTPUT/games}, {@code OUTPUT/moves}, {@code OUTPUT/names}.
     */
    public static IcebergLake embedded(SparkSession spark, String output) {
        Path lake = qualified(spark, output);
        String warehouse = lake.getParent().toString();
        String name = catalogFor(spark, warehouse);
        return new IcebergLake(spark, name, Namespace.of(lake.getName()), lake);
    }

    /** Registers (once per session) the Hadoop catalog of a warehouse; a second warehouse gets its own name. */
    static String catalogFor(SparkSession spark, String warehouse) {
        String name = EMBEDDED_CATALOG;
        Optional<String> configured = option(spark, "spark.sql.catalog." + name + ".warehouse");
        if (configured.isPresent() && !configured.get().equals(warehouse)) {
            name = EMBEDDED_CATALOG + "_" + Integer.toHexString(warehouse.hashCode());
        }
        String prefix = "spark.sql.catalog." + name;
        if (option(spark, prefix).isEmpty()) {
            spark.conf().set(prefix, "org.apache.iceberg.spark.SparkCatalog");
            spark.conf().set(prefix + ".type", "hadoop");
            spark.conf().set(prefix + ".warehouse", warehouse);
            spark.conf().set(prefix + ".cache-enabled", "false");
        }
        return name;
    }

    private static Path qualified(SparkSession spark, String dir) {
        try {
            Path path = new Path(dir);
            return path.getFileSystem(spark.sparkContext().hadoopConfiguration()).makeQualified(path);
        } catch (IOException e) {
            throw new IllegalArgumentException(dir + ": " + e.getMessage(), e);
        }
    }

    private static Optional<String> option(SparkSession spark, String key) {
        return Optional.ofNullable(spark.conf().getOption(key).getOrElse(() -> null));
    }

    /** The Spark SQL name of a table, e.g. {@code chesslake.lake.games}. */
    public String name(LakeTable table) {
        return namespaceName() + "." + quote(table.tableName());
    }

    /** The catalog and namespace, for {@code USE}. */
    public String namespaceName() {
        return quote(catalogName) + "."
                + Arrays.stream(namespace.levels()).map(IcebergLake::quote).collect(Collectors.joining("."));
    }

    private static String quote(String part) {
        return "`" + part.replace("`", "``") + "`";
    }

    private Catalog catalog() {
        return Spark3Util.loadIcebergCatalog(spark, catalogName);
    }

    private TableIdentifier id(LakeTable table) {
        return TableIdentifier.of(namespace, table.tableName());
    }

    public Optional<Table> table(LakeTable table) {
        Catalog catalog = catalog();
        return catalog.tableExists(id(table)) ? Optional.of(catalog.loadTable(id(table))) : Optional.empty();
    }

    /** The lake's tables that exist: none where there is no lake (or no ingest has published yet). */
    public List<LakeTable> tables() {
        return Arrays.stream(LakeTable.values()).filter(table -> table(table).isPresent()).toList();
    }

    /** The published rows of a table, if it exists. */
    public Optional<Dataset<Row>> published(LakeTable table) {
        return table(table).map(t -> spark.table(name(table)));
    }

    /** The output directory: the report, the runs' leases, markers and scratch. */
    public Path output() {
        return output;
    }

    /** Each table's current snapshot id, by table name. */
    public Map<String, Long> snapshots() {
        Map<String, Long> snapshots = new LinkedHashMap<>();
        for (LakeTable table : LakeTable.values()) {
            table(table).map(Table::currentSnapshot)
                    .ifPresent(snapshot -> snapshots.put(table.tableName(), snapshot.snapshotId()));
        }
        return snapshots;
    }

    /**
     * Finishes the publishes of dead runs and drops what dead runs left staged: branches, their data
     * files, scratch. A run whose lease is live ({@link RunLease#live}) is never touched. Returns
     * what it found and did, for the report.
     */
    public List<String> recover() throws IOException {
        List<String> recovered = new ArrayList<>();
        FileSystem fs = output.getFileSystem(spark.sparkContext().hadoopConfiguration());
        if (!fs.exists(output)) {
            return recovered;
        }
        Set<String> live = RunLease.live(output, spark.sparkContext().hadoopConfiguration()).stream()
                .map(run -> BRANCH_PREFIX + run).collect(Collectors.toSet());
        for (FileStatus status : fs.listStatus(output)) {
            String name = status.getPath().getName();
            if (!name.startsWith(MARKER)) {
                continue;
            }
            PublishMarker marker;
            try (InputStream in = fs.open(status.getPath())) {
                marker = PublishMarker.parse(new String(in.readAllBytes(), StandardCharsets.UTF_8));
            }
            if (live.contains(marker.branch())) {
                continue;
            }
            for (LakeTable table : LakeTable.values()) {
                if (table(table).filter(t -> t.refs().containsKey(marker.branch())).isPresent()) {
                    publish(table, marker.branch(), Set.copyOf(marker.sources()));
                }
            }
            fs.delete(status.getPath(), false);
            recovered.add("rolled forward the publish of " + marker.branch() + ", killed while publishing");
        }
        Path scratch = new Path(output, SCRATCH);
        if (fs.exists(scratch)) {
            for (FileStatus run : fs.listStatus(scratch)) {
                if (!live.contains(run.getPath().getName())) {
                    fs.delete(run.getPath(), true);
                }
            }
            deleteIfEmpty(fs, scratch);
        }
        for (LakeTable table : LakeTable.values()) {
            table(table).ifPresent(t -> {
                List<String> stale = t.refs().keySet().stream()
                        .filter(r -> r.startsWith(BRANCH_PREFIX) && !live.contains(r)).toList();
                stale.forEach(branch -> {
                    drop(t, branch);
                    recovered.add("dropped " + table.tableName() + " branch " + branch + " of a dead run, and its files");
                });
            });
        }
        RunLease.deleteExpired(output, spark.sparkContext().hadoopConfiguration());
        return recovered;
    }

    private static void deleteIfEmpty(FileSystem fs, Path directory) throws IOException {
        if (fs.exists(directory) && fs.listStatus(directory).length == 0) {
            fs.delete(directory, false);
        }
    }

    /** What a publish marker says: the run's branch and the sources whose rows it replaces. */
    record PublishMarker(String branch, List<String> sources) {

        private static final ObjectMapper JSON = new ObjectMapper();

        static PublishMarker parse(String text) throws IOException {
            return text.trim().startsWith("{") ? JSON.readValue(text, PublishMarker.class)
                    : new PublishMarker(text.trim(), List.of());
        }

        String json() throws IOException {
            return JSON.writeValueAsString(this);
        }
    }

    /**
     * Makes a table's main hold the run's branch, and drops the branch: a fast-forward, or, when main
     * moved since the branch left it (another run published), the run's rows re-based onto main's
     * head ({@link #rebase}) and fast-forwarded, retried while main keeps moving.
     */
    private void publish(LakeTable lakeTable, String branch, Set<String> replaced) {
        for (int attempt = 1; ; attempt++) {
            Table table = table(lakeTable).orElseThrow();
            if (!mainMoved(table, branch)) {
                try {
                    fastForward(table, branch);
                    return;
                } catch (org.apache.iceberg.exceptions.CommitFailedException
                         | org.apache.iceberg.exceptions.ValidationException e) {
                    if (attempt >= PUBLISH_ATTEMPTS) {
                        throw e;
                    }
                    continue; // main moved meanwhile: re-base
                }
            }
            if (attempt >= PUBLISH_ATTEMPTS) {
                throw new IllegalStateException(name(lakeTable) + ": main kept moving, " + branch + " not published after "
                        + attempt + " attempts");
            }
            rebase(lakeTable, table, branch, replaced);
        }
    }

    /** Whether main moved since the run's branch left it: main is no longer an ancestor of the branch. */
    private static boolean mainMoved(Table table, String branch) {
        Snapshot main = table.currentSnapshot();
        return main != null && !SnapshotUtil.isAncestorOf(table, table.snapshot(branch).snapshotId(), main.snapshotId());
    }

    /**
     * Moves a run's branch onto main's head: the data files its appends added (the run's rows) are
     * kept, the branch is made again at main, the rows of {@code replaced} are deleted there and the
     * kept files appended. Files the branch's deletes rewrote (other sources' rows) are deleted.
     */
    private void rebase(LakeTable lakeTable, Table table, String branch, Set<String> replaced) {
        Snapshot main = table.currentSnapshot();
        List<DataFile> runFiles = new ArrayList<>();
        List<String> rewritten = new ArrayList<>();
        for (Snapshot snapshot : SnapshotUtil.ancestorsOf(table.snapshot(branch).snapshotId(), table::snapshot)) {
            if (SnapshotUtil.isAncestorOf(table, main.snapshotId(), snapshot.snapshotId())) {
                break;
            }
            if (DataOperations.APPEND.equals(snapshot.operation())) {
                snapshot.addedDataFiles(table.io()).forEach(file -> runFiles.add(file.copy()));
            } else {
                snapshot.addedDataFiles(table.io()).forEach(file -> rewritten.add(file.location()));
            }
        }
        table.manageSnapshots().removeBranch(branch).commit();
        rewritten.forEach(table.io()::deleteFile);
        table.manageSnapshots().createBranch(branch, main.snapshotId()).commit();
        deleteSourceRows(lakeTable, table(lakeTable).orElseThrow(), branch, replaced);
        if (!runFiles.isEmpty()) {
            AppendFiles append = table(lakeTable).orElseThrow().newAppend().toBranch(branch);
            runFiles.forEach(append::appendFile);
            append.commit();
        }
    }

    /** Deletes the rows of {@code sources} on a branch of a table, where a data file may hold them. */
    private void deleteSourceRows(LakeTable lakeTable, Table table, String branch, Set<String> sources) {
        if (!sources.isEmpty() && mayHold(table, branch, sources)) {
            spark.sql("DELETE FROM " + onBranch(lakeTable, branch) + " WHERE source IN (" + sources.stream()
                    .map(IcebergLake::literal).collect(Collectors.joining(", ")) + ")");
        }
    }

    /**
     * Whether a data file of the branch may hold rows of {@code sources}, by the files' source
     * bounds: a first ingest of its sources skips the DELETE, whose statement names every source
     * (thousands of literals for an archive of small databases, a second of planning per table).
     */
    private static boolean mayHold(Table iceberg, String branch, Set<String> sources) {
        try (CloseableIterable<FileScanTask> files = iceberg.newScan().useRef(branch)
                .filter(Expressions.in("source", sources.toArray())).planFiles()) {
            return files.iterator().hasNext();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String literal(String value) {
        return "'" + value.replace("\\", "\\\\").replace("'", "\\'") + "'";
    }

    private String onBranch(LakeTable table, String branch) {
        return name(table) + "." + quote("branch_" + branch);
    }

    /**
     * Removes an unpublished run's branch and deletes its data files: those its snapshots added
     * (back to where the branch leaves main's history) and whatever its tasks left in its own
     * directory uncommitted. None of them is on main.
     */
    private static void drop(Table table, String branch) {
        Snapshot main = table.currentSnapshot();
        List<String> added = new ArrayList<>();
        for (Snapshot snapshot : SnapshotUtil.ancestorsOf(table.snapshot(branch).snapshotId(), table::snapshot)) {
            if (main != null && SnapshotUtil.isAncestorOf(table, main.snapshotId(), snapshot.snapshotId())) {
                break;
            }
            snapshot.addedDataFiles(table.io()).forEach(file -> added.add(file.location()));
            snapshot.addedDeleteFiles(table.io()).forEach(file -> added.add(file.location()));
        }
        table.manageSnapshots().removeBranch(branch).commit();
        added.forEach(table.io()::deleteFile);
        if (table.io() instanceof SupportsPrefixOperations files) {
            files.deletePrefix(DataFileTarget.directoryOf(new RunLocations(table.locationProvider(), branch)));
        }
    }

    private static void fastForward(Table table, String branch) {
        table.manageSnapshots().fastForwardBranch(SnapshotRef.MAIN_BRANCH, branch).removeBranch(branch).commit();
    }

    /**
     * The data files a run's snapshots changed in a staged table since its branch left main:
     * {@code added} (the run's rows, and the rewrites of main's files its delete took the run's sources'
     * rows out of), {@code removed} (main's files its delete dropped or rewrote), and {@code keptMayHoldRun}: files
     * of main the run kept whose {@code source} bounds may hold rows of the run's sources; each with its
     * metrics, and the table's schema.
     */
    public record StagedFiles(org.apache.iceberg.Schema schema, List<DataFile> added, List<DataFile> removed,
                       List<DataFile> keptMayHoldRun) {
    }

    /** Starts staging a run that replaces the rows of {@code sources}. */
    public Staging stage(String runId, Set<String> sources) {
        return new Staging(BRANCH_PREFIX + runId, sources);
    }

    /** A run's staged tables, on its branch: what publishing would make visible. */
    public final class Staging {

        private final String branch;
        private final Set<String> sources;
        /** The sources whose rows of the sources table the run writes: its sources and those it could not open. */
        private Set<String> sourcesRewritten = Set.of();
        private final List<LakeTable> written = new ArrayList<>();
        /** The snapshot each staged table's branch started at: main's when the run's branch left it, or an empty one. */
        private final Map<LakeTable, Long> forks = new EnumMap<>(LakeTable.class);
        private final Map<LakeTable, DataFileTarget> fileTargets = new EnumMap<>(LakeTable.class);
        /** Once publishing began, the run's branch may be main's: a failure leaves it to {@link #recover()}. */
        private boolean publishing;

        private Staging(String branch, Set<String> sources) {
            this.branch = branch;
            this.sources = sources;
        }

        private String onBranch(LakeTable table) {
            return IcebergLake.this.onBranch(table, branch);
        }

        /** Stages a table: the published rows of other sources, and {@code rows} for the run's sources. */
        public void write(LakeTable table, Dataset<Row> rows) {
            write(table, rows, sources);
        }

        /** Stages a table: the published rows of sources other than {@code replaced}, and {@code rows}. */
        public void write(LakeTable table, Dataset<Row> rows, Set<String> replaced) {
            append(table, rows.schema(), replaced, rows.writeTo(onBranch(table)));
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
            append(table, rows.schema(), replaced, rows.coalesce(1).writeTo(onBranch(table))
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
                throw new IllegalStateException(name(table) + " vanished while the run wrote it", e);
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
                    new RunLocations(iceberg.locationProvider(), branch), iceberg.io());
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
                    new HadoopFileIO(spark.sparkContext().hadoopConfiguration()));
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
            AppendFiles append = table(table).orElseThrow().newAppend().toBranch(branch);
            files.forEach(append::appendFile);
            append.commit();
        }

        /**
         * Stages a table without new rows: the rows of the run's sources deleted (sources pruned while
         * no database is read). A table the lake does not have stays so.
         */
        public void deleteRows(LakeTable table) {
            table(table).ifPresent(t -> prepare(table, null, sources));
        }

        /** Whether the run staged the table (it has the run's branch). */
        boolean stages(LakeTable table) {
            return written.contains(table);
        }

        /** The table (created if new) with the run's branch, the rows of {@code replaced} deleted there. */
        private Table prepare(LakeTable table, StructType schema, Set<String> replaced) {
            Table iceberg = addMissing(table, table(table).orElseGet(() -> create(table, schema)), schema);
            if (!iceberg.refs().containsKey(branch)) {
                Snapshot main = iceberg.currentSnapshot();
                if (main == null) {
                    iceberg.manageSnapshots().createBranch(branch).commit(); // an empty snapshot
                } else {
                    iceberg.manageSnapshots().createBranch(branch, main.snapshotId()).commit();
                }
                // where the branch starts: main's snapshot, or the empty one, whose parent is the main
                // another run published meanwhile if its commit was retried
                forks.put(table, table(table).orElseThrow().snapshot(branch).snapshotId());
                written.add(table);
            }
            deleteSourceRows(table, iceberg, branch, replaced);
            return table(table).orElseThrow();
        }

        /** A directory for the run's intermediate files, gone once the run is published or discarded. */
        public String scratch(String name) {
            return new Path(new Path(new Path(output, SCRATCH), branch), name).toString();
        }

        /** The run's scratch directory, and the scratch directory if no other run has one. */
        private void dropScratch() throws IOException {
        Path scratch = new Path(output, SCRATCH);
            FileSystem fs = scratch.getFileSystem(spark.sparkContext().hadoopConfiguration());
            fs.delete(new Path(scratch, branch), true);
            deleteIfEmpty(fs, scratch);
        }

        /** The staged table, every source. */
        public Dataset<Row> staged(LakeTable table) {
            return spark.table(onBranch(table));
        }

        /** The staged table's Spark SQL name (its branch): tests change it before the audit. */
        public String stagedName(LakeTable table) {
            return onBranch(table);
        }

        /**
         * What the run's snapshots of a staged table changed since its branch left main, from their
         * manifests (no data file is read): every other data file on the branch is one main had, unchanged.
         */
        public StagedFiles stagedFiles(LakeTable lakeTable) {
            Table table = table(lakeTable).orElseThrow();
            long fork = forks.get(lakeTable);
            List<Snapshot> run = new ArrayList<>();
            for (Snapshot snapshot : SnapshotUtil.ancestorsOf(table.snapshot(branch).snapshotId(), table::snapshot)) {
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
                    throw new IllegalStateException(name(lakeTable) + ": snapshot " + snapshot.snapshotId()
                            + " of the run changed delete files; the audit counts rows in data files (copy-on-write)");
                }
                snapshot.removedDataFiles(table.io()).forEach(file -> {
                    if (added.remove(file.location()) == null) {
                        removed.put(file.location(), file);
                    }
                });
                snapshot.addedDataFiles(table.io()).forEach(file -> added.put(file.location(), file));
            }
            List<DataFile> kept = new ArrayList<>();
            if (!sources.isEmpty()) {
                try (CloseableIterable<FileScanTask> files = table.newScan().useRef(branch).includeColumnStats()
                        .filter(Expressions.in("source", sources.toArray())).planFiles()) {
                    files.forEach(task -> {
                        if (!added.containsKey(task.file().location())) {
                            kept.add(task.file().copy());
                        }
                    });
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }
            return new StagedFiles(table.schema(), List.copyOf(added.values()), List.copyOf(removed.values()), kept);
        }

        /**
         * Makes every staged table visible, each fast-forwarded or, if another run published
         * meanwhile, re-based onto main; returns each table's new snapshot id, by table name.
         */
        public Map<String, Long> publish() throws IOException {
            publishing = true;
            if (publishInOneCommit()) {
                written.forEach(table -> spark.catalog().refreshTable(name(table))); // Spark's cached tables
                dropScratch();
                return snapshots();
            }
            Path marker = new Path(output, MARKER + "." + branch);
            FileSystem fs = marker.getFileSystem(spark.sparkContext().hadoopConfiguration());
            try (OutputStream out = fs.create(marker, true)) {
                out.write(new PublishMarker(branch, List.copyOf(sources)).json().getBytes(StandardCharsets.UTF_8));
            }
            for (LakeTable table : written) {
                IcebergLake.this.publish(table, branch, replacedIn(table));
            }
            fs.delete(marker, false);
            dropScratch();
                return snapshots();
        }

        /** The sources whose rows a table's publish replaces: the sources table has its own set. */
        private Set<String> replacedIn(LakeTable table) {
            return table == LakeTable.SOURCES ? sourcesRewritten : sources;
        }

        /**
         * Publishes every staged table in one commit where the catalog can ({@link MultiTablePublish}),
         * each table re-based first where another run moved its main, retried while main keeps moving.
         * False where the catalog commits one table at a time.
         */
        private boolean publishInOneCommit() {
            if (!MultiTablePublish.mayCommitTogether(spark, catalogName)) {
                return false;
            }
            for (int attempt = 1; ; attempt++) {
                for (LakeTable table : written) {
                    Table iceberg = table(table).orElseThrow();
                    if (mainMoved(iceberg, branch)) {
                        rebase(table, iceberg, branch, replacedIn(table));
                    }
                }
                try {
                    return MultiTablePublish.commit(spark, catalogName, written.stream().map(IcebergLake.this::id).toList(),
                            branch);
                } catch (org.apache.iceberg.exceptions.CommitFailedException e) {
                    if (attempt >= PUBLISH_ATTEMPTS) {
                        throw e;
                    }
                }
            }
        }

        /** Drops what was staged; the published tables were never touched. */
        public void discard() {
            for (LakeTable table : written) {
                table(table).filter(t -> t.refs().containsKey(branch) && !publishing).ifPresent(t -> drop(t, branch));
            }
            try {
                dropScratch();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }

    /**
     * The table with every column of {@code rows} it lacks added (optional, at the end), so that a lake
     * made by an earlier version takes the rows of this one: the new columns are null in the rows it
     * already holds until their sources are read again ({@code --full}). A schema change touches no
     * data file, and readers of main see the new columns empty at once. And the write properties of
     * this version's layout the table lacks (bloom filters, dictionaries, full source bounds), for the
     * files written from now on; a property the table has keeps its value.
     */
    private Table addMissing(LakeTable lakeTable, Table table, StructType rows) {
        if (rows == null) { // the run deletes rows only
            return table;
        }
        org.apache.iceberg.Schema wanted = TableLayout.icebergSchema(rows);
        List<Types.NestedField> missing = wanted.columns().stream()
                .filter(column -> table.schema().findField(column.name()) == null).toList();
        if (!missing.isEmpty()) {
            UpdateSchema update = table.updateSchema();
            missing.forEach(column -> update.addColumn(column.name(), column.type(), column.doc()));
            update.commit();
        }
        Map<String, String> lacking = new LinkedHashMap<>(lakeTable.layout().writeProperties());
        lacking.keySet().removeAll(table.properties().keySet());
        if (!lacking.isEmpty()) {
            UpdateProperties properties = table.updateProperties();
            lacking.forEach(properties::set);
            properties.commit();
        }
        if (!missing.isEmpty() || !lacking.isEmpty()) {
            table.refresh();
        }
            return table;
    }

    /** Creates a table with its {@link TableLayout}; every column optional. */
    private Table create(LakeTable table, StructType rows) {
        Catalog catalog = catalog();
        // through Spark: the Iceberg catalog Spark hands out may be its cache, which has no namespaces
        spark.sql("CREATE NAMESPACE IF NOT EXISTS " + namespaceName());
        org.apache.iceberg.Schema schema = TableLayout.icebergSchema(rows);
        TableLayout layout = table.layout();
        SortOrder.Builder order = SortOrder.builderFor(schema);
        layout.clusterBy().forEach(order::asc);
        Map<String, String> properties = new LinkedHashMap<>();
        properties.put(TableProperties.FORMAT_VERSION, "2");
        properties.putAll(layout.writeProperties());
        properties.put(TableProperties.WRITE_DISTRIBUTION_MODE,
                layout.clusterBy().isEmpty() ? TableProperties.WRITE_DISTRIBUTION_MODE_NONE
                        : TableProperties.WRITE_DISTRIBUTION_MODE_RANGE);
        properties.put(TableProperties.METADATA_DELETE_AFTER_COMMIT_ENABLED, "true");
        try {
            return catalog.buildTable(id(table), schema).withSortOrder(order.build()).withProperties(properties).create();
        } catch (AlreadyExistsException e) {
            return catalog.loadTable(id(table)); // another run made it meanwhile
        }
    }

    /** The table's data locations, below a directory of the run: {@code data/<branch>/<file>} with Iceberg's default layout. */
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
