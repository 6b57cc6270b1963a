package org.chesslake.testing;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.chesslake.cli.Job;

/** A job run in this JVM as its launcher runs it: what it printed on stdout and stderr and its exit status. */
public record JobRun(int status, String out, String err) {

    public static JobRun of(Job job, String... argv) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = Job.execute(job, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8), argv);
        return new JobRun(status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    public List<String> outLines() {
        return out.lines().toList();
    }
}
