package org.chesslake.ingest;

import org.chesslake.lake.ConcurrentRunException;
import org.chesslake.lake.DataFileTarget;
import org.chesslake.lake.IcebergLake;
import org.chesslake.lake.LakeTable;
import org.chesslake.lake.Recovery;
import org.chesslake.lake.RunLease;
import org.chesslake.lake.SourcesTable;
import org.chesslake.lake.Staging;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.UUID;
import java.util.function.Consumer;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.GlobPattern;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.storage.StorageLevel;
import org.chesslake.scan.DatabaseFinder;
import org.chesslake.scan.DatabaseRef;
import org.chesslake.scan.PlannedInput;
import org.chesslake.scan.ReadMode;
import org.chesslake.scan.ScanContext;
import org.chesslake.table.TableKind;
import org.chesslake.spark.GameScan;
import org.chesslake.spark.TableSchemas;

/**
 * The ingest: one read per table over every input (the scan plans all databases at once), written
 * into the lake as write, audit, publish. The rows of the run's sources replace theirs, in one
 * publish; every other source keeps its rows. Every game is decoded once: the moves pass's tasks
 * write the data files of the moves and the games tables and count the names of the headers they
 * decode (see {@link #writeMoves}).
 */
public final class Ingest {

    /** The audit's parts: the input's index entries, the moves pass's games rows, a staged table's changed files. */
    private static final AuditCounts.Part ENTRIES = new AuditCounts.Part("input", "index entries");
    private static final AuditCounts.Part DECODED = new AuditCounts.Part("moves pass", "games rows");
    private static final String ADDED = "added";
    private static final String KEPT = "kept";
    private static final String REMOVED = "removed";
    private static final String DECODE_ERROR = "decode_error";

    private final SparkSession spark;
    private final IngestArgs args;
    private final Consumer<Staging> gamesStaged;
    private final Consumer<Staging> beforeAudit;
    private int databaseCount;
    /** The run's input, listed and planned once; every read of the run names it. */
    private PlannedInput plannedInput;

    public Ingest(SparkSession spark, IngestArgs args) {
        this(spark, args, staging -> { });
    }

    /**
     * @param gamesStaged what happens once the run's games and moves are staged, before its names: tests
     *                    change the input the rest of the run reads, or lose games rows on the branch
     *                    to fail the audit
     */
    Ingest(SparkSession spark, IngestArgs args, Consumer<Staging> gamesStaged) {
        this(spark, args, gamesStaged, staging -> { });
    }

    /** @param beforeAudit what happens to the staged tables between write and audit: tests lose rows on the branch */
    Ingest(SparkSession spark, IngestArgs args, Consumer<Staging> gamesStaged,
           Consumer<Staging> beforeAudit) {
        this.spark = spark;
        this.args = args;
        this.gamesStaged = gamesStaged;
        this.beforeAudit = beforeAudit;
    }

    /** The lake this run writes to: embedded in the output directory, or in the catalog of --catalog. */
    IcebergLake lake() {
        return IcebergLake.of(spark, args.output(), args.catalog(), args.namespace());
    }

    public IngestReport run() throws IOException {
        long start = System.nanoTime();
        IcebergLake lake = lake();
        try (RunLease lease = RunLease.acquire(lake.output(), spark.sparkContext().hadoopConfiguration(), runId(),
                leaseTimeToLive())) {
            List<String> recovered = Recovery.recover(lake);
            return run(lake, lease, recovered, start);
        }
    }

    /** How long a run's lease lasts unrenewed: {@code spark.chesslake.leaseSeconds}, else {@link RunLease#DEFAULT_TIME_TO_LIVE}. */
    private Duration leaseTimeToLive() {
        return Duration.ofSeconds(spark.sparkContext().getConf().getLong("spark.chesslake.leaseSeconds",
                RunLease.DEFAULT_TIME_TO_LIVE.toSeconds()));
    }

