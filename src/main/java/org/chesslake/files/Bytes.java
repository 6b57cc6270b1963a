package org.chesslake.files;

/**
 * Integers of 1 to 4 bytes at an offset of a byte array (as read from a {@link ByteSource}, or
 * deciphered from such bytes), in either byte order: {@code be} most significant byte first,
 * {@code le} least significant first. {@code u} reads are unsigned (4 bytes as a long), {@code s}
 * reads two's complement. The caller has checked that the bytes are there; a read past the array
 * is Java's own index check, which the reader of games turns into that game's error (file, game
 * number, offset).
 */
public final class Bytes {

    private Bytes() {
    }

    public static int u8(byte[] b, int at) {
        return b[at] & 0xFF;
    }

    public static int u16be(byte[] b, int at) {
        return u8(b, at) << 8 | u8(b, at + 1);
    }

    public static int u24be(byte[] b, int at) {
        return u8(b, at) << 16 | u8(b, at + 1) << 8 | u8(b, at + 2);
    }

    /** A signed 24-bit value (ChessBase annotation positions: -1 is the game itself). */
    public static int s24be(byte[] b, int at) {
        return u24be(b, at) << 8 >> 8;
    }

    public static int s32be(byte[] b, int at) {
        return u8(b, at) << 24 | u24be(b, at + 1);
    }

    public static long u32be(byte[] b, int at) {
        return Integer.toUnsignedLong(s32be(b, at));
    }

    public static int u16le(byte[] b, int at) {
        return u8(b, at) | u8(b, at + 1) << 8;
    }

    public static int u24le(byte[] b, int at) {
        return u16le(b, at) | u8(b, at + 2) << 16;
    }

    public static int s32le(byte[] b, int at) {
        return u24le(b, at) | u8(b, at + 3) << 24;
    }

    public static long u32le(byte[] b, int at) {
        return Integer.toUnsignedLong(s32le(b, at));
    }
}
