package org.chesslake.format.text;

import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.util.Arrays;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.PositionedReadable;
import org.apache.hadoop.fs.Seekable;
import org.apache.hadoop.io.compress.BZip2Codec;
import org.apache.hadoop.io.compress.SplitCompressionInputStream;
import org.apache.hadoop.io.compress.SplittableCompressionCodec;
import org.apache.hadoop.io.compress.bzip2.CBZip2InputStream;
import org.chesslake.files.BadDatabaseException;
import org.chesslake.files.ByteSource;

/**
 * The text of one byte split of a bzip2 file, read as Hadoop reads a split {@code .bz2}: through
 * {@link BZip2Codec} as a {@link SplittableCompressionCodec} in BYBLOCK mode, which starts at a
 * block marker and, at each block boundary, reports the compressed offset of the block's marker. A
 * split owns the blocks whose marker starts in its byte range, and a game belongs to the block that
 * holds its first byte, so every game lands in exactly one split. A multi-stream file (pbzip2,
 * lbzip2) is blocks like any other.
 *
 * <p>Whether a line starts a game depends on the non-blank line before it ({@code PgnSplitter}),
 * which may lie in an earlier block: a split decodes from an earlier block on until it has seen a
 * whole non-blank line before its own first block, and the splitter takes those bytes as context.
 * The text offsets of its games follow from the counting pass (the text the splits before it hold).
 */
public final class Bzip2SplitText {

    /** "BZh" and the block size digit: a marker at or before this is the file's first block's. */
    private static final int STREAM_HEADER = 4;
    /** How far before a split's first block the search for the block before it starts. */
    private static final long FIRST_LOOKBACK = 1 << 10;
    /** More context than this (a line of megabytes across blocks) is read from the file start instead. */
    private static final int MAX_CONTEXT_BYTES = 16 << 20;

    private final ByteSource source;
    private final long start;
    private final long end;
    private final CompressedUnits units;
    private SplitCompressionInputStream codec;
    private long reported;
    private final byte[] scratch = new byte[1 << 16];
    /** Bytes decoded so far: the stream offset of the next byte. */
    private long decoded;
    /** Context decoded ahead of the splitter, replayed to it first. */
    private byte[] context = new byte[0];
    private int contextLength;
    private int replayed;
    private boolean fromFileStart;

    private Bzip2SplitText(ByteSource source, long start, long end, long textBefore) {
        this.source = source;
        this.start = start;
        this.end = end;
        this.units = new CompressedUnits(start, end, textBefore);
    }

    /**
     * The text of the blocks whose marker lies in bytes {@code [start, end)}, with what follows them
     * up to the end of their last game.
     *
     * @param textBefore the text offset of the split's first block (any value when only counting)
     */
    public static Bzip2SplitText open(ByteSource source, long start, long end, long textBefore) throws IOException {
        Bzip2SplitText text = new Bzip2SplitText(source, start, end, textBefore);
        if (source.size() == 0) {
            return text;
        }
        byte[] magic = source.read(0, (int) Math.min(3, source.size()));
        if (magic.length < 3 || magic[0] != 'B' || magic[1] != 'Z' || magic[2] != 'h') {
            throw new BadDatabaseException(source.name(), "not a bzip2 file (no BZh header)");
        }
        long first = nextMarker(source, 0);
        long owned = start <= first ? first : nextMarker(source, start);
        if (first < 0 || owned < 0 || owned >= end) {
            return text; // no block of its own
        }
        if (owned == first) {
            text.openAt(0, first);
            return text;
        }
        for (long back = FIRST_LOOKBACK; ; back *= 2) {
            long from = owned - back;
            long earlier = from <= first ? first : nextMarker(source, from);
            if (earlier == first) {
                text.openAt(0, first);
                return text;
            }
            if (earlier < owned && text.readContext(earlier)) {
                return text;
            }
        }
    }

    /** The offset of the first block marker at or after {@code from}, or -1 when there is none. */
    static long nextMarker(ByteSource source, long from) throws IOException {
        long skipped = CBZip2InputStream.numberOfBytesTillNextMarker(source.stream(from));
        long at = from + skipped;
        return at + 6 <= source.size() ? at : -1;
    }

    private void openAt(long marker, long firstBlock) throws IOException {
        BZip2Codec bzip2 = new BZip2Codec();
        bzip2.setConf(new Configuration(false));
        codec = bzip2.createInputStream(new SeekableSource(source, marker), null, marker, source.size(),
                SplittableCompressionCodec.READ_MODE.BYBLOCK);
        reported = codec.getPos();
        fromFileStart = marker == 0;
        decoded = 0;
        units.clear();
        if (fromFileStart) {
            units.unit(0, firstBlock); // at the file start the codec reports no position for the first block
        }
    }

