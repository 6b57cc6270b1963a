package org.chesslake.format.dcg;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.chesslake.testing.CorpusTest;
import org.chesslake.testing.EmptyFiles;
import org.chesslake.files.InputFile;
import org.chesslake.format.FormatOptions;
import org.chesslake.format.Formats;
import org.chesslake.format.GameDatabase;
import org.chesslake.format.GameFormat;
import org.chesslake.game.NameRecord;
import org.chesslake.game.Variant;
import org.junit.jupiter.api.Test;

@CorpusTest
class DcgDatabaseTest {

    private static Path index(String set) {
        return DcgCorpusTest.corpusSets().resolve(set).resolve(set + ".dci");
    }

    @Test
    void isRegisteredAndRecognisesIndexFilesOnly() throws IOException {
        GameFormat format = Formats.byName("dcg");
        assertTrue(format instanceof DcgFormat);
        assertEquals(Variant.CHESS, format.description().variant());
        assertTrue(format.recognizes(EmptyFiles.named("x/Games.DCI")));
        assertFalse(format.recognizes(EmptyFiles.named("x/games.dcg")));
        assertEquals(format, Formats.detect(InputFile.local(index("tiny_annotated"))).orElseThrow());
        try (GameDatabase database = format.open(InputFile.local(index("synthetic_edges")), FormatOptions.NONE)) {
            assertEquals(3, database.entryCount());
            assertEquals(index("synthetic_edges").toAbsolutePath().normalize().toString(), database.file());
        }
    }

    @Test
    void namesComeFromTheNameFilesWithGameCountsFromTheIndex() throws IOException {
        try (DcgDatabase database = DcgDatabase.open(InputFile.local(index("synthetic_edges")))) {
            // The two long player names have records but no game points at them (reference 0).
            assertEquals(List.of(
                    NameRecord.of(NameRecord.PLAYER, "A", 2),
                    NameRecord.of(NameRecord.PLAYER, "B", 2),
                    NameRecord.of(NameRecord.PLAYER, "Müller-Lüdenscheidt, Hans-Jürgen", 0),
                    NameRecord.of(NameRecord.PLAYER, "Ärger, Ölaf Üßmann-Straßenbahnf", 0),
                    NameRecord.of(NameRecord.SITE, "Synthetic", 3),
                    NameRecord.of(NameRecord.EVENT, "BER edge 127/128", 1),
                    NameRecord.of(NameRecord.EVENT, "Null move", 1),
                    NameRecord.of(NameRecord.EVENT, "Underpromotions", 1)), database.names());
        }
    }

    @Test
    void duplicateRecordsOfOneNameAreCountedTogether() throws IOException {
        try (DcgDatabase database = DcgDatabase.open(InputFile.local(index("small_lichess_study_dated")))) {
            List<NameRecord> events = database.names().stream()
                    .filter(name -> name.kind().equals(NameRecord.EVENT)).toList();
            assertEquals(34, events.size()); // 64 records, 30 of them repeat a cut name
            assertEquals(0, events.stream().mapToLong(NameRecord::games).sum()); // every event name was cut
            assertEquals(0, database.openDefault());
        }
    }
}
