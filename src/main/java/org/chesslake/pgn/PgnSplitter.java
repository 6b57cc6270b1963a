package org.chesslake.pgn;

import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.util.Arrays;

/**
 * Cuts a PGN byte stream into games without decoding it, by one rule that looks only at a line and
 * the non-blank line before it, so a reader that starts anywhere in a file (a byte split) finds the
 * same games as a reader coming from the file start. A line starts a game when
 * <ul>
 * <li>it opens a tag ('[', a name, a quoted value: "[%clk ...]" or "[see below]" in a comment is no
 *     tag) and the previous non-blank line is not a tag line; or</li>
 * <li>it holds movetext and the previous non-blank line ends with a result token (games without tags);
 *     or</li>
 * <li>it is the first non-blank line of the stream.</li>
 * </ul>
 * A tag line opens a tag and ends with ']' (or holds none: a tag left open on its line);
 * "[Event "x"] 1. e4 *" is a whole game on one line. Only ASCII code units are compared, at line starts and line ends: in UTF-8, Latin-1,
 * GB18030 and Big5 none of the compared bytes can be the trail byte of a character; UTF-16 is read
 * in two-byte code units.
 */
public final class PgnSplitter implements Closeable {

    /** A longer game is an unterminated comment or junk swallowing the file: its bytes beyond this are dropped. */
    public static final int MAX_GAME_BYTES = 32 << 20;

    private static final int BUFFER_BYTES = 1 << 16;

    private final InputStream in;
    private final int unit;
    private final boolean bigEndian;
    /** Small at first (a one-game file is a few KB, and archives hold thousands), the full size once a read fills it. */
    private byte[] buffer = new byte[1 << 12];
    private int bufferPos;
    private int bufferEnd;
    /** File offset of the next unread byte. */
    private long pos;
    private long line;

    /** The game being cut: its bytes (up to MAX_GAME_BYTES), its offset, length and first line. */
    private byte[] chunk = new byte[1 << 12];
    private int chunkSize;
    private long chunkOffset = -1;
    private long chunkLength;
    private long chunkLine;
    private boolean chunkHasTags;

    /** Whether a non-blank line has been seen, and what the last one was. */
    private boolean seenLine;
    private boolean previousIsTag;
    private boolean previousEndsGame;
    /** The first stream line only gives context: it starts no game (a split reader starts on the line before its own). */
    private final boolean firstLineIsContext;

    /**
     * @param in                 the bytes from {@code offset} on, at a line start
     * @param offset             the file offset of the stream's first byte
     * @param line               the 1-based line number there (0 when unknown)
     * @param unit               bytes per code unit: 1, or 2 for UTF-16
     * @param bigEndian          the UTF-16 byte order
     * @param firstLineIsContext the stream's first non-blank line only gives context to the next
     */
    public PgnSplitter(InputStream in, long offset, long line, int unit, boolean bigEndian, boolean firstLineIsContext) {
        this.in = in;
        this.pos = offset;
        this.line = line;
        this.unit = unit;
        this.bigEndian = bigEndian;
        this.firstLineIsContext = firstLineIsContext;
    }

    /** The next chunk (a game, or text before the first game), or null at the end of the stream. */
    public PgnChunk next() throws IOException {
        if (pos == 0 && unit == 1) {
            skipUtf8ByteOrderMark();
        }
        while (true) {
            long lineOffset = pos;
            long lineNumber = line;
            LineShape shape = readLine();
            if (shape == null) {
                return chunkOffset < 0 ? null : finishChunk();
            }
            if (shape.blank()) {
                if (chunkOffset >= 0) {
                    appendLine(lineOffset, shape);
                }
                continue;
            }
            boolean starts = startsGame(shape);
            boolean context = firstLineIsContext && !seenLine;
            seenLine = true;
            previousIsTag = shape.tagLine();
            previousEndsGame = shape.endsWithResult();
            if (context) {
                continue;
            }
            if (!starts && chunkOffset < 0) {
                continue; // the rest of a game that started before the stream: its reader has it
            }
            PgnChunk done = null;
            if (starts && chunkOffset >= 0) {
                done = finishChunk();
            }
            if (chunkOffset < 0) {
                chunkOffset = lineOffset + shape.firstNonBlank();
                chunkLine = lineNumber;
                chunkHasTags = shape.opensTag();
            }
            appendLine(lineOffset, shape);
            if (done != null) {
                return done;
            }
        }
    }

