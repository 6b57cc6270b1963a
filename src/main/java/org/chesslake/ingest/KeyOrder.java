package org.chesslake.ingest;

import java.util.Arrays;

/**
 * Rows ordered by a 64-bit key, as Parquet and Iceberg compare it (signed), rows of equal keys in
 * their buffered order, in two buffers the caller keeps, without boxing. A first pass distributes the
 * rows by the key's top eleven bits into 2,048 buckets; each bucket is then ordered on its own by
 * least-significant-digit radix passes of eleven bits over the rest of the key. The keys are position
 * hashes, so a moves-pass task's 4 M rows make buckets of a couple of thousand rows, whose passes stay
 * in the processor's caches: six passes over the whole arrays, each scattering to 2,048 places in two
 * 32 MB arrays, took 1.75 times as long. The payload moves with its key, so the sorted rows are read in
 * sequence afterwards, not by a permutation's random jumps.
 */
final class KeyOrder {

    private static final int DIGIT_BITS = 11;
    private static final int DIGITS = 1 << DIGIT_BITS;
    private static final long DIGIT_MASK = DIGITS - 1;
    /** The first pass's digit: the key's top bits. */
    private static final int TOP_SHIFT = Long.SIZE - DIGIT_BITS;
    /** A bucket this small is ordered by insertion: the radix passes' 2,048 counters would cost more than its rows. */
    private static final int INSERTION_ROWS = 32;

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
        int[] bucketStarts = new int[DIGITS + 1];
        for (int i = 0; i < rows; i++) {
            bucketStarts[topDigit(keys[i] ^ Long.MIN_VALUE) + 1]++; // signed order as unsigned digits
        }
        for (int b = 0; b < DIGITS; b++) {
            bucketStarts[b + 1] += bucketStarts[b];
        }
        int[] next = Arrays.copyOf(bucketStarts, DIGITS);
        for (int i = 0; i < rows; i++) {
            long key = keys[i] ^ Long.MIN_VALUE;
            int to = next[topDigit(key)]++;
            keyBuffer[to] = key;
            payloadBuffer[to] = payloads[i];
        }
        int[] counts = new int[DIGITS + 1];
        for (int b = 0; b < DIGITS; b++) {
            sortBucket(keyBuffer, payloadBuffer, keys, payloads, bucketStarts[b], bucketStarts[b + 1], counts);
        }
    }

    private static int topDigit(long unsignedKey) {
        return (int) (unsignedKey >>> TOP_SHIFT);
    }

    /**
     * Orders rows {@code from} to {@code to} of a bucket, whose unsigned keys and payloads are in
     * {@code bucketKeys} and {@code bucketPayloads}, into the same rows of {@code keys} (signed again) and
     * {@code payloads}; the passes move the rows between the two pairs of arrays.
     */
    private static void sortBucket(long[] bucketKeys, long[] bucketPayloads, long[] keys, long[] payloads, int from, int to,
            int[] counts) {
        if (to - from <= INSERTION_ROWS) {
            insertionSort(bucketKeys, bucketPayloads, from, to);
        } else {
            long[] sortedKeys = bucketKeys;
            long[] sortedPayloads = bucketPayloads;
            long[] keysTo = keys;
            long[] payloadsTo = payloads;
            for (int shift = 0; shift < TOP_SHIFT; shift += DIGIT_BITS) {
                Arrays.fill(counts, 0);
                for (int i = from; i < to; i++) {
                    counts[(int) (sortedKeys[i] >>> shift & DIGIT_MASK) + 1]++;
                }
                if (counts[(int) (sortedKeys[from] >>> shift & DIGIT_MASK) + 1] == to - from) {
                    continue; // every key has this digit: the pass would move nothing
                }
                counts[0] = from;
                for (int d = 0; d < DIGITS; d++) {
                    counts[d + 1] += counts[d];
                }
                for (int i = from; i < to; i++) {
                    int at = counts[(int) (sortedKeys[i] >>> shift & DIGIT_MASK)]++;
                    keysTo[at] = sortedKeys[i];
                    payloadsTo[at] = sortedPayloads[i];
                }
                long[] swap = sortedKeys;
                sortedKeys = keysTo;
                keysTo = swap;
                swap = sortedPayloads;
                sortedPayloads = payloadsTo;
                payloadsTo = swap;
            }
            bucketKeys = sortedKeys;
            bucketPayloads = sortedPayloads;
        }
        for (int i = from; i < to; i++) {
            keys[i] = bucketKeys[i] ^ Long.MIN_VALUE;
        }
        if (bucketPayloads != payloads) {
            System.arraycopy(bucketPayloads, from, payloads, from, to - from);
        }
    }

    /** A stable insertion sort of rows {@code from} to {@code to} by unsigned key. */
    private static void insertionSort(long[] keys, long[] payloads, int from, int to) {
        for (int i = from + 1; i < to; i++) {
            long key = keys[i];
            long payload = payloads[i];
            int j = i - 1;
            while (j >= from && Long.compareUnsigned(keys[j], key) > 0) {
                keys[j + 1] = keys[j];
                payloads[j + 1] = payloads[j];
                j--;
            }
            keys[j + 1] = key;
            payloads[j + 1] = payload;
        }
    }
}
