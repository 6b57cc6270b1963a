package org.chesslake.parquet;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

/**
 * The number columns' PLAIN values, written a page at a time into room claimed at once: each value
 * little-endian after what the sink holds, a range from inside the buffer, the sink grown past its
 * first array.
 */
class PlainNumbersTest {

    private static final int VALUES = 20_000; // 160 KB of longs: more than a sink's first 64 KB

    @Test
    void longsIntsAndCodedNumbersAreWrittenValueByValueAfterTheSinksBytes() {
        LongValues longs = new LongValues();
        IntValues ints = new IntValues();
        CodedValues codedLongs = new CodedValues(CodedValues.Kind.INT64);
        CodedValues codedInts = new CodedValues(CodedValues.Kind.INT32);
        for (int i = 0; i < VALUES; i++) {
            long value = i * 0x9E3779B97F4A7C15L;
            longs.add(value);
            ints.add((int) (value >>> 17));
            codedLongs.add(codedLongs.code(value));
            codedInts.add(codedInts.code((int) (value >>> 17)));
        }
        int from = 3;
        int to = VALUES - 5;
        ByteSink expectedLongs = sinkWithAByte();
        ByteSink expectedInts = sinkWithAByte();
        for (int i = from; i < to; i++) {
            long value = i * 0x9E3779B97F4A7C15L;
            expectedLongs.writeLong(value);
            expectedInts.writeInt((int) (value >>> 17));
        }
        assertPlain(expectedLongs, longs, from, to);
        assertPlain(expectedInts, ints, from, to);
        assertPlain(expectedLongs, codedLongs, from, to);
        assertPlain(expectedInts, codedInts, from, to);
    }

    private static ByteSink sinkWithAByte() {
        ByteSink sink = new ByteSink();
        sink.writeByte(0x5A);
        return sink;
    }

    private static void assertPlain(ByteSink expected, Values values, int from, int to) {
        ByteSink plain = sinkWithAByte();
        values.writePlain(from, to, plain);
        assertArrayEquals(Arrays.copyOf(expected.array(), expected.size()), Arrays.copyOf(plain.array(), plain.size()),
                values.getClass().getSimpleName());
    }
}
