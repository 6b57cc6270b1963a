package org.chesslake.fuzz;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.chesslake.format.Formats;
import org.chesslake.format.GameFormat;
import org.junit.jupiter.api.Test;

/**
 * The committed regression inputs of the fuzz targets: for every registered format the seeds made
 * from sample-data (or the README saying there are none), findings each with its line.
 */
class FuzzInputsTest {

    private static final String FINDING = "finding-";

    @Test
    void committedSeedsAreTheSampleDataPacked() throws IOException {
        for (GameFormat format : Formats.all().stream().filter(f -> f.description().decodesBytes()).toList()) {
            Map<String, byte[]> expected = SeedCorpus.committedSeeds(format);
            Path dir = new FuzzTarget(format).inputs();
            Set<String> committed = new TreeSet<>();
            if (Files.isDirectory(dir)) {
                try (Stream<Path> files = Files.list(dir)) {
                    committed = files.map(p -> p.getFileName().toString()).filter(SeedCorpus::isCommittedSeed)
                            .collect(Collectors.toCollection(TreeSet::new));
                }
            }
            assertEquals(expected.keySet(), committed, format.name() + ": run SeedCorpus --resources");
            for (Map.Entry<String, byte[]> seed : expected.entrySet()) {
                assertArrayEquals(seed.getValue(), Files.readAllBytes(dir.resolve(seed.getKey())), seed.getKey());
            }
        }
    }

    @Test
    void everyFindingIsListedWithWhatItCaught() throws IOException {
        Set<String> kept = new TreeSet<>();
        for (GameFormat format : Formats.all().stream().filter(f -> f.description().decodesBytes()).toList()) {
            Path dir = new FuzzTarget(format).inputs();
            if (!Files.isDirectory(dir)) {
                continue; // committedSeedsAreTheSampleDataPacked says what to do
            }
            try (Stream<Path> files = Files.list(dir)) {
                files.filter(p -> p.getFileName().toString().startsWith(FINDING))
                        .forEach(p -> kept.add(SeedCorpus.RESOURCES.relativize(p).toString()));
            }
        }
        Set<String> listed = new TreeSet<>();
        for (String line : Files.readAllLines(SeedCorpus.RESOURCES.resolve("findings.txt"))) {
            if (!line.isBlank() && !line.startsWith("#")) {
                int colon = line.indexOf(": ");
                assertEquals(true, colon > 0 && line.length() > colon + 2, "no description: " + line);
                listed.add(line.substring(0, colon));
            }
        }
        assertEquals(kept, listed);
    }
}
