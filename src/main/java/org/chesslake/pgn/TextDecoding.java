package org.chesslake.pgn;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/**
 * Turns the bytes of one game into text. PGN files in the wild are UTF-8, Latin-1, or (xiangqi)
 * GBK/BIG5, often mixed in one file after concatenation; decoding per game keeps one badly encoded
 * game from spoiling its neighbours. The splitter compares only ASCII bytes where no character's
 * trail byte can stand, so any ASCII-compatible charset (GBK and BIG5 included) can be plugged in.
 */
@FunctionalInterface
public interface TextDecoding {

    String decode(byte[] bytes, int from, int to);

    /** The default: UTF-8 when the game's bytes are valid UTF-8, else Latin-1 (which never fails). */
    static TextDecoding utf8OrLatin1() {
        return TextDecoding::utf8OrLatin1;
    }

    /** A fixed single-byte or UTF-8 charset; malformed bytes become U+FFFD. */
    static TextDecoding of(Charset charset) {
        return (bytes, from, to) -> new String(bytes, from, to - from, charset);
    }

    private static String utf8OrLatin1(byte[] bytes, int from, int to) {
        if (isAscii(bytes, from, to)) {
            return new String(bytes, from, to - from, StandardCharsets.ISO_8859_1);
        }
        try {
            return StandardCharsets.UTF_8.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes, from, to - from))
                    .toString();
        } catch (CharacterCodingException notUtf8) {
            return new String(bytes, from, to - from, StandardCharsets.ISO_8859_1);
        }
    }

    private static boolean isAscii(byte[] bytes, int from, int to) {
        for (int i = from; i < to; i++) {
            if (bytes[i] < 0) {
                return false;
            }
        }
        return true;
    }
}
