package org.chesslake.format.scid;

/** Unsigned integer reads from byte arrays; callers have checked the bounds. */
final class Bytes {

    private Bytes() {
    }

    static int u16(byte[] b, int o) {
        return (b[o] & 0xFF) << 8 | (b[o + 1] & 0xFF);
    }

    static int u24(byte[] b, int o) {
        return (b[o] & 0xFF) << 16 | (b[o + 1] & 0xFF) << 8 | (b[o + 2] & 0xFF);
    }

    static long u32(byte[] b, int o) {
        return ((long) u16(b, o) << 16) | u16(b, o + 2);
    }

    static int le32(byte[] b, int o) {
        return (b[o] & 0xFF) | (b[o + 1] & 0xFF) << 8 | (b[o + 2] & 0xFF) << 16 | (b[o + 3] & 0xFF) << 24;
    }
}
