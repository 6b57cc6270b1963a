package org.chesslake.bench;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * What a user waits for: whole job processes, started cold as a user types them, timed end to end.
 * {@code ingest PATH.si4 [reps]}: per repetition SCID's own export of the database (the anchor), then
 * {@code jobs/ingest --input PATH.si4} into a fresh lake; prints each run and the medians' ratio.
 * {@code sql LAKE [reps] [QUERY]}: {@code jobs/sql} processes on a lake (default query: count of games).
 * {@code index PATH [reps]}: what the opening index costs the ingest: per repetition {@code jobs/ingest
 * --input PATH} into a fresh lake with the index and without it (the development switch
 * {@code --conf spark.chesslake.dev.index=false}), in turn (which goes first alternates); prints each
 * run and the medians' ratio.
 * One extra process runs first and is reported apart: the first run after a build writes the job's
 * class-data-sharing archive, which every later process maps.
 * Usage: ColdProcessBench ingest|sql PATH [repetitions=3] [QUERY] (system property chesslake.root names the project)
 */
public final class ColdProcessBench {

    private ColdProcessBench() {
    }

    public static void main(String[] args) throws IOException, InterruptedException {
        if (args.length < 2 || !List.of("ingest", "sql", "index").contains(args[0])) {
            System.err.println("usage: ColdProcessBench ingest|sql|index PATH [repetitions=3] [QUERY]");
            System.exit(2);
        }
        boolean ingest = args[0].equals("ingest");
        boolean index = args[0].equals("index");
        String path = args[1];
        int repetitions = args.length > 2 ? Integer.parseInt(args[2]) : 3;
        String query = args.length > 3 ? args[3] : "SELECT count(*) FROM games";
        Path root = Path.of(System.getProperty("chesslake.root", "."));
        Path script = Path.of(System.getProperty("chesslake.scidExportScript", "jobs/dev/scid-export.tcl"));
        String tkscid = System.getProperty("chesslake.tkscid", "tkscid");
        Path work = Files.createTempDirectory("chesslake-cold");
        try {
            double[] anchor = new double[repetitions];
            double[] job = new double[repetitions];
            for (int r = 0; r <= repetitions; r++) {
                String label = r == 0 ? "first run after a build" : "run " + r;
                if (index) {
                    List<String> with = List.of("jobs/ingest", "--input", path, "--output", work.resolve("lake-" + r).toString());
                    List<String> without = List.of("jobs/ingest", "--conf", "spark.chesslake.dev.index=false", "--input",
                            path, "--output", work.resolve("lake-" + r + "-no-index").toString());
                    boolean withFirst = r % 2 == 0;
                    double first = process(root, withFirst ? with : without);
                    double second = process(root, withFirst ? without : with);
                    double indexed = withFirst ? first : second;
                    double plain = withFirst ? second : first;
                    System.out.printf(Locale.ROOT, "%s: cold jobs/ingest with the index %.2f s, without %.2f s (%.2fx; %s first);"
                            + " load average %s%n", label, indexed, plain, indexed / plain, withFirst ? "with" : "without",
                            Measurements.loadAverage());
                    IngestBench.deleteRecursively(work.resolve("lake-" + r));
                    IngestBench.deleteRecursively(work.resolve("lake-" + r + "-no-index"));
                    if (r > 0) {
                        job[r - 1] = indexed;
                        anchor[r - 1] = plain;
                    }
                } else if (ingest) {
                    double export = VersusScidBench.scidExport(tkscid, script, path, work.resolve("export.pgn"));
                    Files.deleteIfExists(work.resolve("export.pgn"));
                    double seconds = process(root, List.of("jobs/ingest", "--input", path, "--output",
                            work.resolve("lake-" + r).toString()));
                    System.out.printf(Locale.ROOT, "%s: SCID export %.2f s, cold jobs/ingest %.2f s (%.2fx); load average %s%n",
                            label, export, seconds, seconds / export, Measurements.loadAverage());
                    if (r > 0) {
                        anchor[r - 1] = export;
                        job[r - 1] = seconds;
                    }
                } else {
                    double seconds = process(root, List.of("jobs/sql", "--lake", path, query));
                    System.out.printf(Locale.ROOT, "%s: cold jobs/sql %.2f s; load average %s%n", label, seconds,
                            Measurements.loadAverage());
                    if (r > 0) {
                        job[r - 1] = seconds;
                    }
                }
            }
            if (index) {
                double with = Measurements.median(job);
                double without = Measurements.median(anchor);
                System.out.printf(Locale.ROOT, "the index's cost, cold ingest of %s: median with %.2f s, without %.2f s,"
                        + " ratio %.3fx (with %s, without %s)%n", path, with, without, with / without, Arrays.toString(job),
                        Arrays.toString(anchor));
            } else if (ingest) {
                double exportMedian = Measurements.median(anchor);
                double ingestMedian = Measurements.median(job);
                System.out.printf(Locale.ROOT, "cold ingest %s: SCID export median %.2f s, cold jobs/ingest median %.2f s,"
                        + " ratio %.2fx (runs %s)%n", path, exportMedian, ingestMedian, ingestMedian / exportMedian,
                        Arrays.toString(job));
            } else {
                System.out.printf(Locale.ROOT, "cold sql %s: median %.2f s (runs %s)%n", path, Measurements.median(job),
                        Arrays.toString(job));
            }
        } finally {
            IngestBench.deleteRecursively(work);
        }
    }

    /** Wall seconds of one job process; its output is kept only to show it when the job fails. */
    static double process(Path root, List<String> command) throws IOException, InterruptedException {
        List<String> line = new ArrayList<>(command);
        line.set(0, root.resolve(command.get(0)).toString());
        long start = System.nanoTime();
        Process process = new ProcessBuilder(line).directory(root.toFile()).redirectErrorStream(true).start();
        String said = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (process.waitFor() != 0) {
            throw new IOException(String.join(" ", command) + " failed:\n" + said);
        }
        return (System.nanoTime() - start) / 1e9;
    }
}
