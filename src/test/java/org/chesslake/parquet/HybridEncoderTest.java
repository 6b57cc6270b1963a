package org.chesslake.parquet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.Random;
import org.apache.parquet.column.values.rle.RunLengthBitPackingHybridDecoder;
import org.junit.jupiter.api.Test;

/**
 * The RLE / bit-packing hybrid as parquet-java's own decoder reads it back: every bit width, runs
 * long and short among values that change at every slot, ranges that start anywhere and end inside
 * a group of eight.
 */
class HybridEncoderTest {

    /** Values of {@code bitWidth} bits: runs of one value (some of eight or more) between stretches of random values. */
    private static int[] values(Random random, int length, int bitWidth) {
        long bound = 1L << bitWidth;
        int[] values = new int[length];
        int i = 0;
        while (i < length) {
            int stretch = Math.min(length - i, 1 + random.nextInt(random.nextBoolean() ? 6 : 40));
            boolean run = random.nextInt(3) == 0;
            int value = (int) (random.nextLong() & (bound - 1));
            for (int k = 0; k < stretch; k++) {
                values[i++] = run ? value : (int) (random.nextLong() & (bound - 1));
            }
        }
        return values;
    }

    @Test
    void parquetJavaDecodesEveryWidthAndRange() throws IOException {
        Random random = new Random(20261128);
        int checked = 0;
        for (int bitWidth = 1; bitWidth <= 32; bitWidth++) {
            for (int trial = 0; trial < 40; trial++) {
                int[] values = values(random, 1 + random.nextInt(3000), bitWidth);
                int from = random.nextInt(Math.min(values.length, 20));
                int to = from + random.nextInt(values.length - from + 1);
                ByteSink out = new ByteSink();
                HybridEncoder.encode(values, from, to, bitWidth, out);
                RunLengthBitPackingHybridDecoder decoder = new RunLengthBitPackingHybridDecoder(bitWidth,
                        new ByteArrayInputStream(out.array(), 0, out.size()));
                for (int i = from; i < to; i++) {
                    assertEquals(values[i], decoder.readInt(), "width " + bitWidth + ", trial " + trial + ", value " + i);
                }
                checked += to - from;
            }
        }
        assertTrue(checked > 500_000, "values checked: " + checked);
    }
}
