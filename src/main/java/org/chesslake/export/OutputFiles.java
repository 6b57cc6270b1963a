package org.chesslake.export;

import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.util.function.BooleanSupplier;
import org.apache.hadoop.fs.FSDataOutputStream;
import org.apache.hadoop.fs.StreamCapabilities;

/**
 * Where an export's files go: each is named by a suffix to the export's own name (".pgn",
 * "-xiangqi.pgn", ".si4", ".sn4", ".sg4"), and the caller decides the directory and the name.
 */
@FunctionalInterface
public interface OutputFiles {

    OutputStream create(String suffix) throws IOException;

    /**
     * A file written under its final name on an object store: closed once the export has {@code failed},
     * it aborts its upload where the store can (an S3 upload is completed at close), so the object there
     * stays as it was, and runs {@code aborted}.
     */
    static OutputStream abortingOnFailure(FSDataOutputStream stream, BooleanSupplier failed, Runnable aborted) {
        return new FilterOutputStream(stream) {
            @Override
            public void write(byte[] bytes, int offset, int length) throws IOException {
                stream.write(bytes, offset, length);
            }

            @Override
            public void close() throws IOException {
                if (failed.getAsBoolean() && stream.hasCapability(StreamCapabilities.ABORTABLE_STREAM)) {
                    stream.abort();
                    aborted.run();
                }
                stream.close();
            }
        };
    }
}
