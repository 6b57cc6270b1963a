package org.chesslake.ingest;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Supplier;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.chesslake.lake.LakeTable;
import org.chesslake.lake.Staging;
import org.chesslake.scan.DatabaseRef;

/**
 * Checks a run's staged tables before anything is published: per source, one games row per index
 * entry (the entries planning found in the database's index; when the input has a text database,
 * every database's games counted by a separate read); the moves pass decoded every entry; the
 * main-line moves staged equal the games' ply counts (moves and games agree on their games) and the
 * positions table's rows (the index holds every main-line move); and
 * every other source keeps exactly the rows main had when the run began staging (rows another run
 * published since are not the run's to check). Gives the per-source report, or throws
 * {@link AuditException} naming every failure.
 * <p>
 * Only what the run changed is read, so that a run's cost follows its input, not the lake: the
 * data files its snapshots added and removed ({@link Staging#stagedFiles}). Iceberg's
 * files are immutable, so every other file on the branch is main's, unchanged; the run's
 * sources' rows are all in the added files when no kept file whose source bounds may hold them
 * does (those kept files are read on the driver, their source column alone); another source kept
 * its rows when the removed files and the added files hold as many of them. A source in no changed
 * file is never read. Every other count is taken in one Spark query ({@link AuditCounts}): each
 * file list and the input's entries are reads of their own, tagged, aggregated together. The names
 * table is counted after it: its rows are staged while the other tables are counted.
 */
final class Audit {

    /** The audit's parts: the input's index entries, the moves pass's games rows, a staged table's changed files. */
    private static final AuditCounts.Part ENTRIES = new AuditCounts.Part("input", "index entries");
    private static final AuditCounts.Part DECODED = new AuditCounts.Part("moves pass", "games rows");
    private static final String ADDED = "added";
    private static final String KEPT = "kept";
    private static final String REMOVED = "removed";
    private static final String DECODE_ERROR = "decode_error";

    private final SparkSession spark;
    /** The game tables the run writes. */
    private final Set<LakeTable> tables;

    Audit(SparkSession spark, Set<LakeTable> tables) {
        this.spark = spark;
        this.tables = tables;
    }

    /**
     * Audits the run's staged tables; returns the report of each database read.
     *
     * @param decoded     what the moves pass wrote, or null where the run wrote no moves
     * @param inputGames  a read of the input's games, counted where planning did not find every
     *                    database's entries in its index
     * @param namesStaged waits until the run's names are staged (they may still be being written when the
     *                    audit starts): the other tables are counted first
     */
    List<SourceReport> check(Run run, Staging staging, MovesFiles.Written decoded, Supplier<Dataset<Row>> inputGames,
                             Runnable namesStaged) {
        Map<AuditCounts.Part, Map<String, AuditCounts.Counts>> counts = count(run, staging, decoded, inputGames);
        namesStaged.run();
        if (tables.contains(LakeTable.NAMES)) {
            counts.putAll(addTable(new AuditCounts(spark), staging, LakeTable.NAMES).collect());
        }
        List<String> failures = new ArrayList<>();
        List<SourceReport> reports = perSource(run, counts, decoded, failures);
        othersUntouched(run, counts, failures);
        if (!failures.isEmpty()) {
            throw new AuditException(failures);
        }
        return reports;
    }

    /** Every count but the names table's, read in one query. */
    private Map<AuditCounts.Part, Map<String, AuditCounts.Counts>> count(Run run, Staging staging,
                                                                       MovesFiles.Written decoded,
                                                                       Supplier<Dataset<Row>> inputGames) {
        // the input's entries: as planning found them in the indexes, else every database's games read
        // and grouped (no filter naming the text databases: an IN of thousands of literals costs Spark
        // and Iceberg a fraction of a second to plan)
        AuditCounts counting = new AuditCounts(spark);
        Map<String, Long> indexEntries = run.input().indexEntries();
        if (run.databases().stream().allMatch(database -> indexEntries.containsKey(database.source()))) {
            indexEntries.forEach((source, entries) -> counting.addKnown(ENTRIES, source,
                    new AuditCounts.Counts(entries, 0, 0, 0)));
        } else {
            counting.add(ENTRIES, inputGames.get(), AuditCounts.Measures.ROWS);
        }
        if (decoded != null && !tables.contains(LakeTable.GAMES)) {
            counting.add(DECODED, decoded.games(spark), new AuditCounts.Measures(DECODE_ERROR, null, null));
        }
        for (LakeTable table : tables) {
            if (table != LakeTable.NAMES) {
                addTable(counting, staging, table);
            }
        }
        return counting.collect();
    }

    /**
     * Adds a staged table's counts: the rows in the data files the run added (its sources' rows, and
     * rewritten rows of others), those of its sources that main's files kept, and those in the files it removed.
     */
    private static AuditCounts addTable(AuditCounts counting, Staging staging, LakeTable table) {
        Staging.StagedFiles files = staging.stagedFiles(table);
        counting.addFiles(part(table, ADDED), files.added(), files.schema(), switch (table) {
            case GAMES -> new AuditCounts.Measures(DECODE_ERROR, "ply_count", null);
            case MOVES -> new AuditCounts.Measures(null, null, "parent_line_id");
            default -> AuditCounts.Measures.ROWS;
        });
        files.runRowsKept().forEach((source, rows) -> counting.addKnown(part(table, KEPT), source,
                new AuditCounts.Counts(rows, 0, 0, 0)));
        return counting.addFiles(part(table, REMOVED), files.removed(), files.schema(), AuditCounts.Measures.ROWS);
    }

    /**
     * The report of each database read, and the failures of its rows: as many games rows as index
     * entries, as many main-line moves as the games' plies and as positions rows; and the moves pass
     * decoded every entry.
     */
    private List<SourceReport> perSource(Run run, Map<AuditCounts.Part, Map<String, AuditCounts.Counts>> counts,
                                         MovesFiles.Written decoded, List<String> failures) {
        List<SourceReport> reports = new ArrayList<>();
        long allEntries = 0;
        for (DatabaseRef database : run.databases()) {
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
            if (tables.contains(LakeTable.POSITIONS)) {
                long positions = AuditCounts.of(counts, part(LakeTable.POSITIONS, ADDED), source).rows();
                if (positions != moves.mainLine()) {
                    failures.add(source + ": the moves table holds " + moves.mainLine()
                            + " main-line moves, the positions table " + positions);
                }
            }
            reports.add(new SourceReport(source, database.format(), database.path(), run.statuses().get(source),
                    entryCount, rows - errors, errors, moves.rows(),
                    AuditCounts.of(counts, part(LakeTable.NAMES, ADDED), source).rows(), null));
        }
        if (decoded != null && decoded.games() != allEntries) {
            failures.add("the moves pass decoded " + decoded.games() + " games of " + allEntries + " index entries");
        }
        return reports;
    }

    /**
     * The failures of the rows around the run's own, per table: a replaced source with rows in files
     * the run did not rewrite, a pruned source with staged rows, and another source with more or
     * fewer rows in the files the run added than in those it replaced.
     */
    private void othersUntouched(Run run, Map<AuditCounts.Part, Map<String, AuditCounts.Counts>> counts,
                                 List<String> failures) {
        Set<String> sources = run.replaced();
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
                if (run.statuses().get(source) == SourceStatus.PRUNED && staged != 0) {
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
    }

    private static AuditCounts.Part part(LakeTable table, String files) {
        return new AuditCounts.Part(table.tableName(), files);
    }
}
