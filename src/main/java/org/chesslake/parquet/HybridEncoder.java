package org.chesslake.parquet;

/**
 * Parquet's RLE / bit-packing hybrid encoding of small non-negative ints (levels, dictionary ids):
 * a run of eight or more equal values costs one header and one value, whatever its length; other
 * values are bit-packed in groups of eight, least significant bit first.
 */
final class HybridEncoder {

    /** Bit-packed groups per run header: the header stays one byte. */
    private static final int MAX_GROUPS = 63;

    private HybridEncoder() {
    }

    /** The bits that values up to {@code max} need. */
    static int bitWidth(int max) {
        return 32 - Integer.numberOfLeadingZeros(max);
    }

    /** Encodes {@code values[from, to)}, each below 2^{@code bitWidth}. */
    static void encode(int[] values, int from, int to, int bitWidth, ByteSink out) {
        int i = from;
        while (i < to) {
            int run = runLength(values, i, to);
            if (run >= 8 || i + run == to) {
                encodeRun(run, values[i], bitWidth, out);
                i += run;
                continue;
            }
            int start = i;
            int groups = 0;
            do {
                i += 8;
                groups++;
            } while (i < to && groups < MAX_GROUPS && runLength(values, i, to) < 8);
            out.writeUnsignedVarInt(groups << 1 | 1);
            pack(values, start, Math.min(i, to), groups * 8, bitWidth, out);
            i = Math.min(i, to);
        }
    }

    /** {@code count} times {@code value}: one run. */
    static void encodeRun(int count, int value, int bitWidth, ByteSink out) {
        out.writeUnsignedVarInt(count << 1);
        for (int b = 0; b < (bitWidth + 7) / 8; b++) {
            out.writeByte(value >>> (8 * b));
        }
    }

    private static int runLength(int[] values, int from, int to) {
        int value = values[from];
        int end = from + 1;
        while (end < to && values[end] == value) {
            end++;
        }
        return end - from;
    }

    /** Packs {@code values[from, to)} into {@code count} slots (the last group padded with zeros), a multiple of eight. */
    private static void pack(int[] values, int from, int to, int count, int bitWidth, ByteSink out) {
        int at = out.claim(count / 8 * bitWidth);
        byte[] bytes = out.array();
        long bits = 0;
        int pending = 0;
        for (int index = from; index < from + count; index++) {
            long value = index < to ? values[index] & 0xFFFFFFFFL : 0;
            bits |= value << pending;
            pending += bitWidth;
            while (pending >= 8) {
                bytes[at++] = (byte) bits;
                bits >>>= 8;
                pending -= 8;
            }
        }
    }
}
