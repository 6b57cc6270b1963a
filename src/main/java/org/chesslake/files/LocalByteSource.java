package org.chesslake.files;

import java.io.EOFException;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.AccessDeniedException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * The local fast path: a file of the local disk read with a {@code FileChannel}'s positional reads
 * (thread-safe, no shared cursor, no checksum layer).
 */
final class LocalByteSource implements ByteSource {

    private final String name;
    private final FileChannel channel;
    private final long size;

    private LocalByteSource(String name, FileChannel channel) throws IOException {
        this.name = name;
        this.channel = channel;
        this.size = channel.size();
    }

    static LocalByteSource open(Path path, String name) throws IOException {
        try {
            return new LocalByteSource(name, FileChannel.open(path, StandardOpenOption.READ));
        } catch (NoSuchFileException e) {
            throw new BadDatabaseException(name, "file not found");
        } catch (AccessDeniedException e) {
            throw new BadDatabaseException(name, "cannot be read (permission denied)");
        }
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
        ByteBuffer buffer = ByteBuffer.wrap(target, offset, length);
        long at = position;
        while (buffer.hasRemaining()) {
            int n = channel.read(buffer, at);
            if (n < 0) {
                throw new EOFException(name + ": file shrank while reading at " + at);
            }
            at += n;
        }
    }

    @Override
    public void close() throws IOException {
        channel.close();
    }
}
