package org.chesslake.ingest;

import java.util.Arrays;

/**
 * Rows ordered by a 64-bit key, as Parquet and Iceberg compare it (signed), rows of equal keys in
 * their buffered order, in two buffers the caller keeps, without boxing. A first pass distributes the
 * rows by the key's top eleven bits into 2,048 buckets; each bucket is then distributed by the next
 * eleven bits into 2,048 sub-buckets, and a sub-bucket ordered on its own: by insertion when it is
 * small, else by least-significant-digit radix passes of eleven bits over the rest of the key. The keys
 * are position hashes, so a moves-pass task's 4 M rows make buckets of a couple of thousand rows, whose
 * passes stay in the processor's caches, and sub-buckets of a row or two: six passes over the whole
 * arrays, each scattering to 2,048 places in two 32 MB arrays, took 1.75 times as long as the first
 * pass and five radix passes in each bucket, which took 1.27 times as long as the first pass and a
 * bucket's distribution and insertions (4 M rows, 30% of keys repeated: 121-134 ms, 95-101 ms). A key
 * repeated by many rows (a common position) makes a large sub-bucket, whose radix passes find every
 * digit equal and move nothing. The payload moves with its key, so the sorted rows are read in
 * sequence afterwards, not by a permutation's random jumps.
 */
final class KeyOrder {

    private static final int DIGIT_BITS = 11;
    private static final int DIGITS = 1 << DIGIT_BITS;
    private static final long DIGIT_MASK = DIGITS - 1;
    /** The first pass's digit: the key's top bits. */
    private static final int TOP_SHIFT = Long.SIZE - DIGIT_BITS;
    /** A bucket's distribution's digit: the bits below the top digit. */
    private static final int SECOND_SHIFT = TOP_SHIFT - DIGIT_BITS;
    /** A bucket or sub-bucket this small is ordered by insertion: the radix passes' 2,048 counters would cost more than its rows. */
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
        int[] subBucketStarts = new int[DIGITS + 1];
        int[] counts = new int[DIGITS + 1];
        for (int b = 0; b < DIGITS; b++) {
            int from = bucketStarts[b];
            int to = bucketStarts[b + 1];
            if (to - from <= INSERTION_ROWS) {
                System.arraycopy(keyBuffer, from, keys, from, to - from);
                System.arraycopy(payloadBuffer, from, payloads, from, to - from);
                insertionSort(keys, payloads, from, to);
            } else {
                sortBucket(keyBuffer, payloadBuffer, keys, payloads, from, to, subBucketStarts, counts);
            }
            for (int i = from; i < to; i++) {
                keys[i] ^= Long.MIN_VALUE; // signed again
            }
        }
    }

    private static int topDigit(long unsignedKey) {
        return (int) (unsignedKey >>> TOP_SHIFT);
    }

    /**
     * Orders rows {@code from} to {@code to} of a bucket, whose unsigned keys and payloads are in
     * {@code bucketKeys} and {@code bucketPayloads}, into the same rows of {@code keys} and
     * {@code payloads}: distributed by the second digit, then each sub-bucket ordered where it lies,
     * with {@code bucketKeys} and {@code bucketPayloads} as the scratch of its radix passes.
     */
    private static void sortBucket(long[] bucketKeys, long[] bucketPayloads, long[] keys, long[] payloads, int from, int to,
            int[] subBucketStarts, int[] counts) {
        Arrays.fill(subBucketStarts, 0);
        for (int i = from; i < to; i++) {
            subBucketStarts[(int) (bucketKeys[i] >>> SECOND_SHIFT & DIGIT_MASK) + 1]++;
        }
        subBucketStarts[0] = from;
        for (int d = 0; d < DIGITS; d++) {
            subBucketStarts[d + 1] += subBucketStarts[d];
        }
        System.arraycopy(subBucketStarts, 0, counts, 0, DIGITS);
        for (int i = from; i < to; i++) {
            int at = counts[(int) (bucketKeys[i] >>> SECOND_SHIFT & DIGIT_MASK)]++;
            keys[at] = bucketKeys[i];
            payloads[at] = bucketPayloads[i];
        }
        for (int d = 0; d < DIGITS; d++) {
            int start = subBucketStarts[d];
            int end = subBucketStarts[d + 1];
            if (end - start <= INSERTION_ROWS) {
                insertionSort(keys, payloads, start, end);
            } else {
                radixSort(keys, payloads, bucketKeys, bucketPayloads, start, end, counts);
            }
        }
    }

    /**
     * Orders rows {@code from} to {@code to} of {@code keys} and {@code payloads} (unsigned keys
     * that share their top two digits) by radix passes over the bits below those digits, moving the
     * rows between them and the same rows of {@code scratchKeys} and {@code scratchPayloads}.
     */
    private static void radixSort(long[] keys, long[] payloads, long[] scratchKeys, long[] scratchPayloads, int from, int to,
            int[] counts) {
        long[] sortedKeys = keys;
        long[] sortedPayloads = payloads;
        long[] keysTo = scratchKeys;
        long[] payloadsTo = scratchPayloads;
        for (int shift = 0; shift < SECOND_SHIFT; shift += DIGIT_BITS) {
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
        if (sortedKeys != keys) {
            System.arraycopy(sortedKeys, from, keys, from, to - from);
            System.arraycopy(sortedPayloads, from, payloads, from, to - from);
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
