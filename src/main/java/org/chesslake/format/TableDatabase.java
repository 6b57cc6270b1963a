package org.chesslake.format;

import java.util.List;

/**
 * A table file of games, one row each (Parquet): its splits are byte ranges, each row group belongs to
 * the split that holds its middle (the rule of Spark's and Hadoop's Parquet reads), and a game's
 * number is its row's position in the file plus one, which the reader of a split knows without a
 * counting pass.
 */
public non-sealed interface TableDatabase extends GameDatabase {

    /** The file's bytes in ranges of {@code bytesPerSplit}, covering it once each. */
    @Override
    default List<Split> splits(SplitSizing sizing) {
        return Split.ranges(size(), sizing.bytesPerSplit());
    }

    /** The file's size in bytes. */
    long size();
}
