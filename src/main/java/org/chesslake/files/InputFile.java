package org.chesslake.files;

import java.io.FileNotFoundException;
import java.io.IOException;
import java.util.Locale;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.LocalFileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.fs.RawLocalFileSystem;
import org.chesslake.format.BadDatabaseException;
import org.chesslake.format.ByteSource;

/**
 * One file of any Hadoop file system (local, {@code hdfs:}, {@code s3a:}, ...), as a format sees it:
 * its name, size and modification time, its bytes as a {@link ByteSource}, and the files beside it
 * that share its base name. Local files are read through a {@code FileChannel}, others through
 * Hadoop's positional reads.
 */
public final class InputFile {

    private static final Configuration LOCAL = new Configuration();

    private final FileSystem fs;
    private final Path path;
    private final long size;
    private final long modified;

    private InputFile(FileSystem fs, FileStatus status) {
        this.fs = fs;
        this.path = status.getPath();
        this.size = status.getLen();
        this.modified = status.getModificationTime();
    }

    /** A file already listed (no further call to the file system). */
    public static InputFile of(FileSystem fs, FileStatus status) {
        return new InputFile(fs, status);
    }

    /** The file a URI or path names; a BadDatabaseException naming it if it does not exist or is a directory. */
    public static InputFile open(String location, Configuration conf) throws IOException {
        Path path = new Path(location);
        FileSystem fs = FileLayer.fileSystem(path, conf, location);
        FileStatus status;
        try {
            status = fs.getFileStatus(path);
        } catch (FileNotFoundException e) {
            throw new BadDatabaseException(location, "file not found");
        }
        if (status.isDirectory()) {
            throw new BadDatabaseException(location, "is a directory, not a database file");
        }
        return new InputFile(fs, status);
    }

    /** A file of the local disk: for writers, tests and tools that work on one machine. */
    public static InputFile local(java.nio.file.Path file) throws IOException {
        // a plain path, not toUri(): Hadoop's Path(String) would keep a URI's %-escapes (非ASCII names) literally
        return open(file.toAbsolutePath().toString(), LOCAL);
    }

    /** The file as messages show it: a local path as a plain path, others as a URI. */
    public String name() {
        return isLocal() ? path.toUri().getPath() : path.toString();
    }

    /** The fully qualified location, which {@link #open(String, Configuration)} opens again on any host. */
    public String location() {
        return path.toString();
    }

    /** The last component of the path, e.g. {@code games.si4}. */
    public String fileName() {
        return path.getName();
    }

    public long size() {
        return size;
    }

    /** Modification time in milliseconds, to tell a changed file from the one cached. */
    public long modified() {
        return modified;
    }

    /** The file's bytes for positional reads; the caller closes it. */
    public ByteSource openBytes() throws IOException {
        if (isLocal()) {
            return LocalByteSource.open(new java.io.File(path.toUri()).toPath(), name());
        }
        try {
            return new HadoopByteSource(name(), fs.open(path), size);
        } catch (FileNotFoundException e) {
            throw new BadDatabaseException(name(), "file not found");
        }
    }

    /** Up to {@code max} bytes from the start of the file. */
    public byte[] head(int max) throws IOException {
        try (ByteSource bytes = openBytes()) {
            return bytes.read(0, (int) Math.min(max, size));
        }
    }

    /**
     * The companion with {@code extension} (no dot): same base name, same directory. Databases copied
     * from DOS keep upper-case names (GAMES.SI4, GAMES.SG4), so the extension is tried in this file's
     * case first, then as given, then every name of the directory is compared ignoring case.
     * A BadDatabaseException naming this file if there is none.
     */
    public InputFile companion(String extension) throws IOException {
        String fileName = fileName();
        int dot = fileName.lastIndexOf('.');
        String base = dot < 0 ? fileName : fileName.substring(0, dot);
        boolean upperCase = dot >= 0 && dot + 1 < fileName.length() && Character.isUpperCase(fileName.charAt(dot + 1));
        String first = upperCase ? extension.toUpperCase(Locale.ROOT) : extension.toLowerCase(Locale.ROOT);
        for (String candidate : first.equals(extension) ? new String[] {first} : new String[] {first, extension}) {
            try {
                FileStatus status = fs.getFileStatus(new Path(path.getParent(), base + "." + candidate));
                if (status.isFile()) {
                    return new InputFile(fs, status);
                }
            } catch (FileNotFoundException e) {
                // try the next spelling
            }
        }
        String wanted = (base + "." + extension).toLowerCase(Locale.ROOT);
        for (FileStatus status : fs.listStatus(path.getParent())) {
            if (status.isFile() && status.getPath().getName().toLowerCase(Locale.ROOT).equals(wanted)) {
                return new InputFile(fs, status);
            }
        }
        throw new BadDatabaseException(name(), "companion file " + base + "." + extension + " not found");
    }

    private boolean isLocal() {
        return fs instanceof LocalFileSystem || fs instanceof RawLocalFileSystem;
    }

    @Override
    public String toString() {
        return name();
    }
}
