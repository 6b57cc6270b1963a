package org.chesslake.ingest;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Collectors;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.GlobPattern;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.storage.StorageLevel;
import org.chesslake.lake.ConcurrentRunException;
import org.chesslake.lake.DataFileTarget;
import org.chesslake.lake.IcebergLake;
import org.chesslake.lake.LakeStorage;
import org.chesslake.lake.LakeTable;
import org.chesslake.lake.PositionsTable;
import org.chesslake.lake.Recovery;
import org.chesslake.lake.RunLease;
import org.chesslake.lake.SourcesTable;
import org.chesslake.lake.Staging;
import org.chesslake.scan.DatabaseFinder;
import org.chesslake.scan.DatabaseRef;
import org.chesslake.scan.PlannedInput;
import org.chesslake.scan.ReadMode;
import org.chesslake.scan.ScanContext;
import org.chesslake.scan.SourceNames;
import org.chesslake.spark.GameScan;
import org.chesslake.spark.TableSchemas;
import org.chesslake.table.TableKind;

/**
 * The ingest: one read per table over every input (the scan plans all databases at once), written
 * into the lake as write, audit, publish. The rows of the run's sources replace theirs, in one
 * publish; every other source keeps its rows. Every game is decoded once: the moves pass's tasks
 * write the data files of the moves and the games tables and count the names of the headers they
 * decode (see {@link #writeMoves}). What a run reads and decides before it writes is its {@link Run}.
 */
public final class Ingest {

    /**
     * The input (its databases' files) up to which a run's names are sorted and written by one task:
     * a few hundred thousand names at most.
     */
    private static final long NAMES_IN_ONE_TASK_BYTES = 64L << 20;

    /**
     * A development switch, for benchmarks only: {@code false} leaves the opening index (the positions
     * table) out of the run ({@code jobs/ingest --conf spark.chesslake.dev.index=false}), so that the
     * same ingest can be timed with and without it ({@code jobs/dev/bench cold index}). The sources
     * the run writes are then recorded without the index, as those of a lake made before it existed.
     */
    public static final String INDEX_SWITCH = "spark.chesslake.dev.index";

    private final SparkSession spark;
    private final IngestArgs args;
    private final IngestListener listener;
    /** The tables the run writes: the args', without the positions table where {@link #INDEX_SWITCH} is off. */
    private final Set<LakeTable> written;

    public Ingest(SparkSession spark, IngestArgs args) {
        this(spark, args, IngestListener.NONE);
    }

    /** @param listener told of the run's steps: tests change the staged tables or the input between them */
    Ingest(SparkSession spark, IngestArgs args, IngestListener listener) {
        this.spark = spark;
        this.args = args;
        this.listener = listener;
        this.written = Boolean.parseBoolean(spark.conf().get(INDEX_SWITCH, "true")) ? args.written()
                : args.written().stream().filter(table -> table != LakeTable.POSITIONS).collect(Collectors.toUnmodifiableSet());
    }

    /** The lake this run writes to: embedded in the output directory, or in the catalog of --catalog. */
    IcebergLake lake() {
        return IcebergLake.of(spark, args.output(), args.catalog(), args.namespace());
    }

    /**
     * Runs the ingest: takes a lease on the lake, recovers what dead runs left, lists and plans the
     * input once (only the new and changed databases are opened), and ingests it ({@link #ingest}).
     */
    public IngestReport run() throws IOException {
        long start = System.nanoTime();
        LakeStorage.requireSafeCatalog(args.output(), args.catalog(), spark.sparkContext().hadoopConfiguration());
        IcebergLake lake = lake();
        try (RunLease lease = RunLease.acquire(lake.output(), spark.sparkContext().hadoopConfiguration(), runId(),
                leaseTimeToLive())) {
            List<String> recovered = Recovery.recover(lake);
            SourcesTable.Recorded held = SourcesTable.recorded(lake);
            Map<String, SourcesTable.Source> recorded = held.sources();
            ScanContext context = GameScan.context();
            // each database's files from the listing, compared with its row: only the new and changed are opened
            Map<String, SourcesTable.Files> listed = new HashMap<>();
            // named as the lake knows them: a source is its database, not its name
            SourceNames names = new LakeSourceNames(recorded.values(), args.sourceName() != null);
            PlannedInput.Selection selection = new PlannedInput.Selection(names, database -> {
                SourcesTable.Files files = SourcesTable.Files.of(database, context.conf());
                listed.put(database.source(), files);
                return status(recorded.get(database.source()), files) != SourceStatus.UNCHANGED;
            }, args.mode() == ReadMode.PERMISSIVE);
            // listed and planned once for the run's reads of it (moves, games, names, the audit's count)
            try (PlannedInput input = PlannedInput.open(DatabaseFinder.ANY_FORMAT, args.inputs(), readOptions(), context,
                    selection)) {
                Map<String, String> readOptions = readOptions();
                readOptions.put(PlannedInput.INTERNAL_OPTION, input.id());
                Map<String, String> unopenable = new LinkedHashMap<>();
                input.unopenable().forEach(a -> unopenable.put(a.database().source(), errorOf(a.error())));
                Run run = new Run(lake, lease, recovered, start, input, readOptions, held, listed, unopenable,
                        statuses(input, recorded, listed, unopenable));
                return ingest(run);
            }
        }
    }

