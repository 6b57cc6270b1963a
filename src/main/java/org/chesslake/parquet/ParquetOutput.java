package org.chesslake.parquet;

import java.io.IOException;
import org.apache.iceberg.io.OutputFile;
import org.apache.iceberg.shaded.org.apache.parquet.io.PositionOutputStream;

/**
 * An Iceberg output file as parquet-java's: the table's FileIO writes the bytes, through a buffer
 * of this class's own (parquet-java writes each page header a thrift field at a time, a write call
 * per field, and not every FileIO's stream buffers: Iceberg's local file writes each call through);
 * the length written is kept.
 */
final class ParquetOutput implements org.apache.iceberg.shaded.org.apache.parquet.io.OutputFile {

    private static final int BUFFER_BYTES = 1 << 16;

    private final OutputFile file;
    private org.apache.iceberg.io.PositionOutputStream stream;
    private long length;

    ParquetOutput(OutputFile file) {
        this.file = file;
    }

    @Override
    public PositionOutputStream create(long blockSizeHint) {
        stream = file.create();
        return new PositionOutputStream() {
            private final byte[] buffer = new byte[BUFFER_BYTES];
            private int buffered;

            @Override
            public long getPos() throws IOException {
                return stream.getPos() + buffered;
            }

            @Override
            public void write(int b) throws IOException {
                if (buffered == buffer.length) {
                    drain();
                }
                buffer[buffered++] = (byte) b;
            }

            @Override
            public void write(byte[] b, int off, int len) throws IOException {
                if (len > buffer.length - buffered) {
                    drain();
                    if (len >= buffer.length) { // a page: straight through, no copy
                        stream.write(b, off, len);
                        return;
                    }
                }
                System.arraycopy(b, off, buffer, buffered, len);
                buffered += len;
            }

            private void drain() throws IOException {
                stream.write(buffer, 0, buffered);
                buffered = 0;
            }

            @Override
            public void flush() throws IOException {
                drain();
                stream.flush();
            }

            @Override
            public void close() throws IOException {
                drain();
                length = stream.getPos();
                stream.close();
            }
        };
    }

    @Override
    public PositionOutputStream createOrOverwrite(long blockSizeHint) {
        return create(blockSizeHint);
    }

    @Override
    public boolean supportsBlockSize() {
        return false;
    }

    @Override
    public long defaultBlockSize() {
        return 0;
    }

    @Override
    public String getPath() {
        return file.location();
    }

    /** The bytes written, once closed. */
    long length() {
        return length;
    }

    /** Closes the stream after a failure, whatever the writer's state. */
    void closeQuietly(Exception cause) {
        if (stream != null) {
            try {
                stream.close();
            } catch (IOException | RuntimeException e) {
                cause.addSuppressed(e);
            }
        }
    }
}