    private IngestReport run(IcebergLake lake, RunLease lease, List<String> recovered, long start) throws IOException {
        Map<String, SourcesTable.Source> recorded = SourcesTable.read(lake);
        ScanContext context = GameScan.context();
        // each database's files from the listing, compared with its row: only the new and changed are opened
        Map<String, SourcesTable.Files> listed = new HashMap<>();
        PlannedInput.Selection selection = new PlannedInput.Selection(database -> {
            SourcesTable.Files files = SourcesTable.Files.of(database, context.conf());
            listed.put(database.source(), files);
            return status(recorded.get(database.source()), files) != SourceStatus.UNCHANGED;
        }, args.mode() == ReadMode.PERMISSIVE);
        // listed and planned once for the run's reads of it (moves, games, names, the audit's count)
        try (PlannedInput input = PlannedInput.open(DatabaseFinder.ANY_FORMAT, args.inputs(), readOptions(), context,
                selection)) {
            plannedInput = input;
            return run(lake, lease, recovered, input, recorded, listed, start);
        } finally {
            plannedInput = null;
        }
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

    private List<String> tableNames() {
        return args.tables().stream().sorted().map(LakeTable::tableName).toList();
    }

    private IngestReport run(IcebergLake lake, RunLease lease, List<String> recovered, PlannedInput input,
                             Map<String, SourcesTable.Source> recorded, Map<String, SourcesTable.Files> listed,
                             long start) throws IOException {
        List<DatabaseRef> databases = input.databases();
        databaseCount = databases.size();
        Map<String, String> unopenable = new LinkedHashMap<>();
        input.unopenable().forEach(a -> unopenable.put(a.database().source(), errorOf(a.error())));
        Map<String, SourceStatus> statuses = new LinkedHashMap<>();
        for (DatabaseRef database : input.listed()) {
            statuses.put(database.source(), unopenable.containsKey(database.source()) ? SourceStatus.UNREADABLE
                    : status(recorded.get(database.source()), listed.get(database.source())));
        }
        for (String gone : gone(recorded.values(), statuses.keySet())) {
            statuses.put(gone, args.prune() ? SourceStatus.PRUNED : SourceStatus.REMOVED);
        }
        Set<String> replaced = new LinkedHashSet<>();
        statuses.forEach((source, status) -> {
            if (status.replacesRows()) {
                replaced.add(source);
            }
        });
        Map<String, SourceReport> read = Map.of();
        Map<String, Long> snapshots;
        if (replaced.isEmpty() && unopenable.isEmpty()) {
            snapshots = lake.snapshots(); // nothing to write: the lake stays as it is
        } else {
            String runId = lease.runId();
            Set<String> rewritten = new LinkedHashSet<>(replaced);
            rewritten.addAll(unopenable.keySet());
            lease.claim(rewritten);
            failIfClaimed(lease, rewritten);
            Staging staging = new Staging(lake, runId, replaced);
            try {
                read = databases.isEmpty() ? Map.of() : write(staging, databases, statuses);
                if (databases.isEmpty()) {
                    args.tables().forEach(staging::deleteRows);
                }
                spark.sparkContext().setJobDescription("ingest: sources");
                staging.writeInOneTask(LakeTable.SOURCES, SourcesTable.rows(spark,
                        sourceRows(input, runId, recorded, listed, read, unopenable)), rewritten);
                spark.sparkContext().setJobDescription("ingest: publish");
                failIfClaimed(lease, rewritten);
                failIfWrittenMeanwhile(lake, recorded, rewritten);
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
        List<SourceReport> reports = new ArrayList<>();
        Map<String, String> formats = new HashMap<>();
        Map<String, String> paths = new HashMap<>();
        input.listed().forEach(d -> {
            formats.put(d.source(), d.format());
            paths.put(d.source(), d.path());
        });
        for (Map.Entry<String, SourceStatus> entry : statuses.entrySet()) {
            String source = entry.getKey();
            SourceReport report = read.get(source);
            if (report == null) {
                SourcesTable.Source held = recorded.get(source);
                report = held == null
                        ? new SourceReport(source, formats.get(source), paths.get(source), entry.getValue(), 0, 0, 0, 0, 0,
                                unopenable.get(source))
                        : new SourceReport(source, held.format(), paths.getOrDefault(source, held.path()), entry.getValue(),
                                held.entries(), held.games(), held.decodeErrors(), held.moves(), held.names(),
                                unopenable.get(source));
            }
            reports.add(report);
        }
        List<String> tables = tableNames();
        IngestReport report = new IngestReport(args.output(), tables, args.mode(), seconds(start), snapshots, reports,
                recovered);
        report.write(new org.apache.hadoop.fs.Path(args.output()), spark.sparkContext().hadoopConfiguration());
        return report;
    }

    /** Writes the game tables of the databases read and audits them; returns the report of each, by source. */
    private Map<String, SourceReport> write(Staging staging, List<DatabaseRef> databases,
                                            Map<String, SourceStatus> statuses) throws IOException {
        // a .gz or one-frame .zst is decompressed once into the run's scratch area, and its text split
        plannedInput.copyTextInto(staging.scratch("text-copies"));
        MovesFiles.Written moves = null;
        if (args.tables().contains(LakeTable.MOVES)) {
            spark.sparkContext().setJobDescription("ingest: moves of " + databases.size() + " databases");
            moves = writeMoves(staging);
        }
        if (moves == null && args.tables().contains(LakeTable.GAMES)) {
            spark.sparkContext().setJobDescription("ingest: games");
            staging.write(LakeTable.GAMES, read(TableKind.GAMES));
        }
        gamesStaged.accept(staging);
        if (args.tables().contains(LakeTable.NAMES)) {
            spark.sparkContext().setJobDescription("ingest: names");
            writeNames(staging, moves, databases);
        }
        beforeAudit.accept(staging);
        spark.sparkContext().setJobDescription("ingest: audit");
        Map<String, SourceReport> reports = new LinkedHashMap<>();
        audit(staging, databases, statuses, moves).forEach(r -> reports.put(r.source(), r));
        return reports;
    }

    /**
     * The sources table's rows this run writes: each database read, with its counts; each that could
     * not be opened, with its error and the counts of the rows the lake keeps of it.
     */
    private List<SourcesTable.Source> sourceRows(PlannedInput input, String runId, Map<String, SourcesTable.Source> recorded,
                                                 Map<String, SourcesTable.Files> listed, Map<String, SourceReport> read,
                                                 Map<String, String> unopenable) {
        Instant now = Instant.now();
        List<SourcesTable.Source> rows = new ArrayList<>();
        for (DatabaseRef database : input.listed()) {
            String source = database.source();
            SourceReport r = read.get(source);
            if (r != null) {
                rows.add(new SourcesTable.Source(source, database.format(), listed.get(source), tableNames(), runId, now,
                        r.entries(), r.gamesWritten(), r.decodeErrors(), r.moves(), r.names(), null));
            } else if (unopenable.containsKey(source)) {
                SourcesTable.Source held = recorded.get(source);
                rows.add(held == null
                        ? new SourcesTable.Source(source, database.format(), listed.get(source), List.of(), runId, now,
                                0, 0, 0, 0, 0, unopenable.get(source))
                        : new SourcesTable.Source(source, database.format(), listed.get(source), held.tables(), runId, now,
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
     * table: its rows would replace rows it never saw.
     */
    private static void failIfWrittenMeanwhile(IcebergLake lake, Map<String, SourcesTable.Source> recorded,
                                               Set<String> sources) {
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
     * are staged here. A run that does not write the games table has its games rows written into its
     * scratch directory, for the audit's count of decode errors.
     */
    private MovesFiles.Written writeMoves(Staging staging) throws IOException {
        DataFileTarget moves = staging.fileTarget(LakeTable.MOVES, MovesFiles.schema());
        boolean gamesStaged = args.tables().contains(LakeTable.GAMES);
        DataFileTarget games = gamesStaged ? staging.fileTarget(LakeTable.GAMES, TableSchemas.of(TableKind.GAMES))
                : staging.scratchTarget(LakeTable.GAMES, "games");
        MovesFiles.Written written = MovesFiles.write(spark, args.inputs(), readOptions(), moves, games,
                staging.scratch("names"));
        staging.commit(LakeTable.MOVES, written.moveFiles());
        if (gamesStaged) {
            staging.commit(LakeTable.GAMES, written.gameFiles());
        }
        return written;
    }

    /**
     * Stages the names table: after a moves pass, the names it counted from the headers it decoded
     * (the databases whose names are a header tally) and those of the other databases read from
     * their name files, with no read at all when the moves pass counted every database's names;
     * without a moves pass, every database's names read. The names of one database read alone are
     * one task's (a names task reads whole databases): written in that task, without a range sort.
     * Otherwise what is read is kept once read: the range sort's sample and its write both take the rows.
     */
    private void writeNames(Staging staging, MovesFiles.Written moves, List<DatabaseRef> databases) {
        Set<String> counted = moves == null ? Set.of() : moves.namesCounted();
        List<DatabaseRef> unread = databases.stream().filter(database -> !counted.contains(database.source())).toList();
        if (unread.isEmpty()) {
            staging.write(LakeTable.NAMES, moves.names(spark));
            return;
        }
        if (moves != null) {
            plannedInput.namesCountedElsewhere(counted);
        }
        if (counted.isEmpty() && unread.size() == 1) {
            staging.writeInOneTask(LakeTable.NAMES, read(TableKind.NAMES));
            return;
        }
        Dataset<Row> read = read(TableKind.NAMES).persist(StorageLevel.MEMORY_AND_DISK());
        try {
            // the moves tasks' name files hold rows only of the sources whose names they counted
            staging.write(LakeTable.NAMES, counted.isEmpty() ? read : moves.names(spark).unionByName(read));
        } finally {
            read.unpersist();
        }
    }

    /**
     * Checks the staged tables before anything is published: per source, one games row per index
     * entry (the entries planning found in the database's index; when the input has a text database,
     * every database's games counted by a separate read); the moves pass decoded every entry; the
     * main-line moves staged equal the games' ply counts (moves and games agree on their games); and
     * every other source keeps exactly the rows main had when the run began staging (rows another run
     * published since are not the run's to check). Returns the per-source report.
     * <p>
     * Only what the run changed is read, so that a run's cost follows its input, not the lake: the
     * data files its snapshots added and removed ({@link Staging#stagedFiles}). Iceberg's
     * files are immutable, so every other file on the branch is main's, unchanged; the run's
     * sources' rows are all in the added files when no kept file whose source bounds may hold them
     * does; another source kept its rows when the removed files and the added files hold as many of
     * them. A source in no changed file is never read. Every count is taken in one Spark query
     * ({@link AuditCounts}): each file list and the input's entries are reads of their own, tagged,
     * aggregated together.
     */
    private List<SourceReport> audit(Staging staging, List<DatabaseRef> databases,
                                     Map<String, SourceStatus> statuses, MovesFiles.Written decoded) {
        Set<String> sources = new LinkedHashSet<>();
        statuses.forEach((source, status) -> {
            if (status.replacesRows()) {
                sources.add(source);
            }
        });
        Set<LakeTable> tables = args.tables();
        // every count read in one query. The input's entries: as planning found them in the indexes,
        // else every database's games read and grouped (no filter naming the text databases: an IN
        // of thousands of literals costs Spark and Iceberg a fraction of a second to plan)
        AuditCounts counting = new AuditCounts(spark);
        Map<String, Long> indexEntries = plannedInput.indexEntries();
        if (databases.stream().allMatch(database -> indexEntries.containsKey(database.source()))) {
            indexEntries.forEach((source, entries) -> counting.addKnown(ENTRIES, source,
                    new AuditCounts.Counts(entries, 0, 0, 0)));
        } else {
            counting.add(ENTRIES, read(TableKind.GAMES), AuditCounts.Measures.ROWS);
        }
        if (decoded != null && !tables.contains(LakeTable.GAMES)) {
            counting.add(DECODED, decoded.games(spark), new AuditCounts.Measures(DECODE_ERROR, null, null));
        }
        for (LakeTable table : tables) {
            Staging.StagedFiles files = staging.stagedFiles(table);
            // the rows in the data files the run added: its sources' rows (and rewritten rows of others)
            counting.addFiles(part(table, ADDED), files.added(), files.schema(), switch (table) {
                case GAMES -> new AuditCounts.Measures(DECODE_ERROR, "ply_count", null);
                case MOVES -> new AuditCounts.Measures(null, null, "parent_line_id");
                default -> AuditCounts.Measures.ROWS;
            });
            counting.addFiles(part(table, KEPT), files.keptMayHoldRun(), files.schema(), AuditCounts.Measures.ROWS);
            counting.addFiles(part(table, REMOVED), files.removed(), files.schema(), AuditCounts.Measures.ROWS);
        }
        Map<AuditCounts.Part, Map<String, AuditCounts.Counts>> counts = counting.collect();

        List<String> failures = new ArrayList<>();
        List<SourceReport> reports = new ArrayList<>();
        long allEntries = 0;
        for (DatabaseRef database : databases) {
            String source = database.source();
            long entryCount = AuditCounts.of(counts, ENTRIES, source).rows();
            allEntries += entryCount;
            long rows = entryCount;
            long errors = 0;
            AuditCounts.Counts moves = AuditCounts.of(counts, part(LakeTable.MOVES, ADDED), source);
            if (tables.contains(LakeTable.GAMES)) {
                AuditCounts.Counts games = AuditCounts.of(counts, part(LakeTable.GAMES, ADDED), source);
                rows = games.rows();
                errors = games.errors();
                if (rows != entryCount) {
                    failures.add(source + ": " + entryCount + " index entries but " + rows + " games rows");
                }
                if (tables.contains(LakeTable.MOVES) && games.plies() != moves.mainLine()) {
                    failures.add(source + ": the games count " + games.plies() + " main-line plies, the moves table holds "
                            + moves.mainLine());
                }
            } else if (decoded != null) {
                errors = AuditCounts.of(counts, DECODED, source).errors();
            }
            reports.add(new SourceReport(source, database.format(), database.path(), statuses.get(source), entryCount,
                    rows - errors, errors, moves.rows(), AuditCounts.of(counts, part(LakeTable.NAMES, ADDED), source).rows(),
                    null));
        }
        if (decoded != null && decoded.games() != allEntries) {
            failures.add("the moves pass decoded " + decoded.games() + " games of " + allEntries + " index entries");
        }
        for (LakeTable table : tables) {
            Map<String, AuditCounts.Counts> added = counts.getOrDefault(part(table, ADDED), Map.of());
            Map<String, AuditCounts.Counts> removed = counts.getOrDefault(part(table, REMOVED), Map.of());
            for (String source : sources) {
                long kept = AuditCounts.of(counts, part(table, KEPT), source).rows();
                if (kept != 0) {
                    failures.add(table.tableName() + ": " + source + " has " + kept
                            + " rows in data files this run did not rewrite");
                }
                long staged = AuditCounts.of(counts, part(table, ADDED), source).rows();
                if (statuses.get(source) == SourceStatus.PRUNED && staged != 0) {
                    failures.add(table.tableName() + ": " + source + " (pruned) staged " + staged + " rows");
                }
            }
            Set<String> others = new TreeSet<>(removed.keySet());
            others.addAll(added.keySet());
            others.removeAll(sources);
            for (String other : others) {
                long before = removed.getOrDefault(other, AuditCounts.Counts.NONE).rows();
                long after = added.getOrDefault(other, AuditCounts.Counts.NONE).rows();
                if (before != after) {
                    failures.add(table.tableName() + ": " + other + " (not in this run) had " + before
                            + " rows in the data files this run replaced, " + after + " in the files it added");
                }
            }
        }
        if (!failures.isEmpty()) {
            throw new AuditException(failures);
        }
        return reports;
    }

    private static AuditCounts.Part part(LakeTable table, String files) {
        return new AuditCounts.Part(table.tableName(), files);
    }

    /**
     * One read of a table over every input: the scan finds and plans all databases at once. Many
     * small databases are coalesced into a few tasks, so that they make a few files, not one each.
     */
    private Dataset<Row> read(TableKind table) {
        Dataset<Row> rows = spark.read().format(DatabaseFinder.ANY_FORMAT).options(readOptions())
                .option("table", table.name()).load(args.inputs().toArray(String[]::new));
        int tasks = 2 * spark.sparkContext().defaultParallelism();
        return databaseCount > tasks ? rows.coalesce(tasks) : rows;
    }

    /** The options of every read of the run but the table: the mode, the partition sizing, the run's planned input. */
    private Map<String, String> readOptions() {
        Map<String, String> options = new HashMap<>();
        options.put("mode", args.mode().name());
        if (args.gamesPerPartition() > 0) {
            options.put("gamesPerPartition", String.valueOf(args.gamesPerPartition()));
        }
        if (plannedInput != null) {
            options.put(PlannedInput.INTERNAL_OPTION, plannedInput.id());
        }
        return options;
    }

    private static double seconds(long startNanos) {
        return (System.nanoTime() - startNanos) / 1e9;
    }
}
