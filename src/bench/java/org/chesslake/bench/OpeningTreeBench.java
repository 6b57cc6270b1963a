package org.chesslake.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.apache.hadoop.conf.Configuration;
import org.apache.parquet.column.values.bloomfilter.BloomFilter;
import org.apache.parquet.hadoop.ParquetFileReader;
import org.apache.parquet.hadoop.metadata.BlockMetaData;
import org.apache.parquet.hadoop.metadata.ColumnChunkMetaData;
import org.apache.parquet.hadoop.util.HadoopInputFile;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.chesslake.chess.Board;
import org.chesslake.chess.San;
import org.chesslake.cli.JobSession;
import org.chesslake.cli.LakeOptions;
import org.chesslake.lake.PositionIndex;
import org.chesslake.lake.Tree;
import org.chesslake.lake.TreeFilter;
import org.chesslake.lake.TreeMove;
import org.chesslake.table.PositionKeys;

/**
 * jobs/queries/opening-tree.sql over a lake as jobs/sql runs it (an embedded session, the lake's
 * tables, chesslake's SQL functions): per position the first run of the query in the process (cold:
 * Spark, Iceberg and the JVM have not seen it yet; the OS file cache is as the machine left it) and
 * the median of the repetitions after it (warm), with the tree's size and how many row groups of
 * moves its bloom filters leave to read. Then one game's duplicates by its main_line_key (the games
 * row of the longest main line's key, looked up as a user would, cold and warm). Before the session
 * starts, where the lake has the opening index, each position's tree is timed as jobs/explore reads
 * it (the positions table, without Spark), without and with an Elo filter: in this process, warmed
 * as a session of the explorer page is (the trees of {@link #WARM_UP_LINES}' positions, other than the
 * timed ones, counted first, with each filter: the JIT has compiled the tree's code and the index has
 * read the files' footers), the first tree of the position and the median of the repetitions after
 * it; and as cold {@code jobs/explore} processes (the median of the repetitions' wall-clock times,
 * start-up included). Usage: OpeningTreeBench LAKE
 * [repetitions=5] [FEN...]; without FENs, the position after 1.e4 c5 (common) and after the Poisoned
 * Pawn's 7...Qb6 (rare).
 */
public final class OpeningTreeBench {