    private boolean startsGame(LineShape shape) {
        if (!seenLine) {
            return true;
        }
        if (shape.opensTag()) {
            return !previousIsTag;
        }
        return previousEndsGame && !shape.startsWithBracket();
    }

    /** Where a line stands and what it looks like; its bytes are kept in {@link #lineBytes}. */
    private record LineShape(boolean blank, int firstNonBlank, boolean opensTag, boolean tagLine,
                             boolean startsWithBracket, boolean endsWithResult) {
    }

    /** The current line's bytes with its line break, up to MAX_GAME_BYTES (its shape is read from them). */
    private byte[] lineBytes = new byte[1 << 12];
    private int lineSize;
    /** Bytes of the current line beyond MAX_GAME_BYTES, not kept in {@link #lineBytes}. */
    private long lineDropped;

    /** Reads one line (with its line break) into {@link #lineBytes}; null at the end of the stream. */
    private LineShape readLine() throws IOException {
        lineSize = 0;
        lineDropped = 0;
        boolean any = false;
        if (unit == 1) {
            // the usual case: scan the buffer for the line break and keep the bytes in bulk
            while (bufferPos < bufferEnd || fill()) {
                any = true;
                byte[] buffer = this.buffer;
                int from = bufferPos;
                int end = bufferEnd;
                int i = from;
                while (i < end && buffer[i] != '\n') {
                    i++;
                }
                boolean lineBreak = i < end;
                int next = lineBreak ? i + 1 : i;
                keep(buffer, from, next - from);
                pos += next - from;
                bufferPos = next;
                if (lineBreak) {
                    line = line == 0 ? 0 : line + 1;
                    break;
                }
            }
        } else {
            for (int c = nextUnit(); c >= 0; c = nextUnit()) {
                any = true;
                if (c == '\n') {
                    line = line == 0 ? 0 : line + 1;
                    break;
                }
            }
        }
        return any ? shape() : null;
    }

    /**
     * What the line in {@link #lineBytes} looks like. A line longer than MAX_GAME_BYTES is judged by
     * the bytes kept: it lies in a game that is an error anyway, and every reader of the file keeps
     * the same bytes of it, so every split still finds the same games.
     */
    private LineShape shape() {
        int end = lineSize / unit;
        if (end > 0 && unitAt(end - 1) == '\n') {
            end--;
        }
        int first = 0;
        while (first < end && isBlank(unitAt(first))) {
            first++;
        }
        if (first == end) {
            return new LineShape(true, 0, false, false, false, false);
        }
        int last = end - 1;
        while (isBlank(unitAt(last))) {
            last--;
        }
        boolean opensTag = unitAt(first) == '[' && opensTag(first + 1, end);
        // a tag line ends with its ']' (or has none: a tag left open); "[Event "x"] 1. e4 {...}" is a game
        boolean tagLine = opensTag && (unitAt(last) == ']' || !holds(']', first, end));
        return new LineShape(false, first * unit, opensTag, tagLine, unitAt(first) == '[', endsWithResult(first, last));
    }

    /**
     * Whether the units after a line's '[' look like a tag: blanks, a name, blanks, '"'. A bracket in
     * a comment ("[%clk ...]", "[see below]") is no tag.
     */
    private boolean opensTag(int from, int end) {
        int i = from;
        while (i < end && isBlank(unitAt(i))) {
            i++;
        }
        if (i == end || !isTagNameChar(unitAt(i))) {
            return false;
        }
        while (i < end && isTagNameChar(unitAt(i))) {
            i++;
        }
        while (i < end && isBlank(unitAt(i))) {
            i++;
        }
        return i < end && unitAt(i) == '"';
    }

