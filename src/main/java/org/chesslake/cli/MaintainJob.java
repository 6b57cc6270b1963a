package org.chesslake.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.iceberg.FileScanTask;
import org.apache.iceberg.Snapshot;
import org.apache.iceberg.Table;
import org.apache.iceberg.TableProperties;
import org.apache.iceberg.actions.RewriteDataFiles;
import org.apache.iceberg.actions.SizeBasedFileRewritePlanner;
import org.apache.iceberg.io.CloseableIterable;
import org.apache.iceberg.util.PropertyUtil;
import org.apache.iceberg.spark.actions.SparkActions;
import org.apache.spark.sql.SparkSession;
import org.chesslake.lake.IcebergLake;
import org.chesslake.lake.LakeTable;
import org.chesslake.lake.PositionsCompaction;
import org.chesslake.lake.RunLease;
import picocli.CommandLine.Command;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.TypeConversionException;

/**
 * Entry point of {@code jobs/maintain}: upkeep of the lake's tables (all, or those {@code --tables}
 * names), each in turn. Compaction rewrites small data files (under half the table's target size)
 * into files of the target size with Iceberg's rewrite_data_files, sorted by the table's sort order
 * where it has one (games, names, sources) and bin-packed where it has none (moves), written with the
 * table's own properties (row-group size, bloom filters, zstd), so the layout stays the ingest's;
 * the positions table, whose files are each sorted by key, is compacted by a merge of its files into
 * files of disjoint key ranges ({@link PositionsCompaction}) unless their ranges are disjoint already;
 * snapshot expiry drops snapshots older than a retention, keeping at least
 * the last N of main (and everything a branch holds); orphan removal deletes files no snapshot
 * references that are older than a safety margin. None of it changes a row: a query answers the same
 * before and after, and time travel reaches every retained snapshot.
 *
 * <p>It never works beside a run in progress: see {@link LiveRuns}.
 */
@Command(name = "jobs/maintain", description = "Upkeep of the lake, each table in turn: compaction, snapshot expiry,"
        + " orphan files. None of it changes a row.",
        footer = {"%nAGE: a number and a unit, s, m, h or d (90m, 7d).",
            "jobs/maintain also takes --conf KEY=VALUE (a Spark setting; repeatable)."})
public final class MaintainJob extends Job {

    @Mixin
    private LakeOptions lake = new LakeOptions();

    @Option(names = "--tables", split = ",", paramLabel = "TABLE", converter = AnyTable.class,
            defaultValue = "games,moves,names,positions,sources",
            description = "which tables to maintain; default ${DEFAULT-VALUE}")
    private Set<LakeTable> tables;

    @Option(names = "--retain-last", paramLabel = "N", defaultValue = "10",
            description = "snapshots of main always kept, newest first; default ${DEFAULT-VALUE}")
    private int retainLast;

    @Option(names = "--expire-older-than", paramLabel = "AGE", defaultValue = "0s", converter = Age.class,
            description = "snapshots older than this go (the last N stay); default ${DEFAULT-VALUE}: all but the last N")
    private Duration expireOlderThan;

    @Option(names = "--orphans-older-than", paramLabel = "AGE", defaultValue = "3d", converter = Age.class,
            description = "files no snapshot references are deleted once this old; default ${DEFAULT-VALUE}")
    private Duration orphansOlderThan;

    /** The command line of jobs/maintain. */
    record Args(String lake, String catalog, String namespace, Set<LakeTable> tables, int retainLast,
                Duration expireOlderThan, Duration orphansOlderThan) {

        Args {
            tables = Set.copyOf(tables);
        }

        /** jobs/maintain's command line; a {@link picocli.CommandLine.ParameterException} for a usage error. */
        static Args parse(String... argv) {
            return Job.parse(new MaintainJob(), argv).args();
        }
    }

    private Args args() {
        if (retainLast < 1) {
            throw usageError("--retain-last must be at least 1, not " + retainLast);
        }
        return new Args(lake.lake(), lake.catalog(), lake.namespace(), tables, retainLast, expireOlderThan,
                orphansOlderThan);
    }

