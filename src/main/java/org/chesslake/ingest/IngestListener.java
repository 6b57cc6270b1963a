package org.chesslake.ingest;

import org.chesslake.lake.Staging;

/**
 * Told of a run's steps between write and publish, for tests: they change the input the rest of the
 * run reads, lose or add rows on the run's branch to fail the audit, or let another run publish
 * meanwhile. Every step does nothing by default.
 */
interface IngestListener {

    /** Hears nothing: the listener of every run but a test's. */
    IngestListener NONE = new IngestListener() { };

    /**
     * The tables of the moves pass (games, moves, positions) are staged, nothing is audited yet; the
     * names are staged next, while the audit counts these.
     */
    default void gamesStaged(Staging staging) {
    }
}
