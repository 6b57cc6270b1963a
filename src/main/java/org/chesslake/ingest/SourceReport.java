package org.chesslake.ingest;

/**
 * What the job did with one database. Every index entry is accounted for:
 * {@code gamesWritten + decodeErrors == entries}.
 */
public record SourceReport(String source, String format, String path, long entries, long gamesWritten,
                           long decodeErrors, long moves, long names) {

    public boolean accountedFor() {
        return gamesWritten + decodeErrors == entries;
    }
}
