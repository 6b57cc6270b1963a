package org.chesslake.ingest;

/**
 * What the job did with one database. Every index entry of a source read is accounted for:
 * {@code gamesWritten + decodeErrors == entries}. A source not read (unchanged, removed, unreadable)
 * has the counts the lake holds for it; {@code error} says why an unreadable one could not be opened.
 */
public record SourceReport(String source, String format, String path, SourceStatus status, long entries,
                           long gamesWritten, long decodeErrors, long moves, long names, String error) {

    public boolean accountedFor() {
        return gamesWritten + decodeErrors == entries;
    }
}
