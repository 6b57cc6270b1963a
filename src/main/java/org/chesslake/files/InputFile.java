package org.chesslake.files;

import java.io.FileNotFoundException;
import java.io.IOException;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.LocalFileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.fs.RawLocalFileSystem;
import org.apache.hadoop.security.AccessControlException;

/**
 * One file of any Hadoop file system (local, {@code hdfs:}, {@code s3a:}, ...), as a format sees it:
 * its name, size and modification time, its bytes as a {@link ByteSource}, and the files beside it
 * that share its base name. Local files are read through a {@code FileChannel}, others through
 * Hadoop's positional reads. A file the driver listed knows its companions from that listing and
 * asks the file system nothing before it opens them. Not thread-safe (one user at a time).
 */
public final class InputFile {

    private static final Configuration LOCAL = new Configuration();
    /**
     * What the first {@link #head} reads at least: recognition asks each file for a few bytes per
     * format (3, 16, 8 KiB), and one read of this size answers them all.
     */
    private static final int HEAD_BYTES = 8 << 10;

    private final FileSystem fs;
    /**
     * The file's Hadoop path; for a companion found in the listing, made only when asked for: a local
     * companion is opened by its directory and name (a Hadoop Path costs URI parses, per companion
     * of each of thousands of small databases).
     */
    private Path path;
    /** The directory, made once for all the companions a database opens. */
    private Path parent;
    private String fileName;
    private final long size;
    private final long modified;
    /** The listed files of the directory with this base name (this one among them), or null if not listed. */
    private final List<ListedFile> group;
    private String location;
    private byte[] head;
    /** The name messages show, when it is not this file's own (a run's copy of another file's text). */
    private String shownName;

    private InputFile(FileSystem fs, FileStatus status) {
        this(fs, status.getPath(), status.getLen(), status.getModificationTime(), null);
    }

    public InputFile(FileSystem fs, Path path, long size, long modified, List<ListedFile> group) {
        this.fs = fs;
        this.path = path;
        this.size = size;
        this.modified = modified;
        this.group = group;
    }

    /** A file of the directory {@code parent} as its listing saw it. */
    private InputFile(FileSystem fs, Path parent, String fileName, long size, long modified, List<ListedFile> group) {
        this(fs, (Path) null, size, modified, group);
        this.parent = parent;
        this.fileName = fileName;
    }

    /** A file already listed (no further call to the file system). */
    public static InputFile of(FileSystem fs, FileStatus status) {
        return new InputFile(fs, status);
    }

    /** A database file as the driver listed it (the plan carries it to the executors): no call to the file system. */
    public static InputFile listed(String location, Configuration conf, Listing listing) throws IOException {
        Path path = FileLayer.path(location);
        FileSystem fs = FileLayer.fileSystem(path, conf, location);
        return new InputFile(fs, path, listing.file().size(), listing.file().modified(), listing.group());
    }

    /** The file a URI or path names; a BadDatabaseException naming it if it does not exist or is a directory. */
    public static InputFile open(String location, Configuration conf) throws IOException {
        Path path = FileLayer.path(location);
        FileSystem fs = FileLayer.fileSystem(path, conf, location);
        if (isLocal(fs)) {
            InputFile local = localFile(fs, fs.makeQualified(path));
            if (local == null) {
                throw new BadDatabaseException(location, "file not found");
            }
            return local;
        }
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
        return shownName != null ? shownName : isLocal() ? localPath() : path().toString();
    }

    /** This file, shown in messages as {@code name}: a copy of another file's text, read in its stead. */
    public InputFile shownAs(String name) {
        InputFile shown = new InputFile(fs, path(), size, modified, group);
        shown.shownName = name;
        return shown;
    }

    /** The fully qualified location, which {@link #open(String, Configuration)} opens again on any host. */
    public String location() {
        if (location == null) {
            location = path().toString();
        }
        return location;
    }

    public Path path() {
        if (path == null) {
            path = new Path(parent, fileName);
        }
        return path;
    }

    private Path parent() {
        if (parent == null) {
            parent = path.getParent();
        }
        return parent;
    }

    /** A local file's path as the local file system names it. */
    private String localPath() {
        if (path != null) {
            return path.toUri().getPath();
        }
        String directory = parent.toUri().getPath();
        return directory.endsWith("/") ? directory + fileName : directory + "/" + fileName;
    }

    /** The last component of the path, e.g. {@code games.si4}. */
    public String fileName() {
        if (fileName == null) {
            fileName = path.getName();
        }
        return fileName;
    }

