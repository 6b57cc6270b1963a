package org.chesslake.files;

import java.io.Closeable;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;

/**
 * Random-access bytes of one file. Decoders read records at offsets they have checked against
 * {@link #size()}; a read past the end is an {@link EOFException}, never a short buffer.
 */
public interface ByteSource extends Closeable {

    /** The file's name as error messages show it. */
    String name();

    long size();

    /** Reads exactly {@code length} bytes at {@code position}. */
    void readFully(long position, byte[] target, int offset, int length) throws IOException;

    /**
     * Reads {@code length} bytes at {@code position} into a new array. The range is checked against
     * the file before the array exists, so a length from a corrupt field never sizes an allocation.
     */
    default byte[] read(long position, int length) throws IOException {
        Bounds.check(name(), size(), position, length);
        byte[] bytes = new byte[length];
        readFully(position, bytes, 0, length);
        return bytes;
    }

    /** The bytes from {@code position} to the end as a stream, read in blocks (for sequential decoders and codecs). */
    default InputStream stream(long position) {
        return stream(position, size());
    }

    /** The bytes {@code [position, end)} as a stream (one compressed frame of several, say); {@code end} at most the size. */
    default InputStream stream(long position, long end) {
        ByteSource source = this;
        return new InputStream() {
            private long at = position;

            @Override
            public int read() throws IOException {
                byte[] one = new byte[1];
                return read(one, 0, 1) < 0 ? -1 : one[0] & 0xFF;
            }

            @Override
            public int read(byte[] target, int offset, int length) throws IOException {
                long left = Math.min(end, source.size()) - at;
                if (length == 0) {
                    return 0;
                }
                if (left <= 0) {
                    return -1;
                }
                int n = (int) Math.min(length, left);
                source.readFully(at, target, offset, n);
                at += n;
                return n;
            }
        };
    }
}
