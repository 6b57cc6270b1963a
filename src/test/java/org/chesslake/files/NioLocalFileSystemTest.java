package org.chesslake.files;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.LocalFileSystem;
import org.apache.hadoop.fs.permission.FsPermission;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class NioLocalFileSystemTest {

    @TempDir
    Path dir;

    @Test
    void filesAndDirectoriesGetThePermissionsHadoopsOwnLocalFileSystemGives() throws IOException {
        FileSystem nio = fileSystem(NioLocalFileSystem.class.getName());
        FileSystem hadoops = fileSystem(LocalFileSystem.class.getName());
        assertInstanceOf(NioLocalFileSystem.class, nio);
        List<String> expected = made(hadoops, dir.resolve("hadoop"));
        assertEquals(List.of("rw-r-----", "rw-r-----", "rwxr-x---", "rw----r--"), expected); // the umask 027 applied
        assertEquals(expected, made(nio, dir.resolve("nio")));
        assertTrue(Files.exists(dir.resolve("nio/.a.txt.crc")), "checksummed as Hadoop's local file system");
    }

    @Test
    void eachActionMapsToItsPosixPermission() {
        assertEquals(PosixFilePermissions.fromString("rwxr-x--x"), NioLocalFileSystem.posix(new FsPermission((short) 0751)));
        assertEquals(PosixFilePermissions.fromString("-w--wx-w-"), NioLocalFileSystem.posix(new FsPermission((short) 0232)));
        assertEquals(PosixFilePermissions.fromString("---------"), NioLocalFileSystem.posix(new FsPermission((short) 0)));
    }

    /** A file created, its checksum file, a directory made and a permission set: their permissions as {@code ls} shows them. */
    private static List<String> made(FileSystem fs, Path root) throws IOException {
        org.apache.hadoop.fs.Path base = new org.apache.hadoop.fs.Path(root.toUri());
        try (OutputStream out = fs.create(new org.apache.hadoop.fs.Path(base, "a.txt"))) {
            out.write(1);
        }
        fs.mkdirs(new org.apache.hadoop.fs.Path(base, "sub"));
        try (OutputStream out = fs.create(new org.apache.hadoop.fs.Path(base, "b.txt"))) {
            out.write(2);
        }
        fs.setPermission(new org.apache.hadoop.fs.Path(base, "b.txt"), new FsPermission((short) 0604));
        return List.of(permissions(root.resolve("a.txt")), permissions(root.resolve(".a.txt.crc")),
                permissions(root.resolve("sub")), permissions(root.resolve("b.txt")));
    }

    private static String permissions(Path path) throws IOException {
        return PosixFilePermissions.toString(Files.getPosixFilePermissions(path));
    }

    private static FileSystem fileSystem(String implementation) throws IOException {
        Configuration conf = new Configuration();
        conf.set("fs.file.impl", implementation);
        conf.setBoolean("fs.file.impl.disable.cache", true);
        conf.set("fs.permissions.umask-mode", "027");
        return FileSystem.get(java.net.URI.create("file:///"), conf);
    }
}
