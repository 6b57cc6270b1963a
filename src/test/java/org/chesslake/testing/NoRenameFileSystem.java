package org.chesslake.testing;

import java.io.IOException;
import java.net.URI;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.fs.RawLocalFileSystem;
import org.apache.hadoop.fs.permission.FsPermission;

/**
 * A stand-in for an object store: the local disk under the scheme {@value #SCHEME} (so that
 * chesslake takes it for a file system without an atomic rename), where any rename fails. A job
 * that runs on it renames nothing. Registered in a session with {@link #register}.
 */
public final class NoRenameFileSystem extends RawLocalFileSystem {

    public static final String SCHEME = "norename";
    private static final URI ROOT = URI.create(SCHEME + ":///");

    /** Makes {@value #SCHEME}{@code :} this file system in a Hadoop configuration. */
    public static void register(Configuration conf) {
        conf.set("fs." + SCHEME + ".impl", NoRenameFileSystem.class.getName());
        conf.setBoolean("fs." + SCHEME + ".impl.disable.cache", true);
    }

    /** The path of a local file or directory on this file system. */
    public static String path(java.nio.file.Path local) {
        return SCHEME + "://" + local.toAbsolutePath();
    }

    @Override
    public URI getUri() {
        return ROOT;
    }

    @Override
    public String getScheme() {
        return SCHEME;
    }

    @Override
    public FileStatus getFileStatus(Path path) throws IOException {
        return plain(super.getFileStatus(path));
    }

    @Override
    public FileStatus[] listStatus(Path path) throws IOException {
        FileStatus[] listed = super.listStatus(path);
        for (int i = 0; i < listed.length; i++) {
            listed[i] = plain(listed[i]);
        }
        return listed;
    }

    /** A status without the local file system's owner and permissions, which it reads by a {@code file:} URI only. */
    private static FileStatus plain(FileStatus status) {
        return new FileStatus(status.getLen(), status.isDirectory(), status.getReplication(), status.getBlockSize(),
                status.getModificationTime(), status.getAccessTime(), FsPermission.getDefault(), "", "",
                status.getPath());
    }

    @Override
    public boolean rename(Path source, Path target) throws IOException {
        throw new IOException("rename on an object store (" + source + " to " + target + "): not atomic there");
    }
}
