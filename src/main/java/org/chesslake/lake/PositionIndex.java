package org.chesslake.lake;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.Path;
import org.apache.iceberg.CatalogUtil;
import org.apache.iceberg.FileScanTask;
import org.apache.iceberg.Snapshot;
import org.apache.iceberg.Table;
import org.apache.iceberg.catalog.Catalog;
import org.apache.iceberg.catalog.Namespace;
import org.apache.iceberg.catalog.TableIdentifier;
import org.apache.iceberg.exceptions.NoSuchTableException;
import org.apache.iceberg.expressions.Expression;
import org.apache.iceberg.expressions.Expressions;
import org.apache.iceberg.expressions.InclusiveMetricsEvaluator;
import org.apache.iceberg.hadoop.HadoopCatalog;
import org.apache.iceberg.io.CloseableIterable;
import org.apache.parquet.HadoopReadOptions;
import org.apache.parquet.ParquetReadOptions;
import org.apache.parquet.hadoop.util.HadoopCodecs;
import org.apache.parquet.io.api.Binary;
import org.chesslake.table.FenPosition;
import org.chesslake.table.PositionColumn;
import org.chesslake.table.ResultPoints;

/**
 * The opening tree of a position read from the lake's positions table without Spark: the table is
 * loaded through its Iceberg catalog, its files planned with a filter on the position's key (and the
 * tree's filters), so that the manifests' key bounds prune the files that cannot hold it, and each
 * file read by parquet-java with the same filter, which skips the row groups and pages whose key
 * bounds leave the key out (the files are sorted by it) and keeps only the rows that pass. The tree
 * is then counted as {@code jobs/queries/explore.sql} counts it. The row groups that may hold the key
 * are read in parallel (the caller's thread and one reader thread per further core): a common
 * position's rows fill several row groups of a compacted file, or one in each file of uncompacted
 * runs. They are counted in their order, so a tree is the same however the reads interleave. One index serves many trees, one at a time (the table is
 * refreshed for each; not thread-safe), and may keep the last trees it counted for as long as the
 * snapshot stays.
 */
public final class PositionIndex implements AutoCloseable {

    /** Session settings of a catalog, as Spark takes them: {@code spark.sql.catalog.NAME.KEY}. */
    private static final String CATALOG_PREFIX = "spark.sql.catalog.";
    /** Hadoop settings given as Spark takes them: {@code spark.hadoop.KEY}. */
    private static final String HADOOP_PREFIX = "spark.hadoop.";
    private static final int TOP_GAMES = 3;

    private final Table table;
    private final Configuration conf;
    /**
     * Per reading thread (the caller's first) its readers' options, made once (building them reads
     * the Hadoop configuration, which costs more than a lookup), each with a codec factory of its
     * own: a factory's decompressors serve one reader at a time.
     */
    private final ParquetReadOptions[] optionsByThread;
    /** The snapshot {@link #files} are of (null: the table has none), and its files; null before the first tree. */
    private Long snapshotId;
    private List<PositionsFile> files;
    /** Per row group a tree reads (in the order of {@link #files}, then of the file), the rows it found, reused from tree to tree. */
    private final List<PositionsFile.Rows> rowsByGroup = new ArrayList<>();
    /** The threads that read files beside the caller's: one less than the cores (none on one core). */
    private final ExecutorService readers;
    private final int readerThreads;
    /** The trees counted on {@link #snapshotId}, the least recently asked for dropped first; empty when not kept. */
    private final Map<TreeRequest, Tree> trees;
    /** The data files the last tree read: those whose bounds may hold its key (none when it was kept). */
    private int filesRead;
    /** The row groups of those files the last tree read: those whose key bounds may hold its key. */
    private int rowGroupsRead;

