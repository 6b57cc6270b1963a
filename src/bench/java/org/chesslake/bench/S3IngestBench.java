package org.chesslake.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileSystem;
import org.apache.spark.sql.SparkSession;
import org.chesslake.cli.IngestJob;
import org.chesslake.ingest.Ingest;
import org.chesslake.ingest.IngestReport;

/**
 * The ingest of one database from an S3 server into a lake there (Iceberg's JDBC catalog on SQLite, its
 * warehouse on S3) against the same ingest from the local disk into an embedded local lake, in turn in
 * each repetition, in one JVM on local[2]: wall seconds, the tasks' CPU seconds and the process's CPU
 * seconds of each, their medians and the ratios S3 / local. The database's files (its name's base with
 * any extension) are uploaded once to {@code s3a://BUCKET/bench/in/}; every run writes a new lake.
 * The server is any S3-compatible one reached with path-style requests and static credentials
 * ({@code jobs/dev/bench s3} starts S3Mock for it). Usage: S3IngestBench PATH ENDPOINT BUCKET [repetitions=3]
 */
public final class S3IngestBench {

    private static final String CATALOG = "bench_s3";

    private S3IngestBench() {
    }

    /** One measured ingest: its wall, tasks' CPU and process CPU seconds. */
    private record Timed(double wall, double tasksCpu, double processCpu) {
    }

    public static void main(String[] args) throws IOException {
        if (args.length < 3) {
            System.err.println("usage: S3IngestBench PATH ENDPOINT BUCKET [repetitions=3]");
            System.exit(2);
        }
        Path database = Path.of(args[0]).toAbsolutePath();
        String endpoint = args[1];
        String bucket = args[2];
        int repetitions = args.length > 3 ? Integer.parseInt(args[3]) : 3;
        SparkSession spark = IngestBench.localSpark();
        Configuration conf = spark.sparkContext().hadoopConfiguration();
        conf.set("fs.s3a.endpoint", endpoint);
        conf.set("fs.s3a.endpoint.region", "us-east-1");
        conf.set("fs.s3a.path.style.access", "true");
        conf.set("fs.s3a.connection.ssl.enabled", endpoint.startsWith("https:") ? "true" : "false");
        conf.set("fs.s3a.aws.credentials.provider", "org.apache.hadoop.fs.s3a.SimpleAWSCredentialsProvider");
        conf.set("fs.s3a.access.key", System.getProperty("chesslake.s3.accessKey", "test"));
        conf.set("fs.s3a.secret.key", System.getProperty("chesslake.s3.secretKey", "test"));
        Path output = Files.createTempDirectory("chesslake-s3-bench");
        String root = "s3a://" + bucket + "/bench/" + output.getFileName();
        String prefix = "spark.sql.catalog." + CATALOG;
        spark.conf().set(prefix, "org.apache.iceberg.spark.SparkCatalog");
        spark.conf().set(prefix + ".type", "jdbc");
        spark.conf().set(prefix + ".uri", "jdbc:sqlite:" + output.resolve("catalog.db"));
        spark.conf().set(prefix + ".jdbc.schema-version", "V1");
        spark.conf().set(prefix + ".warehouse", root + "/warehouse");
        SparkJobTimes jobs = SparkJobTimes.listenTo(spark);
        try {
            String input = upload(database, root + "/in", conf);
            System.out.println("uploaded to " + input);
            Timed[] local = new Timed[repetitions];
            Timed[] s3 = new Timed[repetitions];
            for (int r = 0; r < repetitions; r++) {
                local[r] = measure(spark, jobs, "local", "run " + (r + 1) + " local", database.toString(),
                        "--output", output.resolve("local-" + r).toString());
                s3[r] = measure(spark, jobs, "s3", "run " + (r + 1) + " s3", input, "--lake", root + "/lake-" + r,
                        "--catalog", CATALOG, "--namespace", "run" + r);
            }
            System.out.println(summary("local", local, null));
            System.out.println(summary("s3", s3, local));
            System.out.println("load average " + Measurements.loadAverage());
            System.out.println(Measurements.memory());
        } finally {
            spark.stop();
            IngestBench.deleteRecursively(output);
        }
    }

    /** Copies the database's files (same base name) below {@code dir}; the S3 path of the one given. */
    private static String upload(Path database, String dir, Configuration conf) throws IOException {
        String name = database.getFileName().toString();
        String base = name.contains(".") ? name.substring(0, name.lastIndexOf('.')) : name;
        org.apache.hadoop.fs.Path target = new org.apache.hadoop.fs.Path(dir);
        FileSystem fs = target.getFileSystem(conf);
        try (Stream<Path> files = Files.list(database.getParent())) {
            for (Path file : files.filter(f -> f.getFileName().toString().startsWith(base + ".")).toList()) {
                fs.copyFromLocalFile(false, true, new org.apache.hadoop.fs.Path(file.toUri()),
                        new org.apache.hadoop.fs.Path(target, file.getFileName().toString()));
            }
        }
        return new org.apache.hadoop.fs.Path(target, name).toString();
    }

    private static Timed measure(SparkSession spark, SparkJobTimes jobs, String what, String label, String input,
                                 String... lake) throws IOException {
        jobs.drain();
        jobs.runStarts();
        double cpuBefore = Measurements.processCpuSeconds();
        long start = System.nanoTime();
        List<String> args = new ArrayList<>(List.of("--input", input));
        args.addAll(List.of(lake));
        IngestReport report = new Ingest(spark, IngestJob.parse(args.toArray(String[]::new))).run();
        double wall = (System.nanoTime() - start) / 1e9;
        double processCpu = Measurements.processCpuSeconds() - cpuBefore;
        String jobLines = jobs.drain();
        Timed timed = new Timed(wall, jobs.drainedCpuSeconds(), processCpu);
        System.out.printf(Locale.ROOT, "%s: %.2f s, tasks' CPU %.2f s, process CPU %.2f s, %d games, %d decode errors (%s)%n%s%n",
                label, timed.wall(), timed.tasksCpu(), timed.processCpu(), report.entries(), report.decodeErrors(), what,
                jobLines);
        return timed;
    }

    private static String summary(String what, Timed[] runs, Timed[] against) {
        double wall = Measurements.median(Stream.of(runs).mapToDouble(Timed::wall).toArray());
        double tasks = Measurements.median(Stream.of(runs).mapToDouble(Timed::tasksCpu).toArray());
        double process = Measurements.median(Stream.of(runs).mapToDouble(Timed::processCpu).toArray());
        String line = String.format(Locale.ROOT, "%s: median %.2f s, tasks' CPU %.2f s, process CPU %.2f s", what, wall,
                tasks, process);
        if (against == null) {
            return line;
        }
        double localWall = Measurements.median(Stream.of(against).mapToDouble(Timed::wall).toArray());
        double localTasks = Measurements.median(Stream.of(against).mapToDouble(Timed::tasksCpu).toArray());
        double localProcess = Measurements.median(Stream.of(against).mapToDouble(Timed::processCpu).toArray());
        return line + String.format(Locale.ROOT, " (s3 / local: wall %.2f x, tasks' CPU %.2f x, process CPU %.2f x)",
                wall / localWall, tasks / localTasks, process / localProcess);
    }
}
