package org.chesslake.ingest.parquet;

import java.util.Arrays;

/** The distinct values of a numeric column chunk in order of first appearance, found by open addressing. */
final class NumberDictionary {

    private long[] keys;
    private int[] ids;
    private long[] distinct;
    private int size;

    NumberDictionary(int expected) {
        int capacity = Integer.highestOneBit(Math.max(16, expected) * 2 - 1) * 2;
        keys = new long[capacity];
        ids = new int[capacity];
        Arrays.fill(ids, -1);
        distinct = new long[Math.max(16, expected)];
    }

    int size() {
        return size;
    }

    long value(int id) {
        return distinct[id];
    }

    int idOf(long value) {
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
