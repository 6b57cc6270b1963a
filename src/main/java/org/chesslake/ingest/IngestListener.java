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

    /** The run's games and moves are staged, its names not yet. */
    default void gamesStaged(Staging staging) {
    }

    /** Every game table of the run is staged, not yet audited. */
    default void beforeAudit(Staging staging) {
    }
}
