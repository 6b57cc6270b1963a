package org.chesslake.sample;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
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
        List<Path> written = files(temp);
        assertEquals(List.of("cbf", "chessassistant", "dcg", "scid", "xiangqi"),
                written.stream().map(p -> p.getName(0).toString()).distinct().toList());
        for (Path file : written) {
            Path committed = SAMPLE_DATA.resolve(file);
            assertTrue(Files.exists(committed), committed + " is missing: run jobs/dev/make-sample-data");
            assertArrayEquals(Files.readAllBytes(committed), Files.readAllBytes(temp.resolve(file)),
                    committed + " differs from what the writers make now: run jobs/dev/make-sample-data");
        }
    }

    private static List<Path> files(Path root) throws IOException {
        try (Stream<Path> files = Files.walk(root)) {
            return files.filter(Files::isRegularFile).map(root::relativize).sorted().toList();
        }
    }
}
