package org.chesslake.files;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.chesslake.format.ByteSource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Xiangqi collections name their files in Chinese; names with spaces and '%' occur too. */
class NonAsciiNamesTest {

    @TempDir
    Path temp;

    @Test
    void localFilesWithAnyNameOpenAndKeepTheirName() throws IOException {
        for (String name : new String[] {"中炮对列炮 黑先.pgn", "50% done.pgn", "Ärger.PGN"}) {
            Path file = Files.writeString(temp.resolve(name), "[Event \"x\"]\n");
            InputFile input = InputFile.local(file);
            assertEquals(name, input.fileName());
            assertEquals(file.toAbsolutePath().toString(), input.name());
            try (ByteSource bytes = input.openBytes()) {
                assertEquals('[', (char) bytes.read(0, 1)[0]);
            }
        }
    }
}