    private PositionIndex(Table table, Configuration conf, int keptTrees) {
        this.table = table;
        this.conf = conf;
        this.readerThreads = Math.max(0, Runtime.getRuntime().availableProcessors() - 1);
        ParquetReadOptions options = HadoopReadOptions.builder(conf).build();
        this.optionsByThread = new ParquetReadOptions[readerThreads + 1];
        for (int thread = 0; thread < optionsByThread.length; thread++) {
            optionsByThread[thread] = HadoopReadOptions.builder(conf).copy(options)
                    .withCodecFactory(HadoopCodecs.newFactory(conf, 0)).build();
        }
        this.readers = readerThreads == 0 ? null : Executors.newFixedThreadPool(readerThreads, runnable -> {
            Thread thread = new Thread(runnable, "positions-reader");
            thread.setDaemon(true);
            return thread;
        });
        this.trees = new LinkedHashMap<>(16, 0.75f, true) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<TreeRequest, Tree> eldest) {
                return size() > keptTrees;
            }
        };
    }

    /** A tree asked for: the position as given and the filter. */
    private record TreeRequest(String fen, TreeFilter filter) {
    }

    /**
     * The index of a lake: with {@code catalogName} null, the embedded one in the directory {@code lake}
     * (its Hadoop catalog); else the table in {@code namespace} of the catalog that {@code settings}
     * configure as a Spark session would ({@code spark.sql.catalog.NAME.type}, {@code .uri}, ...).
     * {@code settings}' {@code spark.hadoop.*} entries go into the Hadoop configuration.
     *
     * @throws IllegalArgumentException when the catalog is not configured, there is no lake or it has no positions table
     */
    public static PositionIndex open(String lake, String catalogName, String namespace, Map<String, String> settings) {
        return open(lake, catalogName, namespace, settings, 0);
    }

    /**
     * The index of a lake as {@link #open(String, String, String, Map)} opens it, keeping the last
     * {@code keptTrees} trees it counted (by FEN and filter) for as long as the table's snapshot stays:
     * asked again, such a tree is answered from memory.
     */
    public static PositionIndex open(String lake, String catalogName, String namespace, Map<String, String> settings,
                                     int keptTrees) {
        Configuration conf = new Configuration();
        settings.forEach((key, value) -> {
            if (key.startsWith(HADOOP_PREFIX)) {
                conf.set(key.substring(HADOOP_PREFIX.length()), value);
            }
        });
        Catalog catalog;
        TableIdentifier id;
        if (catalogName == null) {
            Path dir;
            try {
                Path path = new Path(lake);
                dir = path.getFileSystem(conf).makeQualified(path);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            catalog = new HadoopCatalog(conf, dir.getParent().toString());
            id = TableIdentifier.of(Namespace.of(dir.getName()), LakeTable.POSITIONS.tableName());
        } else {
            String prefix = CATALOG_PREFIX + catalogName + ".";
            if (!settings.containsKey(CATALOG_PREFIX + catalogName)) {
                throw new IllegalArgumentException("--catalog " + catalogName + ": no catalog " + CATALOG_PREFIX
                        + catalogName + " is configured");
            }
            Map<String, String> properties = new LinkedHashMap<>();
            settings.forEach((key, value) -> {
                if (key.startsWith(prefix)) {
                    properties.put(key.substring(prefix.length()), value);
                }
            });
            catalog = CatalogUtil.buildIcebergCatalog(catalogName, properties, conf);
            id = TableIdentifier.of(Namespace.of(namespace.split("\\.")), LakeTable.POSITIONS.tableName());
        }
        try {
            // loaded at once, not after tableExists, which loads the table's metadata too
            return new PositionIndex(catalog.loadTable(id), conf, keptTrees);
        } catch (NoSuchTableException e) {
            Namespace tables = id.namespace();
            String where = catalogName == null ? lake : "catalog " + catalogName + ", namespace " + namespace;
            if (LakeTable.gameTables().stream().noneMatch(table -> catalog.tableExists(TableIdentifier.of(tables,
                    table.tableName())))) {
                throw new IllegalArgumentException(where + ": no lake here (none of the Iceberg tables "
                        + LakeTable.allNames() + ")");
            }
            throw new IllegalArgumentException(where + ": the lake has no opening index (the positions table): an"
                    + " ingest writes it with the moves (--full for the sources a lake made before it holds)");
        }
    }

    /**
     * The tree of the position {@code fen} (chess or xiangqi) over the games {@code filter} keeps.
     *
     * @throws IllegalArgumentException for a FEN that is neither a chess nor a xiangqi position
     */
    public Tree tree(String fen, TreeFilter filter) throws IOException {
        FenPosition position = FenPosition.of(fen);
        List<PositionsFile> current = files();
        TreeRequest request = new TreeRequest(fen, filter);
        Tree kept = trees.get(request);
        if (kept != null) {
            filesRead = 0;
            rowGroupsRead = 0;
            return kept;
        }
        long key = position.key();
        InclusiveMetricsEvaluator bounds = new InclusiveMetricsEvaluator(table.schema(), icebergFilter(key, filter));
        List<PositionsFile> reading = current.stream().filter(file -> bounds.eval(file.dataFile())).toList();
        filesRead = reading.size();
        List<RowGroup> groups = rowGroups(reading, key);
        rowGroupsRead = groups.size();
        read(groups, key, filter.source() != null);
        Binary source = filter.source() == null ? null : Binary.fromString(filter.source());
        Map<Binary, Counts> moves = new LinkedHashMap<>();
        Map<Binary, Outcome> outcomes = new HashMap<>();
        int found = 0;
        for (int i = 0; i < groups.size(); i++) {
            found += rowsByGroup.get(i).size();
        }
        PlayedMoves played = new PlayedMoves(found);
        boolean whiteMoves = position.whiteToMove();
        // the row groups in their order, each one's rows in theirs: the order a single reader finds them in
        for (int i = 0; i < groups.size(); i++) {
            PositionsFile.Rows rows = rowsByGroup.get(i);
            for (int row = 0; row < rows.size(); row++) {
                if (!keeps(filter, source, rows, row)) {
                    continue;
                }
                Binary uci = rows.uci[row];
                Counts counts = moves.get(uci);
                if (counts == null) {
                    String text = uci == null ? null : uci.toStringUsingUTF8();
                    counts = new Counts(position.san(text), text, moves.size());
                    moves.put(uci, counts);
                }
                long game = rows.gameId[row];
                if (played.add(game, counts.number)) {
                    Binary result = rows.result[row];
                    Outcome outcome = Outcome.NONE;
                    if (result != null) {
                        outcome = outcomes.get(result);
                        if (outcome == null) {
                            outcome = Outcome.of(result.toStringUsingUTF8(), whiteMoves);
                            outcomes.put(result, outcome);
                        }
                    }
                    counts.add(game, outcome, whiteMoves ? rows.whiteElo[row] : rows.blackElo[row],
                            rows.whiteElo[row], rows.blackElo[row], rows.date[row], rows.year[row]);
                }
            }
        }
        List<TreeMove> tree = new ArrayList<>(moves.values().stream().map(Counts::move).toList());
        tree.sort(Comparator.comparingLong(TreeMove::games).reversed().thenComparing(TreeMove::move,
                Comparator.nullsFirst(Comparator.naturalOrder())));
        Tree counted = new Tree(fen, key, tree);
        trees.put(request, counted);
        return counted;
    }

    /**
     * How many data files the last tree read: those whose key bounds (and source bounds, with a
     * source filter) may hold its position; none for a tree answered from memory. A compacted index
     * reads one file per tree, an index of uncompacted runs one per file.
     */
    public int filesRead() {
        return filesRead;
    }

    /**
     * How many row groups the last tree read, of the {@link #filesRead} files: those whose key bounds
     * may hold its position, read in parallel; none for a tree answered from memory.
     */
    public int rowGroupsRead() {
        return rowGroupsRead;
    }

    /** A row group of a file that may hold a tree's key. */
    private record RowGroup(PositionsFile file, int index) {
    }

    /** The row groups of {@code reading} whose bounds may hold {@code key}, file by file (footers read in parallel). */
    private List<RowGroup> rowGroups(List<PositionsFile> reading, long key) throws IOException {
        List<List<Integer>> indexes = new ArrayList<>(reading.size());
        for (int i = 0; i < reading.size(); i++) {
            indexes.add(null);
        }
        inParallel(reading.size(), (i, thread) -> indexes.set(i, reading.get(i).rowGroupsOf(key, optionsByThread[thread])));
        List<RowGroup> groups = new ArrayList<>();
        for (int i = 0; i < reading.size(); i++) {
            for (int index : indexes.get(i)) {
                groups.add(new RowGroup(reading.get(i), index));
            }
        }
        return groups;
    }

    /** Reads the key's rows of each row group into {@link #rowsByGroup} (the i-th group's into the i-th). */
    private void read(List<RowGroup> groups, long key, boolean withSource) throws IOException {
        while (rowsByGroup.size() < groups.size()) {
            rowsByGroup.add(new PositionsFile.Rows());
        }
        inParallel(groups.size(), (i, thread) -> {
            PositionsFile.Rows rows = rowsByGroup.get(i);
            rows.clear();
            RowGroup group = groups.get(i);
            group.file().read(group.index(), key, withSource, rows, optionsByThread[thread]);
        });
    }

    /** A piece of work on the i-th of several items, done by the reading thread numbered {@code thread} (the caller's is 0). */
    private interface ItemRead {
        void read(int item, int thread) throws IOException;
    }

    /**
     * Does {@code work} for the items 0 to {@code count - 1}: the calling thread and the reader threads
     * each take the next item not yet taken; returns when every item is done, rethrowing the first failure.
     */
    private void inParallel(int count, ItemRead work) throws IOException {
        AtomicInteger next = new AtomicInteger();
        List<Future<Void>> helpers = new ArrayList<>();
        for (int helper = 1; helper <= Math.min(readerThreads, count - 1); helper++) {
            int thread = helper;
            helpers.add(readers.submit(() -> {
                for (int i = next.getAndIncrement(); i < count; i = next.getAndIncrement()) {
                    work.read(i, thread);
                }
                return null;
            }));
        }
        Throwable failure = null;
        try {
            for (int i = next.getAndIncrement(); i < count; i = next.getAndIncrement()) {
                work.read(i, 0);
            }
        } catch (IOException | RuntimeException | Error e) {
            failure = e;
        }
        // every helper is waited for, whatever failed: none may still be filling rows when this returns
        boolean interrupted = false;
        for (Future<Void> helper : helpers) {
            while (true) {
                try {
                    helper.get();
                    break;
                } catch (InterruptedException e) {
                    interrupted = true;
                } catch (ExecutionException e) {
                    failure = failure == null ? e.getCause() : failure;
                    break;
                }
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
        if (failure instanceof IOException e) {
            throw e;
        }
        if (failure instanceof RuntimeException e) {
            throw e;
        }
        if (failure instanceof Error e) {
            throw e;
        }
        if (failure != null) {
            throw new IllegalStateException(failure);
        }
    }

    /** Stops the reader threads; the index reads no more trees. */
    @Override
    public void close() {
        if (readers != null) {
            readers.shutdownNow();
        }
    }

    /**
     * The index's data files as of the table's current snapshot: planned again only when the
     * snapshot changed, and a file kept from one snapshot to the next keeps what it has read.
     */
    private List<PositionsFile> files() throws IOException {
        table.refresh();
        Snapshot current = table.currentSnapshot();
        Long id = current == null ? null : current.snapshotId();
        if (files != null && Objects.equals(id, snapshotId)) {
            return files;
        }
        Map<String, PositionsFile> known = new HashMap<>();
        if (files != null) {
            files.forEach(file -> known.put(file.dataFile().location(), file));
        }
        List<PositionsFile> planned = new ArrayList<>();
        if (current != null) {
            try (CloseableIterable<FileScanTask> tasks = table.newScan().useSnapshot(id).includeColumnStats().planFiles()) {
                for (FileScanTask task : tasks) {
                    if (!task.deletes().isEmpty()) {
                        throw new IllegalStateException(task.file().location() + " has delete files; the index is"
                                + " written copy-on-write");
                    }
                    PositionsFile file = known.get(task.file().location());
                    planned.add(file != null ? file : new PositionsFile(task.file(), conf));
                }
            }
        }
        files = List.copyOf(planned);
        snapshotId = id;
        trees.clear();
        return files;
    }

    /** Whether the row's game passes the filter (a null Elo or date passes no bound, as in SQL). */
    private static boolean keeps(TreeFilter filter, Binary source, PositionsFile.Rows rows, int row) {
        int whiteElo = rows.whiteElo[row];
        int blackElo = rows.blackElo[row];
        if (filter.minElo() != null && (whiteElo == PositionsFile.NULL || blackElo == PositionsFile.NULL
                || whiteElo < filter.minElo() || blackElo < filter.minElo())) {
            return false;
        }
        if (filter.maxElo() != null && (whiteElo == PositionsFile.NULL || blackElo == PositionsFile.NULL
                || whiteElo > filter.maxElo() || blackElo > filter.maxElo())) {
            return false;
        }
        if (filter.since() != null) {
            int value = dateValue(filter.since(), rows, row);
            if (value == PositionsFile.NULL || value < filter.since().value()) {
                return false;
            }
        }
        if (filter.until() != null) {
            int value = dateValue(filter.until(), rows, row);
            if (value == PositionsFile.NULL || value > filter.until().value()) {
                return false;
            }
        }
        return source == null || source.equals(rows.source[row]);
    }

    /** The row's value that {@code bound} compares with: its year or its date. */
    private static int dateValue(TreeFilter.DateBound bound, PositionsFile.Rows rows, int row) {
        return switch (bound.column()) {
            case YEAR -> rows.year[row];
            case DATE -> rows.date[row];
            default -> throw new IllegalStateException("a date bound compares with " + bound.column());
        };
    }

    /**
     * The (game, move) pairs counted so far, so that a game counts once per move however often it
     * played the move from the position: an open-addressing hash set without an object per pair.
     */
    private static final class PlayedMoves {
        private long[] games;
        private int[] moves;
        private int size;

        /** A set sized for {@code expected} pairs. */
        PlayedMoves(int expected) {
            int capacity = Integer.highestOneBit(Math.max(expected, 512) * 2 - 1) * 2;
            games = new long[capacity];
            moves = new int[capacity];
        }

        /** Adds the pair; false if it was there. Move numbers are from 0, so a slot's move -1 is empty. */
        boolean add(long game, int move) {
            if (size * 2 >= games.length) {
                grow();
            }
            int mask = games.length - 1;
            for (int slot = slot(game, move, mask); ; slot = (slot + 1) & mask) {
                if (moves[slot] == 0) {
                    games[slot] = game;
                    moves[slot] = move + 1;
                    size++;
                    return true;
                }
                if (games[slot] == game && moves[slot] == move + 1) {
                    return false;
                }
            }
        }

        private static int slot(long game, int move, int mask) {
            long hash = (game ^ (long) move * 0x9E3779B97F4A7C15L) * 0xBF58476D1CE4E5B9L;
            return (int) (hash ^ (hash >>> 31)) & mask;
        }

        private void grow() {
            long[] oldGames = games;
            int[] oldMoves = moves;
            games = new long[oldGames.length * 2];
            moves = new int[oldMoves.length * 2];
            int mask = games.length - 1;
            for (int i = 0; i < oldGames.length; i++) {
                if (oldMoves[i] != 0) {
                    int slot = slot(oldGames[i], oldMoves[i] - 1, mask);
                    while (moves[slot] != 0) {
                        slot = (slot + 1) & mask;
                    }
                    games[slot] = oldGames[i];
                    moves[slot] = oldMoves[i];
                }
            }
        }
    }

    /**
     * A game's result as a tree counts it: the result, which of white wins, draws and black wins it
     * is (none for '*'), and the mover's points (null where unfinished); one per distinct result.
     */
    private record Outcome(String result, Side winner, Double points) {

        static final Outcome NONE = new Outcome(null, Side.NONE, null);

        static Outcome of(String result, boolean whiteMoves) {
            Side winner = switch (result) {
                case "1-0" -> Side.WHITE;
                case "0-1" -> Side.BLACK;
                case "1/2-1/2" -> Side.DRAW;
                default -> Side.NONE;
            };
            return new Outcome(result, winner, ResultPoints.of(result, whiteMoves));
        }

        enum Side { WHITE, DRAW, BLACK, NONE }
    }

    /** One move's counts, as explore.sql aggregates them. */
    private static final class Counts {
        private final String move;
        private final String uci;
        /** The move's number in its tree, from 0. */
        private final int number;
        private long games;
        private long whiteWins;
        private long draws;
        private long blackWins;
        private double points;
        private long scored;
        private long elos;
        private long rated;
        private Integer firstYear;
        private Integer lastYear;
        /** The best games so far, best first. */
        private final List<TopGame> top = new ArrayList<>();

        Counts(String move, String uci, int number) {
            this.move = move;
            this.uci = uci;
            this.number = number;
        }

        /** Counts a game; each int is {@link PositionsFile#NULL} where the game has no value. */
        void add(long game, Outcome outcome, int moverElo, int whiteElo, int blackElo, int date, int year) {
            games++;
            switch (outcome.winner()) {
                case WHITE -> whiteWins++;
                case BLACK -> blackWins++;
                case DRAW -> draws++;
                case NONE -> {
                }
            }
            if (outcome.points() != null) {
                points += outcome.points();
                scored++;
            }
            if (moverElo != PositionsFile.NULL) {
                elos += moverElo;
                rated++;
            }
            if (year != PositionsFile.NULL) {
                firstYear = firstYear == null ? year : Math.min(firstYear, year);
                lastYear = lastYear == null ? year : Math.max(lastYear, year);
            }
            // the Elo sum orders first, then the game id: a game not above the third cannot enter, and
            // costs no TopGame
            long eloSum = (whiteElo == PositionsFile.NULL ? 0L : whiteElo) + (blackElo == PositionsFile.NULL ? 0L : blackElo);
            if (top.size() == TOP_GAMES) {
                TopGame third = top.get(TOP_GAMES - 1);
                if (eloSum < third.eloSum() || eloSum == third.eloSum() && game < third.gameId()) {
                    return;
                }
            }
            TopGame candidate = new TopGame(game, outcome.result(), value(whiteElo), value(blackElo),
                    date == PositionsFile.NULL ? null : LocalDate.ofEpochDay(date), value(year));
            int at = top.size();
            while (at > 0 && TopGame.BEST_FIRST.compare(candidate, top.get(at - 1)) < 0) {
                at--;
            }
            if (at < TOP_GAMES) {
                top.add(at, candidate);
                if (top.size() > TOP_GAMES) {
                    top.remove(TOP_GAMES);
                }
            }
        }

        private static Integer value(int value) {
            return value == PositionsFile.NULL ? null : value;
        }

        TreeMove move() {
            return new TreeMove(move, uci, games, whiteWins, draws, blackWins,
                    scored == 0 ? null : round(points / scored, 3),
                    rated == 0 ? null : round((double) elos / rated, 0), firstYear, lastYear, top);
        }
    }

    /** Rounded half up, as Spark SQL's {@code round} rounds a double. */
    private static double round(double value, int places) {
        return BigDecimal.valueOf(value).setScale(places, RoundingMode.HALF_UP).doubleValue();
    }

    /**
     * The key (and the source) for Iceberg's planning, which prunes the data files whose bounds leave
     * them out; the other filters prune little by file and are left to the rows' read.
     */
    private static Expression icebergFilter(long key, TreeFilter filter) {
        Expression expression = Expressions.equal(PositionColumn.FROM_POSITION_KEY.column(), key);
        return filter.source() == null ? expression
                : Expressions.and(expression, Expressions.equal(PositionColumn.SOURCE.column(), filter.source()));
    }
}
