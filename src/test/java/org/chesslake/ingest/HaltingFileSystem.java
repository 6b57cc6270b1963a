package org.chesslake.ingest;

import java.io.IOException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.apache.hadoop.fs.FSDataOutputStream;
import org.apache.hadoop.fs.LocalFileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.fs.permission.FsPermission;
import org.apache.hadoop.util.Progressable;
import org.chesslake.files.NioLocalFileSystem;
import org.chesslake.lake.IcebergLake;

/**
 * The local file system of a driver killed at a point of the publish, for {@link LakeAtomicityTest}:
 * a child JVM's ingest uses it for {@code file:} ({@code spark.hadoop.fs.file.impl}) and halts the
 * JVM ({@link Runtime#halt}, as abrupt as SIGKILL: no shutdown hook, no cleanup) with {@link #HALTED}
 * at the point the system property {@value #POINT} names:
 * {@link Point#BEFORE_MARKER} as the publish marker is about to be written (every table staged);
 * {@link Point#BETWEEN_FAST_FORWARDS} as the second table's fast-forward is about to commit (its
 * metadata file about to take its version, the first table published);
 * {@link Point#BEFORE_MARKER_DELETED} as the marker is about to be deleted (every table published).
 */
public final class HaltingFileSystem extends LocalFileSystem {

    static final String POINT = "chesslake.test.haltAt";
    static final int HALTED = 86;

    enum Point { BEFORE_MARKER, BETWEEN_FAST_FORWARDS, BEFORE_MARKER_DELETED }

    /** Static: Spark and Iceberg make many instances (the test disables Hadoop's cache so all are this class). */
    private static final AtomicBoolean MARKER_WRITTEN = new AtomicBoolean();
    private static final AtomicInteger COMMITS_AFTER_MARKER = new AtomicInteger();

    private static Point point() {
        return Point.valueOf(System.getProperty(POINT));
    }

    private static boolean isMarker(Path path) {
        return path.getName().startsWith(IcebergLake.MARKER);
    }

    private static void halt(String where) {
        System.err.println("halting " + where);
        Runtime.getRuntime().halt(HALTED);
    }

    /** On the local file system the jobs run on (permissions through java.nio, no chmod process per file). */
    public HaltingFileSystem() {
        super(new NioLocalFileSystem.Raw());
    }

    @Override
    public FSDataOutputStream create(Path path, FsPermission permission, boolean overwrite, int bufferSize,
                                     short replication, long blockSize, Progressable progress) throws IOException {
        if (isMarker(path)) {
            if (point() == Point.BEFORE_MARKER) {
                halt("before writing " + path);
            }
            MARKER_WRITTEN.set(true);
        }
        return super.create(path, permission, overwrite, bufferSize, replication, blockSize, progress);
    }

    /** A Hadoop table's commit renames its new metadata file to the next version's name. */
    @Override
    public boolean rename(Path from, Path to) throws IOException {
        if (MARKER_WRITTEN.get() && to.getName().endsWith(".metadata.json") && point() == Point.BETWEEN_FAST_FORWARDS
                && COMMITS_AFTER_MARKER.incrementAndGet() == 2) {
            halt("before committing " + to);
        }
        return super.rename(from, to);
    }

    @Override
    public boolean delete(Path path, boolean recursive) throws IOException {
        if (isMarker(path) && point() == Point.BEFORE_MARKER_DELETED) {
            halt("before deleting " + path);
        }
        return super.delete(path, recursive);
    }
}
