package org.chesslake.format.xqpgn;

import java.io.IOException;
import org.chesslake.format.ByteSource;

/**
 * Finds where games start in a xiangqi PGN file without decoding it (spec §2): at a line whose
 * first non-blank byte is '[' and whose previous non-blank line is not a tag line (or that is the
 * first non-blank line of the file). Only ASCII bytes are compared: in GB18030, Big5 and UTF-8 a
 * byte after a line feed, space or tab is never the trail byte of a character, so '[' there is
 * always a real bracket. Text before the first game start is a preamble and holds no game.
 *
 * <p>The rule looks only at the line itself and the non-blank line before it, so a split that
 * starts anywhere in the file finds the same game starts as a reader coming from the file start.
 */
final class GameStarts {

    private static final int WINDOW = 1 << 16;

    private final ByteSource source;
    private final long begin;
    private final long size;
    private final byte[] window = new byte[WINDOW];
    private long windowStart;
    private int windowLength;

    /** @param begin where the text starts (after a byte order mark) */
    GameStarts(ByteSource source, long begin) {
        this.source = source;
        this.begin = begin;
        this.size = source.size();
    }

    long size() {
        return size;
    }

    /** The first game start at or after {@code from}, or the file size if there is none. */
    long next(long from) throws IOException {
        long line = Math.max(from, begin);
        if (line > begin && byteAt(line - 1) != '\n') {
            line = nextLine(line);
        }
        while (line < size) {
            long first = skipBlanks(line);
            if (first < size && byteAt(first) == '[' && !previousLineIsTag(line)) {
                return first;
            }
            line = nextLine(first);
        }
        return size;
    }

    /** The start of the line after the one holding {@code at}, or the file size. */
    private long nextLine(long at) throws IOException {
        long p = at;
        while (p < size && byteAt(p) != '\n') {
            p++;
        }
        return Math.min(size, p + 1);
    }

    /** The first byte at or after {@code at} on its line that is not a space, tab or CR. */
    private long skipBlanks(long at) throws IOException {
        long p = at;
        while (p < size) {
            byte b = byteAt(p);
            if (b != ' ' && b != '\t' && b != '\r') {
                return p;
            }
            p++;
        }
        return size;
    }

    /** Whether the last non-blank line before the line starting at {@code lineStart} is a tag line. */
    private boolean previousLineIsTag(long lineStart) throws IOException {
        long p = lineStart - 1;
        while (p >= begin && isBlank(byteAt(p))) {
            p--;
        }
        if (p < begin) {
            return false; // the first non-blank line of the file
        }
        while (p > begin && byteAt(p - 1) != '\n') {
            p--;
        }
        return byteAt(skipBlanks(p)) == '[';
    }

    private static boolean isBlank(byte b) {
        return b == ' ' || b == '\t' || b == '\r' || b == '\n';
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
