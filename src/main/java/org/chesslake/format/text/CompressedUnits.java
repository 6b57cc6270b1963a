package org.chesslake.format.text;

import java.util.ArrayDeque;

/**
 * Where the text of one split of a compressed file lies: the file decompresses in units that can
 * be entered alone (bzip2 blocks, zstd frames), a split owns the units whose first compressed byte
 * lies in its byte range {@code [start, end)}, and a game belongs to the unit that holds its first
 * byte. The split's reader notes each unit as its text begins in the decompressed stream; the
 * splitter asks, for each chunk, which unit holds it and where it lies in the file's text.
 */
final class CompressedUnits implements PgnGames.TextPositions {

    private final long start;
    private final long end;
    private final long textBefore;
    /** The units the splitter has not passed yet: {stream offset of the first byte, compressed offset}. */
    private final ArrayDeque<long[]> units = new ArrayDeque<>();
    /** Stream offsets of the first owned byte and of the first byte after the owned units (-1: not yet). */
    private long ownedStart = -1;
    private long ownedEnd = -1;

    /** @param textBefore the text offset of the split's first unit (any value when only counting) */
    CompressedUnits(long start, long end, long textBefore) {
        this.start = start;
        this.end = end;
        this.textBefore = textBefore;
    }

    /** Forgets the units noted: the stream starts again. */
    void clear() {
        units.clear();
        ownedStart = -1;
        ownedEnd = -1;
    }

    /** The unit at compressed offset {@code at} begins at {@code streamOffset} of the decompressed stream. */
    void unit(long streamOffset, long at) {
        if (ownedStart < 0 && at >= start) {
            ownedStart = streamOffset;
        }
        if (ownedEnd < 0 && at >= end) {
            ownedEnd = streamOffset;
        }
        units.add(new long[] {streamOffset, at});
    }

    /** The stream offset of the split's first owned byte, or -1 while the stream has not reached it. */
    long ownedStart() {
        return ownedStart;
    }

    /** Whether the split has no more units of its own: the stream reached a unit at or after its end. */
    boolean pastEnd() {
        return ownedEnd >= 0;
    }

    /** The bytes of text the split's own units hold, once the stream has been read to {@code decoded}. */
    long textBytes(long decoded) {
        return ownedStart < 0 ? 0 : (ownedEnd < 0 ? decoded : ownedEnd) - ownedStart;
    }

    @Override
    public long splitPosition(long streamOffset) {
        long[] unit = units.pollFirst();
        while (!units.isEmpty() && units.peekFirst()[0] <= streamOffset) {
            unit = units.pollFirst();
        }
        if (unit == null) {
            return -1;
        }
        units.addFirst(unit);
        return unit[0] > streamOffset ? -1 : unit[1];
    }

    @Override
    public long textOffset(long streamOffset) {
        return textBefore + streamOffset - ownedStart;
    }
}
