package org.chesslake.files;

import java.io.IOException;
import java.io.OutputStream;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;

/**
 * One file to write on any Hadoop file system (local, {@code hdfs:}, {@code s3a:}, ...), as a
 * format's writer sees it: its name, the files beside it (a database's companions), and its bytes
 * as a stream. Writing replaces a file that exists and makes the directories it lacks. Local files
 * are written through {@code java.nio}: Hadoop's local file system would put a {@code .crc}
 * checksum file beside each, which no reader of the format expects.
 */
public final class OutputFile {

    private static final Configuration LOCAL = new Configuration();

    private final FileSystem fs;
    private final Path path;

    private OutputFile(FileSystem fs, Path path) {
        this.fs = fs;
        this.path = path;
    }

    /** The file a URI or path names; an IllegalArgumentException naming it when no file system serves it. */
    public static OutputFile of(String location, Configuration conf) throws IOException {
        Path path = FileLayer.path(location);
        FileSystem fs = FileLayer.fileSystem(path, conf, location);
        return new OutputFile(fs, fs.makeQualified(path));
    }

    /** A file of the local disk: for tools and tests that work on one machine. */
    public static OutputFile local(java.nio.file.Path file) throws IOException {
        // a plain path, not toUri(): Hadoop's Path(String) would keep a URI's %-escapes (非ASCII names) literally
        return of(file.toAbsolutePath().toString(), LOCAL);
    }

    /** The file as messages show it: a local path as a plain path, others as a URI. */
    public String name() {
        return InputFile.isLocal(fs) ? path.toUri().getPath() : path.toString();
    }

    /** The last component of the path, e.g. {@code games.si4}. */
    public String fileName() {
        return path.getName();
    }

    /** The file {@code fileName} in the same directory (a companion of a database). */
    public OutputFile sibling(String fileName) {
        return new OutputFile(fs, new Path(path.getParent(), fileName));
    }

    /** A new, empty file in place of any that exists, to be written and closed by the caller. */
    public OutputStream create() throws IOException {
        if (InputFile.isLocal(fs)) {
            java.nio.file.Path file = java.nio.file.Path.of(path.toUri().getPath());
            java.nio.file.Files.createDirectories(file.getParent());
            return java.nio.file.Files.newOutputStream(file);
        }
        return fs.create(path, true);
    }

    /** Writes the file in one piece. */
    public void write(byte[] bytes) throws IOException {
        try (OutputStream out = create()) {
            out.write(bytes);
        }
    }

    @Override
    public String toString() {
        return name();
    }
}
