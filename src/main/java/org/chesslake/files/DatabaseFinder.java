package org.chesslake.files;

import java.io.FileNotFoundException;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.chesslake.format.Formats;
import org.chesslake.format.GameFormat;

/**
 * Finds the databases an input names, on any Hadoop file system: a database file, a directory
 * (listed recursively), or a glob as Hadoop expands it ({@code *}, {@code ?}, {@code [ab]},
 * {@code {a,b}}). Names each database's source: its path below the input root without extension.
 */
public final class DatabaseFinder {

    private final List<GameFormat> candidates;
    private final Configuration conf;

    /** @param formatName the format to look for, or null for every format on the classpath */
    public DatabaseFinder(String formatName, Configuration conf) {
        this.candidates = formatName == null ? Formats.all() : List.of(Formats.byName(formatName));
        this.conf = conf;
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

    /** A database file, and the directory its source name is relative to. */
    private record Found(GameFormat format, InputFile file, Path root) {
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
            Path root = globRoot(path);
            List<Found> found = new ArrayList<>();
            for (FileStatus match : sorted(matches)) {
                if (match.isDirectory()) {
                    found.addAll(walk(fs, match.getPath(), root));
                } else {
                    recognise(InputFile.of(fs, match)).ifPresent(format -> found.add(new Found(format, InputFile.of(fs, match), root)));
                }
            }
            return found;
        }
        if (status == null) {
            throw new IllegalArgumentException(input + ": no such file or directory");
        }
        if (status.isDirectory()) {
            return walk(fs, path, path);
        }
        InputFile file = InputFile.of(fs, status);
        // a file named together with its format is opened by that format, whatever its name;
        // the format itself says what is wrong with it if it is not one of its databases
        GameFormat format = candidates.size() == 1 ? candidates.get(0) : recognise(file).orElseThrow(() ->
                new IllegalArgumentException(input + ": no format recognises this file (name a database by its index"
                        + " file, e.g. .si4, .si5, .dci, .cbi, .cbh, .cdp, a chess or xiangqi .pgn, an XQF, .cbr or .cbl file)"));
        return List.of(new Found(format, file, path.getParent()));
    }

    /**
     * Every file below {@code dir}, by listStatus with a stack of directories to visit (no recursion
     * whose depth the input controls). Not listFiles: its located statuses ask the local file system
     * for owners and permissions, a process per file without Hadoop's native library.
     */
    private List<Found> walk(FileSystem fs, Path dir, Path root) throws IOException {
        if (InputFile.isLocal(fs)) {
            return walkLocally(fs, dir, root);
        }
        List<FileStatus> files = new ArrayList<>();
        Deque<Path> pending = new ArrayDeque<>(List.of(dir));
        while (!pending.isEmpty()) {
            for (FileStatus status : fs.listStatus(pending.pop())) {
                if (status.isDirectory()) {
                    pending.push(status.getPath());
                } else {
                    files.add(status);
                }
            }
        }
        List<Found> found = new ArrayList<>();
        for (FileStatus status : sorted(files.toArray(FileStatus[]::new))) {
            InputFile file = InputFile.of(fs, status);
            recognise(file).ifPresent(format -> found.add(new Found(format, file, root)));
        }
        return found;
    }

    /** The local fast path of {@link #walk}: java.nio's tree walk, which reads each file's attributes once. */
    private List<Found> walkLocally(FileSystem fs, Path dir, Path root) throws IOException {
        List<InputFile> files = new ArrayList<>();
        java.nio.file.Files.walkFileTree(java.nio.file.Path.of(dir.toUri().getPath()), new java.nio.file.SimpleFileVisitor<>() {
            @Override
            public java.nio.file.FileVisitResult visitFile(java.nio.file.Path file,
                                                           java.nio.file.attribute.BasicFileAttributes attributes) {
                if (attributes.isRegularFile()) {
                    files.add(InputFile.listedLocally(fs, fs.makeQualified(new Path(file.toUri())), attributes.size(),
                            attributes.lastModifiedTime().toMillis()));
                }
                return java.nio.file.FileVisitResult.CONTINUE;
            }
        });
        files.sort(Comparator.comparing(InputFile::location));
        List<Found> found = new ArrayList<>();
        for (InputFile file : files) {
            recognise(file).ifPresent(format -> found.add(new Found(format, file, root)));
        }
        return found;
    }

    private static List<FileStatus> sorted(FileStatus[] statuses) {
        List<FileStatus> list = new ArrayList<>(List.of(statuses));
        list.sort(Comparator.comparing(s -> s.getPath().toString()));
        return list;
    }

    private Optional<GameFormat> recognise(InputFile file) {
        return candidates.stream().filter(f -> f.recognizes(file)).findFirst();
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
            uses.merge(withoutExtension(relative(f)), 1, Integer::sum);
        }
        List<DatabaseRef> refs = new ArrayList<>();
        for (Found f : found) {
            String relative = relative(f);
            String name = uses.get(withoutExtension(relative)) > 1 ? relative : withoutExtension(relative);
            if (sourceName != null) {
                name = found.size() == 1 ? sourceName : sourceName + "/" + name;
            }
            refs.add(new DatabaseRef(f.format().name(), f.file().location(), name));
        }
        return refs;
    }

    private static String relative(Found f) {
        String root = f.root().toUri().getPath();
        String file = new Path(f.file().location()).toUri().getPath();
        String prefix = root.endsWith("/") ? root : root + "/";
        return file.startsWith(prefix) ? file.substring(prefix.length()) : f.file().fileName();
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

    private String describeCandidates() {
        return candidates.size() == 1 ? candidates.get(0).name() : "chess";
    }
}
