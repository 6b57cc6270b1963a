package org.chesslake.scan;

import java.io.FileNotFoundException;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.chesslake.files.FileLayer;
import org.chesslake.files.InputFile;
import org.chesslake.files.ListedFile;
import org.chesslake.files.Listing;
import org.chesslake.format.FormatOptions;
import org.chesslake.format.Formats;
import org.chesslake.format.GameFormat;

/**
 * Finds the databases an input names, on any Hadoop file system: a database file, a directory
 * (listed recursively), or a glob as Hadoop expands it ({@code *}, {@code ?}, {@code [ab]},
 * {@code {a,b}}). Names each database's source: its path below the input root without extension.
 */
public final class DatabaseFinder {

    /**
     * The format name of a read of every format, each database read by the format that recognises it:
     * the short name of {@code spark.read().format("chess")}.
     */
    public static final String ANY_FORMAT = "chess";

    private final List<GameFormat> candidates;
    /** Every extension a candidate format keeps companion files under. */
    private final Set<String> companionExtensions;
    private final Configuration conf;
    /** The read's options: a format may recognise its databases by them (a table's movetext column). */
    private final FormatOptions options;

    /** @param formatName the format to look for, or {@link #ANY_FORMAT} for every format on the classpath */
    public DatabaseFinder(String formatName, Configuration conf) {
        this(formatName, conf, FormatOptions.NONE);
    }

    /** A finder for a read with these options. */
    public DatabaseFinder(String formatName, Configuration conf, FormatOptions options) {
        this.candidates = formats(formatName);
        this.companionExtensions = candidates.stream().flatMap(f -> f.description().companionExtensions().stream())
                .collect(Collectors.toSet());
        this.conf = conf;
        this.options = options;
    }

    /** The formats a read of {@code formatName} looks for; an unknown name is an error. */
    public static List<GameFormat> formats(String formatName) {
        return formatName.equals(ANY_FORMAT) ? Formats.all() : List.of(Formats.byName(formatName));
    }

    public List<DatabaseRef> find(List<String> inputs, String sourceName) {
        List<Found> found = new ArrayList<>();
        for (String input : inputs) {
            try {
                found.addAll(findOne(input));
            } catch (IOException e) {
                throw new UncheckedIOException(input + ": " + e.getMessage(), e);
            }
        }
        if (found.isEmpty()) {
            throw new IllegalArgumentException("no " + describeCandidates() + " database found in " + inputs);
        }
        return name(found, sourceName);
    }

    /** A database file: its format, location, path below the input root, and what the listing saw of it. */
    private record Found(GameFormat format, String location, String relative, Listing listing) {
    }

    /** A directory entry as listed; {@code listed} is the Hadoop path a listStatus gave, null for a local entry. */
    private record Entry(String name, String decodedPath, Path listed, long size, long modified, boolean directory) {

        /** The entry's Hadoop path: a local one is made from its path, not from java.nio's toUri() (a stat call). */
        Path path() {
            return listed != null ? listed : new Path("file", null, decodedPath);
        }
    }

    private List<Found> findOne(String input) throws IOException {
        Path given = FileLayer.path(input);
        FileSystem fs = FileLayer.fileSystem(given, conf, input);
        Path path = fs.makeQualified(given);
        FileStatus status = null;
        try {
            status = fs.getFileStatus(path);
        } catch (FileNotFoundException e) {
            // not a file or directory of that name: a glob, or nothing
        }
        // a name that exists is taken as it is: real names hold glob characters ([局03]…, 1[2].pgn)
        if (status == null && hasGlob(input)) {
            FileStatus[] matches = fs.globStatus(path);
            if (matches == null || matches.length == 0) {
                throw new IllegalArgumentException(input + ": no file matches");
            }
            String root = globRoot(path).toUri().getPath();
            Map<Path, Map<String, List<ListedFile>>> listedParents = new HashMap<>();
            List<Found> found = new ArrayList<>();
            for (FileStatus match : sorted(matches)) {
                if (match.isDirectory()) {
                    found.addAll(walk(fs, match.getPath(), root));
                    continue;
                }
                InputFile file = InputFile.of(fs, match);
                Optional<GameFormat> format = recognise(file);
                if (format.isPresent()) {
                    // the directory is listed once for all its matches: companions need no call of their own
                    Map<String, List<ListedFile>> groups = listedParents.computeIfAbsent(match.getPath().getParent(),
                            parent -> groupsOf(list(fs, parent)));
                    found.add(found(format.get(), file, root, groups.get(baseKey(file.fileName()))));
                }
            }
            return found;
        }
        if (status == null) {
            throw new IllegalArgumentException(input + ": no such file or directory");
        }
        if (status.isDirectory()) {
            return walk(fs, path, path.toUri().getPath());
        }
        InputFile file = InputFile.of(fs, status);
        // a file named together with its format is opened by that format, whatever its name;
        // the format itself says what is wrong with it if it is not one of its databases
        GameFormat format = candidates.size() == 1 ? candidates.get(0) : recognise(file).orElseThrow(() ->
                new IllegalArgumentException(input + ": no format recognises this file (name a database by the file"
                        + " that opens it: " + databaseExtensions() + ")"));
        // its directory is not listed for one file: its companions are looked up when opened
        return List.of(found(format, file, path.getParent().toUri().getPath(), null));
    }

