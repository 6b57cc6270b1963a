package org.chesslake.lake;

import java.io.Serializable;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/**
 * Position keys {@code first} to {@code last}, both included, as signed 64-bit values: a part of the
 * key space that one compacted positions file holds. Keys are Zobrist hashes, spread evenly over the
 * whole space, so equal parts hold about equal rows.
 */
public record KeyRange(long first, long last) implements Serializable {

    public KeyRange {
        if (first > last) {
            throw new IllegalArgumentException("an empty key range: " + first + " to " + last);
        }
    }

    /** The whole key space in {@code parts} ranges of equal width (to one key), in key order. */
    public static List<KeyRange> split(int parts) {
        if (parts < 1) {
            throw new IllegalArgumentException("a key space in " + parts + " parts");
        }
        BigInteger space = BigInteger.ONE.shiftLeft(Long.SIZE);
        List<KeyRange> ranges = new ArrayList<>(parts);
        long first = Long.MIN_VALUE;
        for (int part = 1; part <= parts; part++) {
            long last = part == parts ? Long.MAX_VALUE : Long.MIN_VALUE
                    + space.multiply(BigInteger.valueOf(part)).divide(BigInteger.valueOf(parts)).longValue() - 1;
            ranges.add(new KeyRange(first, last));
            first = last + 1;
        }
        return ranges;
    }

    public boolean contains(long key) {
        return first <= key && key <= last;
    }

    /** Whether the keys {@code low} to {@code high} all lie in this range. */
    public boolean holds(long low, long high) {
        return first <= low && high <= last;
    }
}
