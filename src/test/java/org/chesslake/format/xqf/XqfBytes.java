package org.chesslake.format.xqf;

import java.io.ByteArrayOutputStream;
import java.nio.charset.Charset;

/**
 * Writes small version-10 (unenciphered) XQF files for tests: the standard layout, a title and
 * move records given as ICCS squares with their continuation/alternative flags and a comment.
 */
final class XqfBytes {

    private static final Charset GB18030 = Charset.forName("GB18030");
    /** The standard start's layout bytes of a version-10 file (spec xqf.md §5.1). */
    private static final int[] STANDARD_LAYOUT = {
            0x50, 0x46, 0x3c, 0x32, 0x28, 0x1e, 0x14, 0x0a, 0x00, 0x48, 0x0c, 0x53, 0x3f, 0x2b, 0x17, 0x03,
            0x09, 0x13, 0x1d, 0x27, 0x31, 0x3b, 0x45, 0x4f, 0x59, 0x11, 0x4d, 0x06, 0x1a, 0x2e, 0x42, 0x56};

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();

    /** A header with the standard start and {@code title}, and the start record (moves follow). */
    XqfBytes(String title) {
        byte[] header = new byte[1024];
        header[0] = 'X';
        header[1] = 'Q';
        header[2] = 10;
        for (int i = 0; i < 32; i++) {
            header[0x10 + i] = (byte) STANDARD_LAYOUT[i];
        }
        byte[] t = title.getBytes(GB18030);
        header[0x50] = (byte) t.length;
        System.arraycopy(t, 0, header, 0x51, t.length);
        header[0x33] = 1; // Red wins
        out.writeBytes(header);
        record(0, 0, true, false, null);
    }

    /** A move record, {@code iccs} like "h2e2" (any squares allowed, even off the board as "z9"). */
    XqfBytes move(String iccs, boolean continues, boolean alternative, String comment) {
        return record(xy(iccs.substring(0, 2)), xy(iccs.substring(2, 4)), continues, alternative, comment);
    }

    private XqfBytes record(int from, int to, boolean continues, boolean alternative, String comment) {
        byte[] text = comment == null ? new byte[0] : comment.getBytes(GB18030);
        out.write(from + 0x18);
        out.write(to + 0x20);
        out.write((continues ? 0xF0 : 0) | (alternative ? 0x0F : 0));
        out.write(0);
        out.write(text.length);
        out.write(text.length >> 8);
        out.write(0);
        out.write(0);
        out.writeBytes(text);
        return this;
    }

    byte[] bytes() {
        return out.toByteArray();
    }

    private static int xy(String square) {
        return (square.charAt(0) - 'a') * 10 + (square.charAt(1) - '0');
    }
}