    public long size() {
        return size;
    }

    /** The configuration of the file's file system, for readers that open it through Hadoop themselves. */
    public Configuration conf() {
        return fs.getConf();
    }

    /** Modification time in milliseconds, to tell a changed file from the one cached. */
    public long modified() {
        return modified;
    }

    /** The file's bytes for positional reads; the caller closes it. */
    public ByteSource openBytes() throws IOException {
        if (isLocal()) {
            return LocalByteSource.open(java.nio.file.Path.of(localPath()), name());
        }
        try {
            return new HadoopByteSource(name(), fs.open(path()), size);
        } catch (FileNotFoundException e) {
            throw new BadDatabaseException(name(), "file not found");
        } catch (AccessControlException e) {
            // the file system's first line says who was denied what ("Permission denied: user=..., access=READ, ...")
            throw new BadDatabaseException(name(), "cannot be read: " + String.valueOf(e.getMessage()).lines().findFirst().orElse("permission denied"));
        }
    }

    /** Up to {@code max} bytes from the start of the file (read once for all the formats that ask). */
    public byte[] head(int max) throws IOException {
        int wanted = (int) Math.min(max, size);
        if (head == null || head.length < wanted) {
            try (ByteSource bytes = openBytes()) {
                head = bytes.read(0, (int) Math.min(Math.max(wanted, HEAD_BYTES), size));
            }
        }
        return Arrays.copyOf(head, wanted);
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
        String[] spellings = first.equals(extension) ? new String[] {first} : new String[] {first, extension};
        InputFile listed = listedCompanion(base, spellings, extension);
        if (listed != null) {
            return listed;
        }
        // not listed (a file named alone), or not in the listing: the file system says what is there instead
        for (String candidate : spellings) {
            if (isLocal(fs)) {
                InputFile local = localFile(fs, new Path(parent(), base + "." + candidate));
                if (local != null) {
                    return local;
                }
                continue;
            }
            try {
                FileStatus status = fs.getFileStatus(new Path(parent(), base + "." + candidate));
                if (status.isFile()) {
                    return new InputFile(fs, status);
                }
            } catch (FileNotFoundException e) {
                // try the next spelling
            }
        }
        String wanted = (base + "." + extension).toLowerCase(Locale.ROOT);
        for (FileStatus status : fs.listStatus(parent())) {
            if (status.isFile() && status.getPath().getName().toLowerCase(Locale.ROOT).equals(wanted)) {
                return new InputFile(fs, status);
            }
        }
        throw new BadDatabaseException(name(), "companion file " + base + "." + extension + " not found");
    }

    /** The companion as the driver's listing saw it, in the order {@link #companion} tries names; null if not there. */
    private InputFile listedCompanion(String base, String[] spellings, String extension) {
        if (group == null) {
            return null;
        }
        for (String candidate : spellings) {
            String wanted = base + "." + candidate;
            for (ListedFile file : group) {
                if (file.name().equals(wanted)) {
                    return sibling(file);
                }
            }
        }
        String wanted = base + "." + extension;
        for (ListedFile file : group) {
            if (file.name().equalsIgnoreCase(wanted)) {
                return sibling(file);
            }
        }
        return null;
    }

    private InputFile sibling(ListedFile file) {
        return new InputFile(fs, parent(), file.name(), file.size(), file.modified(), group);
    }

    private boolean isLocal() {
        return isLocal(fs);
    }

    public static boolean isLocal(FileSystem fs) {
        return fs instanceof LocalFileSystem || fs instanceof RawLocalFileSystem;
    }

    /**
     * The local fast path for a file's status: one stat call through java.nio (Hadoop's local file
     * system takes several times as long, which counts over thousands of small databases).
     * Null when there is no such file; a BadDatabaseException for a directory.
     */
    private static InputFile localFile(FileSystem fs, Path qualified) throws IOException {
        java.nio.file.Path file = java.nio.file.Path.of(qualified.toUri().getPath());
        java.nio.file.attribute.BasicFileAttributes attributes;
        try {
            attributes = java.nio.file.Files.readAttributes(file, java.nio.file.attribute.BasicFileAttributes.class);
        } catch (java.nio.file.NoSuchFileException e) {
            return null;
        }
        if (attributes.isDirectory()) {
            throw new BadDatabaseException(file.toString(), "is a directory, not a database file");
        }
        return new InputFile(fs, qualified, attributes.size(), attributes.lastModifiedTime().toMillis(), null);
    }

    @Override
    public String toString() {
        return name();
    }
}
