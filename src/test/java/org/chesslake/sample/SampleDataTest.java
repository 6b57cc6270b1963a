package org.chesslake.sample;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** sample-data/ is exactly what the project's own writers make from its own PGN. */
class SampleDataTest {

    private static final Path SAMPLE_DATA = Path.of("sample-data");

    @Test
    void theCommittedDatabasesAreWhatTheWritersMake(@TempDir Path temp) throws IOException {
        SampleData.write(SAMPLE_DATA, temp);
        List<Path> written;
        try (Stream<Path> files = Files.list(temp)) {
            written = files.sorted().toList();
        }
        assertTrue(written.size() >= 5, "databases written: " + written);
        for (Path file : written) {
            Path committed = SAMPLE_DATA.resolve(file.getFileName());
            assertTrue(Files.exists(committed), committed + " is missing: run jobs/make-sample-data");
            assertArrayEquals(Files.readAllBytes(committed), Files.readAllBytes(file),
                    committed + " differs from what the writer makes now: run jobs/make-sample-data");
        }
    }
}
