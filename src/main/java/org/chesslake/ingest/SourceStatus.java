package org.chesslake.ingest;

import java.util.Locale;

/** What a run did with a source, compared with what the lake's sources table recorded of it. */
public enum SourceStatus {
    /** Not in the lake before: read. */
    NEW,
    /** Its files differ from those recorded (or its last read failed, or it lacks a table this run writes): read again. */
    CHANGED,
    /** Its files are as recorded, read again because of {@code --full}. */
    REREAD,
    /** Its files are as recorded: not opened; its rows stay. */
    UNCHANGED,
    /** It could not be opened (PERMISSIVE): recorded with its error, its rows (if any) stay. */
    UNREADABLE,
    /** In the lake, its files gone from below the run's input: reported, its rows stay. */
    REMOVED,
    /** As removed, with {@code --prune}: its rows are deleted. */
    PRUNED;

    /** Whether the run read the source's games (its rows in the game tables are the run's). */
    public boolean read() {
        return this == NEW || this == CHANGED || this == REREAD;
    }

    /** Whether the run replaces the source's rows in the game tables: a source read, or one pruned. */
    boolean replacesRows() {
        return read() || this == PRUNED;
    }

    @Override
    public String toString() {
        return name().toLowerCase(Locale.ROOT);
    }
}
