package org.chesslake.format.scid;

import java.io.IOException;
import org.chesslake.files.ByteSource;

/**
 * A read-ahead window over the game file. Records are mostly stored in index order, so one large
 * positional read serves many games; a record outside the window moves the window to it. The
 * window is larger than the largest record (131,071 bytes), so a record always fits.
 */
final class RecordWindow {

    static final int SIZE = 1 << 18;

    private final ByteSource source;
    private final byte[] buffer;
    private long start;
    private int length;

    RecordWindow(ByteSource source) {
        this.source = source;
        // no larger than the file: every record lies inside it, and a one-game database is a few hundred bytes
        this.buffer = new byte[(int) Math.min(SIZE, source.size())];
    }

    byte[] buffer() {
        return buffer;
    }

    /**
     * Makes the bytes {@code [offset, offset + count)} available in {@link #buffer()} and returns
     * the index where they start. The caller has checked the range against the file size.
     */
    int load(long offset, int count) throws IOException {
        if (offset < start || offset + count > start + length) {
            length = (int) Math.min(SIZE, source.size() - offset);
            source.readFully(offset, buffer, 0, length);
            start = offset;
        }
        return (int) (offset - start);
    }
}
