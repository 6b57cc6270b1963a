package org.chesslake.format.text;

import java.io.IOException;
import java.io.InputStream;
import org.chesslake.files.ByteSource;

/**
 * The text of a compressed file that cannot be entered mid-stream (gzip), decompressed from its
 * start by one reader; the text ends where the data stops decompressing ({@link DecompressedText}).
 */
public final class WholeFileText extends DecompressedText {

    private final TextCompression compression;
    private final CountingStream raw;
    private final InputStream text;
    private long decoded;

    public WholeFileText(ByteSource source, TextCompression compression) throws IOException {
        this.compression = compression;
        this.raw = new CountingStream(source.stream(0));
        this.text = compression.decompress(raw);
    }

    @Override
    protected int decompress(byte[] target, int offset, int length) throws IOException {
        int n = text.read(target, offset, length);
        decoded += Math.max(n, 0);
        return n;
    }

    @Override
    protected String where() {
        return compression.name().toLowerCase(java.util.Locale.ROOT) + " data read up to byte " + raw.count;
    }

    @Override
    protected boolean ownsCurrent() {
        return true;
    }

    @Override
    protected long textOffset() {
        return decoded;
    }

    @Override
    public void close() throws IOException {
        text.close();
    }

    /** The compressed bytes the decompressor has taken, for the error's offset. */
    private static final class CountingStream extends java.io.FilterInputStream {
        private long count;

        CountingStream(InputStream in) {
            super(in);
        }

        @Override
        public int read() throws IOException {
            int b = in.read();
            count += b < 0 ? 0 : 1;
            return b;
        }

        @Override
        public int read(byte[] target, int offset, int length) throws IOException {
            int n = in.read(target, offset, length);
            count += Math.max(n, 0);
            return n;
        }
    }
}
