package org.chesslake.format.cbh;

/**
 * Integer reads from byte arrays whose bounds the caller has checked. {@code .cbh/.cbg/.cba} and
 * {@code .cbj} records are big-endian, the entity files and the {@code .cbj} header little-endian.
 */
final class CbhBytes {

    private CbhBytes() {
    }

    static int u8(byte[] b, int o) {
        return b[o] & 0xFF;
    }

    static int u16(byte[] b, int o) {
        return (b[o] & 0xFF) << 8 | (b[o + 1] & 0xFF);
    }

    static int u24(byte[] b, int o) {
        return (b[o] & 0xFF) << 16 | (b[o + 1] & 0xFF) << 8 | (b[o + 2] & 0xFF);
    }

    /** A signed 24-bit value (annotation positions: -1 is the game itself). */
    static int s24(byte[] b, int o) {
        return u24(b, o) << 8 >> 8;
    }

    static long u32(byte[] b, int o) {
        return ((long) u16(b, o) << 16) | u16(b, o + 2);
    }

    static int s32(byte[] b, int o) {
        return (int) u32(b, o);
    }

    static int le16(byte[] b, int o) {
        return (b[o] & 0xFF) | (b[o + 1] & 0xFF) << 8;
    }

    static int le32(byte[] b, int o) {
        return (b[o] & 0xFF) | (b[o + 1] & 0xFF) << 8 | (b[o + 2] & 0xFF) << 16 | (b[o + 3] & 0xFF) << 24;
    }
}