    /** A table of the lake by its name: games, moves, names, positions, sources. */
    static final class AnyTable implements ITypeConverter<LakeTable> {
        @Override
        public LakeTable convert(String name) {
            for (LakeTable table : LakeTable.values()) {
                if (table.tableName().equals(name.trim().toLowerCase(Locale.ROOT))) {
                    return table;
                }
            }
            throw new TypeConversionException("unknown table '" + name + "' (" + Arrays.stream(LakeTable.values())
                    .map(LakeTable::tableName).collect(Collectors.joining(", ")) + ")");
        }
    }

    /** An age such as 90m or 7d. */
    static final class Age implements ITypeConverter<Duration> {
        @Override
        public Duration convert(String text) {
            String number = text.substring(0, Math.max(0, text.length() - 1));
            try {
                long n = Long.parseLong(number);
                return switch (text.toLowerCase(Locale.ROOT).charAt(text.length() - 1)) {
                    case 's' -> Duration.ofSeconds(n);
                    case 'm' -> Duration.ofMinutes(n);
                    case 'h' -> Duration.ofHours(n);
                    case 'd' -> Duration.ofDays(n);
                    default -> throw new NumberFormatException();
                };
            } catch (NumberFormatException | StringIndexOutOfBoundsException e) {
                throw new TypeConversionException("a number and a unit (s, m, h, d), not '" + text + "'");
            }
        }
    }

    /** What one table's maintenance did. */
    record TableResult(LakeTable table, int filesBefore, int filesAfter, int rewritten, long expiredSnapshots,
                       long orphansDeleted, String skippedCompaction) {

        String line() {
            return String.format("%-6s data files %d -> %d (%d rewritten%s), %d snapshots expired, %d orphan files deleted",
                    table.tableName(), filesBefore, filesAfter, rewritten,
                    skippedCompaction == null ? "" : "; not compacted: " + skippedCompaction, expiredSnapshots,
                    orphansDeleted);
        }
    }

    /** Thrown where maintenance would work beside a run in progress: nothing was changed. */
    static final class RunInProgress extends RuntimeException {
        RunInProgress(String message) {
            super(message);
        }
    }

    public static void main(String[] argv) {
        Job.main(new MaintainJob(), argv);
    }

    @Override
    protected void run(PrintStream out) throws IOException {
        Args args = args();
        try (JobSession session = JobSession.onLake("maintain", lake)) {
            for (TableResult result : maintain(session.spark(), args)) {
                out.println(result.line());
            }
        }
    }

    /** Maintains the lake's tables that {@code args} names, in turn. */
    static List<TableResult> maintain(SparkSession spark, Args args) throws IOException {
        IcebergLake lake = IcebergLake.of(spark, args.lake(), args.catalog(), args.namespace());
        List<TableResult> results = new ArrayList<>();
        for (LakeTable table : lake.tables()) {
            if (!args.tables().contains(table)) {
                continue;
            }
            results.add(maintain(spark, lake, args, table, LiveRuns.of(spark, args.lake(), lake)));
        }
        return results;
    }

    private static TableResult maintain(SparkSession spark, IcebergLake lake, Args args, LakeTable name,
                                        LiveRuns live) {
        Table table = lake.table(name).orElseThrow();
        int before = dataFiles(table);
        SparkActions actions = SparkActions.get(spark);
        String skipped = live.branchesOf(table).isEmpty() ? null
                : "a run's branch " + String.join(", ", live.branchesOf(table)) + " is on it";
        int rewritten = 0;
        // a rewrite moves main; a run staged on a branch from the old main could not be published
        if (skipped == null && name == LakeTable.POSITIONS) {
            PositionsCompaction.Result compaction = PositionsCompaction.compact(spark, table);
            rewritten = compaction.rewritten();
            skipped = compaction.skipped();
        } else if (skipped == null) {
            // a file of half the target size or more is left as it is: rewriting files near the target
            // (an ingest's task writes one file of its partition's moves) costs a pass over the table
            // for a few files fewer
            long target = PropertyUtil.propertyAsLong(table.properties(), TableProperties.WRITE_TARGET_FILE_SIZE_BYTES,
                    TableProperties.WRITE_TARGET_FILE_SIZE_BYTES_DEFAULT);
            RewriteDataFiles rewrite = actions.rewriteDataFiles(table)
                    .option(SizeBasedFileRewritePlanner.MIN_INPUT_FILES, "2")
                    .option(SizeBasedFileRewritePlanner.MIN_FILE_SIZE_BYTES, String.valueOf(target / 2));
            rewrite = table.sortOrder().isSorted() ? rewrite.sort() : rewrite.binPack();
            rewritten = rewrite.execute().rewrittenDataFilesCount();
        }
        table.refresh();
        long now = System.currentTimeMillis();
        int snapshots = snapshots(table);
        actions.expireSnapshots(table)
                .expireOlderThan(now - args.expireOlderThan().toMillis())
                .retainLast(args.retainLast())
                .execute();
        table.refresh();
        long expiredSnapshots = snapshots - snapshots(table);
        List<String> orphans = Collections.synchronizedList(new ArrayList<>());
        actions.deleteOrphanFiles(table)
                .olderThan(now - args.orphansOlderThan().toMillis())
                .deleteWith(file -> {
                    if (!live.owns(file)) {
                        orphans.add(file);
                        table.io().deleteFile(file);
                    }
                })
                .execute();
        table.refresh();
        return new TableResult(name, before, dataFiles(table), rewritten, expiredSnapshots, orphans.size(), skipped);
    }

