package org.chesslake.parquet;

import java.util.Arrays;
import java.util.function.IntToLongFunction;

/** The distinct values of a numeric column chunk in order of first appearance, found by open addressing. */
final class NumberDictionary {

    private long[] keys;
    private int[] ids;
    private long[] distinct;
    private int size;

    /**
     * The dictionary of {@code count} values of {@code width} bytes (4 or 8), or null when the
     * values are better written PLAIN ({@link DictionaryIds#worthIt}).
     */
    static DictionaryIds of(int count, IntToLongFunction value, int width, int maxBytes) {
        NumberDictionary dictionary = new NumberDictionary();
        int[] ids = new int[count];
        // most columns run (a game's id, its plies' line, a main line's nulls): a value equal to the one before needs no lookup
        long previous = 0;
        int previousId = -1;
        for (int i = 0; i < count; i++) {
            long v = value.applyAsLong(i);
            if (v != previous || previousId < 0) {
                previous = v;
                previousId = dictionary.idOf(v);
                if ((long) dictionary.size * width > maxBytes) {
                    return null;
                }
            }
            ids[i] = previousId;
        }
        int size = dictionary.size;
        if (!DictionaryIds.worthIt((long) count * width, (long) size * width, count, size, maxBytes)) {
            return null;
        }
        ByteSink page = new ByteSink();
        for (int id = 0; id < size; id++) {
            if (width == Long.BYTES) {
                page.writeLong(dictionary.distinct[id]);
            } else {
                page.writeInt((int) dictionary.distinct[id]);
            }
        }
        return new DictionaryIds(ids, size, page);
    }

    private NumberDictionary() {
        keys = new long[2048];
        ids = new int[keys.length];
        Arrays.fill(ids, -1);
        distinct = new long[1024];
    }

    private int idOf(long value) {
        int mask = keys.length - 1;
        int slot = hash(value) & mask;
        while (ids[slot] >= 0) {
            if (keys[slot] == value) {
                return ids[slot];
            }
            slot = (slot + 1) & mask;
        }
        if (size == distinct.length) {
            distinct = Arrays.copyOf(distinct, size * 2);
        }
        distinct[size] = value;
        keys[slot] = value;
        ids[slot] = size;
        if (++size * 2 > keys.length) {
            grow();
        }
        return size - 1;
    }

    private static int hash(long value) {
        long h = value * 0x9E3779B97F4A7C15L;
        return (int) (h ^ (h >>> 32));
    }

    private void grow() {
        keys = new long[keys.length * 2];
        ids = new int[keys.length];
        Arrays.fill(ids, -1);
        int mask = keys.length - 1;
        for (int id = 0; id < size; id++) {
            int slot = hash(distinct[id]) & mask;
            while (ids[slot] >= 0) {
                slot = (slot + 1) & mask;
            }
            keys[slot] = distinct[id];
            ids[slot] = id;
        }
    }
}
