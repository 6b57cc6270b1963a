package org.chesslake.ingest;

import java.util.Arrays;

/**
 * The order of rows by a 64-bit key, as Parquet and Iceberg compare it (signed), rows of equal keys
 * in their buffered order: a least-significant-digit radix sort of the keys with their row numbers,
 * a byte a pass, in linear time and without boxing.
 */
final class KeyOrder {

    private KeyOrder() {
    }

    /** The row numbers {@code 0..rows-1} ordered by {@code keys[row]}. */
    static int[] sort(long[] keys, int rows) {
        long[] sortedKeys = new long[rows];
        int[] order = new int[rows];
        for (int i = 0; i < rows; i++) {
            sortedKeys[i] = keys[i] ^ Long.MIN_VALUE; // signed order as unsigned bytes
            order[i] = i;
        }
        long[] keyBuffer = new long[rows];
        int[] orderBuffer = new int[rows];
        int[] counts = new int[257];
        for (int shift = 0; shift < Long.SIZE; shift += Byte.SIZE) {
            Arrays.fill(counts, 0);
            for (int i = 0; i < rows; i++) {
                counts[(int) (sortedKeys[i] >>> shift & 0xFF) + 1]++;
            }
            if (rows == 0 || counts[(int) (sortedKeys[0] >>> shift & 0xFF) + 1] == rows) {
                continue; // every key has this byte: the pass would move nothing
            }
            for (int b = 0; b < 256; b++) {
                counts[b + 1] += counts[b];
            }
            for (int i = 0; i < rows; i++) {
                int to = counts[(int) (sortedKeys[i] >>> shift & 0xFF)]++;
                keyBuffer[to] = sortedKeys[i];
                orderBuffer[to] = order[i];
            }
            long[] keysNow = keyBuffer;
            keyBuffer = sortedKeys;
            sortedKeys = keysNow;
            int[] orderNow = orderBuffer;
            orderBuffer = order;
            order = orderNow;
        }
        return order;
    }
}
