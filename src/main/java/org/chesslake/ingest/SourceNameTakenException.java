package org.chesslake.ingest;

/** A source name the user gave that the lake holds for another database: the run writes nothing. */
public final class SourceNameTakenException extends IllegalArgumentException {

    SourceNameTakenException(String message) {
        super(message);
    }
}
