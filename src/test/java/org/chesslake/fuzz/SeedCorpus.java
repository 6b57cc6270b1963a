package org.chesslake.fuzz;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * Seed inputs for the fuzz targets: every small database of a format packed the way
 * {@link DatabaseFuzzer} unpacks it. The seeds committed under {@code src/test/resources} are made
 * from the project's own {@code sample-data/} ({@code SeedCorpus --resources} rewrites them); a
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

    private SeedCorpus() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length == 1 && args[0].equals("--resources")) {
            for (FuzzedFormat format : FuzzedFormat.values()) {
                Path dir = inputsDirectory(format);
                Files.createDirectories(dir);
                try (Stream<Path> old = Files.list(dir)) {
                    for (Path seed : old.filter(p -> p.getFileName().toString().startsWith(PREFIX)).toList()) {
                        Files.delete(seed);
                    }
                }
                write(seeds(format, SAMPLE_DATA.resolve(format.seedDir())), dir);
            }
        } else if (args.length == 3) {
            FuzzedFormat format = FuzzedFormat.byName(args[0]);
            Path dir = Files.createDirectories(Path.of(args[1]));
            int n = write(seeds(format, SAMPLE_DATA.resolve(format.seedDir())), dir);
            n += write(seeds(format, Path.of(args[2]).resolve(format.seedDir())), dir);
            System.out.println(n + " seeds for " + format.format() + " in " + dir);
        } else {
            System.err.println("usage: SeedCorpus --resources | SeedCorpus FORMAT DIR CORPUS_ROOT");
            System.exit(2);
        }
    }

    /** Where Jazzer looks for the regression inputs of {@code format}'s target. */
    static Path inputsDirectory(FuzzedFormat format) {
        return RESOURCES.resolve(format.target().getSimpleName() + "Inputs").resolve(format.format());
    }

    /**
     * Seeds by name: every database below {@code root} whose files together are small enough; where
     * none is (real CCBridge libraries start at 155 KB), the smallest one, so that no campaign starts
     * from nothing but random bytes.
     */
    static Map<String, byte[]> seeds(FuzzedFormat format, Path root) throws IOException {
        Map<String, byte[]> seeds = new TreeMap<>();
        String smallestName = null;
        byte[] smallest = null;
        if (!Files.isDirectory(root)) {
            return seeds;
        }
        List<Path> files;
        try (Stream<Path> walk = Files.walk(root)) {
            files = walk.filter(Files::isRegularFile).sorted().toList();
        }
        for (int layout = 0; layout < format.layouts().size(); layout++) {
            List<String> extensions = format.layouts().get(layout);
            for (Path opener : files) {
                if (!extension(opener).equals(extensions.get(0))) {
                    continue;
                }
                List<byte[]> contents = new ArrayList<>();
                long total = 0;
                for (String extension : extensions) {
                    Path companion = companion(files, opener, extension);
                    byte[] bytes = companion == null ? new byte[0] : Files.readAllBytes(companion);
                    contents.add(bytes);
                    total += bytes.length;
                }
                String name = PREFIX + root.relativize(opener).toString().replaceAll("[^A-Za-z0-9._-]", "_");
                byte[] packed = DatabaseFuzzer.pack(layout, contents);
                if (total <= MAX_SEED_BYTES) {
                    seeds.put(name, packed);
                } else if (smallest == null || packed.length < smallest.length) {
                    smallestName = name;
                    smallest = packed;
                }
            }
        }
        if (seeds.isEmpty() && smallest != null) {
            seeds.put(smallestName, smallest);
        }
        return seeds;
    }

    private static int write(Map<String, byte[]> seeds, Path dir) throws IOException {
        for (Map.Entry<String, byte[]> seed : seeds.entrySet()) {
            Files.write(dir.resolve(seed.getKey()), seed.getValue());
        }
        return seeds.size();
    }

    private static String extension(Path file) {
        String name = file.getFileName().toString();
        int dot = name.lastIndexOf('.');
        return dot < 0 ? "" : name.substring(dot + 1).toLowerCase(Locale.ROOT);
    }

    private static Path companion(List<Path> files, Path opener, String extension) {
        String name = opener.getFileName().toString();
        String base = name.substring(0, name.lastIndexOf('.'));
        for (Path file : files) {
            String other = file.getFileName().toString();
            if (file.getParent().equals(opener.getParent()) && other.equalsIgnoreCase(base + "." + extension)) {
                return file;
            }
        }
        return null;
    }
}
