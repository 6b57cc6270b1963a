package org.chesslake.format.text;

import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.Charset;
import org.chesslake.files.ByteSource;
import org.chesslake.pgn.PgnChunk;
import org.chesslake.pgn.PgnLexer;
import org.chesslake.pgn.PgnSplitter;
import org.chesslake.pgn.PgnToken;

/**
 * The games of a PGN file, or of one byte split of it, each with its number: its ordinal in the
 * file (1 = first). A game belongs to the split that holds its first byte (see {@link PgnSplitter}
 * for where games start), so every game lands in exactly one split whatever the split size.
 * Text before the first game, and text between games that has neither a tag nor a result (a
 * preamble, NUL padding), is no game.
 *
 * <p>A split reader learns its first game's number from a counting pass ({@link #count}, one per
 * split, run in parallel by the planner); without one it counts the games before its split itself.
 */
public final class PgnGames implements Closeable {

    /** One game: its number in the file and its bytes. */
    public record PgnGame(long number, PgnChunk chunk) {
    }

    /** How a file's text is laid out: where it starts (after a byte order mark), its code unit, a charset to read tokens. */
    public record Layout(long begin, int unit, boolean bigEndian, Charset charset) {
    }

    /**
     * Where the bytes of a stream the splitter reads lie in the file: in the coordinate its splits
     * are cut in, and in its text. For a plain file both are the stream offset; a compressed file
     * is split by its compressed bytes while its games lie in the decompressed text.
     */
    public interface TextPositions {

        /** The split coordinate of the byte at {@code streamOffset}; queried in ascending order. */
        long splitPosition(long streamOffset);

        /** The text offset of the byte at {@code streamOffset}. */
        long textOffset(long streamOffset);
    }

    private static final TextPositions FILE_OFFSETS = new TextPositions() {
        @Override
        public long splitPosition(long streamOffset) {
            return streamOffset;
        }

        @Override
        public long textOffset(long streamOffset) {
            return streamOffset;
        }
    };

    private final PgnSplitter splitter;
    private final long start;
    private final long end;
    private final Charset charset;
    private final TextPositions positions;
    private long number;

    private PgnGames(PgnSplitter splitter, long start, long end, Charset charset, long gamesBefore, TextPositions positions) {
        this.splitter = splitter;
        this.start = start;
        this.end = end;
        this.charset = charset;
        this.number = gamesBefore;
        this.positions = positions;
    }

    private PgnGames(PgnSplitter splitter, long start, long end, Charset charset, long gamesBefore) {
        this(splitter, start, end, charset, gamesBefore, FILE_OFFSETS);
    }

    /** Every game of a stream that holds a whole file. */
    public static PgnGames ofStream(InputStream in, Layout layout) throws IOException {
        in.skipNBytes(layout.begin());
        return new PgnGames(new PgnSplitter(in, layout.begin(), 1, layout.unit(), layout.bigEndian(), false),
                0, Long.MAX_VALUE, layout.charset(), 0);
    }

    /**
     * The games that start in bytes {@code [start, end)} of a file.
     *
     * @param gamesBefore how many games start before {@code start} (from {@link #count}), or -1 to count them here
     */
    public static PgnGames ofSplit(ByteSource source, Layout layout, long start, long end, long gamesBefore) throws IOException {
        if (gamesBefore < 0) {
            gamesBefore = start <= layout.begin() ? 0 : count(source, layout, layout.begin(), start);
        }
        if (start <= layout.begin()) {
            return new PgnGames(new PgnSplitter(source.stream(layout.begin()), layout.begin(), 1,
                    layout.unit(), layout.bigEndian(), false), start, end, layout.charset(), gamesBefore);
        }
        Lookback back = new Lookback(source, layout);
        long lineStart = back.lineStart(start);
        long previous = back.previousNonBlankLine(lineStart);
        PgnSplitter splitter = previous < 0
                ? new PgnSplitter(source.stream(lineStart), lineStart, 0, layout.unit(), layout.bigEndian(), false)
                : new PgnSplitter(source.stream(previous), previous, 0, layout.unit(), layout.bigEndian(), true);
        return new PgnGames(splitter, start, end, layout.charset(), gamesBefore);
    }