    private boolean holds(int c, int from, int end) {
        for (int i = from; i < end; i++) {
            if (unitAt(i) == c) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether the line's last token (units {@code first..last} hold its non-blank text) is a result:
     * alone, after a blank, or glued to movetext that cannot be part of a move ("}1-0", ")0-1").
     */
    private boolean endsWithResult(int first, int last) {
        int c = unitAt(last);
        if (c != '0' && c != '1' && c != '2' && c != '*') {
            return false; // most lines end with a move or a comment: no result needs comparing
        }
        for (String result : RESULTS) {
            int before = last - result.length();
            if (before + 1 < first || !endsWith(last, result)) {
                continue;
            }
            if (before < first) {
                return true;
            }
            int b = unitAt(before);
            if (isBlank(b) || b == '}' || b == ')') {
                return true;
            }
        }
        return false;
    }

    private static final String[] RESULTS = {"1-0", "0-1", "1/2-1/2", "*"};

    private boolean endsWith(int last, String suffix) {
        int from = last + 1 - suffix.length();
        for (int i = 0; i < suffix.length(); i++) {
            if (unitAt(from + i) != suffix.charAt(i)) {
                return false;
            }
        }
        return true;
    }

    /** The code unit at a unit index of the current line. */
    private int unitAt(int index) {
        if (unit == 1) {
            return lineBytes[index] & 0xFF;
        }
        int a = lineBytes[2 * index] & 0xFF;
        int b = lineBytes[2 * index + 1] & 0xFF;
        return bigEndian ? a << 8 | b : b << 8 | a;
    }

    private static boolean isBlank(int c) {
        return c == ' ' || c == '\t' || c == '\r' || c == 0 || c == 0xFEFF;
    }

    private static boolean isTagNameChar(int c) {
        return c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '_' || c == '-';
    }

    /** Skips a UTF-8 byte order mark at the file start (offsets still count its bytes). */
    private void skipUtf8ByteOrderMark() throws IOException {
        while (bufferEnd < 3) {
            int n = in.read(buffer, bufferEnd, buffer.length - bufferEnd);
            if (n <= 0) {
                break;
            }
            bufferEnd += n;
        }
        if (bufferEnd >= 3 && buffer[0] == (byte) 0xEF && buffer[1] == (byte) 0xBB && buffer[2] == (byte) 0xBF) {
            bufferPos = 3;
            pos = 3;
        }
    }

    /** The next code unit, or -1 at the end of the stream (a trailing odd byte of UTF-16 is dropped). */
    private int nextUnit() throws IOException {
        int a = nextByte();
        if (a < 0 || unit == 1) {
            return a;
        }
        int b = nextByte();
        if (b < 0) {
            return -1;
        }
        return bigEndian ? a << 8 | b : b << 8 | a;
    }

    private int nextByte() throws IOException {
        if (bufferPos == bufferEnd && !fill()) {
            return -1;
        }
        pos++;
        keep(buffer, bufferPos, 1);
        return buffer[bufferPos++] & 0xFF;
    }

    /** Refills the empty buffer; false at the end of the stream. */
    private boolean fill() throws IOException {
        if (bufferEnd == buffer.length && buffer.length < BUFFER_BYTES) {
            buffer = new byte[BUFFER_BYTES];
        }
        int n = in.read(buffer);
        if (n <= 0) {
            return false;
        }
        bufferPos = 0;
        bufferEnd = n;
        return true;
    }

    /** Adds bytes to the current line, up to MAX_GAME_BYTES; the rest are only counted. */
    private void keep(byte[] bytes, int from, int length) {
        int kept = Math.min(length, MAX_GAME_BYTES - lineSize);
        if (lineSize + kept > lineBytes.length) {
            lineBytes = Arrays.copyOf(lineBytes, Math.min(MAX_GAME_BYTES, Math.max(lineSize + kept, lineBytes.length * 2)));
        }
        System.arraycopy(bytes, from, lineBytes, lineSize, kept);
        lineSize += kept;
        lineDropped += length - kept;
    }

    /** Adds the current line to the chunk, from its first non-blank byte if it opens the chunk. */
    private void appendLine(long lineOffset, LineShape shape) {
        int from = chunkSize == 0 && chunkLength == 0 ? (int) Math.min(chunkOffset - lineOffset, lineSize) : 0;
        int length = lineSize - from;
        chunkLength += length + lineDropped;
        int keep = Math.min(length, MAX_GAME_BYTES - chunkSize);
        if (keep > 0) {
            if (chunkSize + keep > chunk.length) {
                chunk = Arrays.copyOf(chunk, Math.min(MAX_GAME_BYTES, Math.max(chunkSize + keep, chunk.length * 2)));
            }
            System.arraycopy(lineBytes, from, chunk, chunkSize, keep);
            chunkSize += keep;
        }
        if (lineBytes.length > 1 << 20) {
            lineBytes = new byte[1 << 12]; // one huge line should not pin its buffer for the rest of the file
        }
    }

    private PgnChunk finishChunk() {
        PgnChunk done = new PgnChunk(chunkOffset, chunkLine, Arrays.copyOf(chunk, chunkSize), chunkHasTags, chunkLength);
        chunkSize = 0;
        chunkLength = 0;
        chunkOffset = -1;
        if (chunk.length > 1 << 20) {
            chunk = new byte[1 << 12];
        }
        return done;
    }

    @Override
    public void close() throws IOException {
        in.close();
    }
}
