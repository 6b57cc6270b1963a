package org.chesslake.spark;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.PathMatcher;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.chesslake.format.Formats;
import org.chesslake.format.GameFormat;

/**
 * Finds the databases an input names: a database file, a directory (searched recursively), or a
 * glob. Names each database's source: its path below the input root without extension.
 */
public final class DatabaseFinder {

    private final List<GameFormat> candidates;

    /** @param formatName the format to look for, or null for every format on the classpath */
    public DatabaseFinder(String formatName) {
        this.candidates = formatName == null ? Formats.all() : List.of(Formats.byName(formatName));
    }

    public List<DatabaseRef> find(List<String> inputs, String sourceName) {
        List<Found> found = new ArrayList<>();
        for (String input : inputs) {
            found.addAll(findOne(input));
        }
        if (found.isEmpty()) {
            throw new IllegalArgumentException("no " + describeCandidates() + " database found in " + inputs);
        }
        return name(found, sourceName);
    }

    private record Found(GameFormat format, Path file, Path root) {
    }

    private List<Found> findOne(String input) {
        String local = input.startsWith("file:") ? Path.of(java.net.URI.create(input)).toString() : input;
        int glob = firstGlobChar(local);
        if (glob >= 0) {
            return expandGlob(local, glob);
        }
        Path path = Path.of(local).toAbsolutePath().normalize();
        if (Files.isDirectory(path)) {
            return walk(path, path, file -> true);
        }
        if (!Files.exists(path)) {
            throw new IllegalArgumentException(input + ": no such file or directory");
        }
        // a file named together with its format is opened by that format, whatever its name;
        // the format itself says what is wrong with it if it is not one of its databases
        GameFormat format = candidates.size() == 1 ? candidates.get(0) : recognise(path).orElseThrow(() ->
                new IllegalArgumentException(input + ": no format recognises this file (name a database by its index"
                        + " file, e.g. .si4, .si5, .dci, .cbi, .cdp or a chess or xiangqi .pgn)"));
        return List.of(new Found(format, path, path.getParent()));
    }

    private List<Found> expandGlob(String pattern, int firstGlobChar) {
        int slash = pattern.lastIndexOf('/', firstGlobChar);
        Path base = Path.of(slash < 0 ? "." : pattern.substring(0, Math.max(slash, 1))).toAbsolutePath().normalize();
        String rest = slash < 0 ? pattern : pattern.substring(slash + 1);
        PathMatcher matcher = FileSystems.getDefault().getPathMatcher("glob:" + rest);
        if (!Files.isDirectory(base)) {
            throw new IllegalArgumentException(pattern + ": no such directory " + base);
        }
        return walk(base, base, file -> matcher.matches(base.relativize(file)));
    }

    private List<Found> walk(Path dir, Path root, java.util.function.Predicate<Path> accept) {
        try (Stream<Path> files = Files.walk(dir)) {
            List<Found> found = new ArrayList<>();
            files.filter(Files::isRegularFile).filter(accept).sorted(Comparator.naturalOrder())
                    .forEach(file -> recognise(file).ifPresent(format -> found.add(new Found(format, file, root))));
            return found;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list " + dir, e);
        }
    }

    private Optional<GameFormat> recognise(Path file) {
        return candidates.stream().filter(f -> f.recognizes(file)).findFirst();
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
            refs.add(new DatabaseRef(f.format().name(), f.file().toString(), name));
        }
        return refs;
    }

    private static String relative(Found f) {
        return f.root().relativize(f.file()).toString().replace('\\', '/');
    }

    private static String withoutExtension(String name) {
        int dot = name.lastIndexOf('.');
        return dot > name.lastIndexOf('/') + 1 ? name.substring(0, dot) : name;
    }

    private static int firstGlobChar(String path) {
        for (int i = 0; i < path.length(); i++) {
            char c = path.charAt(i);
            if (c == '*' || c == '?' || c == '[' || c == '{') {
                return i;
            }
        }
        return -1;
    }

    private String describeCandidates() {
        return candidates.size() == 1 ? candidates.get(0).name() : "chess";
    }
}
