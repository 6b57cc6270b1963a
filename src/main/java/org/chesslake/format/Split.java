package org.chesslake.format;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;

/**
 * A contiguous piece of a database that one task reads: index entries {@code [start, end)} of an
 * {@link IndexedDatabase}, bytes {@code [start, end)} of a {@link TextDatabase} (which resynchronises
 * on game starts).
 * Every game belongs to exactly one split.
 *
 * @param gamesBefore byte splits: how many games of the file start before this split, from the
 *                    planner's counting pass ({@link TextDatabase#countGames}), or -1 when not
 *                    counted (the reader then counts them itself); index splits: unused
 * @param textBefore  byte splits: how many bytes of text come before this split's, from the same
 *                    pass (a compressed file's text is longer than its bytes), or -1 when not counted
 */
public record Split(long start, long end, long gamesBefore, long textBefore) implements Serializable {

    public Split {
        if (start < 0 || end < start || gamesBefore < -1 || textBefore < -1) {
            throw new IllegalArgumentException("bad split [" + start + ", " + end + ") after " + gamesBefore
                    + " games and " + textBefore + " bytes of text");
        }
    }

    /** A split whose games and text before it are not counted yet (none when it starts the file). */
    public Split(long start, long end) {
        this(start, end, start == 0 ? 0 : -1, start == 0 ? 0 : -1);
    }

    /** What the counting pass finds in a split: the games that start in it, the bytes of text it holds. */
    public record Count(long games, long textBytes) implements Serializable {

        public static final Count NONE = new Count(0, 0);

        public Count plus(Count other) {
            return new Count(games + other.games, textBytes + other.textBytes);
        }
    }

    /** This split after what the splits before it hold, as the counting pass found. */
    public Split after(Count before) {
        return new Split(start, end, before.games(), before.textBytes());
    }

    public long length() {
        return end - start;
    }

    /**
     * Contiguous ranges of at most {@code perSplit} covering {@code [0, count)} once each, as few as
     * that allows and of equal lengths (to one): index entries, whose games cost about the same
     * each, so that no short last split leaves a core idle at the end of the tasks' last wave.
     */
    public static List<Split> evenRanges(long count, long perSplit) {
        long splitCount = count == 0 ? 0 : (count - 1) / perSplit + 1;
        List<Split> splits = new ArrayList<>();
        long start = 0;
        for (long i = 0; i < splitCount; i++) {
            long end = start + count / splitCount + (i < count % splitCount ? 1 : 0);
            splits.add(new Split(start, end));
            start = end;
        }
        return splits;
    }

    /** Contiguous ranges of {@code perSplit} (the last one shorter) covering {@code [0, count)} once each: bytes of text. */
    public static List<Split> ranges(long count, long perSplit) {
        List<Split> splits = new ArrayList<>();
        for (long start = 0; start < count; start += perSplit) {
            splits.add(new Split(start, Math.min(count, start + perSplit)));
        }
        return splits;
    }
}
