package org.chesslake.ingest;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.apache.hadoop.conf.Configuration;
import org.chesslake.cli.IngestJob;
import org.chesslake.cli.JobSession;
import org.chesslake.lake.RunLease;
import org.chesslake.testing.ChildJvm;

/**
 * The ingest job in a child JVM (a second driver beside the test's), its output in a log file: for two
 * runs side by side and for a driver killed with SIGKILL. It runs on local[2] with the test's classpath
 * ({@link ChildJvm}), plus {@code jvmOptions} (Spark settings as {@code -Dspark...}). A child can start
 * ahead of its run ({@link #prestart}): its JVM loads Spark and starts the job's session while the test
 * works, then runs the ingest when {@link #go} gives it its arguments.
 */
record ChildIngest(Process process, Path log) {

    static ChildIngest start(Path log, List<String> jvmOptions, List<String> ingestArgs) throws IOException {
        ChildIngest child = prestart(log, jvmOptions);
        child.go(ingestArgs);
        return child;
    }

    /** The child's JVM and its Spark session, started; its ingest waits for {@link #go}. */
    static ChildIngest prestart(Path log, List<String> jvmOptions) throws IOException {
        List<String> command = ChildJvm.command();
        command.addAll(ChildJvm.UNVERIFIED_TEST_CLASSPATH_FLAGS);
        command.addAll(List.of("-cp", System.getProperty("java.class.path")));
        command.add(ChildJvm.JOBS_LOCAL_FILE_SYSTEM_FLAG); // jvmOptions may name another (the last -D of a name wins)
        command.addAll(jvmOptions);
        command.addAll(List.of("-Dspark.ui.enabled=false", "-Dspark.master=local[2]", WaitingIngest.class.getName()));
        return new ChildIngest(new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile()).start(), log);
    }

    /** Runs the child's ingest on {@code ingestArgs}: one line of its input. */
    void go(List<String> ingestArgs) throws IOException {
        process.getOutputStream().write((String.join("\t", ingestArgs) + "\n").getBytes(StandardCharsets.UTF_8));
        process.getOutputStream().flush();
    }

    /**
     * The child's main: the ingest job's session (as the job starts it), then the job on the arguments of the
     * first line of its input (tab-separated), in that session; a child never told to go (its test failed
     * first) ends with the test's JVM, which closes its input.
     */
    static final class WaitingIngest {

        private WaitingIngest() {
        }

        public static void main(String[] unused) throws IOException {
            try (JobSession session = JobSession.start("ingest", null);
                 BufferedReader input = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8))) {
                String line = input.readLine();
                if (line != null) {
                    IngestJob.main(line.split("\t"));
                }
            }
        }
    }

    /** Waits until the child's lease on the lake {@code lake} claims {@code source}; returns the child's run id. */
    String awaitClaim(String lake, Configuration conf, String source) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(240);
        while (process.isAlive() && System.nanoTime() < deadline) {
            Optional<RunLease.Lease> claim = RunLease.leases(new org.apache.hadoop.fs.Path(lake), conf).stream()
                    .filter(l -> l.sources().contains(source)).findFirst();
            if (claim.isPresent()) {
                return claim.get().runId();
            }
            Thread.sleep(20);
        }
        throw new AssertionError("the child claimed no " + source + " in time:\n" + output());
    }

    /**
     * Waits for the child to end (at most 10 minutes: a driver JVM on a loaded 2-core machine); its exit
     * code. One that did not end is killed, its threads (jcmd's dump) in the error: waiting or working.
     */
    int finish() throws Exception {
        if (!process.waitFor(600, TimeUnit.SECONDS)) {
            String threads = threads();
            process.destroyForcibly();
            throw new AssertionError("the child did not finish:\n" + output() + "\nits threads:\n" + threads);
        }
        return process.exitValue();
    }

    private String threads() throws IOException, InterruptedException {
        String jcmd = Path.of(System.getProperty("java.home"), "bin", "jcmd").toString();
        Process dump = new ProcessBuilder(jcmd, String.valueOf(process.pid()), "Thread.print").redirectErrorStream(true).start();
        String threads = new String(dump.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        dump.waitFor(60, TimeUnit.SECONDS);
        return threads;
    }

    String output() throws IOException {
        return Files.exists(log) ? Files.readString(log) : "";
    }
}
