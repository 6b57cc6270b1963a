package org.chesslake.parquet;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;

/**
 * Parquet's split-block bloom filter of INT64 values, built here rather than value by value through
 * parquet-java's {@code BlockSplitBloomFilter} (a ByteBuffer and a mask array per value): the same
 * bits by the format's definition, XXH64 (seed 0) of the value's eight little-endian bytes, the
 * block chosen by the hash's upper half, eight salted bits of its lower half set in the block's
 * eight words.
 */
final class SplitBlockBloom {

    private static final int WORDS_PER_BLOCK = 8;
    private static final int[] SALT = {0x47b6137b, 0x44974d91, 0x8824ad5b, 0xa2b7289d, 0x705495c7, 0x2df1424b, 0x9efc4947,
        0x5c6bfb31};
    private static final long PRIME64_1 = 0x9E3779B185EBCA87L;
    private static final long PRIME64_2 = 0xC2B2AE3D27D4EB4FL;
    private static final long PRIME64_3 = 0x165667B19E3779F9L;
    private static final long PRIME64_4 = 0x85EBCA77C2B2AE63L;
    private static final long PRIME64_5 = 0x27D4EB2F165667C5L;

    private SplitBlockBloom() {
    }

    /** The bitset of a filter of {@code values[0, count)}, sized as parquet-java sizes one for {@code count} distinct values at {@code fpp}. */
    static byte[] of(long[] values, int count, double fpp, int maxBytes) {
        int bytes = bitsetBytes((int) Math.min(maxBytes, ShadedParquet.bloomBits(Math.max(1, count), fpp) / 8), maxBytes);
        // set as the block's words, one OR each, and laid out little-endian once at the end: a value sets one bit per word
        int[] words = new int[bytes / Integer.BYTES];
        long blocks = words.length / WORDS_PER_BLOCK;
        for (int i = 0; i < count; i++) {
            long hash = xxHash64(values[i]);
            int block = (int) (((hash >>> 32) * blocks) >>> 32) * WORDS_PER_BLOCK;
            int key = (int) hash;
            for (int w = 0; w < WORDS_PER_BLOCK; w++) {
                words[block + w] |= 1 << ((key * SALT[w]) >>> 27);
            }
        }
        byte[] bitset = new byte[bytes];
        ByteBuffer.wrap(bitset).order(ByteOrder.LITTLE_ENDIAN).asIntBuffer().put(words);
        return bitset;
    }

    /**
     * The bitset's size parquet-java gives a filter asked for {@code bytes} of at most {@code maxBytes}:
     * at least 32 bytes, rounded up to a power of two, at most the maximum (its own 128 MiB when the
     * one given is out of its range). Computed, not read off a filter built for it: that allocates the
     * bitset, up to a MiB per row group and column.
     */
    static int bitsetBytes(int bytes, int maxBytes) {
        int max = maxBytes > ShadedParquet.BLOOM_MIN_BYTES && maxBytes < ShadedParquet.BLOOM_MAX_BYTES
                ? maxBytes : ShadedParquet.BLOOM_MAX_BYTES;
        int size = Math.max(bytes, ShadedParquet.BLOOM_MIN_BYTES);
        if (Integer.bitCount(size) != 1) {
            size = Integer.highestOneBit(size) << 1;
        }
        return size > max || size < 0 ? max : size;
    }

    /** XXH64 with seed 0 of one little-endian INT64, as parquet-java's {@code hash(long)}. */
    static long xxHash64(long value) {
        long hash = PRIME64_5 + Long.BYTES;
        long k = Long.rotateLeft(value * PRIME64_2, 31) * PRIME64_1;
        hash ^= k;
        hash = Long.rotateLeft(hash, 27) * PRIME64_1 + PRIME64_4;
        hash ^= hash >>> 33;
        hash *= PRIME64_2;
        hash ^= hash >>> 29;
        hash *= PRIME64_3;
        hash ^= hash >>> 32;
        return hash;
    }
}
