package org.chesslake.format.cbf;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CharsetEncoder;
import java.nio.charset.CodingErrorAction;
import org.chesslake.format.Figurines;

/**
 * DOS code page text (spec §13): names as plain code page text, comment text with ChessBase's
 * line breaks and figurines (§11.1), which become {@link Figurines} symbols, so a comment
 * reads back to the same bytes.
 */
final class CbfText {

    static final String DEFAULT_ENCODING = "IBM850";

    private static final int LINE_BREAK = 0xFE;
    private static final int FIGURINE_FIRST = 0xB1;

    private final Charset charset;

    CbfText(Charset charset) {
        this.charset = charset;
    }

    /** Names and sources: the code page's reading of every byte. */
    String name(byte[] bytes, int offset, int length) {
        return new String(bytes, offset, length, charset);
    }

    /** Comment text: 0xFE is a line break, 0x00 a space, 0xB1-0xB6 figurines. */
    String comment(byte[] bytes, int offset, int length) {
        StringBuilder text = new StringBuilder(length);
        for (int i = offset; i < offset + length; i++) {
            int b = bytes[i] & 0xFF;
            if (b == LINE_BREAK) {
                text.append('\n');
            } else if (b == 0) {
                text.append(' ');
            } else if (b >= FIGURINE_FIRST && b < FIGURINE_FIRST + Figurines.COUNT) {
                text.append(Figurines.symbol(b - FIGURINE_FIRST));
            } else {
                text.append(new String(bytes, i, 1, charset));
            }
        }
        return text.toString();
    }

    /** The bytes of a name, or null when the code page cannot hold it exactly. */
    byte[] encodeName(String text) {
        return encodeExactly(text);
    }

    /**
     * The bytes of a comment, or null when they would not read back as {@code text}: a character
     * the code page lacks, or one whose byte ChessBase reserves (0x00, 0xFE, 0xFF, figurine bytes).
     */
    byte[] encodeComment(String text) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(text.length());
        for (int i = 0; i < text.length(); ) {
            int c = text.codePointAt(i);
            i += Character.charCount(c);
            int figurine = Figurines.indexOf(c);
            if (c == '\n') {
                out.write(LINE_BREAK);
            } else if (figurine >= 0) {
                out.write(FIGURINE_FIRST + figurine);
            } else {
                byte[] b = encodeExactly(Character.toString(c));
                if (b == null || b.length != 1 || reserved(b[0] & 0xFF)) {
                    return null;
                }
                out.write(b[0]);
            }
        }
        return out.toByteArray();
    }

    private static boolean reserved(int b) {
        return b == 0 || b == LINE_BREAK || b == 0xFF || (b >= FIGURINE_FIRST && b < FIGURINE_FIRST + Figurines.COUNT);
    }

    private byte[] encodeExactly(String text) {
        CharsetEncoder encoder = charset.newEncoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        try {
            ByteBuffer buffer = encoder.encode(CharBuffer.wrap(text));
            byte[] bytes = new byte[buffer.remaining()];
            buffer.get(bytes);
            return new String(bytes, charset).equals(text) ? bytes : null;
        } catch (CharacterCodingException e) {
            return null;
        }
    }
}
