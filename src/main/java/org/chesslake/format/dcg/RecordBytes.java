package org.chesslake.format.dcg;

import java.nio.charset.StandardCharsets;

/**
 * Reads bytes, lengths and text from a slice of a DCG file held in memory, refusing to read past the
 * slice's end. Errors carry the absolute file position of the field that broke the bounds.
 */
final class RecordBytes {

    private final DcgFile file;
    private final byte[] bytes;
    private final long base;
    private final int end;
    private int position;

    /**
     * @param base absolute file position of {@code bytes[0]}
     * @param end  exclusive end of the readable slice within {@code bytes}
     */
    RecordBytes(DcgFile file, byte[] bytes, long base, int start, int end) {
        this.file = file;
        this.bytes = bytes;
        this.base = base;
        this.position = start;
        this.end = end;
    }

    boolean hasMore() {
        return position < end;
    }

    int remaining() {
        return end - position;
    }

    /** Absolute file position of the next byte. */
    long filePosition() {
        return base + position;
    }

    int u8() {
        require(1, "byte");
        return bytes[position++] & 0xFF;
    }

    /** Reads {@code length} bytes as UTF-8, replacing malformed sequences. */
    String utf8(int length, String what) {
        require(length, what);
        String text = new String(bytes, position, length, StandardCharsets.UTF_8);
        position += length;
        return text;
    }

    byte[] take(int length, String what) {
        require(length, what);
        byte[] copy = new byte[length];
        System.arraycopy(bytes, position, copy, 0, length);
        position += length;
        return copy;
    }

    DcgFormatError error(long at, String reason) {
        return new DcgFormatError(file, at, reason);
    }

    private void require(int length, String what) {
        if (length > end - position) {
            throw error(filePosition(), what + " of " + length + " bytes runs past the end of the record ("
                    + (end - position) + " bytes left)");
        }
    }
}
