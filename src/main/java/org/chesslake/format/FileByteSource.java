package org.chesslake.format;

import java.io.EOFException;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/** A {@link ByteSource} over a local file, read with positional reads (thread-safe, no shared cursor). */
public final class FileByteSource implements ByteSource {

    private final Path path;
    private final FileChannel channel;
    private final long size;

    private FileByteSource(Path path, FileChannel channel) throws IOException {
        this.path = path;
        this.channel = channel;
        this.size = channel.size();
    }

    public static FileByteSource open(Path path) throws IOException {
        try {
            return new FileByteSource(path, FileChannel.open(path, StandardOpenOption.READ));
        } catch (NoSuchFileException e) {
            throw new BadDatabaseException(path.toString(), "file not found");
        }
    }

    @Override
    public String name() {
        return path.toString();
    }

    @Override
    public long size() {
        return size;
    }

    @Override
    public void readFully(long position, byte[] target, int offset, int length) throws IOException {
        if (position < 0 || length < 0 || position > size - length) {
            throw new EOFException(path + ": read of " + length + " bytes at " + position
                    + " runs past the end (" + size + " bytes)");
        }
        ByteBuffer buffer = ByteBuffer.wrap(target, offset, length);
        long at = position;
        while (buffer.hasRemaining()) {
            int n = channel.read(buffer, at);
            if (n < 0) {
                throw new EOFException(path + ": file shrank while reading at " + at);
            }
            at += n;
        }
    }

    @Override
    public void close() throws IOException {
        channel.close();
    }
}
