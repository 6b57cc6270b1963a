package org.chesslake.ingest;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import java.util.Comparator;
import java.util.Random;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/** The radix order of keys is Java's signed order, equal keys in their buffered order. */
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
        int[] expected = IntStream.range(0, keys.length).boxed()
                .sorted(Comparator.comparingLong((Integer row) -> keys[row])).mapToInt(Integer::intValue).toArray();
        assertArrayEquals(expected, KeyOrder.sort(keys, keys.length));
    }

    @Test
    void ordersOnlyTheBufferedRows() {
        long[] keys = {3, -1, 2, 99, -99};
        assertArrayEquals(new int[] {1, 2, 0}, KeyOrder.sort(keys, 3));
        assertArrayEquals(new int[] {}, KeyOrder.sort(keys, 0));
        assertArrayEquals(new int[] {0, 1}, KeyOrder.sort(new long[] {7, 7}, 2));
    }
}
