package org.chesslake.ingest.parquet;

import java.io.IOException;
import org.apache.iceberg.io.OutputFile;
import org.apache.iceberg.shaded.org.apache.parquet.io.PositionOutputStream;

/** An Iceberg output file as parquet-java's: the table's FileIO writes the bytes; the length written is kept. */
final class ParquetOutput implements org.apache.iceberg.shaded.org.apache.parquet.io.OutputFile {

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
            @Override
            public long getPos() throws IOException {
                return stream.getPos();
            }

            @Override
            public void write(int b) throws IOException {
                stream.write(b);
            }

            @Override
            public void write(byte[] b, int off, int len) throws IOException {
                stream.write(b, off, len);
            }

            @Override
            public void flush() throws IOException {
                stream.flush();
            }

            @Override
            public void close() throws IOException {
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
