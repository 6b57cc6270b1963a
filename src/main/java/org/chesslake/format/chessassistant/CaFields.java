package org.chesslake.format.chessassistant;

import java.nio.charset.Charset;
import org.chesslake.files.Bytes;

/**
 * The fields whose reading is Chess Assistant's own (§1): 2- and 3-byte integers in the byte order
 * of {@link CaReadings#MULTI_BYTE_LITTLE_ENDIAN}, and zero-padded text. Callers have checked that
 * the bytes are there; single bytes and 4-byte words are {@link Bytes#u8} and {@link Bytes#s32le}.
 */
final class CaFields {

    private CaFields() {
    }

    static int u16(byte[] b, int at) {
        return CaReadings.MULTI_BYTE_LITTLE_ENDIAN ? Bytes.u16le(b, at) : Bytes.u16be(b, at);
    }

    static int u24(byte[] b, int at) {
        return CaReadings.MULTI_BYTE_LITTLE_ENDIAN ? Bytes.u24le(b, at) : Bytes.u24be(b, at);
    }

    /** Text of a zero-padded field: up to the first NUL. */
    static String zeroPadded(byte[] b, int at, int length, Charset charset) {
        int end = at;
        while (end < at + length && b[end] != 0) {
            end++;
        }
        return new String(b, at, end - at, charset);
    }
}
