package org.chesslake.format.xqf;

import java.nio.charset.StandardCharsets;
import org.chesslake.files.Bytes;

/**
 * The keys of an XQF file (spec xqf.md §4): the square keys, the comment length key and the 32-byte
 * stream key deciphering every byte from 0x400 on. Versions up to 10 are not enciphered: all zero.
 *
 * @param xy  piece layout key
 * @param xyf from-square key
 * @param xyt to-square key
 * @param rmk comment length key (16-bit)
 */
record XqfKeys(int xy, int xyf, int xyt, int rmk, byte[] stream) {

    static final XqfKeys NONE = new XqfKeys(0, 0, 0, 0, new byte[32]);

    private static final byte[] COPYRIGHT = "[(C) Copyright Mr. Dong Shiwei.]".getBytes(StandardCharsets.US_ASCII);

    /** The keys of a header whose key checksum the caller has checked. */
    static XqfKeys of(byte[] header) {
        int keyMask = Bytes.u8(header, 0x03);
        int keysSum = Bytes.u8(header, 0x0C);
        int keyXy = Bytes.u8(header, 0x0D);
        int keyXyf = Bytes.u8(header, 0x0E);
        int keyXyt = Bytes.u8(header, 0x0F);
        int xy = f(keyXy) * keyXy & 0xFF;
        int xyf = f(keyXyf) * xy & 0xFF;
        int xyt = f(keyXyt) * xyf & 0xFF;
        int rmk = (keysSum * 256 + keyXy) % 32000 + 767;
        int[] b = {
                keysSum & keyMask | Bytes.u8(header, 0x08), keyXy & keyMask | Bytes.u8(header, 0x09),
                keyXyf & keyMask | Bytes.u8(header, 0x0A), keyXyt & keyMask | Bytes.u8(header, 0x0B)};
        byte[] stream = new byte[32];
        for (int i = 0; i < 32; i++) {
            stream[i] = (byte) (COPYRIGHT[i] & b[i % 4]);
        }
        return new XqfKeys(xy, xyf, xyt, rmk, stream);
    }

    /** {@code (KeysSum + KeyXY + KeyXYf + KeyXYt) mod 256}, which XQStudio requires to be 0. */
    static int checksum(byte[] header) {
        return (Bytes.u8(header, 0x0C) + Bytes.u8(header, 0x0D) + Bytes.u8(header, 0x0E) + Bytes.u8(header, 0x0F)) & 0xFF;
    }

    /** Deciphers {@code bytes[from..]} in place; the key runs on the absolute file offset. */
    void decipher(byte[] bytes, int from) {
        for (int p = from; p < bytes.length; p++) {
            bytes[p] = (byte) (bytes[p] - stream[p & 31]);
        }
    }

    /** {@code ((((k·k·3 + 9)·3 + 8)·2 + 1)·3 + 8)}, only its low byte matters. */
    private static int f(int k) {
        return (54 * k * k + 221) & 0xFF;
    }
}
