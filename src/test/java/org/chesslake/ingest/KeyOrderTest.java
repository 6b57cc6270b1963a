package org.chesslake.ingest;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import java.util.Arrays;
import java.util.Comparator;
import java.util.Random;
import java.util.stream.IntStream;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;

/** The radix order of keys is Java's signed order, equal keys in their buffered order, payloads moved with their keys. */
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
        long[] expected = IntStream.range(0, keys.length).boxed()
                .sorted(Comparator.comparingLong((Integer row) -> keys[row])).mapToLong(Integer::longValue).toArray();
        KeyOrder.Sorted sorted = KeyOrder.sort(keys, rowNumbers(keys.length), keys.length);
        assertArrayEquals(expected, sorted.payloads());
        assertArrayEquals(Arrays.stream(expected).map(row -> keys[(int) row]).toArray(), sorted.keys());
    }

    @Test
    void ordersOnlyTheBufferedRows() {
        long[] keys = {3, -1, 2, 99, -99};
        KeyOrder.Sorted three = KeyOrder.sort(keys, rowNumbers(5), 3);
        assertArrayEquals(new long[] {1, 2, 0}, three.payloads());
        assertArrayEquals(new long[] {-1, 2, 3}, three.keys());
        assertArrayEquals(new long[] {}, KeyOrder.sort(keys, rowNumbers(5), 0).payloads());
        assertArrayEquals(new long[] {0, 1}, KeyOrder.sort(new long[] {7, 7}, rowNumbers(2), 2).payloads());
    }

    private static long[] rowNumbers(int rows) {
        return LongStream.range(0, rows).toArray();
    }
}
