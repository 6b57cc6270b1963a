package org.chesslake.format;

import java.util.List;

/**
 * A database with an index (or one game per file): its splits are ranges of index entries, so each
 * knows the number of its first game.
 */
public non-sealed interface IndexedDatabase extends GameDatabase {

    /** Contiguous index ranges covering {@code [0, entryCount)} once each. */
    @Override
    default List<Split> splits(SplitSizing sizing) {
        return Split.evenRanges(entryCount(), sizing.gamesPerSplit());
    }

    /** Refuses a split of index entries that reaches past the index (a planning error, not bad bytes). */
    default void checkIndexSplit(Split split) {
        if (split.end() > entryCount()) {
            throw new IllegalArgumentException("split " + split + " beyond the " + entryCount() + " entries of " + file());
        }
    }
}
