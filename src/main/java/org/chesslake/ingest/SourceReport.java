package org.chesslake.ingest;

/**
 * What the job did with one database. Every index entry of a source read is accounted for:
 * {@code gamesWritten + decodeErrors == entries}. A source not read (unchanged, removed, unreadable)
 * has the counts the lake holds for it; {@code error} says why an unreadable one could not be opened;
 * {@code sameFilesAs} names the source of the lake whose files a new source's look like (same names,
 * sizes and times: the database moved or was copied, and the other stays until {@code --prune}).
 */
public record SourceReport(String source, String format, String path, SourceStatus status, long entries,
                           long gamesWritten, long decodeErrors, long moves, long names, String error,
                           String sameFilesAs) {

    public SourceReport(String source, String format, String path, SourceStatus status, long entries,
                        long gamesWritten, long decodeErrors, long moves, long names, String error) {
        this(source, format, path, status, entries, gamesWritten, decodeErrors, moves, names, error, null);
    }

    /** This report, saying which source of the lake has files that look like this one's. */
    public SourceReport withSameFilesAs(String other) {
        return new SourceReport(source, format, path, status, entries, gamesWritten, decodeErrors, moves, names, error,
                other);
    }

    public boolean accountedFor() {
        return gamesWritten + decodeErrors == entries;
    }
}
