package org.chesslake.testing;

import static org.junit.jupiter.api.Assertions.fail;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The shared real-data corpus: {@code $CHESSLAKE_CORPUS}, default {@code ../shared/corpus}. A corpus
 * test never skips: where the corpus is missing it fails, so CI cannot pass without running it.
 */
public final class Corpus {

    private Corpus() {
    }

    public static Path root() {
        String configured = System.getenv("CHESSLAKE_CORPUS");
        Path root = Path.of(configured == null || configured.isBlank() ? "../shared/corpus" : configured);
        if (!Files.isDirectory(root)) {
            fail("corpus not found at " + root.toAbsolutePath() + " (set CHESSLAKE_CORPUS)");
        }
        return root;
    }

    /** A path below the corpus root that must exist. */
    public static Path path(String relative) {
        Path path = root().resolve(relative);
        if (!Files.exists(path)) {
            fail("corpus file missing: " + path.toAbsolutePath());
        }
        return path;
    }
}
