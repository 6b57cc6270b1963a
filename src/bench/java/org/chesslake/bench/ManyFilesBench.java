package org.chesslake.bench;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import org.apache.hadoop.conf.Configuration;
import org.apache.spark.sql.SparkSession;
import org.chesslake.cli.IngestJob;
import org.chesslake.files.InputFile;
import org.chesslake.files.OutputFile;
import org.chesslake.format.FormatOptions;
import org.chesslake.format.SplitSizing;
import org.chesslake.format.dcg.DcgWriter;
import org.chesslake.format.scid.Scid4Writer;
import org.chesslake.format.text.PgnReader;
import org.chesslake.format.xqpgn.XqEncoding;
import org.chesslake.format.xqpgn.XqPgnWriter;
import org.chesslake.format.xqpgn.XqSampleGames;
import org.chesslake.game.Game;
import org.chesslake.ingest.Ingest;
import org.chesslake.ingest.IngestReport;
import org.chesslake.pgn.ChessMoveInterpreter;
import org.chesslake.scan.DatabaseFinder;
import org.chesslake.scan.DatabaseSplit;
import org.chesslake.scan.Packing;
import org.chesslake.scan.ScanPlanner;
import org.chesslake.xiangqi.Notation;

/**
 * Many small databases against one: writes N one-game databases with the project's writers (a
 * third each SCID, DCG and xiangqi PGN, games cycled from sample-data) and the same games as one
 * database per format, then measures on local[2] the planning of each input (listing, recognition,
 * cheap plans, packing; no Spark), the read of the {@code full} table (games with their moves)
 * into Spark's no-op sink, and the real ingest (all three tables into a fresh Iceberg lake), after
 * one warm-up read and ingest of each, one input after the other in each repetition so the noisy
 * machine weighs on both alike.
 * Usage: ManyFilesBench N [repetitions=3] [openCostInBytes=Packing's default]
 */
public final class ManyFilesBench {

    private ManyFilesBench() {
    }

    public static void main(String[] args) throws IOException {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 10_000;
        int repetitions = args.length > 1 ? Integer.parseInt(args[1]) : 3;
        Path root = Files.createTempDirectory("chesslake-many");
        SparkSession spark = SparkSession.builder().master("local[2]").appName("chesslake-bench-many")
                .config("spark.ui.enabled", "false").getOrCreate();
        spark.sparkContext().setLogLevel("WARN");
        SparkJobTimes jobs = SparkJobTimes.listenTo(spark);
        Packing packing = new Packing(Packing.DEFAULT_MAX_PARTITION_BYTES,
                args.length > 2 ? Long.parseLong(args[2]) : Packing.DEFAULT_OPEN_COST, 1)
                .spreadOver(spark.sparkContext().defaultParallelism());
        try {
            long start = System.nanoTime();
            write(root, n);
            System.out.printf(Locale.ROOT, "wrote %d one-game databases and 3 databases of the same games in %.1f s%n",
                    n, seconds(start));
            Configuration conf = spark.sessionState().newHadoopConf();
            String many = root.resolve("many").toString();
            String one = root.resolve("one").toString();
            for (String path : List.of(one, many)) { // warm-up, not counted: JIT, Spark's first jobs, the file cache
                spark.read().format(DatabaseFinder.ANY_FORMAT).option("table", "full")
                    .option("openCostInBytes", packing.openCostInBytes()).load(path).write().format("noop").mode("overwrite").save();
                ingest(spark, path, root.resolve("lake-warm-up"), n);
            }
            jobs.drain();
            double[][] planning = new double[2][repetitions];
            double[][] reading = new double[2][repetitions];
            double[][] ingesting = new double[2][repetitions];
            for (int r = 0; r < repetitions; r++) {
                for (int input = 0; input < 2; input++) {
                    String path = input == 0 ? many : one;
                    long planStart = System.nanoTime();
                    List<List<DatabaseSplit>> partitions = new ScanPlanner(conf, FormatOptions.NONE, SplitSizing.DEFAULT, packing)
                            .plan(new DatabaseFinder(DatabaseFinder.ANY_FORMAT, conf).find(List.of(path), null), false);
                    planning[input][r] = seconds(planStart);
                    long readStart = System.nanoTime();
                    spark.sparkContext().setJobDescription("full table read");
                    spark.read().format(DatabaseFinder.ANY_FORMAT).option("table", "full")
                            .option("openCostInBytes", packing.openCostInBytes()).load(path)
                            .write().format("noop").mode("overwrite").save();
                    reading[input][r] = seconds(readStart);
                    System.out.printf(Locale.ROOT, "run %d %-4s: planning %.2f s (%d partitions), full table read %.2f s, %.0f games/s%n",
                            r + 1, input == 0 ? "many" : "one", planning[input][r], partitions.size(), reading[input][r],
                            n / reading[input][r]);
                }
                jobs.drain(); // the reads' jobs: not the ingest's
                for (int input = 0; input < 2; input++) {
                    ingesting[input][r] = ingest(spark, input == 0 ? many : one, root.resolve("lake"), n);
                    System.out.printf(Locale.ROOT, "run %d %-4s: ingest %.2f s, %.0f games/s%n",
                            r + 1, input == 0 ? "many" : "one", ingesting[input][r], n / ingesting[input][r]);
                    System.out.println(jobs.drain());
                }
            }
            double manyRate = n / Measurements.median(reading[0]);
            double oneRate = n / Measurements.median(reading[1]);
            System.out.printf(Locale.ROOT, "%d one-game databases: planning median %.2f s; read median %.0f games/s%n",
                    n, Measurements.median(planning[0]), manyRate);
            System.out.printf(Locale.ROOT, "3 databases of %d games: planning median %.2f s; read median %.0f games/s%n",
                    n, Measurements.median(planning[1]), oneRate);
            System.out.printf(Locale.ROOT, "many-files / one-database games/s, read: %.2f%n", manyRate / oneRate);
            double manyIngest = n / Measurements.median(ingesting[0]);
            double oneIngest = n / Measurements.median(ingesting[1]);
            System.out.printf(Locale.ROOT, "ingest median: %d one-game databases %.0f games/s, 3 databases %.0f games/s%n",
                    n, manyIngest, oneIngest);
            System.out.printf(Locale.ROOT, "many-files / one-database games/s, ingest: %.2f; %s%n", manyIngest / oneIngest,
                    Measurements.memory());
        } finally {
            spark.stop();
            try (Stream<Path> files = Files.walk(root)) {
                files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            }
        }
    }

