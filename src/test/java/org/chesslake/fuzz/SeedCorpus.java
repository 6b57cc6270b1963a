package org.chesslake.fuzz;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.chesslake.format.Formats;
import org.chesslake.format.GameFormat;

/**
 * Seed inputs for the fuzz targets: every small database of a format (a file named by one of its
 * description's extensions, with its companions) packed the way {@link DatabaseFuzzer} unpacks it.
 * The seeds committed under {@code src/test/resources} are made from the project's own
 * {@code sample-data/} ({@code SeedCorpus --resources} rewrites them for every registered format); a
 * campaign ({@code jobs/dev/fuzz}) adds the shared corpus's small databases at run time.
 *
 * <pre>
 * SeedCorpus --resources                 rewrite the committed seeds from sample-data/
 * SeedCorpus FORMAT DIR CORPUS_ROOT      write seeds from sample-data/ and CORPUS_ROOT into DIR
 * </pre>
 */
public final class SeedCorpus {

    /** Larger databases make slow inputs; the fuzzer grows small ones instead. */
    static final int MAX_SEED_BYTES = 64 * 1024;
    static final Path SAMPLE_DATA = Path.of("sample-data");
    static final Path RESOURCES = Path.of("src/test/resources/org/chesslake/fuzz");
    static final String PREFIX = "seed-";
    /** The input committed for a format that sample-data/ has no database of: a target never starts from nothing. */
    static final String NO_SAMPLE = "README";

    private SeedCorpus() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length == 1 && args[0].equals("--resources")) {
            for (GameFormat format : Formats.all().stream().filter(f -> f.description().decodesBytes()).toList()) {
                Path dir = new FuzzTarget(format).inputs();
                Files.createDirectories(dir);
                try (Stream<Path> old = Files.list(dir)) {
                    for (Path seed : old.filter(p -> isCommittedSeed(p.getFileName().toString())).toList()) {
                        Files.delete(seed);
                    }
                }
                write(committedSeeds(format), dir);
            }
        } else if (args.length == 3) {
            GameFormat format = Formats.byName(args[0]);
            Path dir = Files.createDirectories(Path.of(args[1]));
            int n = write(seeds(format, SAMPLE_DATA), dir);
            n += write(seeds(format, Path.of(args[2])), dir);
            System.out.println(n + " seeds for " + format.name() + " in " + dir);
        } else {
            System.err.println("usage: SeedCorpus --resources | SeedCorpus FORMAT DIR CORPUS_ROOT");
            System.exit(2);
        }
    }

    /** Whether a committed input is one {@code --resources} writes (not a finding). */
    static boolean isCommittedSeed(String fileName) {
        return fileName.startsWith(PREFIX) || fileName.equals(NO_SAMPLE);
    }

    /**
     * The inputs {@code --resources} commits for a format: its sample-data databases packed, or where
     * sample-data/ has none, a {@value #NO_SAMPLE} that says so (itself an input).
     */
    static Map<String, byte[]> committedSeeds(GameFormat format) throws IOException {
        Map<String, byte[]> seeds = seeds(format, SAMPLE_DATA);
        if (seeds.isEmpty()) {
            seeds.put(NO_SAMPLE, ("sample-data/ holds no " + format.name() + " database (the project writes none), so no"
                    + " seed comes from it; campaigns (jobs/dev/fuzz " + format.name() + ") seed from the shared corpus."
                    + " This file is itself a regression input.\n").getBytes(StandardCharsets.UTF_8));
        }
        return seeds;
    }

    /** A database below the root: the file that names it and its companions (null where missing), by layout. */
    private record Found(int layout, Path opener, List<Path> files, long bytes) {
    }

    /**
     * Seeds by name: every database below {@code root} whose files together are small enough; where
     * none is (real CCBridge libraries start at 155 KB), the smallest one, so that no campaign starts
     * from nothing but random bytes.
     */
    static Map<String, byte[]> seeds(GameFormat format, Path root) throws IOException {
        Map<String, byte[]> seeds = new TreeMap<>();
        if (!Files.isDirectory(root)) {
            return seeds;
        }
        List<Path> files;
        try (Stream<Path> walk = Files.walk(root)) {
            files = walk.filter(Files::isRegularFile).sorted().toList();
        }
        List<List<String>> layouts = DatabaseFuzzer.layouts(format);
        List<Found> found = new ArrayList<>();
        for (int layout = 0; layout < layouts.size(); layout++) {
            List<String> extensions = layouts.get(layout);
            for (Path opener : files) {
                String base = baseName(opener, extensions.get(0));
                if (base == null) {
                    continue;
                }
                List<Path> database = new ArrayList<>();
                long bytes = 0;
                for (String extension : extensions) {
                    Path file = companion(files, opener, base + "." + extension);
                    database.add(file);
                    bytes += file == null ? 0 : Files.size(file);
                }
                found.add(new Found(layout, opener, database, bytes));
            }
        }
        List<Found> small = found.stream().filter(f -> f.bytes() <= MAX_SEED_BYTES).toList();
        List<Found> chosen = !small.isEmpty() ? small
                : found.stream().min(Comparator.comparingLong(Found::bytes)).map(List::of).orElse(List.of());
        for (Found f : chosen) {
            List<byte[]> contents = new ArrayList<>();
            for (Path file : f.files()) {
                contents.add(file == null ? new byte[0] : Files.readAllBytes(file));
            }
            String name = PREFIX + root.relativize(f.opener()).toString().replaceAll("[^A-Za-z0-9._-]", "_");
            seeds.put(name, DatabaseFuzzer.pack(f.layout(), contents));
        }
        return seeds;
    }

    private static int write(Map<String, byte[]> seeds, Path dir) throws IOException {
        for (Map.Entry<String, byte[]> seed : seeds.entrySet()) {
            Files.write(dir.resolve(seed.getKey()), seed.getValue());
        }
        return seeds.size();
    }

    /** The file's name without {@code .extension} (any case), or null if the name does not end so. */
    private static String baseName(Path file, String extension) {
        String name = file.getFileName().toString();
        String suffix = "." + extension;
        return name.toLowerCase(Locale.ROOT).endsWith(suffix) && name.length() > suffix.length()
                ? name.substring(0, name.length() - suffix.length()) : null;
    }

    private static Path companion(List<Path> files, Path opener, String name) {
        for (Path file : files) {
            if (file.getParent().equals(opener.getParent()) && file.getFileName().toString().equalsIgnoreCase(name)) {
                return file;
            }
        }
        return null;
    }
}