    /** How long a run's lease lasts unrenewed: {@code spark.chesslake.leaseSeconds}, else {@link RunLease#DEFAULT_TIME_TO_LIVE}. */
    private Duration leaseTimeToLive() {
        return Duration.ofSeconds(spark.sparkContext().getConf().getLong("spark.chesslake.leaseSeconds",
                RunLease.DEFAULT_TIME_TO_LIVE.toSeconds()));
    }

    /**
     * What this run does with a listed database, by its row in the sources table: unchanged when
     * its files are as recorded, its last read succeeded and it has rows in every table the run writes.
     */
    private SourceStatus status(SourcesTable.Source recorded, SourcesTable.Files files) {
        if (recorded == null) {
            return SourceStatus.NEW;
        }
        boolean unchanged = recorded.error() == null && recorded.files().fingerprint().equals(files.fingerprint())
                && recorded.tables().containsAll(tableNames());
        return !unchanged ? SourceStatus.CHANGED : args.full() ? SourceStatus.REREAD : SourceStatus.UNCHANGED;
    }

    /** What this run does with each source: those listed, then those recorded whose files are gone. */
    private Map<String, SourceStatus> statuses(PlannedInput input, Map<String, SourcesTable.Source> recorded,
                                               Map<String, SourcesTable.Files> listed, Map<String, String> unopenable) {
        Map<String, SourceStatus> statuses = new LinkedHashMap<>();
        for (DatabaseRef database : input.listed()) {
            statuses.put(database.source(), unopenable.containsKey(database.source()) ? SourceStatus.UNREADABLE
                    : status(recorded.get(database.source()), listed.get(database.source())));
        }
        for (String gone : gone(recorded.values(), statuses.keySet())) {
            statuses.put(gone, args.prune() ? SourceStatus.PRUNED : SourceStatus.REMOVED);
        }
        return statuses;
    }

    private List<String> tableNames() {
        return written.stream().sorted().map(LakeTable::tableName).toList();
    }

    /**
     * Writes, audits and publishes the run's sources, each run's rows replacing theirs, and writes
     * the report; a run that changes nothing leaves the lake as it is.
     */
    private IngestReport ingest(Run run) throws IOException {
        Map<String, SourceReport> read = Map.of();
        Map<String, Long> snapshots;
        if (run.changesNothing()) {
            snapshots = run.lake().snapshots();
        } else {
            Set<String> rewritten = run.rewritten();
            run.lease().claim(rewritten);
            failIfClaimed(run.lease(), rewritten);
            Staging staging = new Staging(run.lake(), run.id(), run.replaced());
            try {
                read = run.databases().isEmpty() ? Map.of() : write(run, staging);
                if (run.databases().isEmpty()) {
                    written.forEach(staging::deleteRows);
                }
                spark.sparkContext().setJobDescription("ingest: sources");
                staging.writeInOneTask(LakeTable.SOURCES, SourcesTable.rows(spark, sourceRows(run, read)), rewritten);
                spark.sparkContext().setJobDescription("ingest: publish");
                failIfClaimed(run.lease(), rewritten);
                failIfWrittenMeanwhile(run.lake(), run.held(), rewritten);
                snapshots = staging.publish();
            } catch (Throwable e) {
                try {
                    staging.discard();
                } catch (RuntimeException discardFailed) {
                    e.addSuppressed(discardFailed);
                }
                throw e;
            }
        }
        IngestReport report = new IngestReport(args.output(), tableNames(), args.mode(), seconds(run.startNanos()),
                snapshots, sourceReports(run, read), run.recovered());
        report.write(new org.apache.hadoop.fs.Path(args.output()), spark.sparkContext().hadoopConfiguration());
        return report;
    }

