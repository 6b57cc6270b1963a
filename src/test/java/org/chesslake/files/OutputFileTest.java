package org.chesslake.files;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.apache.hadoop.conf.Configuration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class OutputFileTest {

    @TempDir
    Path dir;

    @Test
    void aLocalFileIsWrittenWithItsDirectoriesAndNoChecksumFileBesideIt() throws IOException {
        OutputFile index = OutputFile.of("file:" + dir.resolve("new/dir/games.si4"), new Configuration());
        index.write(new byte[] {1, 2, 3});
        try (OutputStream out = index.sibling("games.sg4").create()) {
            out.write(new byte[] {4, 5});
        }
        assertEquals(List.of("games.sg4", "games.si4"), names(dir.resolve("new/dir")));
        assertArrayEquals(new byte[] {1, 2, 3}, Files.readAllBytes(dir.resolve("new/dir/games.si4")));
        assertArrayEquals(new byte[] {4, 5}, Files.readAllBytes(dir.resolve("new/dir/games.sg4")));
        assertEquals(dir.resolve("new/dir/games.sg4").toString(), index.sibling("games.sg4").name());
        assertEquals("games.si4", index.fileName());
    }

    @Test
    void writingReplacesALongerFile() throws IOException {
        Path file = dir.resolve("名前.cbi");
        Files.write(file, new byte[100]);
        OutputFile.local(file).write(new byte[] {7});
        assertArrayEquals(new byte[] {7}, Files.readAllBytes(file));
        assertEquals(file.toString(), OutputFile.local(file).name());
    }

    private static List<String> names(Path directory) throws IOException {
        try (Stream<Path> files = Files.list(directory)) {
            return files.map(f -> f.getFileName().toString()).sorted().toList();
        }
    }
}
