package org.chesslake.ingest;

import java.util.Arrays;

/**
 * Rows ordered by a 64-bit key, as Parquet and Iceberg compare it (signed), rows of equal keys in
 * their buffered order: a least-significant-digit radix sort of the keys with each row's 64-bit
 * payload, eleven bits a pass (six passes; 2,048 counters stay in the first-level cache), in linear
 * time and without boxing, in two buffers the caller keeps. The payload moves with its key, so the
 * sorted rows are read in sequence afterwards, not by a permutation's random jumps.
 */
final class KeyOrder {

    private static final int DIGIT_BITS = 11;
    private static final int DIGITS = 1 << DIGIT_BITS;
    private static final long DIGIT_MASK = DIGITS - 1;

    private KeyOrder() {
    }

    /**
     * Sorts the first {@code rows} of {@code keys} with their {@code payloads}, in place, using
     * {@code keyBuffer} and {@code payloadBuffer} (each of at least {@code rows}; their contents are
     * overwritten) as the sort's scratch: the caller keeps them from sort to sort (a moves-pass task's
     * 4 M rows: 64 MB, where a sorted copy of each array besides them took twice that, most of it
     * promoted to the old generation before the task ended).
     */
    static void sort(long[] keys, long[] payloads, int rows, long[] keyBuffer, long[] payloadBuffer) {
        if (keyBuffer.length < rows || payloadBuffer.length < rows) {
            throw new IllegalArgumentException("buffers of " + keyBuffer.length + " and " + payloadBuffer.length
                    + " rows cannot sort " + rows);
        }
        long[] sortedKeys = keys;
        for (int i = 0; i < rows; i++) {
            sortedKeys[i] ^= Long.MIN_VALUE; // signed order as unsigned digits
        }
        long[] sortedPayloads = payloads;
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
            keys[i] = sortedKeys[i] ^ Long.MIN_VALUE;
        }
        if (sortedPayloads != payloads) { // an odd number of passes moved the rows: they end in the buffers
            System.arraycopy(sortedPayloads, 0, payloads, 0, rows);
        }
    }
}
