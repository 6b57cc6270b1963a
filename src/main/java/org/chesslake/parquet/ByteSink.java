package org.chesslake.parquet;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Arrays;

/** A growable buffer that a page is encoded into, little-endian as Parquet's PLAIN encoding is. Reused page after page. */
final class ByteSink {

    /** A number's little-endian bytes in one store, where byte by byte took a store (and a bounds check) each. */
    private static final VarHandle INT = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);
    private static final VarHandle LONG = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

    private byte[] bytes = new byte[1 << 16];
    private int size;

    int size() {
        return size;
    }

    byte[] array() {
        return bytes;
    }

    void clear() {
        size = 0;
    }

    private void room(int more) {
        if (size + more > bytes.length) {
            bytes = Arrays.copyOf(bytes, Math.max(bytes.length * 2, size + more));
        }
    }

    /** Makes room for {@code more} bytes and counts them written; returns where in {@link #array()} the caller writes them. */
    int claim(int more) {
        room(more);
        int at = size;
        size += more;
        return at;
    }

    void writeByte(int b) {
        room(1);
        bytes[size++] = (byte) b;
    }

    void writeInt(int v) {
        room(4);
        putInt(size, v);
        size += 4;
    }

    /** Overwrites the four bytes at {@code position}: a length prefix written once what it measures is known. */
    void putInt(int position, int v) {
        INT.set(bytes, position, v);
    }

    /** Overwrites the eight bytes at {@code position}: a value stored into room {@link #claim}ed for a page. */
    void putLong(int position, long v) {
        LONG.set(bytes, position, v);
    }

    void writeLong(long v) {
        room(8);
        putLong(size, v);
        size += 8;
    }

    /** {@code values[from, to)}, little-endian, in one copy: a page of numbers claims its room once, not per value. */
    void writeInts(int[] values, int from, int to) {
        int at = claim((to - from) * Integer.BYTES);
        ByteBuffer.wrap(bytes, at, (to - from) * Integer.BYTES).order(ByteOrder.LITTLE_ENDIAN).asIntBuffer()
                .put(values, from, to - from);
    }

    /** {@code values[from, to)}, little-endian, in one copy (see {@link #writeInts}). */
    void writeLongs(long[] values, int from, int to) {
        int at = claim((to - from) * Long.BYTES);
        ByteBuffer.wrap(bytes, at, (to - from) * Long.BYTES).order(ByteOrder.LITTLE_ENDIAN).asLongBuffer()
                .put(values, from, to - from);
    }

    void writeBytes(byte[] b) {
        room(b.length);
        System.arraycopy(b, 0, bytes, size, b.length);
        size += b.length;
    }

    /** ULEB128, the hybrid encoding's run headers. */
    void writeUnsignedVarInt(int v) {
        while ((v & ~0x7F) != 0) {
            writeByte((v & 0x7F) | 0x80);
            v >>>= 7;
        }
        writeByte(v);
    }
}
