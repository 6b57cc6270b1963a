package org.chesslake.ingest;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.count;
import static org.apache.spark.sql.functions.lit;
import static org.apache.spark.sql.functions.sum;
import static org.apache.spark.sql.functions.when;

import java.io.IOException;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.UUID;
import java.util.function.UnaryOperator;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.chesslake.scan.DatabaseFinder;
import org.chesslake.scan.DatabaseRef;
import org.chesslake.scan.PlannedInput;
import org.chesslake.scan.TableKind;
import org.chesslake.spark.GameScan;

/**
 * The ingest: one read per table over every input (the scan plans all databases at once), written
 * into the lake as write, audit, publish. The rows of the run's sources replace theirs, in one
 * publish; every other source keeps its rows. Every game's moves are decoded once: the moves pass
 * streams into the moves table and observes what the games table needs from it (see
 * {@link #writeMoves}).
 */
public final class Ingest {

    private final SparkSession spark;
    private final IngestArgs args;
    private final UnaryOperator<Dataset<Row>> gamesBeforeWrite;
    private int databaseCount;
    /** The run's input, listed and planned once; every read of the run names it. */
    private PlannedInput plannedInput;

    public Ingest(SparkSession spark, IngestArgs args) {
        this(spark, args, UnaryOperator.identity());
    }

    /** @param gamesBeforeWrite what happens to the games rows on their way to the lake: tests lose rows to fail the audit */
    Ingest(SparkSession spark, IngestArgs args, UnaryOperator<Dataset<Row>> gamesBeforeWrite) {
        this.spark = spark;
        this.args = args;
        this.gamesBeforeWrite = gamesBeforeWrite;
    }

    /** The lake this run writes to: embedded in the output directory, or in the catalog of --catalog. */
    IcebergLake lake() {
        return IcebergLake.of(spark, args.output(), args.catalog(), args.namespace());
    }

    public IngestReport run() throws IOException {
        long start = System.nanoTime();
        // listed and planned once for the run's reads of it (moves, games, names, the audit's count)
        try (PlannedInput input = PlannedInput.open(DatabaseFinder.ANY_FORMAT, args.inputs(), readOptions(),
                GameScan.context())) {
            plannedInput = input;
            return run(input.databases(), start);
        } finally {
            plannedInput = null;
        }
    }

    private IngestReport run(List<DatabaseRef> databases, long start) throws IOException {
        databaseCount = databases.size();
        Set<String> sources = new LinkedHashSet<>();
        databases.forEach(d -> sources.add(d.source()));
        IcebergLake lake = lake();
        lake.recover();
        IcebergLake.Staging staging = lake.stage(runId(), sources);
        // a .gz or one-frame .zst is decompressed once into the run's scratch area, and its text split
        plannedInput.copyTextInto(staging.scratch("text-copies"));
        List<SourceReport> reports;
        Map<String, Long> snapshots;
        try {
            MovesFiles.Written moves = null;
            if (args.tables().contains(LakeTable.MOVES)) {
                spark.sparkContext().setJobDescription("ingest: moves of " + sources.size() + " databases");
                moves = writeMoves(staging);
            }
            if (args.tables().contains(LakeTable.GAMES)) {
                spark.sparkContext().setJobDescription("ingest: games");
                Dataset<Row> games = moves == null ? read(TableKind.GAMES) : gamesAfterMoves(moves.summaries(spark));
                staging.write(LakeTable.GAMES, gamesBeforeWrite.apply(games));
            }
            if (args.tables().contains(LakeTable.NAMES)) {
                spark.sparkContext().setJobDescription("ingest: names");
                staging.write(LakeTable.NAMES, read(TableKind.NAMES));
            }
            spark.sparkContext().setJobDescription("ingest: audit");
            reports = audit(lake, staging, databases, moves);
            spark.sparkContext().setJobDescription("ingest: publish");
            snapshots = staging.publish();
        } catch (Throwable e) {
            try {
                staging.discard();
            } catch (RuntimeException discardFailed) {
                e.addSuppressed(discardFailed);
            }
            throw e;
        }
        List<String> tables = args.tables().stream().sorted().map(LakeTable::tableName).toList();
        IngestReport report = new IngestReport(args.output(), tables, args.mode(), seconds(start), snapshots, reports);
        report.write(new org.apache.hadoop.fs.Path(args.output()), spark.sparkContext().hadoopConfiguration());
        return report;
    }

    private static String runId() {
        return UUID.randomUUID().toString().replace("-", "").substring(0, 16).toLowerCase(Locale.ROOT);
    }

    /**
     * The one full decode of every game: the tasks write the moves table's files themselves, and
     * beside them a summary of each game (main-line plies, key and opening, decode error, game comment)
     * for the games table.
     */
    private MovesFiles.Written writeMoves(IcebergLake.Staging staging) throws IOException {
        DataFileTarget target = staging.fileTarget(LakeTable.MOVES, MovesFiles.schema());
        MovesFiles.Written written = MovesFiles.write(spark, args.inputs(), readOptions(), target, staging.scratch("summaries"));
        staging.commit(LakeTable.MOVES, written.moveFiles());
        return written;
    }

