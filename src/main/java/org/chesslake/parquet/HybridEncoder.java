package org.chesslake.parquet;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * Parquet's RLE / bit-packing hybrid encoding of small non-negative ints (levels, dictionary ids):
 * a run of eight or more equal values costs one header and one value, whatever its length; other
 * values are bit-packed in groups of eight, least significant bit first.
 */
final class HybridEncoder {

    /** Bit-packed groups per run header: the header stays one byte. */
    private static final int MAX_GROUPS = 63;
    private static final VarHandle INT = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);

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

    /**
     * Packs {@code values[from, to)} into {@code count} slots (the last group padded with zeros), a
     * multiple of eight: a group of eight values at a time, its bits gathered in a long and stored
     * four bytes at a time, not a byte and a shift per value.
     */
    private static void pack(int[] values, int from, int to, int count, int bitWidth, ByteSink out) {
        int at = out.claim(count / 8 * bitWidth);
        byte[] bytes = out.array();
        int wholeGroupsEnd = from + (to - from) / 8 * 8;
        int index = from;
        for (; index < wholeGroupsEnd; index += 8) {
            at = packGroup(values, index, bitWidth, bytes, at);
        }
        if (index < from + count) { // the last group, its slots past the values zero
            int[] last = new int[8];
            System.arraycopy(values, index, last, 0, to - index);
            packGroup(last, 0, bitWidth, bytes, at);
        }
    }

    /** Eight values from {@code values[index]}, {@code bitWidth} bits each, as {@code bitWidth} bytes at {@code at}; returns the end. */
    private static int packGroup(int[] values, int index, int bitWidth, byte[] bytes, int at) {
        long bits = 0;
        int pending = 0; // below 32 before each value: a value of up to 32 bits fits beside them
        for (int k = 0; k < 8; k++) {
            bits |= (values[index + k] & 0xFFFFFFFFL) << pending;
            pending += bitWidth;
            if (pending >= 32) {
                INT.set(bytes, at, (int) bits);
                at += 4;
                bits >>>= 32;
                pending -= 32;
            }
        }
        for (; pending > 0; pending -= 8) { // eight values of any width end on a byte
            bytes[at++] = (byte) bits;
            bits >>>= 8;
        }
        return at;
    }
}