    private OpeningTreeBench() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length < 1) {
            System.err.println("usage: OpeningTreeBench LAKE [repetitions=5] [FEN...]");
            System.exit(2);
        }
        String lake = args[0];
        int repetitions = args.length > 1 ? Integer.parseInt(args[1]) : 5;
        List<String> fens = args.length > 2 ? List.of(args).subList(2, args.length)
                : List.of(after("e4 c5"), after("e4 c5 Nf3 d6 d4 cxd4 Nxd4 Nf6 Nc3 a6 Bg5 e6 f4 Qb6"));
        // jobs/dev/bench names the project's query file, so the bench runs from any directory
        String tree = Files.readString(Path.of(System.getProperty("chesslake.openingTreeQuery",
                "jobs/queries/opening-tree.sql")));
        explore(lake, repetitions, fens);
        long start = System.nanoTime();
        // the embedded lake: no catalog
        SparkSession spark = JobSession.onLake("bench-tree", new LakeOptions(lake, null, null)).spark();
        System.out.printf(Locale.ROOT, "session on %s: %.2f s%n", lake, (System.nanoTime() - start) / 1e9);
        System.out.println(indexSize(spark));
        try {
            for (String fen : fens) {
                Dataset<Row> query = spark.sql(tree, Map.of("fen", fen));
                System.out.println(fen);
                System.out.println("  scan: " + scanLine(query));
                System.out.println("  " + rowGroupsToRead(spark, PositionKeys.ofFen(fen)));
                String times = coldAndWarm(repetitions, () -> spark.sql(tree, Map.of("fen", fen)).collectAsList());
                List<Row> rows = spark.sql(tree, Map.of("fen", fen)).collectAsList();
                long games = rows.stream().mapToLong(row -> row.getLong(1)).sum();
                System.out.printf(Locale.ROOT, "  %d moves, %d games: %s%n", rows.size(), games, times);
            }
            long key = spark.sql("SELECT main_line_key FROM games WHERE main_line_key IS NOT NULL ORDER BY ply_count DESC LIMIT 1")
                    .first().getLong(0);
            String duplicates = "SELECT source, game_number, white, black, year FROM games WHERE main_line_key = " + key;
            String times = coldAndWarm(repetitions, () -> spark.sql(duplicates).collectAsList());
            System.out.printf(Locale.ROOT, "games with main_line_key %d: %d; %s%n", key,
                    spark.sql(duplicates).collectAsList().size(), times);
            System.out.println(Measurements.memory());
        } finally {
            spark.stop();
        }
    }

    /**
     * The lines along which the explorer is warmed: the position before each of their moves, 44 of
     * them, none on the default positions' line (1.e4 c5 2.Nf3 d6 ...).
     */
    private static final List<String> WARM_UP_LINES = List.of(
            "d4 d5 c4 e6 Nc3 Nf6 Bg5 Be7 e3 O-O Nf3",
            "e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7 Re1",
            "c4 e5 Nc3 Nf6 Nf3 Nc6 g3 d5 cxd5 Nxd5 Bg2",
            "Nf3 d5 g3 Nf6 Bg2 c6 O-O Bg4 d3 Nbd7 Nbd2");

    /** The filters the explorer is timed with: none, and both players' Elo at least 2400. */
    private static final List<TreeFilter> FILTERS = List.of(TreeFilter.NONE, new TreeFilter(2400, null, null, null, null));

    /** The explorer's trees of each FEN with each filter: in this process, then as cold jobs/explore processes. */
    private static void explore(String lake, int repetitions, List<String> fens) throws IOException {
        PositionIndex index;
        try {
            long start = System.nanoTime();
            index = PositionIndex.open(lake, null, null, Map.of());
            System.out.printf(Locale.ROOT, "opening index of %s opened: %.3f s%n", lake, (System.nanoTime() - start) / 1e9);
        } catch (IllegalArgumentException e) {
            System.out.println("no explorer: " + e.getMessage());
            return;
        }
        Path root = Path.of(System.getProperty("chesslake.root", ".")).toAbsolutePath();
        String lakePath = Path.of(lake).toAbsolutePath().toString();
        // the index keeps no trees: each repetition counts its tree
        try (index) {
            explore(index, root, lakePath, repetitions, fens);
        }
    }

    private static void explore(PositionIndex index, Path root, String lakePath, int repetitions, List<String> fens)
            throws IOException {
        warmUp(index, fens);
        for (String fen : fens) {
            System.out.println(fen);
            for (TreeFilter filter : FILTERS) {
                String label = filter.equals(TreeFilter.NONE) ? "all games" : "both Elo >= 2400";
                double[] seconds = times(repetitions, () -> explored(index, fen, filter));
                Tree tree = explored(index, fen, filter);
                String times = String.format(Locale.ROOT, "first %.3f s, median %.3f s of %d more, %d files (%d row groups)"
                        + " read a tree", seconds[0], Measurements.median(java.util.Arrays.copyOfRange(seconds, 1,
                        seconds.length)), repetitions, index.filesRead(), index.rowGroupsRead());
                List<String> command = new ArrayList<>(List.of("jobs/explore", "--lake", lakePath, "--fen", fen,
                        "--format", "json"));
                if (filter.minElo() != null) {
                    command.addAll(List.of("--min-elo", String.valueOf(filter.minElo())));
                }
                double[] processes = new double[repetitions];
                for (int r = 0; r < repetitions; r++) {
                    try {
                        processes[r] = ColdProcessBench.process(root, command);
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                        throw new IOException(e);
                    }
                }
                System.out.printf(Locale.ROOT, "  explore %s: %d moves, %d games; in-process (warmed) %s; jobs/explore process"
                                + " median %.2f s (%d runs)%n", label, tree.moves().size(),
                        tree.moves().stream().mapToLong(TreeMove::games).sum(), times,
                        Measurements.median(processes), repetitions);
            }
        }
    }

    /** Counts the trees of the warm-up lines' positions that are not among {@code timed}, with each filter; says so. */
    private static void warmUp(PositionIndex index, List<String> timed) {
        long start = System.nanoTime();
        int positions = 0;
        for (String line : WARM_UP_LINES) {
            Board board = Board.standard();
            for (String san : line.split(" ")) {
                String fen = board.toFen();
                if (!timed.contains(fen)) {
                    positions++;
                    for (TreeFilter filter : FILTERS) {
                        explored(index, fen, filter);
                    }
                }
                board.make(San.parse(board, san));
            }
        }
        System.out.printf(Locale.ROOT, "explorer warmed by the trees of %d other positions (along %s), each with"
                        + " each filter: %d trees in %.2f s%n", positions, String.join("; ", WARM_UP_LINES),
                positions * FILTERS.size(), (System.nanoTime() - start) / 1e9);
    }

    private static Tree explored(PositionIndex index, String fen, TreeFilter filter) {
        try {
            return index.tree(fen, filter);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /** Times a query's first run (cold: its first in the process) and the median of the repetitions after it (warm). */
    private static String coldAndWarm(int repetitions, Runnable query) {
        double[] seconds = times(repetitions, query);
        return String.format(Locale.ROOT, "cold %.3f s, warm median %.3f s (%d runs)", seconds[0],
                Measurements.median(java.util.Arrays.copyOfRange(seconds, 1, seconds.length)), repetitions);
    }

    /** The seconds of a query's first run and of the {@code repetitions} after it. */
    private static double[] times(int repetitions, Runnable query) {
        double[] seconds = new double[repetitions + 1];
        for (int r = 0; r <= repetitions; r++) {
            long t = System.nanoTime();
            query.run();
            seconds[r] = (System.nanoTime() - t) / 1e9;
        }
        return seconds;
    }

    /** The FEN of the position after SAN moves from the standard start. */
    private static String after(String sans) {
        Board board = Board.standard();
        for (String san : sans.split(" ")) {
            board.make(San.parse(board, san));
        }
        return board.toFen();
    }

    /** The positions table's data files against the moves table's: bytes and rows. */
    private static String indexSize(SparkSession spark) {
        String db = spark.catalog().currentDatabase();
        Row positions = spark.sql("SELECT sum(file_size_in_bytes), sum(record_count) FROM " + db + ".positions.files").first();
        Row moves = spark.sql("SELECT sum(file_size_in_bytes), sum(record_count) FROM " + db + ".moves.files").first();
        return String.format(Locale.ROOT, "index: %.1f MiB, %d rows (%.2f bytes a row); moves: %.1f MiB, %d rows;"
                        + " the index is %.0f%% of the moves table", positions.getLong(0) / 1048576.0, positions.getLong(1),
                positions.getLong(0) / (double) positions.getLong(1), moves.getLong(0) / 1048576.0, moves.getLong(1),
                100.0 * positions.getLong(0) / moves.getLong(0));
    }

    /**
     * How many row groups of the moves table's current data files may hold the key by their
     * from_position_key bloom filters: those the reader cannot skip.
     */
    private static String rowGroupsToRead(SparkSession spark, long key) throws IOException {
        List<String> files = spark.sql("SELECT file_path FROM " + spark.catalog().currentDatabase() + ".moves.files")
                .as(Encoders.STRING()).collectAsList();
        Configuration conf = spark.sparkContext().hadoopConfiguration();
        int rowGroups = 0;
        int maybe = 0;
        for (String file : files) {
            try (ParquetFileReader reader = ParquetFileReader.open(HadoopInputFile.fromPath(new org.apache.hadoop.fs.Path(file), conf))) {
                for (BlockMetaData block : reader.getFooter().getBlocks()) {
                    rowGroups++;
                    for (ColumnChunkMetaData column : block.getColumns()) {
                        if (column.getPath().toDotString().equals("from_position_key")) {
                            BloomFilter bloom = reader.getBloomFilterDataReader(block).readBloomFilter(column);
                            maybe += bloom == null || bloom.findHash(bloom.hash(key)) ? 1 : 0;
                        }
                    }
                }
            }
        }
        return String.format(Locale.ROOT, "row groups the bloom filters cannot skip: %d of %d (%d data files)", maybe,
                rowGroups, files.size());
    }

    /** The plan's scan of the moves table: its pushed filters show whether the key reached Iceberg. */
    private static String scanLine(Dataset<Row> query) {
        List<String> scans = new ArrayList<>();
        for (String line : query.queryExecution().executedPlan().toString().split("\n")) {
            if (line.contains("BatchScan") && line.contains("moves")) {
                scans.add(line.strip());
            }
        }
        return String.join(" / ", scans);
    }
}
