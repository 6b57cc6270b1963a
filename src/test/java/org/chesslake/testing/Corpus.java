package org.chesslake.testing;

import static org.junit.jupiter.api.Assertions.fail;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Assumptions;

/**
 * The shared real-data corpus: {@code $CHESSLAKE_CORPUS}, default {@code ../shared/corpus}.
 *
 * <p>Where the corpus is missing, a corpus test is skipped (a fresh clone of the project alone still
 * passes its self-contained tests) and {@link CorpusSkipReport} counts it at the end of the run. With
 * {@code CHESSLAKE_REQUIRE_CORPUS=true} (as {@code .ci/run} sets it) a missing corpus fails instead,
 * so CI cannot pass without running every corpus test.
 *
 * <p>Corpus tests are integration tests ({@link CorpusTest}): in the fast suite (surefire sets
 * {@value #SUITE_PROPERTY} to {@code fast}) reaching the corpus is a failure, whether or not it is there.
 */
public final class Corpus {

    /** How a skipped corpus test's reason starts; the skip report counts reasons by it. */
    static final String SKIP_REASON = "corpus not found";

    /** {@code fast} in surefire's run of the fast suite (the pom sets it); unset under failsafe and in an IDE. */
    static final String SUITE_PROPERTY = "chesslake.test.suite";

    private Corpus() {
    }

    public static Path root() {
        if ("fast".equals(System.getProperty(SUITE_PROPERTY))) {
            fail("this test reads the corpus but runs in the fast suite: mark it @CorpusTest");
        }
        String configured = System.getenv("CHESSLAKE_CORPUS");
        Path root = Path.of(configured == null || configured.isBlank() ? "../shared/corpus" : configured);
        if (!Files.isDirectory(root)) {
            String reason = SKIP_REASON + " at " + root.toAbsolutePath() + " (set CHESSLAKE_CORPUS)";
            if (required()) {
                fail(reason + "; CHESSLAKE_REQUIRE_CORPUS is set");
            }
            Assumptions.abort(reason);
        }
        return root;
    }

    /** A path below the corpus root that must exist (missing in a present corpus is a failure, never a skip). */
    public static Path path(String relative) {
        Path path = root().resolve(relative);
        if (!Files.exists(path)) {
            fail("corpus file missing: " + path.toAbsolutePath());
        }
        return path;
    }

    static boolean required() {
        return Boolean.parseBoolean(System.getenv("CHESSLAKE_REQUIRE_CORPUS"));
    }
}