    /** The report of each source: those read from the audit, the others from what the lake recorded of them. */
    private static List<SourceReport> sourceReports(Run run, Map<String, SourceReport> read) {
        List<SourceReport> reports = new ArrayList<>();
        Map<String, String> formats = new HashMap<>();
        Map<String, String> paths = new HashMap<>();
        run.input().listed().forEach(d -> {
            formats.put(d.source(), d.format());
            paths.put(d.source(), d.path());
        });
        for (Map.Entry<String, SourceStatus> entry : run.statuses().entrySet()) {
            String source = entry.getKey();
            SourceReport report = read.get(source);
            if (report == null) {
                SourcesTable.Source held = run.recorded().get(source);
                String error = run.unopenable().get(source);
                report = held == null
                        ? new SourceReport(source, formats.get(source), paths.get(source), entry.getValue(), 0, 0, 0, 0, 0,
                                error)
                        : new SourceReport(source, held.format(), paths.getOrDefault(source, held.path()), entry.getValue(),
                                held.entries(), held.games(), held.decodeErrors(), held.moves(), held.names(), error);
            }
            if (report.status() == SourceStatus.NEW) {
                report = lookalike(run.recorded().values(), source, run.listed().get(source)).map(report::withSameFilesAs)
                        .orElse(report);
            }
            reports.add(report);
        }
        return reports;
    }

    /** Writes the game tables of the databases read and audits them; returns the report of each, by source. */
    private Map<String, SourceReport> write(Run run, Staging staging) throws IOException {
        // a .gz or one-frame .zst is decompressed once into the run's scratch area, and its text split
        run.input().copyTextInto(staging.scratch("text-copies"));
        MovesFiles.Written moves = null;
        if (args.tables().contains(LakeTable.MOVES)) {
            spark.sparkContext().setJobDescription("ingest: moves of " + run.databases().size() + " databases");
            moves = writeMoves(run, staging);
        }
        if (moves == null && args.tables().contains(LakeTable.GAMES)) {
            spark.sparkContext().setJobDescription("ingest: games");
            staging.write(LakeTable.GAMES, read(run, TableKind.GAMES));
        }
        listener.gamesStaged(staging);
        // the names are staged on a thread of their own while the audit counts the other tables: each is a query
        // whose planning and code generation keep one core of a cold driver busy, and their jobs are small
        ExecutorService namesThread = Executors.newSingleThreadExecutor(task -> new Thread(task, "chesslake-names"));
        MovesFiles.Written counted = moves;
        Future<?> names = namesThread.submit(() -> {
            if (args.tables().contains(LakeTable.NAMES)) {
                spark.sparkContext().setJobDescription("ingest: names");
                writeNames(run, staging, counted);
            }
        });
        namesThread.shutdown();
        try {
            spark.sparkContext().setJobDescription("ingest: audit");
            Map<String, SourceReport> reports = new LinkedHashMap<>();
            new Audit(spark, written).check(run, staging, moves, () -> read(run, TableKind.GAMES), () -> await(names))
                    .forEach(r -> reports.put(r.source(), r));
            return reports;
        } catch (RuntimeException | Error e) {
            try { // nothing of the run is discarded while its names are still being written
                await(names);
            } catch (RuntimeException | Error namesFailed) {
                if (namesFailed != e) { // the audit may have thrown the names' own failure
                    e.addSuppressed(namesFailed);
                }
            }
            throw e;
        }
    }

