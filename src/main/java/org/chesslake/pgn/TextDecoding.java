package org.chesslake.pgn;

import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;

/**
 * Turns the bytes of one game into text. PGN files in the wild are UTF-8, Latin-1, or (xiangqi)
 * GBK/BIG5, often mixed in one file after concatenation, and old archives mix them within one game
 * (a database exports each name with the bytes it stored). A game that is valid UTF-8 throughout is
 * UTF-8; any other is read in the file's 8-bit charset, and each of its tag values and comments is
 * UTF-8 where its own bytes are ({@link #value}). The splitter compares only ASCII bytes where no
 * character's trail byte can stand, so any ASCII-compatible charset (GBK and BIG5 included) can be
 * plugged in.
 */
@FunctionalInterface
public interface TextDecoding {

    PgnGameText decode(long number, long offset, long line, byte[] bytes);

    /** The default: UTF-8 where the bytes are valid UTF-8, else Latin-1 (which never fails). */
    static TextDecoding utf8OrLatin1() {
        return (number, offset, line, bytes) -> {
            // Java's UTF-8 decoder replaces what is not UTF-8 by U+FFFD: without one the bytes were
            // UTF-8 (an ASCII game's text has no char beyond Latin-1, so the search costs nothing)
            String utf8 = new String(bytes, StandardCharsets.UTF_8);
            if (utf8.indexOf('\uFFFD') < 0 || isUtf8(bytes, 0, bytes.length)) {
                return new PgnGameText(number, offset, line, utf8);
            }
            return new PgnGameText(number, offset, line, new String(bytes, StandardCharsets.ISO_8859_1),
                    StandardCharsets.ISO_8859_1);
        };
    }

    /** A fixed single-byte or UTF-8 charset; malformed bytes become U+FFFD. */
    static TextDecoding of(Charset charset) {
        return (number, offset, line, bytes) -> new PgnGameText(number, offset, line, new String(bytes, charset));
    }

    /**
     * A tag value or comment of a game read in {@code charset} (null: the game's text is as written):
     * its bytes in that charset read as UTF-8 when they are valid UTF-8 and not all ASCII, else the
     * text as it stands.
     */
    static String value(String text, Charset charset) {
        if (charset == null || isAscii(text)) {
            return text;
        }
        byte[] bytes = text.getBytes(charset);
        return isUtf8(bytes, 0, bytes.length) ? new String(bytes, StandardCharsets.UTF_8) : text;
    }

    /**
     * Strict UTF-8 (as Java's decoder with malformed input reported): no overlong forms, no
     * surrogates, nothing above U+10FFFF, no sequence cut short.
     */
    static boolean isUtf8(byte[] bytes, int from, int to) {
        int i = from;
        while (i < to) {
            int b = bytes[i];
            if (b >= 0) {
                i++;
                continue;
            }
            b &= 0xFF;
            int trail;
            int min2;
            int max2;
            if (b >= 0xC2 && b <= 0xDF) {
                trail = 1;
                min2 = 0x80;
                max2 = 0xBF;
            } else if (b >= 0xE0 && b <= 0xEF) {
                trail = 2;
                min2 = b == 0xE0 ? 0xA0 : 0x80;
                max2 = b == 0xED ? 0x9F : 0xBF;
            } else if (b >= 0xF0 && b <= 0xF4) {
                trail = 3;
                min2 = b == 0xF0 ? 0x90 : 0x80;
                max2 = b == 0xF4 ? 0x8F : 0xBF;
            } else {
                return false;
            }
            if (i + trail >= to) {
                return false;
            }
            int second = bytes[i + 1] & 0xFF;
            if (second < min2 || second > max2) {
                return false;
            }
            for (int k = 2; k <= trail; k++) {
                if ((bytes[i + k] & 0xC0) != 0x80) {
                    return false;
                }
            }
            i += trail + 1;
        }
        return true;
    }

    private static boolean isAscii(String text) {
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) >= 0x80) {
                return false;
            }
        }
        return true;
    }
}
