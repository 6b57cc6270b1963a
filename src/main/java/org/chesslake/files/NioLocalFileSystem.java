package org.chesslake.files;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.attribute.PosixFilePermission;
import java.util.EnumSet;
import java.util.Set;
import org.apache.hadoop.fs.LocalFileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.fs.RawLocalFileSystem;
import org.apache.hadoop.fs.permission.FsAction;
import org.apache.hadoop.fs.permission.FsPermission;
import org.apache.hadoop.io.nativeio.NativeIO;

/**
 * Hadoop's local file system ({@code file:}, checksummed as Hadoop's own), setting permissions
 * through {@code java.nio} rather than a {@code chmod} process. Without Hadoop's native library
 * (an embedded run has none) {@link RawLocalFileSystem} runs {@code chmod} for every file it
 * creates and every directory it makes: an ingest creates some 200 (Iceberg's metadata, manifests
 * and their checksum files, the leases, the report), most of them on the driver between its Spark
 * jobs. The permissions set are the same; with the native library, or a permission
 * {@code java.nio} cannot express (the sticky bit), or a file system without POSIX permissions,
 * Hadoop sets them as it does. {@code conf/spark-defaults.conf} names it for {@code file:}
 * ({@code spark.hadoop.fs.file.impl}).
 */
public final class NioLocalFileSystem extends LocalFileSystem {

    public NioLocalFileSystem() {
        super(new Raw());
    }

    /**
     * The raw local file system under the checksums, its {@link #setPermission} through java.nio; public for a
     * local file system that wraps it as this one does (the tests' file systems that halt or hold a child's ingest).
     */
    public static final class Raw extends RawLocalFileSystem {

        @Override
        public void setPermission(Path path, FsPermission permission) throws IOException {
            if (NativeIO.isAvailable() || permission.getStickyBit()) {
                super.setPermission(path, permission);
                return;
            }
            try {
                Files.setPosixFilePermissions(pathToFile(path).toPath(), posix(permission));
            } catch (UnsupportedOperationException notPosix) {
                super.setPermission(path, permission);
            }
        }
    }

    /** A Hadoop permission's user, group and other actions as POSIX permissions. */
    static Set<PosixFilePermission> posix(FsPermission permission) {
        Set<PosixFilePermission> posix = EnumSet.noneOf(PosixFilePermission.class);
        add(posix, permission.getUserAction(), PosixFilePermission.OWNER_READ, PosixFilePermission.OWNER_WRITE,
                PosixFilePermission.OWNER_EXECUTE);
        add(posix, permission.getGroupAction(), PosixFilePermission.GROUP_READ, PosixFilePermission.GROUP_WRITE,
                PosixFilePermission.GROUP_EXECUTE);
        add(posix, permission.getOtherAction(), PosixFilePermission.OTHERS_READ, PosixFilePermission.OTHERS_WRITE,
                PosixFilePermission.OTHERS_EXECUTE);
        return posix;
    }

    private static void add(Set<PosixFilePermission> posix, FsAction action, PosixFilePermission read,
                            PosixFilePermission write, PosixFilePermission execute) {
        if (action.implies(FsAction.READ)) {
            posix.add(read);
        }
        if (action.implies(FsAction.WRITE)) {
            posix.add(write);
        }
        if (action.implies(FsAction.EXECUTE)) {
            posix.add(execute);
        }
    }
}
