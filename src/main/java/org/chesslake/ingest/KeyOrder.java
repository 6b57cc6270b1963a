package org.chesslake.ingest;

import java.util.Arrays;

/**
 * Rows ordered by a 64-bit key, as Parquet and Iceberg compare it (signed), rows of equal keys in
 * their buffered order: a least-significant-digit radix sort of the keys with each row's 64-bit
 * payload, eleven bits a pass (six passes; 2,048 counters stay in the first-level cache), in linear
 * time and without boxing. The payload moves with its key, so the
 * sorted rows are read in sequence afterwards, not by a permutation's random jumps.
 */
final class KeyOrder {

    private static final int DIGIT_BITS = 11;
    private static final int DIGITS = 1 << DIGIT_BITS;
    private static final long DIGIT_MASK = DIGITS - 1;

    private KeyOrder() {
    }

    /** The first {@code rows} keys, sorted, and their payloads in the same order. */
    record Sorted(long[] keys, long[] payloads) {
    }

    /** Sorts the first {@code rows} of {@code keys} with their {@code payloads} (the arrays are left as they are). */
    static Sorted sort(long[] keys, long[] payloads, int rows) {
        long[] sortedKeys = new long[rows];
        for (int i = 0; i < rows; i++) {
            sortedKeys[i] = keys[i] ^ Long.MIN_VALUE; // signed order as unsigned digits
        }
        long[] sortedPayloads = Arrays.copyOf(payloads, rows);
        long[] keyBuffer = new long[rows];
        long[] payloadBuffer = new long[rows];
        int[] counts = new int[DIGITS + 1];
        for (int shift = 0; shift < Long.SIZE; shift += DIGIT_BITS) {
            Arrays.fill(counts, 0);
            for (int i = 0; i < rows; i++) {
                counts[(int) (sortedKeys[i] >>> shift & DIGIT_MASK) + 1]++;
            }
            if (rows == 0 || counts[(int) (sortedKeys[0] >>> shift & DIGIT_MASK) + 1] == rows) {
                continue; // every key has this digit: the pass would move nothing
            }
            for (int b = 0; b < DIGITS; b++) {
                counts[b + 1] += counts[b];
            }
            for (int i = 0; i < rows; i++) {
                int to = counts[(int) (sortedKeys[i] >>> shift & DIGIT_MASK)]++;
                keyBuffer[to] = sortedKeys[i];
                payloadBuffer[to] = sortedPayloads[i];
            }
            long[] keysNow = keyBuffer;
            keyBuffer = sortedKeys;
            sortedKeys = keysNow;
            long[] payloadsNow = payloadBuffer;
            payloadBuffer = sortedPayloads;
            sortedPayloads = payloadsNow;
        }
        for (int i = 0; i < rows; i++) {
            sortedKeys[i] ^= Long.MIN_VALUE;
        }
        return new Sorted(sortedKeys, sortedPayloads);
    }
}
