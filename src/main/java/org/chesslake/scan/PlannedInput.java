package org.chesslake.scan;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Predicate;
import org.chesslake.format.DatabasePlan;
import org.chesslake.format.FormatDescription.SplitUnit;
import org.chesslake.format.Formats;
import org.chesslake.format.Split;
import org.chesslake.table.TableKind;

/**
 * An input listed and planned once: its databases, each one's cheap plan, and the partitions of
 * each table packed from them on first use. A scan plans its own, unless its options name an open
 * one by id (the internal option {@value #INTERNAL_OPTION}, with the same paths and planning
 * options): then it takes that one's partitions, and so a run that reads its input several times
 * (the ingest reads it up to three times) lists, recognises and plans thousands of databases once,
 * and every read of the run sees the same databases. Its creator closes it when the run ends; it is
 * never a cache that outlives its run (the files may change between runs), and a scan naming a
 * closed one fails. The option is a handle between the reads of one process, not a user option:
 * an id means nothing outside the JVM that opened it.
 */
public final class PlannedInput implements AutoCloseable {

    /** The read option naming an open planned input by its id: internal, set by the run that opened it. */
    public static final String INTERNAL_OPTION = "chesslake.internal.plannedInput";

    private static final Map<String, PlannedInput> OPEN = new ConcurrentHashMap<>();

    private final String id;
    private final ReadOptions.Planning planning;
    private final ReadOptions options;
    /** Every database the input lists, read or not. */
    private final List<DatabaseRef> listed;
    private final List<DatabaseRef> databases;
    private final List<DatabasePlan> plans;
    /** The run's scratch area for text copies ({@link TextCopies}), or null: plain reads have none. */
    private String scratch;
    /** {@link #plans} with the text copies made, once a table needs them. */
    private List<DatabasePlan> readPlans;
    /** The selected databases that could not be planned, in input order, with their errors. */
    private final List<ScanPlanner.Attempt> unopenable;
    private final ScanContext context;
    /** The numbered partitions per table shape: split pieces (games, moves, full) or whole databases (names). */
    private final Map<Shape, List<List<DatabaseSplit>>> partitions = new EnumMap<>(Shape.class);
    /** The sources whose names the run counted itself: the names read leaves them out. */
    private Set<String> namesCounted = Set.of();

    private enum Shape { SPLITS, WHOLE_DATABASES }

    private PlannedInput(String id, ReadOptions options, ScanContext context, Selection selection) {
        this.id = id;
        this.planning = options.planning();
        this.options = options;
        this.context = context;
        this.listed = selection.names().name(
                new DatabaseFinder(options.formatName(), context.conf(), options.formatOptions()).find(options.paths(), options.sourceName()));
        List<DatabaseRef> selected = listed.stream().filter(selection.reads()).toList();
        if (selection.skipUnopenable()) {
            List<DatabaseRef> opened = new ArrayList<>();
            List<DatabasePlan> planned = new ArrayList<>();
            List<ScanPlanner.Attempt> failed = new ArrayList<>();
            for (ScanPlanner.Attempt attempt : planner().attemptEach(selected)) {
                if (attempt.error() == null) {
                    opened.add(attempt.database());
                    planned.add(attempt.plan());
                } else {
                    failed.add(attempt);
                }
            }
            this.databases = List.copyOf(opened);
            this.plans = List.copyOf(planned);
            this.unopenable = List.copyOf(failed);
        } else {
            this.databases = selected;
            this.plans = planner().planEach(selected);
            this.unopenable = List.of();
        }
    }

    /**
     * What a run calls the listed databases, which of them it reads, and what becomes of one that cannot be opened.
     *
     * @param names          the source names of the listed databases (e.g. those a lake already knows them by)
     * @param reads          the databases to plan and read, as named; the others are listed but never opened
     * @param skipUnopenable a selected database whose plan fails (bad magic, truncated index, missing
     *                       companion) is left out and kept in {@link #unopenable()}, instead of failing the input
     */
    public record Selection(SourceNames names, Predicate<DatabaseRef> reads, boolean skipUnopenable) {

        /** Every database listed, under the finder's names; the first that cannot be opened fails the input. */
        public static final Selection ALL = new Selection(SourceNames.AS_FOUND, database -> true, false);
    }

    /**
     * Lists and plans an input for the reads of one run, which name it with
     * {@code .option(PlannedInput.INTERNAL_OPTION, input.id())} beside the same paths and options.
     *
     * @param format  a format's name or {@link DatabaseFinder#ANY_FORMAT}, as in {@code spark.read().format(...)}
     * @param options the reads' options that decide the planning (e.g. {@code gamesPerPartition}); the
     *                table and the mode may differ from read to read
     */
    public static PlannedInput open(String format, List<String> paths, Map<String, String> options, ScanContext context) {
        return open(format, paths, options, context, Selection.ALL);
    }

