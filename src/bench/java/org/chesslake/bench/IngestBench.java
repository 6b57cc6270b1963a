package org.chesslake.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.Locale;
import java.util.stream.Stream;
import org.apache.spark.sql.SparkSession;
import org.chesslake.cli.IngestJob;
import org.chesslake.files.InputFile;
import org.chesslake.format.Formats;
import org.chesslake.ingest.Ingest;
import org.chesslake.ingest.IngestReport;
import org.chesslake.scan.DatabaseFinder;

/**
 * Spark-side benchmarks on an embedded local[2] Spark:
 * {@code ingest} (games, moves and names into a lake), {@code games} (a games-only read of every
 * index field, no move decode, to Spark's no-op sink) and {@code moves} (the moves table to the no-op
 * sink: decoding and row building without Parquet), {@code full} (the same for the full table: games rows
 * with their moves nested). Usage: IngestBench ingest|games|moves|full PATH[,PATH...] [repetitions];
 * several paths are measured in turn in each repetition, and each median is also given as a ratio to
 * the first, and for the ingest the games per second of the median run (and its ratio to the first's)
 * and the task count of each path's moves pass
 */
public final class IngestBench {

    /** How the ingest describes its moves pass to Spark ({@code Ingest}). */
    private static final String MOVES_JOB = "ingest: moves";

    private IngestBench() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length < 2) {
            System.err.println("usage: IngestBench ingest|games|moves|full PATH[,PATH...] [repetitions=3]");
            System.exit(2);
        }
        String what = args[0];
        // several paths (comma-separated) are measured in turn in every repetition: their ratios come from one run
        String[] paths = args[1].split(",");
        int repetitions = args.length > 2 ? Integer.parseInt(args[2]) : 3;
        SparkSession spark = localSpark();
        SparkJobTimes jobs = SparkJobTimes.listenTo(spark);
        Path output = Files.createTempDirectory("chesslake-bench");
        try {
            double[][] seconds = new double[paths.length][repetitions];
            int[] movesTasks = new int[paths.length];
            long[] games = new long[paths.length];
            for (int r = 0; r < repetitions; r++) {
                for (int p = 0; p < paths.length; p++) {
                    String path = paths[p];
                    long start = System.nanoTime();
                    String detail = switch (what) {
                        case "ingest" -> {
                            IngestReport report = ingestReport(spark, path, output.resolve("run" + r + "-" + p));
                            games[p] = report.entries();
                            yield describe(report);
                        }
                        case "moves" -> movesOnly(spark, path);
                        case "full" -> fullOnly(spark, path);
                        default -> gamesOnly(spark, path);
                    };
                    seconds[p][r] = (System.nanoTime() - start) / 1e9;
                    System.out.printf(Locale.ROOT, "run %d %s: %.2f s  %s%n", r + 1, path, seconds[p][r], detail);
                    System.out.println(jobs.drain());
                    movesTasks[p] = jobs.tasksOf(MOVES_JOB);
                }
            }
            for (int p = 0; p < paths.length; p++) {
                double median = Measurements.median(seconds[p]);
                System.out.printf(Locale.ROOT, "%s %s: median %.2f s%s%s%n", what, paths[p], median,
                        p == 0 ? "" : String.format(Locale.ROOT, " (%.2f x the first)", median / Measurements.median(seconds[0])),
                        what.equals("ingest") ? String.format(Locale.ROOT, ", %.0f games/s%s, moves pass %d tasks", games[p] / median,
                                p == 0 ? "" : String.format(Locale.ROOT, " (%.2f x the first's)",
                                        games[p] / median / (games[0] / Measurements.median(seconds[0]))), movesTasks[p]) : "");
            }
            System.out.println(Measurements.memory());
        } finally {
            spark.stop();
            deleteRecursively(output);
        }
    }

    /** The embedded local[2] Spark every Spark-side benchmark runs on. */
    static SparkSession localSpark() {
        SparkSession spark = SparkSession.builder().master("local[2]").appName("chesslake-bench")
                .config("spark.ui.enabled", "false").getOrCreate();
        spark.sparkContext().setLogLevel("WARN");
        return spark;
    }

    static String ingest(SparkSession spark, String path, Path output) throws IOException {
        return describe(ingestReport(spark, path, output));
    }

    private static IngestReport ingestReport(SparkSession spark, String path, Path output) throws IOException {
        return new Ingest(spark, IngestJob.parse("--input", path, "--output", output.toString())).run();
    }

    /** A run's games, moves and errors, and its rates by the ingest's own clock. */
    private static String describe(IngestReport report) {
        long moves = report.sources().stream().mapToLong(s -> s.moves()).sum();
        return String.format(Locale.ROOT, "%d games (%.0f games/s), %d moves (%.0f moves/s), %d errors",
                report.entries(), report.entries() / report.seconds(), moves, moves / report.seconds(), report.decodeErrors());
    }

    private static String gamesOnly(SparkSession spark, String path) throws IOException {
        spark.read().format(formatOf(path)).load(path)
                .drop("decode_error", "tags", "start_fen", "ply_count")
                .write().format("noop").mode("overwrite").save();
        return "games table, index columns only";
    }

    private static String movesOnly(SparkSession spark, String path) throws IOException {
        spark.read().format(formatOf(path)).option("table", "moves").load(path).write().format("noop").mode("overwrite").save();
        return "moves table to the no-op sink";
    }

    private static String fullOnly(SparkSession spark, String path) throws IOException {
        spark.read().format(formatOf(path)).option("table", "full").load(path).write().format("noop").mode("overwrite").save();
        return "full table (games with nested moves) to the no-op sink";
    }

    /** The format of a database file, or every format for a directory or glob. */
    private static String formatOf(String path) throws IOException {
        Path file = Path.of(path);
        if (!Files.isRegularFile(file)) {
            return DatabaseFinder.ANY_FORMAT;
        }
        return Formats.detect(InputFile.local(file)).map(f -> f.name()).orElse(DatabaseFinder.ANY_FORMAT);
    }

    static void deleteRecursively(Path dir) throws IOException {
        try (Stream<Path> files = Files.walk(dir)) {
            files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        }
    }
}
