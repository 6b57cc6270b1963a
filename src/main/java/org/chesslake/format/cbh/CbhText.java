package org.chesslake.format.cbh;

import java.nio.charset.Charset;
import org.chesslake.format.Figurines;

/**
 * The database's text (spec §12): no code page is stored, cp1252 unless the {@code encoding}
 * option says otherwise. Strings in fixed fields end at the first NUL (bytes after it are
 * left-over memory); comments turn CR LF into a line break and figurine bytes into symbols.
 */
final class CbhText {

    static final String DEFAULT_ENCODING = "windows-1252";

    private static final int FIGURINE_FIRST = 0xA2;

    private final Charset charset;

    CbhText(Charset charset) {
        this.charset = charset;
    }

    /** A fixed-size string field: up to the first NUL, or the whole field; trimmed. */
    String field(byte[] bytes, int offset, int length) {
        int end = offset;
        while (end < offset + length && bytes[end] != 0) {
            end++;
        }
        return new String(bytes, offset, end - offset, charset).trim();
    }

    /** Comment text: CR LF or a lone CR is a line break, bytes 0xA2-0xA7 are figurines K Q N B R P. */
    String comment(byte[] bytes, int offset, int length) {
        StringBuilder text = new StringBuilder(length);
        int plainStart = offset;
        int end = offset + length;
        for (int i = offset; i < end; i++) {
            int b = bytes[i] & 0xFF;
            boolean figurine = b >= FIGURINE_FIRST && b < FIGURINE_FIRST + Figurines.COUNT;
            if (b == '\r' || b == '\n' || figurine || b == 0) {
                text.append(new String(bytes, plainStart, i - plainStart, charset));
                plainStart = i + 1;
                if (figurine) {
                    text.append(Figurines.symbol(b - FIGURINE_FIRST));
                } else if (b == '\r') {
                    text.append('\n');
                    if (i + 1 < end && bytes[i + 1] == '\n') {
                        i++;
                        plainStart = i + 1;
                    }
                } else if (b == '\n') {
                    text.append('\n');
                }
            }
        }
        text.append(new String(bytes, plainStart, end - plainStart, charset));
        return text.toString().strip();
    }
}
