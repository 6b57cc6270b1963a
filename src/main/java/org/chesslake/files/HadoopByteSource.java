package org.chesslake.files;

import java.io.EOFException;
import java.io.IOException;
import org.apache.hadoop.fs.FSDataInputStream;

/** A file of any Hadoop file system, read with the stream's positional reads (no shared cursor). */
final class HadoopByteSource implements ByteSource {

    private final String name;
    private final FSDataInputStream in;
    private final long size;

    HadoopByteSource(String name, FSDataInputStream in, long size) {
        this.name = name;
        this.in = in;
        this.size = size;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public long size() {
        return size;
    }

    @Override
    public void readFully(long position, byte[] target, int offset, int length) throws IOException {
        Bounds.check(name, size, position, length);
        try {
            in.readFully(position, target, offset, length);
        } catch (EOFException e) {
            throw new EOFException(name + ": file shrank while reading " + length + " bytes at " + position);
        }
    }

    @Override
    public void close() throws IOException {
        in.close();
    }
}
