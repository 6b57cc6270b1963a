package org.chesslake.lake;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.Path;
import org.apache.iceberg.CatalogUtil;
import org.apache.iceberg.FileScanTask;
import org.apache.iceberg.Table;
import org.apache.iceberg.catalog.Catalog;
import org.apache.iceberg.catalog.Namespace;
import org.apache.iceberg.catalog.TableIdentifier;
import org.apache.iceberg.expressions.Expression;
import org.apache.iceberg.expressions.Expressions;
import org.apache.iceberg.hadoop.HadoopCatalog;
import org.apache.iceberg.io.CloseableIterable;
import org.apache.parquet.example.data.Group;
import org.apache.parquet.filter2.compat.FilterCompat;
import org.apache.parquet.filter2.predicate.FilterApi;
import org.apache.parquet.filter2.predicate.FilterPredicate;
import org.apache.parquet.hadoop.ParquetReader;
import org.apache.parquet.hadoop.example.GroupReadSupport;
import org.apache.parquet.io.api.Binary;
import org.chesslake.table.PositionColumn;
import org.chesslake.table.FenPosition;
import org.chesslake.table.ResultPoints;

/**
 * The opening tree of a position read from the lake's positions table without Spark: the table is
 * loaded through its Iceberg catalog, its files planned with a filter on the position's key (and the
 * tree's filters), so that the manifests' key bounds prune the files that cannot hold it, and each
 * file read by parquet-java with the same filter, which skips the row groups and pages whose key
 * bounds leave the key out (the files are sorted by it) and keeps only the rows that pass. The tree
 * is then counted as {@code jobs/queries/explore.sql} counts it. One index serves many trees (the
 * table is refreshed for each); not thread-safe.
 */
public final class PositionIndex {

    /** Session settings of a catalog, as Spark takes them: {@code spark.sql.catalog.NAME.KEY}. */
    private static final String CATALOG_PREFIX = "spark.sql.catalog.";
    /** Hadoop settings given as Spark takes them: {@code spark.hadoop.KEY}. */
    private static final String HADOOP_PREFIX = "spark.hadoop.";
    private static final int TOP_GAMES = 3;

    private final Table table;
    private final Configuration conf;

