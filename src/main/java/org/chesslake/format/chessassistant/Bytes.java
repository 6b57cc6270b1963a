package org.chesslake.format.chessassistant;

/** Little-endian integers in byte arrays (§1); callers have checked that the bytes are there. */
final class Bytes {

    private Bytes() {
    }

    static int u8(byte[] b, int at) {
        return b[at] & 0xFF;
    }

    static int u16(byte[] b, int at) {
        return CaReadings.MULTI_BYTE_LITTLE_ENDIAN
                ? u8(b, at) | u8(b, at + 1) << 8
                : u8(b, at) << 8 | u8(b, at + 1);
    }

    static int u24(byte[] b, int at) {
        return CaReadings.MULTI_BYTE_LITTLE_ENDIAN
                ? u8(b, at) | u8(b, at + 1) << 8 | u8(b, at + 2) << 16
                : u8(b, at) << 16 | u8(b, at + 1) << 8 | u8(b, at + 2);
    }

    static int s32(byte[] b, int at) {
        return u8(b, at) | u8(b, at + 1) << 8 | u8(b, at + 2) << 16 | u8(b, at + 3) << 24;
    }

    /** Text of a zero-padded field: up to the first NUL. */
    static String zeroPadded(byte[] b, int at, int length, java.nio.charset.Charset charset) {
        int end = at;
        while (end < at + length && b[end] != 0) {
            end++;
        }
        return new String(b, at, end - at, charset);
    }
}