    private static int snapshots(Table table) {
        int count = 0;
        for (Snapshot ignored : table.snapshots()) {
            count++;
        }
        return count;
    }

    /** The data files of the table's current snapshot. */
    static int dataFiles(Table table) {
        if (table.currentSnapshot() == null) {
            return 0;
        }
        int files = 0;
        try (CloseableIterable<FileScanTask> tasks = table.newScan().planFiles()) {
            for (FileScanTask ignored : tasks) {
                files++;
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return files;
    }

    /**
     * What runs in progress own, which maintenance leaves alone. The one place that knows: a publish
     * marker in the output directory (a run is publishing, or a killed run's publish waits for the
     * next ingest to roll it forward) stops maintenance altogether; a table with a run branch
     * {@code ingest_*} is not compacted (its main must stay where the run's branch left it, or the
     * run could not fast-forward); and files under the output's {@code _scratch} or a table's
     * {@code data/ingest_*} directories (a run's files before its commit) are never deleted as
     * orphans.
     */
    record LiveRuns(Set<String> branches) {

        /**
         * The runs' branches on the lake's tables; an error while a run holds a live lease
         * ({@link RunLease}) or a publish marker waits to be rolled forward by the next ingest.
         */
        static LiveRuns of(SparkSession spark, String output, IcebergLake lake) {
            try {
                Path lakeDirectory = new Path(output);
                FileSystem fs = lakeDirectory.getFileSystem(spark.sparkContext().hadoopConfiguration());
                Set<String> live = RunLease.live(lakeDirectory, spark.sparkContext().hadoopConfiguration());
                if (!live.isEmpty()) {
                    throw new RunInProgress("run " + String.join(", ", new TreeSet<>(live)) + " is writing "
                            + fs.makeQualified(lakeDirectory) + " (its lease is live); maintenance changed nothing");
                }
                FileStatus[] markers = fs.exists(lakeDirectory)
                        ? fs.globStatus(new Path(lakeDirectory, IcebergLake.MARKER + "*")) : null;
                if (markers != null && markers.length > 0) {
                    throw new RunInProgress(markers[0].getPath() + " exists: a killed run's publish waits for the next"
                            + " ingest to roll it forward; maintenance changed nothing");
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            Set<String> branches = lake.tables().stream()
                    .flatMap(table -> lake.table(table).orElseThrow().refs().keySet().stream())
                    .filter(ref -> ref.startsWith(IcebergLake.BRANCH_PREFIX))
                    .collect(Collectors.toUnmodifiableSet());
            return new LiveRuns(branches);
        }

        List<String> branchesOf(Table table) {
            return table.refs().keySet().stream().filter(branches::contains).sorted().toList();
        }

        /** Whether a file belongs to a run in progress: its scratch, or its data directory of a table. */
        boolean owns(String location) {
            return location.contains("/" + IcebergLake.SCRATCH + "/")
                    || location.contains("/data/" + IcebergLake.BRANCH_PREFIX);
        }
    }
}
