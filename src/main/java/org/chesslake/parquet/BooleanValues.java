package org.chesslake.parquet;

import java.util.Arrays;

/** BOOLEAN values: PLAIN is one bit each, so never a dictionary. */
final class BooleanValues extends FixedWidthValues {

    private boolean[] values = new boolean[FIRST_CAPACITY];

    BooleanValues() {
        super(1);
    }

    void add(boolean value) {
        int at = next(values.length);
        values[at] = value;
    }

    @Override
    void grow(int capacity) {
        values = Arrays.copyOf(values, capacity);
    }

    @Override
    public DictionaryIds dictionary(int maxBytes) {
        return null;
    }

    @Override
    public void writePlain(int from, int to, ByteSink out) {
        int bits = 0;
        int pending = 0;
        for (int i = from; i < to; i++) {
            if (values[i]) {
                bits |= 1 << pending;
            }
            if (++pending == 8) {
                out.writeByte(bits);
                bits = 0;
                pending = 0;
            }
        }
        if (pending > 0) {
            out.writeByte(bits);
        }
    }

    @Override
    public ValueRange range(int from, int to) {
        if (from == to) {
            return null;
        }
        boolean anyTrue = false;
        boolean anyFalse = false;
        for (int i = from; i < to && !(anyTrue && anyFalse); i++) {
            anyTrue |= values[i];
            anyFalse |= !values[i];
        }
        return new ValueRange.Booleans(!anyFalse, anyTrue);
    }
}
