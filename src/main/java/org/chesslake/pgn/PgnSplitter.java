package org.chesslake.pgn;

import java.io.IOException;
import java.io.InputStream;
import java.util.Arrays;
import org.chesslake.format.BadDatabaseException;

/**
 * Cuts a PGN byte stream into games without decoding it: a game starts at a line whose first
 * non-blank character is '[' once the previous game has movetext. Braced comments are tracked so a
 * '[' at the start of a comment line does not start a game; ';' comments, '%' escape lines and tag
 * lines are skipped to their line end. Only ASCII bytes are inspected, so UTF-8, Latin-1 and the
 * double-byte xiangqi charsets (whose trail bytes never start a line) split the same way.
 */
public final class PgnSplitter {

    /** A larger game is certainly an unterminated comment swallowing the file. */
    static final int MAX_GAME_BYTES = 64 << 20;

    private enum Mode { MOVETEXT, COMMENT, REST_OF_LINE }

    private final String file;
    private final InputStream in;
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

    public PgnSplitter(String file, InputStream in) {
        this.file = file;
        this.in = in;
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
        switch (mode) {
            case REST_OF_LINE -> {
                if (b == '\n') {
                    mode = Mode.MOVETEXT;
                }
            }
            case COMMENT -> {
                if (b == '}') {
                    mode = Mode.MOVETEXT;
                }
            }
            case MOVETEXT -> {
                if (atLineStart && b == '[') {
                    chunkHasTags = true;
                    mode = Mode.REST_OF_LINE;
                } else if (atLineStart && b == '%') {
                    mode = Mode.REST_OF_LINE;
                } else if (!blank) {
                    chunkHasMovetext = true;
                    if (b == '{') {
                        mode = Mode.COMMENT;
                    } else if (b == ';') {
                        mode = Mode.REST_OF_LINE;
                    }
                }
            }
        }
        if (b == '\n') {
            line++;
            atLineStart = true;
        } else if (!blank) {
            atLineStart = false;
        }
        pos++;
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
