package org.chesslake.files;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.apache.hadoop.conf.Configuration;
import org.chesslake.format.FormatOptions;
import org.chesslake.format.GameDatabase;
import org.chesslake.scan.DatabaseFinder;
import org.chesslake.scan.DatabaseRef;
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

    @Test
    void aDirectoryOfSuchNamesIsListedAndRead() throws IOException {
        Path dir = Files.createDirectories(temp.resolve("棋谱 50%"));
        for (String ext : new String[] {"si4", "sn4", "sg4"}) {
            Files.copy(Path.of("sample-data/scid/famous." + ext), dir.resolve("名局 50%." + ext));
        }
        List<DatabaseRef> found = new DatabaseFinder(DatabaseFinder.ANY_FORMAT, new Configuration()).find(List.of(dir.toString()), null);
        assertEquals(1, found.size());
        assertEquals("名局 50%", found.get(0).source());
        try (GameDatabase db = found.get(0).open(new Configuration(), FormatOptions.NONE)) {
            assertEquals(11, db.entryCount());
        }
    }

    @Test
    void aNameWithGlobCharactersIsTakenAsItIsWhenItExists() throws IOException {
        // XQF collections name files like "[局03]旧式双炮过河.XQF"; the ingest job reads each by its path
        Path dir = Files.createDirectories(temp.resolve("[局03] 布局"));
        Path file = Files.writeString(dir.resolve("[局03]x.pgn"), "[Game \"Chinese Chess\"]\n\n1. 炮二平五 *\n");
        DatabaseFinder finder = new DatabaseFinder("xqpgn", new Configuration());
        List<DatabaseRef> refs = finder.find(List.of(file.toString()), null);
        assertEquals(1, refs.size());
        assertEquals(1, finder.find(List.of(dir.toString()), null).size());
        // a real glob still expands
        assertEquals(1, finder.find(List.of(temp + "/*/*.pgn"), null).size());
    }
}