    /**
     * Decodes from the block at {@code marker} to the split's first byte as context; false when it
     * holds no whole non-blank line before that block's line (the caller looks further back).
     */
    private boolean readContext(long marker) throws IOException {
        openAt(marker, -1);
        int state = 0; // 0: before the first line break, 1: at a line start, 2: in a non-blank line, 3: enough
        while (units.ownedStart() < 0) {
            int n = decode(scratch.length);
            if (n < 0) {
                break;
            }
            if (contextLength + n > MAX_CONTEXT_BYTES) {
                close();
                context = new byte[0];
                contextLength = 0;
                openAt(0, nextMarker(source, 0));
                return true;
            }
            int contextEnd = units.ownedStart() < 0 ? n : (int) (units.ownedStart() - (decoded - n));
            for (int i = 0; i < contextEnd && state < 3; i++) {
                byte b = scratch[i];
                if (b == '\n') {
                    state = state == 2 ? 3 : 1;
                } else if (state == 1 && b != ' ' && b != '\t' && b != '\r' && b != 0) {
                    state = 2;
                }
            }
            if (contextLength + n > context.length) {
                context = Arrays.copyOf(context, Math.max(contextLength + n, context.length * 2));
            }
            System.arraycopy(scratch, 0, context, contextLength, n);
            contextLength += n;
        }
        if (state < 3 && units.ownedStart() >= 0) {
            close();
            context = new byte[0];
            contextLength = 0;
            return false;
        }
        return true;
    }

    /** Decodes up to {@code length} bytes into {@link #scratch}, noting each block as the codec reports it; -1 at the end. */
    private int decode(int length) throws IOException {
        int n;
        try {
            n = codec.read(scratch, 0, Math.min(length, scratch.length)); // at offset 0: the codec's block step writes there
        } catch (IOException | RuntimeException e) {
            throw new IOException(source.name() + ": bzip2 data broken in the block at byte " + reported + ": " + e.getMessage(), e);
        }
        if (n <= 0) {
            return -1;
        }
        long position = codec.getPos();
        if (position != reported) {
            reported = position;
            units.unit(decoded, position - 1); // the codec reports a block one byte into it
        }
        decoded += n;
        return n;
    }

    /** The split's games, numbered after {@code gamesBefore}. */
    public PgnGames games(PgnGames.Layout layout, long gamesBefore) {
        return PgnGames.ofText(stream(), !fromFileStart, units, layout, start, end, gamesBefore);
    }

    /** The bytes of text the split's own blocks hold; known once its games have been read. */
    public long textBytes() {
        return units.textBytes(decoded);
    }

    private InputStream stream() {
        return new InputStream() {
            @Override
            public int read() throws IOException {
                byte[] one = new byte[1];
                return read(one, 0, 1) < 0 ? -1 : one[0] & 0xFF;
            }

            @Override
            public int read(byte[] target, int offset, int length) throws IOException {
                if (length == 0) {
                    return 0;
                }
                if (replayed < contextLength) {
                    int n = Math.min(length, contextLength - replayed);
                    System.arraycopy(context, replayed, target, offset, n);
                    replayed += n;
                    return n;
                }
                int n = codec == null ? -1 : decode(length);
                if (n > 0) {
                    System.arraycopy(scratch, 0, target, offset, n);
                }
                return n;
            }

            @Override
            public void close() throws IOException {
                Bzip2SplitText.this.close();
            }
        };
    }

    private void close() throws IOException {
        if (codec != null) {
            codec.close();
            codec = null;
        }
    }

    /**
     * A file's bytes as the codec wants them: a stream it can seek, and positioned (else Hadoop's
     * compression streams count positions from where they were opened). The database owns the source.
     */
    private static final class SeekableSource extends InputStream implements Seekable, PositionedReadable {
        private final ByteSource source;
        private long position;
        private InputStream in;

        SeekableSource(ByteSource source, long position) throws IOException {
            this.source = source;
            seek(position);
        }

        @Override
        public int read() throws IOException {
            int b = in.read();
            position += b < 0 ? 0 : 1;
            return b;
        }

        @Override
        public int read(byte[] target, int offset, int length) throws IOException {
            int n = in.read(target, offset, length);
            position += Math.max(n, 0);
            return n;
        }

        @Override
        public int available() {
            return (int) Math.min(Integer.MAX_VALUE, Math.max(0, source.size() - position));
        }

        @Override
        public void seek(long to) throws IOException {
            if (to < 0 || to > source.size()) {
                throw new EOFException(source.name() + ": seek to " + to + " outside the file (" + source.size() + " bytes)");
            }
            position = to;
            in = source.stream(to);
        }

        @Override
        public long getPos() {
            return position;
        }

        @Override
        public boolean seekToNewSource(long targetPos) {
            return false;
        }

        @Override
        public int read(long at, byte[] target, int offset, int length) throws IOException {
            return source.stream(at).read(target, offset, length);
        }

        @Override
        public void readFully(long at, byte[] target, int offset, int length) throws IOException {
            source.readFully(at, target, offset, length);
        }

        @Override
        public void readFully(long at, byte[] target) throws IOException {
            source.readFully(at, target, 0, target.length);
        }
    }
}
