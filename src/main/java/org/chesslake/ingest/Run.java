package org.chesslake.ingest;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.chesslake.lake.IcebergLake;
import org.chesslake.lake.RunLease;
import org.chesslake.lake.SourcesTable;
import org.chesslake.scan.DatabaseRef;
import org.chesslake.scan.PlannedInput;

/**
 * One run of the ingest, once its input is listed and planned: everything the rest of the run
 * reads, fixed for the run.
 *
 * @param lake        the lake it writes
 * @param lease       its lease on the lake, which names the run
 * @param recovered   what its recovery of dead runs did, for the report
 * @param startNanos  when it began ({@link System#nanoTime})
 * @param input       its input, listed and planned once: every read of the run names it
 * @param readOptions the options of every read of the run but the table, the planned input among them
 * @param held        the sources table's rows when the run began, and the snapshot they are of
 * @param listed      each listed database's files, by source
 * @param unopenable  the error of each listed database that could not be opened, by source
 * @param statuses    what the run does with each source, listed or recorded
 */
record Run(IcebergLake lake, RunLease lease, List<String> recovered, long startNanos, PlannedInput input,
           Map<String, String> readOptions, SourcesTable.Recorded held,
           Map<String, SourcesTable.Files> listed, Map<String, String> unopenable, Map<String, SourceStatus> statuses) {

    /** The sources table's rows when the run began, by source. */
    Map<String, SourcesTable.Source> recorded() {
        return held.sources();
    }

    String id() {
        return lease.runId();
    }

    /** The databases the run reads: the new and changed (all with {@code --full}) that could be opened. */
    List<DatabaseRef> databases() {
        return input.databases();
    }

    /** The sources whose rows in the game tables the run replaces: those it reads and those it prunes. */
    Set<String> replaced() {
        Set<String> replaced = new LinkedHashSet<>();
        statuses.forEach((source, status) -> {
            if (status.replacesRows()) {
                replaced.add(source);
            }
        });
        return replaced;
    }

    /** The sources whose rows of the sources table the run writes: those it replaces and those it could not open. */
    Set<String> rewritten() {
        Set<String> rewritten = replaced();
        rewritten.addAll(unopenable.keySet());
        return rewritten;
    }

    /** Whether the run changes nothing: no source's rows to replace and no error to record. */
    boolean changesNothing() {
        return replaced().isEmpty() && unopenable.isEmpty();
    }
}
