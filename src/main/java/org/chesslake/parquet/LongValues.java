package org.chesslake.parquet;

import java.util.Arrays;

/** INT64 values. */
final class LongValues extends FixedWidthValues {

    private long[] values = new long[FIRST_CAPACITY];

    LongValues() {
        super(Long.BYTES);
    }

    void add(long value) {
        int at = next(values.length);
        values[at] = value;
    }

    @Override
    void grow(int capacity) {
        values = Arrays.copyOf(values, capacity);
    }

    @Override
    public DictionaryIds dictionary(int maxBytes) {
        return NumberDictionary.of(count(), i -> values[i], Long.BYTES, maxBytes);
    }

    @Override
    public void writePlain(int from, int to, ByteSink out) {
        out.writeLongs(values, from, to);
    }

    @Override
    public ValueRange range(int from, int to) {
        if (from == to) {
            return null;
        }
        long min = values[from];
        long max = min;
        for (int i = from + 1; i < to; i++) {
            min = Math.min(min, values[i]);
            max = Math.max(max, values[i]);
        }
        return new ValueRange.Longs(min, max);
    }

    /** The bitset of a split-block bloom filter of every value, sized for {@code count()} distinct values (an upper bound) at {@code fpp}. */
    byte[] bloomFilter(double fpp, int maxBytes) {
        return SplitBlockBloom.of(values, count(), fpp, maxBytes);
    }
}