    /**
     * The games table without decoding moves again: the record headers, joined with the summaries
     * the moves pass wrote (main-line plies, key and opening, decode error, game comment). A game
     * that failed keeps the legal part its format could read (XQF, CCBridge): its plies count too.
     */
    private Dataset<Row> gamesAfterMoves(Dataset<Row> summaries) {
        Dataset<Row> headers = read(TableKind.GAMES);
        String[] columns = headers.columns();
        return headers.drop("decode_error", "game_comment", "ply_count", "main_line_key", "opening_eco", "opening_name")
                .join(summaries.drop("source").withColumnRenamed("main_line_plies", "ply_count"), "game_id", "left")
                .selectExpr(columns);
    }

    /**
     * Checks the staged tables before anything is published: per source, one games row per index
     * entry (counted from the index by a separate read); the moves pass decoded every entry; the
     * main-line moves staged equal the games' ply counts (moves and games agree on their games); and
     * every other source keeps exactly its published rows, source by source. Returns the per-source report.
     */
    private List<SourceReport> audit(IcebergLake lake, IcebergLake.Staging staging, List<DatabaseRef> databases,
                                     MovesFiles.Written decoded) {
        Set<String> sources = new LinkedHashSet<>();
        databases.forEach(d -> sources.add(d.source()));
        Set<LakeTable> tables = args.tables();
        // every source's staged rows, grouped: no filter naming the run's sources (an IN of thousands
        // of literals costs Spark and Iceberg a fraction of a second to plan, query after query)
        Map<String, Row> entries = bySource(read(TableKind.GAMES).groupBy("source").agg(count(lit(1))));
        Map<LakeTable, Map<String, Row>> staged = new EnumMap<>(LakeTable.class);
        staged.put(LakeTable.GAMES, !tables.contains(LakeTable.GAMES) ? Map.of()
                : bySource(staging.staged(LakeTable.GAMES).groupBy("source")
                        .agg(count(lit(1)), count(col("decode_error")), sum(col("ply_count")))));
        staged.put(LakeTable.MOVES, !tables.contains(LakeTable.MOVES) ? Map.of()
                : bySource(staging.staged(LakeTable.MOVES).groupBy("source")
                        .agg(count(lit(1)), count(when(col("line_id").equalTo(0), true)))));
        staged.put(LakeTable.NAMES, !tables.contains(LakeTable.NAMES) ? Map.of()
                : bySource(staging.staged(LakeTable.NAMES).groupBy("source").agg(count(lit(1)))));
        Map<String, Row> games = staged.get(LakeTable.GAMES);
        Map<String, Row> moves = staged.get(LakeTable.MOVES);
        Map<String, Row> summaryErrors = decoded != null && !tables.contains(LakeTable.GAMES)
                ? bySource(decoded.summaries(spark).groupBy("source").agg(count(col("decode_error")))) : Map.of();

        List<String> failures = new ArrayList<>();
        List<SourceReport> reports = new ArrayList<>();
        long allEntries = 0;
        for (DatabaseRef database : databases) {
            String source = database.source();
            long entryCount = entries.containsKey(source) ? entries.get(source).getLong(1) : 0;
            allEntries += entryCount;
            long rows = entryCount;
            long errors = 0;
            long moveRows = rows(moves, source);
            if (tables.contains(LakeTable.GAMES)) {
                Row g = games.get(source);
                rows = rows(games, source);
                errors = g == null ? 0 : g.getLong(2);
                if (rows != entryCount) {
                    failures.add(source + ": " + entryCount + " index entries but " + rows + " games rows");
                }
                long plies = g == null || g.isNullAt(3) ? 0 : g.getLong(3);
                long mainLine = moves.containsKey(source) ? moves.get(source).getLong(2) : 0;
                if (tables.contains(LakeTable.MOVES) && plies != mainLine) {
                    failures.add(source + ": the games count " + plies + " main-line plies, the moves table holds "
                            + mainLine);
                }
            } else if (decoded != null) {
                errors = summaryErrors.containsKey(source) ? summaryErrors.get(source).getLong(1) : 0;
            }
            reports.add(new SourceReport(source, database.format(), database.path(), entryCount, rows - errors, errors,
                    moveRows, rows(staged.get(LakeTable.NAMES), source)));
        }
        if (decoded != null && decoded.games() != allEntries) {
            failures.add("the moves pass decoded " + decoded.games() + " games of " + allEntries + " index entries");
        }
        for (LakeTable table : tables) {
            Map<String, Row> before = lake.published(table).map(t -> bySource(t.groupBy("source").agg(count(lit(1)))))
                    .orElse(Map.of());
            Set<String> others = new TreeSet<>(before.keySet());
            others.addAll(staged.get(table).keySet());
            others.removeAll(sources);
            for (String other : others) {
                if (rows(before, other) != rows(staged.get(table), other)) {
                    failures.add(table.tableName() + ": " + other + " (not in this run) had " + rows(before, other)
                            + " rows, staged " + rows(staged.get(table), other));
                }
            }
        }
        if (!failures.isEmpty()) {
            throw new AuditException(failures);
        }
        return reports;
    }

    /** The row count (first aggregate) of a source in per-source counts; 0 if it has none. */
    private static long rows(Map<String, Row> bySource, String source) {
        Row row = bySource.get(source);
        return row == null ? 0 : row.getLong(1);
    }

    private static Map<String, Row> bySource(Dataset<Row> counts) {
        Map<String, Row> rows = new HashMap<>();
        for (Row row : counts.collectAsList()) {
            rows.put(row.getString(0), row);
        }
        return rows;
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