    /**
     * The games whose first byte lies at a split position in {@code [start, end)} of a stream that
     * is no plain file (a compressed file's text, see {@link TextPositions}).
     *
     * @param text        the bytes, at a line start
     * @param midFile     the stream starts inside the file: its first non-blank line only gives context
     * @param gamesBefore how many games of the file come before {@code start}
     */
    public static PgnGames ofText(InputStream text, boolean midFile, TextPositions positions, Layout layout,
                                  long start, long end, long gamesBefore) {
        return new PgnGames(new PgnSplitter(text, 0, midFile ? 0 : 1, layout.unit(), layout.bigEndian(), midFile),
                start, end, layout.charset(), gamesBefore, positions);
    }

    /** The number of games that start in bytes {@code [start, end)}: the counting pass. */
    public static long count(ByteSource source, Layout layout, long start, long end) throws IOException {
        long n = 0;
        try (PgnGames games = ofSplit(source, layout, start, end, 0)) {
            while (games.next() != null) {
                n++;
            }
        }
        return n;
    }

    /** The next game of the split, or null at its end. */
    public PgnGame next() throws IOException {
        for (PgnChunk chunk = splitter.next(); chunk != null; chunk = splitter.next()) {
            long at = positions.splitPosition(chunk.offset());
            if (at >= end) {
                return null;
            }
            if (at >= start && isGame(chunk)) {
                return new PgnGame(++number, positions == FILE_OFFSETS ? chunk : new PgnChunk(
                        positions.textOffset(chunk.offset()), chunk.line(), chunk.bytes(), chunk.hasTags(), chunk.length()));
            }
        }
        return null;
    }

    @Override
    public void close() throws IOException {
        splitter.close();
    }

    /** A chunk is a game when it has tags or a result token; anything else is text between games. */
    private boolean isGame(PgnChunk chunk) {
        if (chunk.hasTags()) {
            return true;
        }
        PgnLexer lexer = new PgnLexer(new String(chunk.bytes(), charset));
        for (PgnToken token = lexer.next(); token != null; token = lexer.next()) {
            if (token.kind() == PgnToken.Kind.RESULT) {
                return true;
            }
        }
        return false;
    }

    /** Reads backwards from a split start to the context its first line needs. */
    private static final class Lookback {
        private static final int WINDOW = 1 << 16;
        private final ByteSource source;
        private final long begin;
        private final int unit;
        private final boolean bigEndian;
        private final byte[] window = new byte[WINDOW];
        private long windowStart;
        private int windowLength;

        Lookback(ByteSource source, Layout layout) {
            this.source = source;
            this.begin = layout.begin();
            this.unit = layout.unit();
            this.bigEndian = layout.bigEndian();
        }

        /** The start of the line holding {@code at} (on a code unit boundary). */
        long lineStart(long at) throws IOException {
            long p = Math.min(at - (at - begin) % unit, source.size() - (source.size() - begin) % unit);
            while (p > begin && unitAt(p - unit) != '\n') {
                p -= unit;
            }
            return p;
        }

        /** The start of the last non-blank line before the line starting at {@code lineStart}, or -1. */
        long previousNonBlankLine(long lineStart) throws IOException {
            long p = lineStart - unit;
            while (p >= begin) {
                int c = unitAt(p);
                if (c != ' ' && c != '\t' && c != '\r' && c != '\n' && c != 0xFEFF) {
                    return lineStart(p);
                }
                p -= unit;
            }
            return -1;
        }

        private int unitAt(long position) throws IOException {
            if (unit == 1) {
                return byteAt(position) & 0xFF;
            }
            int a = byteAt(position) & 0xFF;
            int b = byteAt(position + 1) & 0xFF;
            return bigEndian ? a << 8 | b : b << 8 | a;
        }

        private byte byteAt(long position) throws IOException {
            if (position < windowStart || position >= windowStart + windowLength) {
                windowStart = Math.max(0, position - WINDOW + 1);
                windowLength = (int) Math.min(WINDOW, source.size() - windowStart);
                source.readFully(windowStart, window, 0, windowLength);
            }
            return window[(int) (position - windowStart)];
        }
    }
}
