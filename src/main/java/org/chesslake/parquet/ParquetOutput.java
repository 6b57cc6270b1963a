package org.chesslake.parquet;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import org.apache.iceberg.io.OutputFile;
import org.apache.iceberg.io.PositionOutputStream;

/**
 * The stream parquet-java's file writer writes an Iceberg output file through (as its own output
 * file: {@link ShadedParquet.OutputFileAdapter}): the table's FileIO writes the bytes, through a
 * buffer of this class's own (parquet-java writes each page header a thrift field at a time, a write
 * call per field, and not every FileIO's stream buffers: Iceberg's local file writes each call
 * through); the length written is kept. The file's tail (indexes, bloom filters, footer), which
 * parquet-java writes last, is held from {@link #holdTail()} to the close, where the footer's
 * {@code created_by} (parquet-java's own version, whatever writes the pages) is made to name this
 * writer ({@link WriterVersion}).
 */
final class ParquetOutput {

    private static final int BUFFER_BYTES = 1 << 16;
    private static final byte[] MAGIC = "PAR1".getBytes(StandardCharsets.US_ASCII);

    private final OutputFile file;
    private final byte[] buffer = new byte[BUFFER_BYTES];
    private int buffered;
    private PositionOutputStream stream;
    private long length;
    /** The bytes written since {@link #holdTail()}, or null before. */
    private ByteArrayOutputStream tail;

    ParquetOutput(OutputFile file) {
        this.file = file;
    }

    /** Creates the file. */
    void open() {
        stream = file.create();
    }

    String location() {
        return file.location();
    }

    long position() throws IOException {
        return stream.getPos() + buffered + (tail == null ? 0 : tail.size());
    }

    void write(int b) throws IOException {
        if (tail != null) {
            tail.write(b);
            return;
        }
        if (buffered == buffer.length) {
            drain();
        }
        buffer[buffered++] = (byte) b;
    }

    void write(byte[] b, int off, int len) throws IOException {
        if (tail != null) {
            tail.write(b, off, len);
            return;
        }
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

    void flush() throws IOException {
        drain();
        stream.flush();
    }

    void close() throws IOException {
        drain();
        if (tail != null) {
            stream.write(withCreatedBy(tail.toByteArray()));
            tail = null;
        }
        length = stream.getPos();
        stream.close();
    }

    /** Holds what is written from now to the close: the tail parquet-java's writer ends the file with. */
    void holdTail() {
        tail = new ByteArrayOutputStream();
    }

    /** A file's tail with its footer's created_by this writer's: the footer is the tail's end, its length and magic last. */
    private byte[] withCreatedBy(byte[] tail) throws IOException {
        int n = tail.length;
        if (n < 8 || !Arrays.equals(tail, n - 4, n, MAGIC, 0, 4)) {
            throw new IOException(file.location() + ": the writer's tail ends in no Parquet footer");
        }
        int footerLength = ByteBuffer.wrap(tail, n - 8, 4).order(ByteOrder.LITTLE_ENDIAN).getInt();
        int footerStart = n - 8 - footerLength;
        ByteArrayOutputStream rewritten = new ByteArrayOutputStream(n + 64);
        rewritten.write(tail, 0, footerStart);
        ShadedParquet.writeFooterCreatedBy(tail, footerStart, footerLength, WriterVersion.CREATED_BY, rewritten);
        rewritten.write(ByteBuffer.allocate(4).order(ByteOrder.LITTLE_ENDIAN).putInt(rewritten.size() - footerStart).array());
        rewritten.write(MAGIC);
        return rewritten.toByteArray();
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