    /** As {@link #open(String, List, Map, ScanContext)}, reading only the databases {@code selection} reads. */
    public static PlannedInput open(String format, List<String> paths, Map<String, String> options, ScanContext context,
                                    Selection selection) {
        ReadOptions parsed = ReadOptions.parse(format, options, paths);
        PlannedInput input = new PlannedInput(UUID.randomUUID().toString(), parsed, context, selection);
        OPEN.put(input.id, input);
        return input;
    }

    /** A scan's own planned input, not shared. */
    public static PlannedInput of(ReadOptions options, ScanContext context) {
        return new PlannedInput(null, options, context, Selection.ALL);
    }

    /** The open planned input with this id; an error if it was closed (its run has ended) or never opened. */
    public static PlannedInput named(String id) {
        PlannedInput input = OPEN.get(id);
        if (input == null) {
            throw new IllegalStateException("option " + INTERNAL_OPTION + ": no open planned input '" + id
                    + "' (it is closed when the run that planned it ends)");
        }
        return input;
    }

    void requireSamePlanning(ReadOptions scan) {
        if (!planning.equals(scan.planning())) {
            throw new IllegalArgumentException("option " + INTERNAL_OPTION + ": the read's paths and options "
                    + scan.planning() + " differ from those the input was planned with " + planning);
        }
    }

    public String id() {
        return id;
    }

    /** The databases read (found, selected and planned), in input order. */
    public List<DatabaseRef> databases() {
        return databases;
    }

    /** Every database the input lists, in input order, whether read or not. */
    public List<DatabaseRef> listed() {
        return listed;
    }

    /** The selected databases that could not be opened, with their errors, when the selection skips them. */
    public List<ScanPlanner.Attempt> unopenable() {
        return unopenable;
    }

    /**
     * The index entries of each selected database of an indexed format, by source: the entries its
     * splits cover, from its index as planning read it, each of which a read gives one games row. A
     * text database is absent: its games are known only once its text is read.
     */
    public Map<String, Long> indexEntries() {
        Map<String, Long> entries = new LinkedHashMap<>();
        for (int i = 0; i < databases.size(); i++) {
            DatabaseRef database = databases.get(i);
            if (Formats.byName(database.format()).description().splitUnit() == SplitUnit.INDEX_ENTRIES) {
                entries.put(database.source(), plans.get(i).splits().stream().mapToLong(Split::length).sum());
            }
        }
        return entries;
    }

    /** The partitions of a table over this input, packed (and numbered) on first use. */
    public synchronized List<List<DatabaseSplit>> partitions(TableKind table) {
        Shape shape = table == TableKind.NAMES ? Shape.WHOLE_DATABASES : Shape.SPLITS;
        List<List<DatabaseSplit>> packed = partitions.get(shape);
        if (packed == null) {
            if (shape == Shape.SPLITS) {
                packed = GameNumbering.number(planner().pack(databases, readPlans(), false), context.countingPass(),
                        options.formatOptions());
            } else {
                List<DatabaseRef> named = new ArrayList<>();
                List<DatabasePlan> plansOfNamed = new ArrayList<>();
                for (int i = 0; i < databases.size(); i++) {
                    if (!namesCounted.contains(databases.get(i).source())) {
                        named.add(databases.get(i));
                        plansOfNamed.add(readPlans().get(i));
                    }
                }
                packed = planner().pack(named, plansOfNamed, true);
            }
            partitions.put(shape, packed);
        }
        return packed;
    }

    /**
     * Leaves databases out of the names read: the run counted their names itself, from the headers
     * it decoded (their names are a header tally). Before the names are first read.
     */
    public synchronized void namesCountedElsewhere(Set<String> sources) {
        if (partitions.containsKey(Shape.WHOLE_DATABASES)) {
            throw new IllegalStateException("the input's names partitions are planned already");
        }
        namesCounted = Set.copyOf(sources);
    }

    /**
     * Lets the run copy the text of its files that can only be read from their start (gzip, zstd of
     * one frame) into {@code scratch}, so that many tasks decode them; before any table is read.
     */
    public synchronized void copyTextInto(String scratch) {
        if (readPlans != null) {
            throw new IllegalStateException("the input's partitions are planned already");
        }
        this.scratch = scratch;
    }

    private List<DatabasePlan> readPlans() {
        if (readPlans == null) {
            readPlans = scratch == null ? plans
                    : TextCopies.apply(databases, plans, scratch, context, options.formatOptions(), options.sizing());
        }
        return readPlans;
    }

    private ScanPlanner planner() {
        return new ScanPlanner(context.conf(), options.formatOptions(), options.sizing(),
                options.packing().spreadOver(context.parallelism()));
    }

    /** Ends the run's use of this input: scans naming it fail from now on. */
    @Override
    public void close() {
        if (id != null) {
            OPEN.remove(id);
        }
    }
}
