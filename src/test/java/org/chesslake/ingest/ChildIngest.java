package org.chesslake.ingest;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.apache.hadoop.conf.Configuration;
import org.chesslake.cli.IngestJob;
import org.chesslake.lake.RunLease;
import org.chesslake.testing.ChildJvm;

/**
 * The ingest job in a child JVM (a second driver beside the test's), its output in a log file: for two
 * runs side by side and for a driver killed with SIGKILL. It runs on local[2] with the test's classpath
 * ({@link ChildJvm}), plus {@code jvmOptions} (Spark settings as {@code -Dspark...}).
 */
record ChildIngest(Process process, Path log) {

    static ChildIngest start(Path log, List<String> jvmOptions, List<String> ingestArgs) throws IOException {
        List<String> command = ChildJvm.command();
        command.addAll(ChildJvm.UNVERIFIED_TEST_CLASSPATH_FLAGS);
        command.addAll(List.of("-cp", System.getProperty("java.class.path")));
        command.addAll(jvmOptions);
        command.addAll(List.of("-Dspark.ui.enabled=false", "-Dspark.master=local[2]", IngestJob.class.getName()));
        command.addAll(ingestArgs);
        return new ChildIngest(new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile()).start(), log);
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
