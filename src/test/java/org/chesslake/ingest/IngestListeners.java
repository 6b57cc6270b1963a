package org.chesslake.ingest;

import java.util.function.Consumer;
import org.chesslake.lake.Staging;

/** Listeners that act at one step of a run, for the tests that change a run's staged tables or input there. */
final class IngestListeners {

    private IngestListeners() {
    }

    /** Acts once the run's games, moves and positions are staged, before its names and the audit. */
    static IngestListener gamesStaged(Consumer<Staging> step) {
        return new IngestListener() {
            @Override
            public void gamesStaged(Staging staging) {
                step.accept(staging);
            }
        };
    }
}
