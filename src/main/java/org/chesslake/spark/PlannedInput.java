package org.chesslake.spark;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import org.apache.hadoop.conf.Configuration;
import org.apache.spark.sql.SparkSession;
import org.chesslake.files.DatabaseFinder;
import org.chesslake.files.DatabaseRef;
import org.chesslake.files.Piece;
import org.chesslake.files.ScanPlanner;
import org.chesslake.format.DatabasePlan;

/**
 * An input listed and planned once: its databases, each one's cheap plan, and the partitions of
 * each table packed from them on first use. A scan plans its own, unless its options name an open
 * one by id (option {@value #OPTION}, with the same paths and planning options): then it takes
 * that one's partitions, and so a run that reads its input several times (the ingest reads it
 * four or five times) lists, recognises and plans thousands of databases once, and every read of
 * the run sees the same databases. Its creator closes it when the run ends; it is never a cache
 * that outlives its run (the files may change between runs), and a scan naming a closed one fails.
 */
public final class PlannedInput implements AutoCloseable {

    /** The read option naming an open planned input by its id. */
    public static final String OPTION = "plannedInput";

    private static final Map<String, PlannedInput> OPEN = new ConcurrentHashMap<>();

    private final String id;
    private final ReadOptions.Planning planning;
    private final ReadOptions options;
    private final List<DatabaseRef> databases;
    private final List<DatabasePlan> plans;
    /** The numbered partitions per table shape: split pieces (games, moves, full) or whole databases (names). */
    private final Map<Shape, List<List<Piece>>> partitions = new EnumMap<>(Shape.class);

    private enum Shape { SPLITS, WHOLE_DATABASES }

    private PlannedInput(String id, ReadOptions options, Configuration conf) {
        this.id = id;
        this.planning = options.planning();
        this.options = options;
        this.databases = new DatabaseFinder(options.formatName(), conf).find(options.paths(), options.sourceName());
        this.plans = planner(conf).planEach(databases);
    }

    /**
     * Lists and plans an input for the reads of one run, which name it with
     * {@code .option(PlannedInput.OPTION, input.id())} beside the same paths and options.
     *
     * @param format  "chess" (every format) or a format's name, as in {@code spark.read().format(...)}
     * @param options the reads' options that decide the planning (e.g. {@code gamesPerPartition}); the
     *                table and the mode may differ from read to read
     */
    public static PlannedInput open(String format, List<String> paths, Map<String, String> options) {
        ReadOptions parsed = ReadOptions.parse(format.equals("chess") ? null : format, options, paths);
        PlannedInput input = new PlannedInput(UUID.randomUUID().toString(), parsed, GameScan.hadoopConf());
        OPEN.put(input.id, input);
        return input;
    }

    /** A scan's own planned input, not shared. */
    static PlannedInput of(ReadOptions options, Configuration conf) {
        return new PlannedInput(null, options, conf);
    }

    /** The open planned input with this id; an error if it was closed (its run has ended) or never opened. */
    static PlannedInput named(String id) {
        PlannedInput input = OPEN.get(id);
        if (input == null) {
            throw new IllegalStateException("option " + OPTION + ": no open planned input '" + id
                    + "' (it is closed when the run that planned it ends)");
        }
        return input;
    }

    void requireSamePlanning(ReadOptions scan) {
        if (!planning.equals(scan.planning())) {
            throw new IllegalArgumentException("option " + OPTION + ": the read's paths and options " + scan.planning()
                    + " differ from those the input was planned with " + planning);
        }
    }

    public String id() {
        return id;
    }

    /** The databases found, in input order. */
    public List<DatabaseRef> databases() {
        return databases;
    }

    /** The partitions of a table over this input, packed (and numbered) on first use. */
    synchronized List<List<Piece>> partitions(TableKind table, Configuration conf) {
        Shape shape = table == TableKind.NAMES ? Shape.WHOLE_DATABASES : Shape.SPLITS;
        List<List<Piece>> packed = partitions.get(shape);
        if (packed == null) {
            packed = planner(conf).pack(databases, plans, shape == Shape.WHOLE_DATABASES);
            if (shape == Shape.SPLITS) {
                packed = GameNumbering.number(packed, conf, options.formatOptions());
            }
            partitions.put(shape, packed);
        }
        return packed;
    }

    private ScanPlanner planner(Configuration conf) {
        return new ScanPlanner(conf, options.formatOptions(), options.sizing(),
                options.packing().spreadOver(SparkSession.active().sparkContext().defaultParallelism()));
    }

    /** Ends the run's use of this input: scans naming it fail from now on. */
    @Override
    public void close() {
        if (id != null) {
            OPEN.remove(id);
        }
    }
}
