package org.chesslake.ingest;

import java.util.List;

/** The staged tables do not account for every index entry, or disagree: the run publishes nothing. */
public final class AuditException extends RuntimeException {

    AuditException(List<String> failures) {
        super("audit failed, nothing published:\n  " + String.join("\n  ", failures));
    }
}
