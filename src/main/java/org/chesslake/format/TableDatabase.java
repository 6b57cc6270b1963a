package org.chesslake.format;

import java.util.List;

/**
 * A table file of games, one row each (Parquet): its splits are byte ranges, each row group belongs to
 * the split that holds its middle (the rule of Spark's and Hadoop's Parquet reads), and a game's
 * number is its row's position in the file plus one, which the reader of a split knows without a
 * counting pass. The planner packs a table file's splits as Spark packs small files (the ranges of
 * one file that share a partition read as one), so they are fine: a file smaller than a partition
 * still spreads over the cores.
 */
public non-sealed interface TableDatabase extends GameDatabase {

    /**
     * How finely a split's worth of bytes is cut for the planner to pack (2 MB ranges by default):
     * fine enough that the short last partition packing leaves is a small task (a 72 MB file on two
     * cores: 34, 34 and 4 MB), coarse enough that a month of Lichess's files (up to some 150 of 250 MB)
     * plans some 20,000 pieces. A range that holds no row group's middle reads no rows.
     */
    int RANGES_PER_SPLIT = 64;

    /** The file's bytes in ranges of a {@value #RANGES_PER_SPLIT}th of {@code bytesPerSplit}, covering it once each. */
    @Override
    default List<Split> splits(SplitSizing sizing) {
        return Split.ranges(size(), Math.max(1, sizing.bytesPerSplit() / RANGES_PER_SPLIT));
    }

    /** The file's size in bytes. */
    long size();
}
