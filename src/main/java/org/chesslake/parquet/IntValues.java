package org.chesslake.parquet;

import java.util.Arrays;

/** INT32 values. */
final class IntValues extends FixedWidthValues {

    private int[] values = new int[FIRST_CAPACITY];

    IntValues() {
        super(Integer.BYTES);
    }

    void add(int value) {
        int at = next(values.length);
        values[at] = value;
    }

    @Override
    void grow(int capacity) {
        values = Arrays.copyOf(values, capacity);
    }

    @Override
    public DictionaryIds dictionary(int maxBytes) {
        return NumberDictionary.of(count(), i -> values[i], Integer.BYTES, maxBytes);
    }

    @Override
    public void writePlain(int from, int to, ByteSink out) {
        out.writeInts(values, from, to);
    }

    @Override
    public ValueRange range(int from, int to) {
        if (from == to) {
            return null;
        }
        int min = values[from];
        int max = min;
        for (int i = from + 1; i < to; i++) {
            min = Math.min(min, values[i]);
            max = Math.max(max, values[i]);
        }
        return new ValueRange.Ints(min, max);
    }
}
