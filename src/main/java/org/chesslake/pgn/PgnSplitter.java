package org.chesslake.pgn;

import java.io.IOException;
import java.io.InputStream;
import java.util.Arrays;
import org.chesslake.format.BadDatabaseException;

/**
 * Cuts a PGN byte stream into games without decoding it: a game starts at a line whose first
 * non-blank character is '[' once the previous game has movetext. Tags (with their quoted values),
 * braced comments, ';' comments and '%' escape lines are tracked, so a '[' inside them does not
 * start a game and a game written on one line ("[Event "x"] [Site "y"] 1. e4 *") still ends.
 * Only ASCII bytes are delimiters: UTF-8 and Latin-1 split as they are, and a double-byte charset
 * (GBK, BIG5) has the second byte of each character skipped, as it may look like '{' or '}'.
 */
public final class PgnSplitter {

    /** A larger game is certainly an unterminated comment swallowing the file. */
    static final int MAX_GAME_BYTES = 64 << 20;

    private enum Mode { MOVETEXT, COMMENT, REST_OF_LINE, TAG, TAG_VALUE, TAG_VALUE_ESCAPE }

    private final String file;
    private final InputStream in;
    private final TextDecoding decoding;
    private final byte[] buffer = new byte[1 << 16];
    private int bufferPos;
    private int bufferEnd;
    private long pos;
    private long line = 1;

    private Mode mode = Mode.MOVETEXT;
    private boolean atLineStart = true;
    private byte[] chunk = new byte[1 << 12];
    private int chunkSize;
    private long chunkOffset;
    private long chunkLine;
    private boolean chunkHasTags;
    private boolean chunkHasMovetext;
    /** The next byte is the second half of a double-byte character: it is text, never a delimiter. */
    private boolean trailByteNext;

    /** @param decoding the charset the bytes are in; only its double-byte lead bytes matter here */
    public PgnSplitter(String file, InputStream in, TextDecoding decoding) {
        this.file = file;
        this.in = in;
        this.decoding = decoding;
    }

    /** The next chunk, or null at the end of the stream. */
    public PgnChunk next() throws IOException {
        if (pos == 0) {
            skipByteOrderMark();
        }
        while (fill()) {
            byte b = buffer[bufferPos];
            if (startsNewGame(b) && chunkHasMovetext) {
                PgnChunk done = finishChunk();
                take(b);
                return done;
            }
            take(b);
        }
        return chunkSize == 0 ? null : finishChunk();
    }

    private boolean startsNewGame(byte b) {
        return mode == Mode.MOVETEXT && atLineStart && b == '[';
    }

    /** Consumes one byte: updates the lexical state and appends it to the current chunk. */
    private void take(byte b) throws BadDatabaseException {
        bufferPos++;
        boolean blank = b == ' ' || b == '\t' || b == '\r' || b == '\n';
        if (chunkSize > 0 || !blank) {
            append(b);
        }
        if (trailByteNext || decoding.isDoubleByteLead(b)) {
            trailByteNext = !trailByteNext;
            atLineStart = false;
            chunkHasMovetext |= mode == Mode.MOVETEXT;
            pos++;
            return;
        }
        if (b == '\n' && mode != Mode.COMMENT) {
            mode = Mode.MOVETEXT; // tags, strings and ';' comments end with their line
        } else {
            mode = switch (mode) {
                case REST_OF_LINE -> Mode.REST_OF_LINE;
                case COMMENT -> b == '}' ? Mode.MOVETEXT : Mode.COMMENT;
                case TAG -> b == '"' ? Mode.TAG_VALUE : b == ']' ? Mode.MOVETEXT : Mode.TAG;
                case TAG_VALUE -> b == '"' ? Mode.TAG : b == '\\' ? Mode.TAG_VALUE_ESCAPE : Mode.TAG_VALUE;
                case TAG_VALUE_ESCAPE -> Mode.TAG_VALUE;
                case MOVETEXT -> movetext(b, blank);
            };
        }
        if (b == '\n') {
            line++;
            atLineStart = true;
        } else if (!blank) {
            atLineStart = false;
        }
        pos++;
    }

    /** The mode after a byte of movetext (or of the space between tags). */
    private Mode movetext(byte b, boolean blank) {
        if (b == '[' && !chunkHasMovetext) {
            chunkHasTags = true;
            return Mode.TAG;
        }
        if (atLineStart && b == '%') {
            return Mode.REST_OF_LINE;
        }
        if (blank) {
            return Mode.MOVETEXT;
        }
        chunkHasMovetext = true;
        return b == '{' ? Mode.COMMENT : b == ';' ? Mode.REST_OF_LINE : Mode.MOVETEXT;
    }

    private void append(byte b) throws BadDatabaseException {
        if (chunkSize == 0) {
            chunkOffset = pos;
            chunkLine = line;
        }
        if (chunkSize == chunk.length) {
            if (chunkSize >= MAX_GAME_BYTES) {
                throw new BadDatabaseException(file, "game at byte " + chunkOffset + " is longer than "
                        + MAX_GAME_BYTES + " bytes (unterminated comment?)");
            }
            chunk = Arrays.copyOf(chunk, Math.min(MAX_GAME_BYTES, chunk.length * 2));
        }
        chunk[chunkSize++] = b;
    }

    private PgnChunk finishChunk() {
        PgnChunk done = new PgnChunk(chunkOffset, chunkLine, Arrays.copyOf(chunk, chunkSize), chunkHasTags);
        chunkSize = 0;
        if (chunk.length > 1 << 20) {
            chunk = new byte[1 << 12]; // one huge game should not pin its buffer for the rest of the file
        }
        chunkHasTags = false;
        chunkHasMovetext = false;
        return done;
    }

    private boolean fill() throws IOException {
        if (bufferPos < bufferEnd) {
            return true;
        }
        int n = in.read(buffer);
        bufferPos = 0;
        bufferEnd = Math.max(n, 0);
        return n > 0;
    }

    /** Skips a UTF-8 byte order mark at the start of the stream (offsets still count its bytes). */
    private void skipByteOrderMark() throws IOException {
        if (fill() && bufferEnd - bufferPos >= 3 && buffer[bufferPos] == (byte) 0xEF
                && buffer[bufferPos + 1] == (byte) 0xBB && buffer[bufferPos + 2] == (byte) 0xBF) {
            bufferPos += 3;
            pos = 3;
        }
    }
}
