package org.chesslake.format.chessassistant;

import java.util.Arrays;

/** A growable byte buffer for the writer (the mirror of {@link CaFields} and {@link org.chesslake.files.Bytes}). */
final class ByteWriter {

    private byte[] bytes = new byte[256];
    private int size;

    int size() {
        return size;
    }

    ByteWriter u8(int v) {
        ensure(1);
        bytes[size++] = (byte) v;
        return this;
    }

    ByteWriter u16(int v) {
        return CaReadings.MULTI_BYTE_LITTLE_ENDIAN ? u8(v).u8(v >>> 8) : u8(v >>> 8).u8(v);
    }

    ByteWriter u24(int v) {
        return CaReadings.MULTI_BYTE_LITTLE_ENDIAN ? u8(v).u8(v >>> 8).u8(v >>> 16) : u8(v >>> 16).u8(v >>> 8).u8(v);
    }

    ByteWriter s32(int v) {
        return u8(v).u8(v >>> 8).u8(v >>> 16).u8(v >>> 24);
    }

    ByteWriter bytes(byte[] b) {
        ensure(b.length);
        System.arraycopy(b, 0, bytes, size, b.length);
        size += b.length;
        return this;
    }

    /** {@code text} zero-padded to {@code length} bytes (cut if longer, keeping one NUL). */
    ByteWriter zeroPadded(byte[] text, int length) {
        int n = Math.min(text.length, length - 1);
        ensure(length);
        System.arraycopy(text, 0, bytes, size, n);
        Arrays.fill(bytes, size + n, size + length, (byte) 0);
        size += length;
        return this;
    }

    /** Overwrites 4 bytes at {@code at} (for offsets known only later). */
    void putS32(int at, int v) {
        for (int i = 0; i < 4; i++) {
            bytes[at + i] = (byte) (v >>> (8 * i));
        }
    }

    byte[] toByteArray() {
        return Arrays.copyOf(bytes, size);
    }

    private void ensure(int more) {
        if (size + more > bytes.length) {
            bytes = Arrays.copyOf(bytes, Math.max(bytes.length * 2, size + more));
        }
    }
}
