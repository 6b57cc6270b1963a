package org.chesslake.format.cbh;

import org.chesslake.files.Bytes;

/**
 * The {@code .cbg} data of a guiding text (spec §4): {@code 0x80}, a 24-bit size, then
 * little-endian fields: format version, number of titles, each title as language, length, bytes.
 * Only the first title is read; the contents' layout is not known well enough to decode.
 */
final class GuidingText {

    private GuidingText() {
    }

    /** The first title of the text at {@code b[o, o + length)}, or null if it has none. */
    static String title(byte[] b, int o, int length, CbhText text) {
        if (length < 8 || (b[o] & 0xFF) != 0x80) {
            throw new CbhDataException(0, "a guiding text starts with 0x80 and is at least 8 bytes long");
        }
        int titles = Bytes.u16le(b, o + 6);
        if (titles == 0) {
            return null;
        }
        if (length < 12) {
            throw new CbhDataException(8, "the first title's header is cut by the record end");
        }
        int titleLength = Bytes.u16le(b, o + 10);
        if (titleLength > length - 12) {
            throw new CbhDataException(10, "title of " + titleLength + " bytes runs past the record");
        }
        return text.field(b, o + 12, titleLength);
    }
}
