package org.chesslake.bench;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Locale;
import org.apache.spark.sql.SparkSession;

/**
 * The full ingest against its anchor, SCID's own C++ export of the same database to PGN, in the same
 * run: each repetition runs the export (tkscid with {@code jobs/dev/scid-export.tcl}) and then the ingest,
 * so both see the same machine. The first ingest runs in a cold JVM (class loading, JIT, Spark's code
 * generation), the later ones warm: the cold run's ratio is printed on its own line beside the warm
 * runs' medians ({@code jobs/dev/bench cold} times whole {@code jobs/ingest} processes instead).
 * Usage: VersusScidBench PATH.si4 [repetitions=3] (system property chesslake.scidExportScript names the script)
 */
public final class VersusScidBench {

    private VersusScidBench() {
    }

    public static void main(String[] args) throws IOException, InterruptedException {
        if (args.length < 1) {
            System.err.println("usage: VersusScidBench PATH.si4 [repetitions=3]");
            System.exit(2);
        }
        String database = args[0];
        int repetitions = args.length > 1 ? Integer.parseInt(args[1]) : 3;
        Path script = Path.of(System.getProperty("chesslake.scidExportScript", "jobs/dev/scid-export.tcl"));
        String tkscid = System.getProperty("chesslake.tkscid", "tkscid");
        SparkSession spark = IngestBench.localSpark();
        SparkJobTimes jobs = SparkJobTimes.listenTo(spark);
        Path work = Files.createTempDirectory("chesslake-versus-scid");
        try {
            double[] export = new double[repetitions];
            double[] ingest = new double[repetitions];
            for (int r = 0; r < repetitions; r++) {
                export[r] = scidExport(tkscid, script, database, work.resolve("export.pgn"));
                Files.deleteIfExists(work.resolve("export.pgn"));
                jobs.runStarts();
                long start = System.nanoTime();
                double cpuStart = Measurements.processCpuSeconds();
                double gcStart = Measurements.gcSeconds();
                String detail = IngestBench.ingest(spark, database, work.resolve("lake-" + r));
                ingest[r] = (System.nanoTime() - start) / 1e9;
                double cpu = Measurements.processCpuSeconds() - cpuStart;
                double gc = Measurements.gcSeconds() - gcStart;
                System.out.printf(Locale.ROOT, "run %d: SCID export %.2f s, chesslake ingest %.2f s (%.1fx), %.1f CPU s,"
                        + " GC %.1f s; load average %s  %s%n", r + 1, export[r], ingest[r], ingest[r] / export[r], cpu, gc,
                        Measurements.loadAverage(), detail);
                System.out.println(jobs.drain());
            }
            System.out.printf(Locale.ROOT, "versus-scid %s cold (run 1): SCID export %.2f s, ingest %.2f s, ratio %.2fx%n",
                    database, export[0], ingest[0], ingest[0] / export[0]);
            if (repetitions > 1) {
                double exportMedian = Measurements.median(Arrays.copyOfRange(export, 1, repetitions));
                double ingestMedian = Measurements.median(Arrays.copyOfRange(ingest, 1, repetitions));
                System.out.printf(Locale.ROOT, "versus-scid %s warm (runs 2-%d): SCID export median %.2f s,"
                                + " ingest median %.2f s, ratio %.2fx%n",
                        database, repetitions, exportMedian, ingestMedian, ingestMedian / exportMedian);
            }
            System.out.println(Measurements.memory());
        } finally {
            spark.stop();
            IngestBench.deleteRecursively(work);
        }
    }

    /** Wall seconds of SCID's export, the process start and database open included. */
    static double scidExport(String tkscid, Path script, String database, Path output)
            throws IOException, InterruptedException {
        long start = System.nanoTime();
        Process process;
        try {
            process = new ProcessBuilder(tkscid, script.toString(), database, output.toString())
                    .redirectErrorStream(true).start();
        } catch (IOException e) {
            throw new IOException(tkscid + " not found: install SCID (Debian: apt-get install scid) or set"
                    + " -Dchesslake.tkscid=/path/to/tkscid", e);
        }
        String said = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
        if (process.waitFor() != 0 || !said.startsWith("exported")) {
            throw new IOException("SCID's export of " + database + " failed: " + said);
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        System.out.printf(Locale.ROOT, "  SCID: %s (%.2f s with start-up)%n", said, seconds);
        return seconds;
    }
}
