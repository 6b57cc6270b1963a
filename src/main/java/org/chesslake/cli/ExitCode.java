package org.chesslake.cli;

import java.util.LinkedHashMap;
import java.util.Map;
import org.chesslake.ingest.AuditException;
import org.chesslake.ingest.SourceNameTakenException;
import org.chesslake.lake.ConcurrentRunException;
import org.chesslake.lake.LakeStorage;
import picocli.CommandLine.ParameterException;

/**
 * How a job ended: the process's exit status, the same in every job. Each job's {@code --help} lists
 * them, and the docs' table of exit codes is this list (JobsDocTest).
 */
public enum ExitCode {
    OK(0, "done"),
    FAILED(1, "the job failed, its error on stderr (an ingest whose audit fails too): an ingest publishes nothing,"
            + " an export leaves its output as it was (on an object store: removes what it wrote), maintenance changes no row"),
    USAGE(2, "the command line is wrong: an unknown option, a bad value, a query that does not parse or resolve,"
            + " no lake where --lake or --catalog points, a lake on an object store without --catalog; nothing was done"),
    LAKE_BUSY(3, "another run is writing the lake or a source of it (jobs/ingest, jobs/maintain): nothing was"
            + " changed; run again when it has ended");

    private final int status;
    private final String meaning;

    ExitCode(int status, String meaning) {
        this.status = status;
        this.meaning = meaning;
    }

    public int status() {
        return status;
    }

    public String meaning() {
        return meaning;
    }

    /** What an exception that ended a job means. */
    static ExitCode of(Exception e) {
        if (e instanceof ParameterException || e instanceof UsageException || e instanceof SourceNameTakenException
                || e instanceof LakeStorage.ObjectStoreLakeException) {
            return USAGE;
        }
        if (e instanceof ConcurrentRunException || e instanceof MaintainJob.RunInProgress) {
            return LAKE_BUSY;
        }
        return FAILED;
    }

    /**
     * Whether the exception's message says all a user needs; any other failure is printed with its stack
     * trace, for a report.
     */
    static boolean explains(Exception e) {
        return of(e) != FAILED || e instanceof AuditException;
    }

    /** Status and meaning of each, for a usage message. */
    static Map<String, String> list() {
        Map<String, String> list = new LinkedHashMap<>();
        for (ExitCode code : values()) {
            list.put(String.valueOf(code.status), code.meaning);
        }
        return list;
    }
}
