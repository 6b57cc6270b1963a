package org.chesslake.ingest;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.nio.file.Files;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import org.apache.hadoop.fs.FSDataOutputStream;
import org.apache.hadoop.fs.LocalFileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.fs.permission.FsPermission;
import org.apache.hadoop.util.Progressable;
import org.chesslake.files.NioLocalFileSystem;
import org.chesslake.lake.IcebergLake;

/**
 * The local file system of a driver whose publish waits at a gate, for {@link ConcurrentRunsTest}: a
 * child JVM's ingest uses it for {@code file:} ({@code spark.hadoop.fs.file.impl}), and as its publish
 * marker is about to be written (every table staged) it creates the file {@value #STAGED} in the
 * directory the system property {@value #GATE} names, then waits until the file {@value #OPEN} is
 * there.
 */
public final class PublishGateFileSystem extends LocalFileSystem {

    static final String GATE = "chesslake.test.publishGate";
    static final String STAGED = "staged";
    static final String OPEN = "open";
    private static final long WAIT_SECONDS = 300;

    /** On the local file system the jobs run on (permissions through java.nio, no chmod process per file). */
    public PublishGateFileSystem() {
        super(new NioLocalFileSystem.Raw());
    }

    @Override
    public FSDataOutputStream create(Path path, FsPermission permission, boolean overwrite, int bufferSize,
                                     short replication, long blockSize, Progressable progress) throws IOException {
        if (path.getName().startsWith(IcebergLake.MARKER)) {
            java.nio.file.Path gate = java.nio.file.Path.of(System.getProperty(GATE));
            Files.createFile(gate.resolve(STAGED));
            if (!await(gate.resolve(OPEN), () -> true)) {
                throw new IOException("the publish gate " + gate + " did not open in " + WAIT_SECONDS + " s");
            }
        }
        return super.create(path, permission, overwrite, bufferSize, replication, blockSize, progress);
    }

    /** Waits until {@code file} exists, while {@code waiting} holds and at most {@value #WAIT_SECONDS} s; whether it does. */
    static boolean await(java.nio.file.Path file, BooleanSupplier waiting) throws IOException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(WAIT_SECONDS);
        while (!Files.exists(file) && waiting.getAsBoolean() && System.nanoTime() < deadline) {
            try {
                Thread.sleep(20);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new InterruptedIOException(e.getMessage());
            }
        }
        return Files.exists(file);
    }
}