    private static Found found(GameFormat format, InputFile file, String root, List<ListedFile> group) {
        String filePath = file.path().toUri().getPath();
        String prefix = root.endsWith("/") ? root : root + "/";
        String relative = filePath.startsWith(prefix) ? filePath.substring(prefix.length()) : file.fileName();
        return new Found(format, file.location(), relative,
                new Listing(new ListedFile(file.fileName(), file.size(), file.modified()), group));
    }

    /**
     * Every database below {@code dir}: each directory listed once (a stack of directories to visit,
     * no recursion whose depth the input controls), its files recognised, and each database given
     * the files of its directory that share its base name, so that neither the planner nor the tasks
     * ask the file system for its companions.
     */
    private List<Found> walk(FileSystem fs, Path dir, String root) throws IOException {
        List<Found> found = new ArrayList<>();
        Deque<Path> pending = new ArrayDeque<>(List.of(dir));
        while (!pending.isEmpty()) {
            Path current = pending.pop();
            List<Entry> entries = list(fs, current);
            Map<String, List<ListedFile>> groups = groupsOf(entries);
            // the files no format keeps as a companion first: the databases they name claim their companions
            Map<String, Set<String>> claimed = new HashMap<>();
            List<Entry> companions = new ArrayList<>();
            for (Entry entry : entries) {
                if (entry.directory()) {
                    pending.push(entry.path());
                } else if (companionExtensions.contains(extension(entry.name()))) {
                    companions.add(entry);
                } else {
                    recognise(fs, entry, groups, root, found).ifPresent(format -> claimed.computeIfAbsent(
                            baseKey(entry.name()), k -> new HashSet<>()).addAll(format.description().companionExtensions()));
                }
            }
            for (Entry entry : companions) {
                if (!claimed.getOrDefault(baseKey(entry.name()), Set.of()).contains(extension(entry.name()))) {
                    recognise(fs, entry, groups, root, found);
                }
            }
        }
        found.sort(Comparator.comparing(Found::location));
        return found;
    }

    /** Recognises a listed file, adding it to {@code found} if it names a database. */
    private Optional<GameFormat> recognise(FileSystem fs, Entry entry, Map<String, List<ListedFile>> groups, String root,
                                           List<Found> found) {
        List<ListedFile> group = groups.get(baseKey(entry.name()));
        InputFile file = new InputFile(fs, entry.path(), entry.size(), entry.modified(), group);
        Optional<GameFormat> format = recognise(file);
        format.ifPresent(f -> found.add(found(f, file, root, group)));
        return format;
    }

    private static String extension(String fileName) {
        int dot = fileName.lastIndexOf('.');
        return dot < 0 ? "" : fileName.substring(dot + 1).toLowerCase(Locale.ROOT);
    }

