package org.chesslake.bench;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.stream.Stream;
import org.apache.spark.sql.SparkSession;
import org.chesslake.cli.IngestJob;
import org.chesslake.ingest.Ingest;
import org.chesslake.ingest.IngestReport;

/**
 * The ingest's fixed cost per run: a small input (sample-data's 11 games by default) ingested over
 * and over in one warm JVM, on local[2] with the test suite's session settings, as the integration
 * tests and a user's incremental run of a few new games pay it. Usage:
 * {@code SmallIngestBench [INPUT=sample-data] [repetitions=10] [warm-ups=3]}. Per repetition, in turn:
 * INPUT into a fresh lake, and a copy of INPUT (new sources) into a lake that already holds INPUT.
 * Each ingest prints its wall seconds, the driver thread's CPU seconds, the process's CPU seconds and
 * its Spark jobs (each with its wall and tasks' CPU); then the medians.
 */
public final class SmallIngestBench {

    private SmallIngestBench() {
    }

    public static void main(String[] args) throws IOException {
        Path input = Path.of(args.length > 0 ? args[0] : "sample-data").toAbsolutePath();
        int repetitions = args.length > 1 ? Integer.parseInt(args[1]) : 10;
        int warmUps = args.length > 2 ? Integer.parseInt(args[2]) : 3;
        SparkSession spark = SparkSession.builder().master("local[2]").appName("chesslake-small-ingest")
                .config("spark.ui.enabled", "false")
                .config("spark.sql.shuffle.partitions", "4")
                .config("spark.sql.session.timeZone", "UTC")
                .getOrCreate();
        spark.sparkContext().setLogLevel("WARN");
        SparkJobTimes jobs = SparkJobTimes.listenTo(spark);
        Path work = Files.createTempDirectory("chesslake-small-ingest");
        try {
            Path kept = work.resolve("kept-lake");
            ingest(spark, input, kept); // the lake the "existing" runs add to
            jobs.drain();
            for (int w = 0; w < warmUps; w++) {
                ingest(spark, input, work.resolve("warm-" + w));
                ingest(spark, copy(input, work.resolve("warm-input-" + w)), kept);
            }
            jobs.drain();
            double[][] fresh = new double[3][repetitions];
            double[][] existing = new double[3][repetitions];
            for (int r = 0; r < repetitions; r++) {
                measure(spark, jobs, "into a fresh lake", input, work.resolve("fresh-" + r), fresh, r);
                measure(spark, jobs, "new sources into an existing lake", copy(input, work.resolve("input-" + r)), kept,
                        existing, r);
            }
            summary("into a fresh lake", fresh);
            summary("new sources into an existing lake", existing);
            System.out.println("load " + Measurements.loadAverage() + "; " + Measurements.memory());
        } finally {
            spark.stop();
            IngestBench.deleteRecursively(work);
        }
    }

    /** One measured ingest: wall, driver-thread CPU and process CPU seconds into {@code into[0..2][r]}, and its jobs printed. */
    private static void measure(SparkSession spark, SparkJobTimes jobs, String what, Path input, Path lake, double[][] into,
                                int r) throws IOException {
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        jobs.drain();
        jobs.runStarts();
        double processCpu = Measurements.processCpuSeconds();
        long driverCpu = threads.getCurrentThreadCpuTime();
        long start = System.nanoTime();
        IngestReport report = ingest(spark, input, lake);
        into[0][r] = (System.nanoTime() - start) / 1e9;
        into[1][r] = (threads.getCurrentThreadCpuTime() - driverCpu) / 1e9;
        into[2][r] = Measurements.processCpuSeconds() - processCpu;
        System.out.printf(Locale.ROOT, "%s: %.3f s wall, driver thread CPU %.3f s, process CPU %.3f s (%d games)%n%s%n",
                what, into[0][r], into[1][r], into[2][r], report.entries(), jobs.drain());
    }

    private static void summary(String what, double[][] measured) {
        System.out.printf(Locale.ROOT, "%s: median %.3f s wall, driver thread CPU %.3f s, process CPU %.3f s%n", what,
                Measurements.median(measured[0]), Measurements.median(measured[1]), Measurements.median(measured[2]));
    }

    private static IngestReport ingest(SparkSession spark, Path input, Path lake) throws IOException {
        return new Ingest(spark, IngestJob.parse("--input", input.toString(), "--output", lake.toString())).run();
    }

    /** A copy of {@code input}'s databases below {@code to}: the same databases at a new location, new sources to a lake. */
    private static Path copy(Path input, Path to) throws IOException {
        try (Stream<Path> files = Files.walk(input)) {
            for (Path file : files.toList()) {
                Path target = to.resolve(input.relativize(file).toString());
                if (Files.isDirectory(file)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(file, target);
                }
            }
        }
        return to;
    }
}
