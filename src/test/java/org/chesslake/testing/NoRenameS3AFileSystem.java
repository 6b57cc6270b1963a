package org.chesslake.testing;

import java.io.IOException;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.fs.s3a.S3AFileSystem;

/**
 * Hadoop's {@code s3a://} file system where any rename fails, as {@code fs.s3a.impl} of the tests on
 * {@link S3Mock}: on S3 a rename is a copy and a delete, not atomic, so nothing chesslake writes to an
 * object store may be renamed there, and a test that runs a job on it proves the job renames nothing.
 */
public final class NoRenameS3AFileSystem extends S3AFileSystem {

    @Override
    public boolean rename(Path source, Path target) throws IOException {
        throw new IOException("rename on S3 (" + source + " to " + target + "): a copy and a delete there, not atomic");
    }
}
