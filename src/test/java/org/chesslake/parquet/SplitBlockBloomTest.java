package org.chesslake.parquet;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.Random;
import org.apache.iceberg.shaded.org.apache.parquet.column.values.bloomfilter.BlockSplitBloomFilter;
import org.junit.jupiter.api.Test;

/** The moves writer's own bloom filters against parquet-java's, built value by value: the same hashes, the same bits. */
class SplitBlockBloomTest {

    @Test
    void theHashIsParquetJavasXxHash64() {
        BlockSplitBloomFilter reference = new BlockSplitBloomFilter(1024);
        Random random = new Random(29);
        long[] values = {0, 1, -1, Long.MIN_VALUE, Long.MAX_VALUE, 0x463b96181691fc9cL, random.nextLong(), random.nextLong()};
        for (long value : values) {
            assertEquals(reference.hash(value), SplitBlockBloom.xxHash64(value), "hash of " + value);
        }
    }

    @Test
    void theFilterHasParquetJavasBitsForEverySize() throws IOException {
        Random random = new Random(29);
        for (int count : new int[] {0, 1, 7, 1_000, 100_000, 900_000}) {
            long[] values = random.longs(count).toArray();
            int maxBytes = 1 << 20;
            byte[] ours = SplitBlockBloom.of(values, count, 0.01, maxBytes);
            BlockSplitBloomFilter reference = new BlockSplitBloomFilter(
                    (int) Math.min(maxBytes, BlockSplitBloomFilter.optimalNumOfBits(Math.max(1, count), 0.01) / 8), maxBytes);
            for (long value : values) {
                reference.insertHash(reference.hash(value));
            }
            assertEquals(reference.getBitsetSize(), ours.length, count + " values");
            assertArrayEquals(bits(reference), ours, count + " values");
        }
    }

    @Test
    void theBitsetIsSizedAsParquetJavaSizesIt() {
        for (int maxBytes : new int[] {32, 33, 100, 1 << 20, (1 << 20) + 5, BlockSplitBloomFilter.UPPER_BOUND_BYTES}) {
            for (int bytes : new int[] {0, 1, 31, 32, 33, 1000, 1024, 1025, 700_000, 1 << 20, (1 << 20) + 1, 3 << 20}) {
                assertEquals(new BlockSplitBloomFilter(bytes, maxBytes).getBitsetSize(),
                        SplitBlockBloom.bitsetBytes(bytes, maxBytes), bytes + " bytes, at most " + maxBytes);
            }
        }
    }

    private static byte[] bits(BlockSplitBloomFilter filter) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        filter.writeTo(out);
        return out.toByteArray();
    }
}
