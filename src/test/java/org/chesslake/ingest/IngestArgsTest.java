package org.chesslake.ingest;

import org.chesslake.lake.LakeTable;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Properties;
import java.util.Set;
import org.chesslake.scan.ReadMode;
import org.junit.jupiter.api.Test;

/** The job's options: defaults from conf/ingest.properties, overridden on the command line, checked with a clear message. */
class IngestArgsTest {

    @Test
    void theCommandLineOverridesTheDefaultsFile() {
        Properties defaults = new Properties();
        defaults.setProperty("output", "/data/lake");
        defaults.setProperty("mode", "failfast");
        defaults.setProperty("tables", "games");
        IngestArgs args = IngestArgs.parse(defaults, "--tables", "games,moves", "--input", "a.si4", "b/");
        assertEquals("/data/lake", args.output());
        assertEquals(ReadMode.FAILFAST, args.mode());
        assertEquals(Set.of(LakeTable.GAMES, LakeTable.MOVES), args.tables());
        assertEquals(List.of("a.si4", "b/"), args.inputs());
    }

    @Test
    void withNothingGivenTheSampleDataGoesIntoLake() {
        IngestArgs args = IngestArgs.parse();
        assertEquals(List.of("sample-data"), args.inputs());
        assertEquals("lake", args.output());
        assertEquals(Set.of(LakeTable.GAMES, LakeTable.MOVES, LakeTable.NAMES), args.tables());
        assertEquals(ReadMode.PERMISSIVE, args.mode());
        assertEquals(null, args.catalog());
    }

    @Test
    void badOptionsSayWhatIsWrong() {
        assertTrue(assertThrows(IllegalArgumentException.class, () -> IngestArgs.parse("--tables", "players"))
                .getMessage().contains("--tables: unknown table 'players' (games, moves, names)"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> IngestArgs.parse("--mode", "lenient"))
                .getMessage().contains("--mode must be permissive or failfast"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> IngestArgs.parse("--frobnicate"))
                .getMessage().contains("unknown argument '--frobnicate'"));
    }
}
