package org.chesslake.format.xqpgn;

import java.io.IOException;
import org.chesslake.format.ByteSource;

/**
 * Finds where games start in a xiangqi PGN file without decoding it (spec §2): at a line whose
 * first non-blank character is '[' and whose previous non-blank line is not a tag line (or that is
 * the first non-blank line of the file). Only ASCII characters are compared, one code unit at a
 * time (one byte, or two for UTF-16): in GB18030, Big5 and UTF-8 a byte after a line feed, space or
 * tab is never the trail byte of a character, so '[' there is always a real bracket. Text before
 * the first game start is a preamble and holds no game.
 *
 * <p>The rule looks only at the line itself and the non-blank line before it, so a split that
 * starts anywhere in the file finds the same game starts as a reader coming from the file start.
 */
final class GameStarts {

    private static final int WINDOW = 1 << 16;

    private final ByteSource source;
    private final long begin;
    private final long size;
    /** Bytes per code unit: 1, or 2 for UTF-16. */
    private final int unit;
    private final boolean bigEndian;
    private final byte[] window = new byte[WINDOW];
    private long windowStart;
    private int windowLength;

    /** @param begin where the text starts (after a byte order mark) */
    GameStarts(ByteSource source, XqEncoding encoding) {
        this.source = source;
        this.begin = encoding.bomLength();
        String charset = encoding.charset().name();
        this.unit = charset.startsWith("UTF-16") ? 2 : 1;
        this.bigEndian = charset.equals("UTF-16BE") || charset.equals("UTF-16");
        // a trailing odd byte of a UTF-16 file is no code unit
        this.size = source.size() - (source.size() - begin) % unit;
    }

    long size() {
        return size;
    }

    /** The first game start at or after {@code from}, or the file size if there is none. */
    long next(long from) throws IOException {
        long at = Math.max(from, begin);
        at += (unit - (at - begin) % unit) % unit; // to a code unit boundary
        long line = lineStart(Math.min(at, size));
        while (line < size) {
            long first = skipBlanks(line);
            if (first >= at && first < size && charAt(first) == '[' && !previousLineIsTag(line)) {
                return first;
            }
            line = nextLine(first);
        }
        return size;
    }

    /** The start of the line holding {@code at}. */
    private long lineStart(long at) throws IOException {
        long p = at;
        while (p > begin && charAt(p - unit) != '\n') {
            p -= unit;
        }
        return p;
    }

    /** The start of the line after the one holding {@code at}, or the file size. */
    private long nextLine(long at) throws IOException {
        long p = at;
        while (p < size && charAt(p) != '\n') {
            p += unit;
        }
        return Math.min(size, p + unit);
    }

    /** The first byte at or after {@code at} on its line that is not a space, tab or CR. */
    private long skipBlanks(long at) throws IOException {
        long p = at;
        while (p < size) {
            int c = charAt(p);
            if (c != ' ' && c != '\t' && c != '\r') {
                return p;
            }
            p += unit;
        }
        return size;
    }

    /** Whether the last non-blank line before the line starting at {@code lineStart} is a tag line. */
    private boolean previousLineIsTag(long lineStart) throws IOException {
        long p = lineStart - unit;
        while (p >= begin && isBlank(charAt(p))) {
            p -= unit;
        }
        if (p < begin) {
            return false; // the first non-blank line of the file
        }
        return charAt(skipBlanks(lineStart(p))) == '[';
    }

    private static boolean isBlank(int c) {
        return c == ' ' || c == '\t' || c == '\r' || c == '\n';
    }

    /** The code unit at {@code position}: a byte, or a UTF-16 unit in the file's byte order. */
    private int charAt(long position) throws IOException {
        if (unit == 1) {
            return byteAt(position) & 0xFF;
        }
        int first = byteAt(position) & 0xFF;
        int second = byteAt(position + 1) & 0xFF;
        return bigEndian ? first << 8 | second : second << 8 | first;
    }

    /** The byte at {@code position} (inside the file), through a window that follows the scan either way. */
    private byte byteAt(long position) throws IOException {
        if (position < windowStart || position >= windowStart + windowLength) {
            windowStart = Math.max(0, position - WINDOW / 2);
            windowLength = (int) Math.min(WINDOW, size - windowStart);
            source.readFully(windowStart, window, 0, windowLength);
        }
        return window[(int) (position - windowStart)];
    }
}