    private PositionIndex(Table table, Configuration conf) {
        this.table = table;
        this.conf = conf;
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
        if (!catalog.tableExists(id)) {
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
        return new PositionIndex(catalog.loadTable(id), conf);
    }

    /**
     * The tree of the position {@code fen} (chess or xiangqi) over the games {@code filter} keeps.
     *
     * @throws IllegalArgumentException for a FEN that is neither a chess nor a xiangqi position
     */
    public Tree tree(String fen, TreeFilter filter) throws IOException {
        FenPosition position = FenPosition.of(fen);
        long key = position.key();
        table.refresh();
        Map<String, Counts> moves = new LinkedHashMap<>();
        Set<Played> played = new HashSet<>();
        if (table.currentSnapshot() != null) {
            try (CloseableIterable<FileScanTask> files = table.newScan().filter(icebergFilter(key, filter)).planFiles()) {
                for (FileScanTask file : files) {
                    if (!file.deletes().isEmpty()) {
                        throw new IllegalStateException(file.file().location() + " has delete files; the index is"
                                + " written copy-on-write");
                    }
                    read(file.file().location(), key, filter, position, moves, played);
                }
            }
        }
        List<TreeMove> tree = new ArrayList<>(moves.values().stream().map(Counts::move).toList());
        tree.sort(Comparator.comparingLong(TreeMove::games).reversed().thenComparing(TreeMove::move,
                Comparator.nullsFirst(Comparator.naturalOrder())));
        return new Tree(fen, key, tree);
    }

    /**
     * Counts the rows of one data file that hold the key and pass the filter; a game once per move.
     * A move's SAN is derived from the position and its UCI, once per move.
     */
    private void read(String location, long key, TreeFilter filter, FenPosition position, Map<String, Counts> moves,
                      Set<Played> played) throws IOException {
        try (ParquetReader<Group> rows = ParquetReader.builder(new GroupReadSupport(), new Path(location))
                .withConf(conf).withFilter(FilterCompat.get(parquetFilter(key, filter))).build()) {
            Group row;
            while ((row = rows.read()) != null) {
                String uci = string(row, PositionColumn.UCI);
                long game = row.getLong(PositionColumn.GAME_ID.column(), 0);
                if (played.add(new Played(game, uci))) {
                    moves.computeIfAbsent(uci, k -> new Counts(position.san(uci), uci, position.whiteToMove()))
                            .add(row, game);
                }
            }
        }
    }

    private record Played(long game, String uci) {
    }

    /** One move's counts, as explore.sql aggregates them. */
    private static final class Counts {
        /** Highest Elo sum first, then the higher game id, as explore.sql's sort_array(..., false). */
        private static final Comparator<TopGame> BEST = Comparator.comparingLong(Counts::eloSum)
                .thenComparingLong(TopGame::gameId).reversed();

        private final String move;
        private final String uci;
        private final boolean white;
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

        Counts(String move, String uci, boolean white) {
            this.move = move;
            this.uci = uci;
            this.white = white;
        }

        void add(Group row, long game) {
            games++;
            String result = string(row, PositionColumn.RESULT);
            if (result != null) {
                switch (result) {
                    case "1-0" -> whiteWins++;
                    case "0-1" -> blackWins++;
                    case "1/2-1/2" -> draws++;
                    default -> {
                    }
                }
                Double score = ResultPoints.of(result, white);
                if (score != null) {
                    points += score;
                    scored++;
                }
            }
            Integer whiteElo = integer(row, PositionColumn.WHITE_ELO);
            Integer blackElo = integer(row, PositionColumn.BLACK_ELO);
            Integer moverElo = white ? whiteElo : blackElo;
            if (moverElo != null) {
                elos += moverElo;
                rated++;
            }
            Integer year = integer(row, PositionColumn.YEAR);
            if (year != null) {
                firstYear = firstYear == null ? year : Math.min(firstYear, year);
                lastYear = lastYear == null ? year : Math.max(lastYear, year);
            }
            Integer date = integer(row, PositionColumn.DATE);
            top.add(new TopGame(game, result, whiteElo, blackElo, date == null ? null : LocalDate.ofEpochDay(date), year));
            top.sort(BEST);
            if (top.size() > TOP_GAMES) {
                top.remove(TOP_GAMES);
            }
        }

        private static long eloSum(TopGame game) {
            return (game.whiteElo() == null ? 0 : game.whiteElo()) + (game.blackElo() == null ? 0 : game.blackElo());
        }

        TreeMove move() {
            return new TreeMove(move, uci, games, whiteWins, draws, blackWins,
                    scored == 0 ? null : round((double) points / scored, 3),
                    rated == 0 ? null : round((double) elos / rated, 0), firstYear, lastYear, top);
        }
    }

    /** Rounded half up, as Spark SQL's {@code round} rounds a double. */
    private static double round(double value, int places) {
        return BigDecimal.valueOf(value).setScale(places, RoundingMode.HALF_UP).doubleValue();
    }

    private static String string(Group row, PositionColumn column) {
        return row.getFieldRepetitionCount(column.column()) == 0 ? null : row.getString(column.column(), 0);
    }

    private static Integer integer(Group row, PositionColumn column) {
        return row.getFieldRepetitionCount(column.column()) == 0 ? null : row.getInteger(column.column(), 0);
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

    /**
     * The key and the filter for parquet-java, which skips row groups and pages by their bounds and
     * keeps only the rows that pass (a null Elo or date passes no bound, as in SQL).
     */
    private static FilterPredicate parquetFilter(long key, TreeFilter filter) {
        FilterPredicate predicate = FilterApi.eq(FilterApi.longColumn(PositionColumn.FROM_POSITION_KEY.column()), key);
        for (PositionColumn elo : List.of(PositionColumn.WHITE_ELO, PositionColumn.BLACK_ELO)) {
            if (filter.minElo() != null) {
                predicate = FilterApi.and(predicate, FilterApi.gtEq(FilterApi.intColumn(elo.column()), filter.minElo()));
            }
            if (filter.maxElo() != null) {
                predicate = FilterApi.and(predicate, FilterApi.ltEq(FilterApi.intColumn(elo.column()), filter.maxElo()));
            }
        }
        if (filter.since() != null) {
            predicate = FilterApi.and(predicate, FilterApi.gtEq(FilterApi.intColumn(filter.since().column().column()),
                    filter.since().value()));
        }
        if (filter.until() != null) {
            predicate = FilterApi.and(predicate, FilterApi.ltEq(FilterApi.intColumn(filter.until().column().column()),
                    filter.until().value()));
        }
        if (filter.source() != null) {
            predicate = FilterApi.and(predicate, FilterApi.eq(FilterApi.binaryColumn(PositionColumn.SOURCE.column()),
                    Binary.fromString(filter.source())));
        }
        return predicate;
    }
}