    /**
     * The full ingest (games, moves, names) of {@code input} into a fresh default (Iceberg) lake at
     * {@code lake}, deleted afterwards; its seconds. The packing's open cost is the ingest's default.
     */
    private static double ingest(SparkSession spark, String input, Path lake, int n) throws IOException {
        long start = System.nanoTime();
        IngestReport report = new Ingest(spark, IngestJob.parse("--input", input, "--output", lake.toString())).run();
        double seconds = seconds(start);
        if (report.entries() != n || report.decodeErrors() != 0) {
            throw new IllegalStateException(input + ": ingested " + report.entries() + " games with "
                    + report.decodeErrors() + " errors, expected " + n + " without");
        }
        IngestBench.deleteRecursively(lake);
        return seconds;
    }

    /** n one-game databases below many/ (a third of each format) and the same games below one/. */
    private static void write(Path root, int n) throws IOException {
        List<Game> chess = PgnReader.readAll(InputFile.local(Path.of("sample-data/famous-games.pgn")), new ChessMoveInterpreter()).games();
        List<Game> xiangqi = XqSampleGames.games();
        List<Game> scid = new ArrayList<>();
        List<Game> dcg = new ArrayList<>();
        List<Game> xq = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            switch (i % 3) {
                case 0 -> scid.add(chess.get(i % chess.size()));
                case 1 -> dcg.add(chess.get(i % chess.size()));
                default -> xq.add(xiangqi.get(i % xiangqi.size()));
            }
        }
        Path many = root.resolve("many");
        for (int i = 0; i < scid.size(); i++) {
            Scid4Writer.write(OutputFile.local(directory(many, "scid", i).resolve("g" + i + ".si4")), List.of(scid.get(i)));
        }
        for (int i = 0; i < dcg.size(); i++) {
            DcgWriter.write(OutputFile.local(directory(many, "dcg", i).resolve("g" + i + ".dci")), List.of(dcg.get(i)));
        }
        for (int i = 0; i < xq.size(); i++) {
            writeXiangqi(directory(many, "xqpgn", i).resolve("g" + i + ".pgn"), List.of(xq.get(i)));
        }
        Path one = root.resolve("one");
        Scid4Writer.write(OutputFile.local(one.resolve("scid/all.si4")), scid);
        DcgWriter.write(OutputFile.local(one.resolve("dcg/all.dci")), dcg);
        writeXiangqi(one.resolve("xqpgn/all.pgn"), xq);
    }

    /** A directory of at most 1000 databases, as archives keep them (e.g. one per week or event). */
    private static Path directory(Path many, String format, int i) throws IOException {
        return Files.createDirectories(many.resolve(format).resolve(String.format(Locale.ROOT, "%03d", i / 1000)));
    }

    private static void writeXiangqi(Path file, List<Game> games) throws IOException {
        try (OutputStream out = OutputFile.local(file).create()) {
            XqPgnWriter.write(games, Notation.CHINESE, XqEncoding.GB18030, out);
        }
    }

    private static double seconds(long startNanos) {
        return (System.nanoTime() - startNanos) / 1e9;
    }
}
