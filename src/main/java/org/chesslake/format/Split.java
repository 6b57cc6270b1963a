package org.chesslake.format;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;

/**
 * A contiguous piece of a database that one task reads: index entries {@code [start, end)} for
 * indexed formats, bytes {@code [start, end)} for text formats that resynchronise on game starts.
 * Every game belongs to exactly one split.
 */
public record Split(long start, long end) implements Serializable {

    public Split {
        if (start < 0 || end < start) {
            throw new IllegalArgumentException("bad split [" + start + ", " + end + ")");
        }
    }

    public long length() {
        return end - start;
    }

    /** Contiguous ranges of at most {@code perSplit} covering {@code [0, count)} once each. */
    public static List<Split> ranges(long count, long perSplit) {
        List<Split> splits = new ArrayList<>();
        for (long start = 0; start < count; start += perSplit) {
            splits.add(new Split(start, Math.min(count, start + perSplit)));
        }
        return splits;
    }
}
