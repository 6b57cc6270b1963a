package org.chesslake.format.scid;

import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;

/**
 * SCID strings are raw bytes with no declared encoding (spec §8): a string is UTF-8 when it is
 * valid UTF-8, otherwise the whole string is Windows-1252 (never mixed per byte), so the same
 * bytes always give the same text and names from one database join.
 */
final class ScidText {

    private static final Charset WINDOWS_1252 = Charset.forName("windows-1252");

    private ScidText() {
    }

    static String decode(byte[] bytes, int offset, int length) {
        int end = offset + length;
        int i = offset;
        while (i < end && bytes[i] >= 0) {
            i++;
        }
        if (i == end) {
            // Pure ASCII, the common case: Latin-1 decoding is a plain copy.
            return new String(bytes, offset, length, StandardCharsets.ISO_8859_1);
        }
        return isValidUtf8(bytes, i, end)
                ? new String(bytes, offset, length, StandardCharsets.UTF_8)
                : new String(bytes, offset, length, WINDOWS_1252);
    }

    /** Strict UTF-8 check: no overlong forms, no surrogates, nothing above U+10FFFF. */
    static boolean isValidUtf8(byte[] bytes, int from, int end) {
        int i = from;
        while (i < end) {
            int b = bytes[i] & 0xFF;
            if (b < 0x80) {
                i++;
                continue;
            }
            int extra;
            int min;
            int code;
            if (b >= 0xC2 && b <= 0xDF) {
                extra = 1;
                min = 0x80;
                code = b & 0x1F;
            } else if (b >= 0xE0 && b <= 0xEF) {
                extra = 2;
                min = 0x800;
                code = b & 0x0F;
            } else if (b >= 0xF0 && b <= 0xF4) {
                extra = 3;
                min = 0x10000;
                code = b & 0x07;
            } else {
                return false;
            }
            if (i + extra >= end) {
                return false;
            }
            for (int k = 1; k <= extra; k++) {
                int c = bytes[i + k] & 0xFF;
                if ((c & 0xC0) != 0x80) {
                    return false;
                }
                code = code << 6 | (c & 0x3F);
            }
            if (code < min || code > 0x10FFFF || (code >= 0xD800 && code <= 0xDFFF)) {
                return false;
            }
            i += extra + 1;
        }
        return true;
    }
}
