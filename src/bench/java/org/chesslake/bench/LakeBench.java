package org.chesslake.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import org.apache.spark.sql.SparkSession;
import org.chesslake.cli.IngestJob;
import org.chesslake.ingest.Ingest;
import org.chesslake.ingest.IngestReport;
import org.chesslake.ingest.SourceStatus;

/**
 * What a run of the ingest costs as a lake is kept, on an embedded local[2] Spark. Usage:
 * {@code LakeBench LARGE SMALL [repetitions=3] [copies=10]}, LARGE and SMALL database directories
 * (e.g. ../shared/bench/scid-large and sample-data/scid). Per repetition: the first ingest of LARGE
 * into an empty lake, and a re-run over the unchanged input; SMALL (copied under a new source name
 * each time, so that it is new to the lake) into an empty lake, into the LARGE lake, and into a lake
 * holding LARGE under {@code copies} source names (made once, not timed; with COPIES_LAKE, kept
 * there and reused by later runs of the bench: each run adds its small sources to it). Medians, and
 * the ratios the lake's cost is judged by.
 */
public final class LakeBench {

    private LakeBench() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length < 2) {
            System.err.println("usage: LakeBench LARGE SMALL [repetitions=3] [copies=10] [COPIES_LAKE]");
            System.exit(2);
        }
        Path large = Path.of(args[0]);
        Path small = Path.of(args[1]);
        int repetitions = args.length > 2 ? Integer.parseInt(args[2]) : 3;
        int copies = args.length > 3 ? Integer.parseInt(args[3]) : 10;
        Path keptCopiesLake = args.length > 4 ? Path.of(args[4]) : null;
        SparkSession spark = IngestBench.localSpark();
        Path work = Files.createTempDirectory("chesslake-lake-bench");
        try {
            double[] first = new double[repetitions];
            double[] rerun = new double[repetitions];
            double[] smallEmpty = new double[repetitions];
            double[] smallLarge = new double[repetitions];
            double[] smallCopies = new double[repetitions];
            Path largeLake = null;
            for (int r = 0; r < repetitions; r++) {
                largeLake = work.resolve("large-lake-" + r);
                first[r] = timed(spark, "first ingest of " + large, large, largeLake);
                rerun[r] = timed(spark, "re-run, input unchanged", large, largeLake);
            }
            Path copiesLake = keptCopiesLake != null ? keptCopiesLake : work.resolve("copies-lake");
            if (!Files.exists(copiesLake.resolve("sources"))) {
                Path copiesInput = copiesLake.resolveSibling(copiesLake.getFileName() + "-input");
                for (int c = 0; c < copies; c++) {
                    copyDirectory(large, copiesInput.resolve("copy" + c));
                }
                timed(spark, copies + " copies of " + large + " (setup)", copiesInput, copiesLake);
            }
            for (int r = 0; r < repetitions; r++) {
                smallEmpty[r] = timed(spark, small + " into an empty lake", newSource(small, work, "empty", r),
                        work.resolve("small-lake-" + r));
                smallLarge[r] = timed(spark, small + " into the lake of " + large, newSource(small, work, "large", r),
                        largeLake);
                smallCopies[r] = timed(spark, small + " into the lake of " + copies + " copies",
                        newSource(small, work, "copies", r), copiesLake);
            }
            double firstMedian = Measurements.median(first);
            double smallMedian = Measurements.median(smallEmpty);
            System.out.printf(Locale.ROOT, "first ingest of %s: median %.2f s%n", large, firstMedian);
            System.out.printf(Locale.ROOT, "re-run over the unchanged input: median %.2f s (%.3f x the first)%n",
                    Measurements.median(rerun), Measurements.median(rerun) / firstMedian);
            System.out.printf(Locale.ROOT, "%s into an empty lake: median %.2f s%n", small, smallMedian);
            System.out.printf(Locale.ROOT, "%s into the lake of %s: median %.2f s (%.2f x into an empty lake)%n", small, large,
                    Measurements.median(smallLarge), Measurements.median(smallLarge) / smallMedian);
            System.out.printf(Locale.ROOT, "%s into the lake of %d copies: median %.2f s (%.2f x into an empty lake)%n", small,
                    copies, Measurements.median(smallCopies), Measurements.median(smallCopies) / smallMedian);
            System.out.println(Measurements.memory());
        } finally {
            spark.stop();
            IngestBench.deleteRecursively(work);
        }
    }

    private static double timed(SparkSession spark, String what, Path input, Path lake) throws IOException {
        long start = System.nanoTime();
        IngestReport report = new Ingest(spark, IngestJob.parse("--input", input.toString(), "--output", lake.toString())).run();
        double seconds = (System.nanoTime() - start) / 1e9;
        List<String> statuses = new ArrayList<>();
        for (SourceStatus status : SourceStatus.values()) {
            int n = report.sources(status).size();
            if (n > 0) {
                statuses.add(n + " " + status);
            }
        }
        System.out.printf(Locale.ROOT, "%s: %.2f s  (%d games read; %s)%n", what, seconds, report.entries(),
                String.join(", ", statuses));
        return seconds;
    }

    /** A copy of the database directory {@code small} whose source name no lake has seen: {@code <kind>-<r>/<name>}. */
    private static Path newSource(Path small, Path work, String kind, int repetition) throws IOException {
        Path input = work.resolve("small-" + kind + "-" + repetition);
        copyDirectory(small, input.resolve(kind + "-" + repetition));
        return input;
    }

    private static void copyDirectory(Path from, Path to) throws IOException {
        Files.createDirectories(to);
        try (Stream<Path> files = Files.list(from)) {
            for (Path file : files.filter(Files::isRegularFile).toList()) {
                Files.copy(file, to.resolve(file.getFileName()));
            }
        }
    }
}