    /** Waits for {@code step}, a part of the run on another thread; its failure is thrown here. */
    private static void await(Future<?> step) {
        try {
            step.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while the run's names were being staged", e);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException failure) {
                throw failure;
            }
            if (e.getCause() instanceof Error failure) {
                throw failure;
            }
            throw new IllegalStateException(e.getCause());
        }
    }

    /** The source of the lake, other than {@code source}, whose files have the fingerprint of {@code files}. */
    private static Optional<String> lookalike(Collection<SourcesTable.Source> recorded, String source,
                                              SourcesTable.Files files) {
        return files == null ? Optional.empty() : recorded.stream()
                .filter(held -> !held.source().equals(source) && held.files().fingerprint().equals(files.fingerprint()))
                .map(SourcesTable.Source::source).findFirst();
    }

    /**
     * The sources table's rows this run writes: each database read, with its counts; each that could
     * not be opened, with its error and the counts of the rows the lake keeps of it.
     */
    private List<SourcesTable.Source> sourceRows(Run run, Map<String, SourceReport> read) {
        Instant now = Instant.now();
        String runId = run.id();
        Map<String, SourcesTable.Files> listed = run.listed();
        Map<String, String> unopenable = run.unopenable();
        List<SourcesTable.Source> rows = new ArrayList<>();
        for (DatabaseRef database : run.input().listed()) {
            String source = database.source();
            SourceReport r = read.get(source);
            if (r != null) {
                rows.add(new SourcesTable.Source(source, database.path(), database.format(), listed.get(source), tableNames(), runId, now,
                        r.entries(), r.gamesWritten(), r.decodeErrors(), r.moves(), r.names(), null));
            } else if (unopenable.containsKey(source)) {
                SourcesTable.Source held = run.recorded().get(source);
                rows.add(held == null
                        ? new SourcesTable.Source(source, database.path(), database.format(), listed.get(source), List.of(), runId, now,
                                0, 0, 0, 0, 0, unopenable.get(source))
                        : new SourcesTable.Source(source, database.path(), database.format(), listed.get(source), held.tables(), runId, now,
                                held.entries(), held.games(), held.decodeErrors(), held.moves(), held.names(),
                                unopenable.get(source)));
            }
        }
        return rows;
    }

    /**
     * The recorded sources not listed by this run whose database file was below one of its inputs
     * (a directory named, or a glob's match): their files are gone.
     */
    private List<String> gone(Collection<SourcesTable.Source> recorded, Set<String> listed) {
        List<String> gone = new ArrayList<>();
        Configuration conf = spark.sparkContext().hadoopConfiguration();
        for (SourcesTable.Source source : recorded) {
            if (!listed.contains(source.source()) && source.path() != null
                    && args.inputs().stream().anyMatch(input -> below(source.path(), input, conf))) {
                gone.add(source.source());
            }
        }
        return gone;
    }

    private static boolean below(String file, String input, Configuration conf) {
        try {
            org.apache.hadoop.fs.Path given = new org.apache.hadoop.fs.Path(input);
            String root = given.getFileSystem(conf).makeQualified(given).toString();
            GlobPattern glob = new GlobPattern(root);
            if (glob.hasWildcard()) {
                return glob.matches(file);
            }
            return file.equals(root) || file.startsWith(root.endsWith("/") ? root : root + "/");
        } catch (IOException e) {
            throw new UncheckedIOException(input + ": " + e.getMessage(), e);
        }
    }

    private static String errorOf(RuntimeException error) {
        return error.getMessage() != null ? error.getMessage() : error.toString();
    }

    /**
     * Stops the run if a live run that started first claims one of its sources: of two runs on one
     * source, the earlier goes on. Checked after claiming and again before publishing.
     */
    private static void failIfClaimed(RunLease lease, Set<String> sources) {
        lease.earlierClaimOf(sources).ifPresent(claim -> {
            throw new ConcurrentRunException("run " + lease.runId() + " stops: " + claim);
        });
    }

    /**
     * Stops the run if another run published one of its sources since this run read the sources
     * table: its rows would replace rows it never saw. Where the table's main is still the snapshot
     * the run read, its rows are those the run read: nothing to read again.
     */
    private static void failIfWrittenMeanwhile(IcebergLake lake, SourcesTable.Recorded held, Set<String> sources) {
        if (java.util.Objects.equals(held.snapshotId(), SourcesTable.snapshotId(lake))) {
            return;
        }
        Map<String, SourcesTable.Source> recorded = held.sources();
        Map<String, SourcesTable.Source> now = SourcesTable.read(lake);
        for (String source : sources) {
            String before = recorded.containsKey(source) ? recorded.get(source).runId() : null;
            String after = now.containsKey(source) ? now.get(source).runId() : null;
            if (!java.util.Objects.equals(before, after)) {
                throw new ConcurrentRunException("source " + source + " was written by run " + after
                        + " while this run ran; nothing of this run is published");
            }
        }
    }

    private static String runId() {
        return UUID.randomUUID().toString().replace("-", "").substring(0, 16).toLowerCase(Locale.ROOT);
    }

    /**
     * The one full decode of every game: the tasks write the data files of the moves table and of the
     * games table themselves, and the names they counted (see {@link MovesFiles}); both tables' files
     * are staged here, and the positions table's (the opening index), which the same tasks write from
     * the same games. A run that does not write the games table has its games rows written into its
     * scratch directory, for the audit's count of decode errors.
     */
    private MovesFiles.Written writeMoves(Run run, Staging staging) throws IOException {
        DataFileTarget moves = staging.fileTarget(LakeTable.MOVES, MovesFiles.schema());
        boolean gamesStaged = args.tables().contains(LakeTable.GAMES);
        DataFileTarget games = gamesStaged ? staging.fileTarget(LakeTable.GAMES, TableSchemas.of(TableKind.GAMES))
                : staging.scratchTarget(LakeTable.GAMES, "games");
        DataFileTarget positions = this.written.contains(LakeTable.POSITIONS)
                ? staging.fileTarget(LakeTable.POSITIONS, PositionsTable.SCHEMA) : null;
        MovesFiles.Written written = MovesFiles.write(spark, args.inputs(), run.readOptions(), moves, games, positions,
                staging.scratch("names"));
        staging.commit(LakeTable.MOVES, written.moveFiles());
        if (gamesStaged) {
            staging.commit(LakeTable.GAMES, written.gameFiles());
        }
        if (positions != null) {
            staging.commit(LakeTable.POSITIONS, written.positionFiles());
        }
        return written;
    }

    /**
     * Stages the names table: after a moves pass, the names it counted from the headers it decoded
     * (the databases whose names are a header tally) and those of the other databases read from
     * their name files, with no read at all when the moves pass counted every database's names;
     * without a moves pass, every database's names read. The names of one database read alone are
     * one task's (a names task reads whole databases), and so are those of a small input's databases
     * ({@link #NAMES_IN_ONE_TASK_BYTES}): written in that task, without a range sort, whose sample is
     * a job of its own. Otherwise what is read is kept once read: the range sort's sample and its
     * write both take the rows.
     */
    private void writeNames(Run run, Staging staging, MovesFiles.Written moves) {
        Set<String> counted = moves == null ? Set.of() : moves.namesCounted();
        List<DatabaseRef> unread = run.databases().stream().filter(database -> !counted.contains(database.source())).toList();
        boolean small = inputBytes(run) <= NAMES_IN_ONE_TASK_BYTES;
        if (unread.isEmpty()) {
            if (small) {
                staging.writeInOneTask(LakeTable.NAMES, moves.names(spark));
            } else {
                staging.write(LakeTable.NAMES, moves.names(spark));
            }
            return;
        }
        if (moves != null) {
            run.input().namesCountedElsewhere(counted);
        }
        if (small || counted.isEmpty() && unread.size() == 1) {
            Dataset<Row> read = read(run, TableKind.NAMES);
            staging.writeInOneTask(LakeTable.NAMES, counted.isEmpty() ? read : moves.names(spark).unionByName(read));
            return;
        }
        Dataset<Row> read = read(run, TableKind.NAMES).persist(StorageLevel.MEMORY_AND_DISK());
        try {
            // the moves tasks' name files hold rows only of the sources whose names they counted
            staging.write(LakeTable.NAMES, counted.isEmpty() ? read : moves.names(spark).unionByName(read));
        } finally {
            read.unpersist();
        }
    }

    /** The size of the files of the databases the run reads, as listed. */
    private static long inputBytes(Run run) {
        return run.databases().stream().map(database -> run.listed().get(database.source()))
                .filter(java.util.Objects::nonNull).flatMap(files -> files.files().stream()).mapToLong(SourcesTable.SourceFile::size).sum();
    }

    /**
     * One read of a table over every input: the scan finds and plans all databases at once. Many
     * small databases are coalesced into a few tasks, so that they make a few files, not one each.
     */
    private Dataset<Row> read(Run run, TableKind table) {
        Dataset<Row> rows = spark.read().format(DatabaseFinder.ANY_FORMAT).options(run.readOptions())
                .option("table", table.name()).load(args.inputs().toArray(String[]::new));
        int tasks = 2 * spark.sparkContext().defaultParallelism();
        return run.databases().size() > tasks ? rows.coalesce(tasks) : rows;
    }

    /** The options of every read of the run but the table and its planned input: the mode, the partition sizing. */
    private Map<String, String> readOptions() {
        Map<String, String> options = new HashMap<>();
        options.put("mode", args.mode().name());
        if (args.gamesPerPartition() > 0) {
            options.put("gamesPerPartition", String.valueOf(args.gamesPerPartition()));
        }
        if (args.sourceName() != null) {
            options.put("sourceName", args.sourceName());
        }
        return options;
    }

    private static double seconds(long startNanos) {
        return (System.nanoTime() - startNanos) / 1e9;
    }
}
