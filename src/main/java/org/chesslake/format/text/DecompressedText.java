package org.chesslake.format.text;

import java.io.IOException;
import java.io.InputStream;

/**
 * The decompressed text a split reads, which ends where the compressed data stops decompressing (a
 * truncated or damaged frame): the splitter gets the text before that point as the whole text, so
 * the games before it are read, and the break is remembered for the split that owns the broken
 * data ({@link BrokenTextCursor} makes it one more entry whose decode error names it).
 */
public abstract class DecompressedText extends InputStream {

    /** Where the text breaks: why, and the text offset of the first byte lost. */
    record Break(String reason, long textOffset) {
    }

    private Break failure;
    private boolean ended;

    /** Decompresses up to {@code length} bytes; -1 at the end of the text. */
    protected abstract int decompress(byte[] target, int offset, int length) throws IOException;

    /** What failed to decompress, for the error ("zstd frame at byte 123"). */
    protected abstract String where();

    /** Whether the split owns the data being decompressed (its break is the split's to report). */
    protected abstract boolean ownsCurrent();

    /** The text offset of the next byte. */
    protected abstract long textOffset();

    /** The break in the split's own data, or null when its text is whole (so far). */
    public final Break failure() {
        return failure;
    }

    @Override
    public final int read(byte[] target, int offset, int length) throws IOException {
        if (ended) {
            return -1;
        }
        if (length == 0) {
            return 0;
        }
        try {
            int n = decompress(target, offset, length);
            ended = n < 0;
            return n;
        } catch (IOException | RuntimeException e) {
            ended = true;
            if (ownsCurrent()) {
                failure = new Break(where() + " does not decompress (" + e.getMessage()
                        + "): the text ends here, the games after it are lost", textOffset());
            }
            return -1;
        }
    }

    @Override
    public final int read() throws IOException {
        byte[] one = new byte[1];
        return read(one, 0, 1) < 0 ? -1 : one[0] & 0xFF;
    }
}
