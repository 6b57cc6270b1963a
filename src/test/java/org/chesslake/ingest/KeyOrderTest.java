package org.chesslake.ingest;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Arrays;
import java.util.Comparator;
import java.util.Random;
import java.util.stream.IntStream;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;

/** The radix order of keys is Java's signed order, equal keys in their buffered order, payloads moved with their keys, the rows past the sorted ones untouched, whatever the kept buffers held. */
class KeyOrderTest {

    @Test
    void ordersSignedKeysStably() {
        Random random = new Random(40);
        long[] keys = new long[5000];
        for (int i = 0; i < keys.length; i++) {
            // hashes of both signs, many repeated, and the extremes
            keys[i] = switch (i % 5) {
                case 0 -> random.nextLong();
                case 1 -> keys[random.nextInt(Math.max(1, i))];
                case 2 -> -random.nextInt(1000);
                case 3 -> i % 2 == 0 ? Long.MIN_VALUE : Long.MAX_VALUE;
                default -> random.nextInt(300);
            };
        }
        assertSortsAsJava(keys);
    }

    /** A task's rows: hashes spread over every top digit, buckets of a hundred rows or so, some keys repeated. */
    @Test
    void ordersBucketsOfHashes() {
        Random random = new Random(41);
        long[] keys = new long[200_000];
        for (int i = 0; i < keys.length; i++) {
            keys[i] = i > 0 && random.nextInt(4) == 0 ? keys[random.nextInt(i)] : random.nextLong();
        }
        assertSortsAsJava(keys);
    }

    /**
     * Keys that share their top 22 bits by the hundred (a bucket's sub-bucket too big to be ordered by
     * insertion), differing in any of the 42 bits below, some repeated: ordered by the sub-bucket's radix passes.
     */
    @Test
    void ordersSubBucketsOfManyKeys() {
        Random random = new Random(42);
        long[] prefixes = random.longs(60).map(prefix -> prefix & -(1L << 42)).toArray();
        long[] keys = new long[12_000];
        for (int i = 0; i < keys.length; i++) {
            keys[i] = i > 0 && random.nextInt(5) == 0 ? keys[random.nextInt(i)]
                    : prefixes[random.nextInt(prefixes.length)] | random.nextLong() >>> 22;
        }
        assertSortsAsJava(keys);
    }

    /** The sort's payloads are the rows' numbers in Java's stable sort of the keys, and its keys theirs. */
    private static void assertSortsAsJava(long[] keys) {
        long[] expected = IntStream.range(0, keys.length).boxed()
                .sorted(Comparator.comparingLong((Integer row) -> keys[row])).mapToLong(Integer::longValue).toArray();
        long[] sortedKeys = keys.clone();
        long[] payloads = rowNumbers(keys.length);
        sort(sortedKeys, payloads, keys.length);
        assertArrayEquals(expected, payloads);
        assertArrayEquals(Arrays.stream(expected).map(row -> keys[(int) row]).toArray(), sortedKeys);
    }

    @Test
    void ordersOnlyTheBufferedRows() {
        long[] keys = {3, -1, 2, 99, -99};
        long[] payloads = rowNumbers(5);
        sort(keys, payloads, 3);
        assertArrayEquals(new long[] {1, 2, 0, 3, 4}, payloads);
        assertArrayEquals(new long[] {-1, 2, 3, 99, -99}, keys);
        sort(keys, payloads, 0);
        assertArrayEquals(new long[] {-1, 2, 3, 99, -99}, keys);
        long[] equal = rowNumbers(2);
        sort(new long[] {7, 7}, equal, 2);
        assertArrayEquals(new long[] {0, 1}, equal);
        // a sub-bucket too big to be ordered by insertion, whose keys differ in their lowest digit only (one pass: the
        // rows end in the sort's buffers, then are copied back) or in their two lowest (two passes: they end in the caller's arrays)
        for (long step : new long[] {1, (1 << 11) + 1}) {
            long[] descending = LongStream.range(0, 100).map(row -> (100 - row) * step).toArray();
            long[] rowsOf = rowNumbers(100);
            sort(descending, rowsOf, 100);
            assertArrayEquals(LongStream.range(1, 101).map(row -> row * step).toArray(), descending);
            assertArrayEquals(LongStream.range(0, 100).map(row -> 99 - row).toArray(), rowsOf);
        }
    }

    @Test
    void buffersKeptFromSortToSortGiveTheSameOrder() {
        KeyedRows rows = new KeyedRows();
        long[][] batches = {{5, -3, 5, 0, Long.MIN_VALUE, 9}, {2, 1}, {}, {Long.MAX_VALUE, -1, 4}};
        for (long[] batch : batches) {
            rows.clear();
            rows.ensure(batch.length, 4);
            for (int i = 0; i < batch.length; i++) {
                rows.add(batch[i], i);
            }
            rows.sort(); // the buffers hold the previous batch's rows
            long[] expectedKeys = batch.clone();
            long[] expectedPayloads = rowNumbers(batch.length);
            sort(expectedKeys, expectedPayloads, batch.length);
            for (int i = 0; i < batch.length; i++) {
                assertEquals(expectedKeys[i], rows.key(i));
                assertEquals(expectedPayloads[i], rows.payload(i));
            }
            assertEquals(batch.length, rows.size());
        }
    }

    @Test
    void refusesBuffersShorterThanTheRows() {
        assertThrows(IllegalArgumentException.class,
                () -> KeyOrder.sort(new long[] {2, 1}, new long[2], 2, new long[1], new long[2]));
    }

    /** Sorts with buffers of exactly the rows, filled with what a previous sort could leave there. */
    private static void sort(long[] keys, long[] payloads, int rows) {
        long[] keyBuffer = new long[rows];
        long[] payloadBuffer = new long[rows];
        Arrays.fill(keyBuffer, -7);
        Arrays.fill(payloadBuffer, 99);
        KeyOrder.sort(keys, payloads, rows, keyBuffer, payloadBuffer);
    }

    private static long[] rowNumbers(int rows) {
        return LongStream.range(0, rows).toArray();
    }
}