    /**
     * A directory's entries. Locally through java.nio (a stat per entry; Hadoop's local file system
     * asks for owners and permissions, a process per file without its native library); symbolic
     * links are not followed. Elsewhere one listStatus call.
     */
    private static List<Entry> list(FileSystem fs, Path dir) {
        List<Entry> entries = new ArrayList<>();
        try {
            if (InputFile.isLocal(fs)) {
                java.nio.file.Path local = java.nio.file.Path.of(dir.toUri().getPath());
                try (DirectoryStream<java.nio.file.Path> children = Files.newDirectoryStream(local)) {
                    for (java.nio.file.Path child : children) {
                        BasicFileAttributes attributes;
                        try {
                            attributes = Files.readAttributes(child, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
                        } catch (NoSuchFileException e) {
                            continue; // gone since the listing
                        }
                        if (attributes.isDirectory() || attributes.isRegularFile()) {
                            entries.add(new Entry(child.getFileName().toString(), child.toString(), null, attributes.size(),
                                    attributes.lastModifiedTime().toMillis(), attributes.isDirectory()));
                        }
                    }
                }
            } else {
                for (FileStatus status : fs.listStatus(dir)) {
                    entries.add(new Entry(status.getPath().getName(), status.getPath().toUri().getPath(), status.getPath(), status.getLen(),
                            status.getModificationTime(), status.isDirectory()));
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(dir + ": " + e.getMessage(), e);
        }
        return entries;
    }

    /** The files of a directory by base name in lower case: a database's group of companions. */
    private static Map<String, List<ListedFile>> groupsOf(List<Entry> entries) {
        Map<String, List<ListedFile>> groups = new HashMap<>();
        for (Entry entry : entries) {
            if (!entry.directory()) {
                groups.computeIfAbsent(baseKey(entry.name()), k -> new ArrayList<>())
                        .add(new ListedFile(entry.name(), entry.size(), entry.modified()));
            }
        }
        return groups;
    }

    /** A file name without its last extension, in lower case: companions share it. */
    private static String baseKey(String fileName) {
        int dot = fileName.lastIndexOf('.');
        return (dot < 0 ? fileName : fileName.substring(0, dot)).toLowerCase(Locale.ROOT);
    }

    private static List<FileStatus> sorted(FileStatus[] statuses) {
        List<FileStatus> list = new ArrayList<>(List.of(statuses));
        list.sort(Comparator.comparing(s -> s.getPath().toString()));
        return list;
    }

    private Optional<GameFormat> recognise(InputFile file) {
        return candidates.stream().filter(f -> f.recognizes(file, options)).findFirst();
    }

    /** The deepest directory of a glob without glob characters: source names are relative to it. */
    private static Path globRoot(Path pattern) {
        Path root = pattern;
        while (root.getParent() != null && hasGlob(root.toUri().getPath())) {
            root = root.getParent();
        }
        return root;
    }

    /** Source names: relative path without extension; where two collide, the extension stays to tell them apart. */
    private static List<DatabaseRef> name(List<Found> found, String sourceName) {
        Map<String, Integer> uses = new HashMap<>();
        for (Found f : found) {
            uses.merge(withoutExtension(f.relative()), 1, Integer::sum);
        }
        List<DatabaseRef> refs = new ArrayList<>();
        for (Found f : found) {
            String name = uses.get(withoutExtension(f.relative())) > 1 ? f.relative() : withoutExtension(f.relative());
            if (sourceName != null) {
                name = found.size() == 1 ? sourceName : sourceName + "/" + name;
            }
            refs.add(new DatabaseRef(f.format().name(), f.location(), name, f.listing()));
        }
        return refs;
    }

    private static String withoutExtension(String name) {
        int dot = name.lastIndexOf('.');
        return dot > name.lastIndexOf('/') + 1 ? name.substring(0, dot) : name;
    }

    private static boolean hasGlob(String path) {
        for (int i = 0; i < path.length(); i++) {
            char c = path.charAt(i);
            if (c == '*' || c == '?' || c == '[' || c == '{') {
                return true;
            }
        }
        return false;
    }

    /** The extensions of the files that name a database of a candidate format: ".si4, .si5, .dci, ...". */
    private String databaseExtensions() {
        return candidates.stream().flatMap(f -> f.description().extensions().stream()).distinct().map(e -> "." + e)
                .collect(Collectors.joining(", "));
    }

    private String describeCandidates() {
        return candidates.size() == 1 ? candidates.get(0).name() : ANY_FORMAT;
    }
}
