package org.chesslake.files;

import java.io.IOException;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.fs.UnsupportedFileSystemException;

/** The Hadoop file system behind a path, with an error naming the path when no connector serves it. */
final class FileLayer {

    private FileLayer() {
    }

    static FileSystem fileSystem(Path path, Configuration conf, String asGiven) throws IOException {
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
