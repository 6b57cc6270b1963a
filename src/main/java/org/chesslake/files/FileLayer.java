package org.chesslake.files;

import java.io.IOException;
import java.util.Locale;
import java.util.Set;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.LocalFileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.fs.UnsupportedFileSystemException;

/** The Hadoop file system behind a path, with an error naming the path when no connector serves it. */
public final class FileLayer {

    /**
     * The file systems whose rename is atomic (local disk, HDFS). On an object store (S3, GCS, Azure, ...)
     * a rename is a copy and a delete: what is written there is written once under its final name.
     */
    private static final Set<String> ATOMIC_RENAME = Set.of("file", "hdfs", "viewfs");

    private FileLayer() {
    }

    /**
     * Whether {@code location} (qualified against {@code fs.defaultFS} when it names no scheme) is on a
     * file system with an atomic rename. Decided on its scheme alone, so that a store whose connector is
     * missing is taken for what it is.
     */
    public static boolean renamesAtomically(String location, Configuration conf) {
        String scheme = path(location).toUri().getScheme();
        if (scheme == null) {
            scheme = FileSystem.getDefaultUri(conf).getScheme();
        }
        return scheme == null || ATOMIC_RENAME.contains(scheme.toLowerCase(Locale.ROOT));
    }

    /**
     * A Hadoop path for what a user typed: a plain path, a URI, or a relative {@code file:} URI such as
     * {@code file:sample-data}, which Hadoop rejects and which is taken relative to the working directory.
     */
    public static Path path(String location) {
        if (location.startsWith("file:") && !location.startsWith("file:/")) {
            return new Path(new java.io.File(location.substring("file:".length())).getAbsoluteFile().toURI().getPath());
        }
        return new Path(location);
    }

    /**
     * The file system to write a path through: {@link #fileSystem}, except that on the local disk it
     * writes no Hadoop checksum file ({@code .name.crc}) beside each file, which no chess program reads.
     */
    public static FileSystem writing(Path path, Configuration conf, String asGiven) throws IOException {
        FileSystem fs = fileSystem(path, conf, asGiven);
        return fs instanceof LocalFileSystem local ? local.getRawFileSystem() : fs;
    }

    public static FileSystem fileSystem(Path path, Configuration conf, String asGiven) throws IOException {
        try {
            return path.getFileSystem(conf);
        } catch (UnsupportedFileSystemException e) {
            throw new IllegalArgumentException(asGiven + ": no Hadoop file system for the scheme '"
                    + path.toUri().getScheme() + "' (is its connector, e.g. hadoop-aws for s3a, on the classpath?)", e);
        } catch (RuntimeException e) {
            // connectors that are present but whose dependencies are missing fail with ClassNotFound wrapped here
            throw new IllegalArgumentException(asGiven + ": cannot load the file system for the scheme '"
                    + path.toUri().getScheme() + "': " + e.getMessage(), e);
        }
    }
}
