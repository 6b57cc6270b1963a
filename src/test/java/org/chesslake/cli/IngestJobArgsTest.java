package org.chesslake.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Properties;
import java.util.Set;
import org.chesslake.ingest.IngestArgs;
import org.chesslake.lake.LakeTable;
import org.chesslake.scan.ReadMode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine.ParameterException;

/**
 * The ingest's options: defaults from conf/ingest.properties (the launcher's file as it is when the run
 * starts, else the jar's copy), overridden on the command line, checked with a clear message.
 */
class IngestJobArgsTest {

    @TempDir
    Path temp;

    @Test
    void theCommandLineOverridesTheDefaultsFile() {
        Properties defaults = new Properties();
        defaults.setProperty("lake", "/data/lake");
        defaults.setProperty("mode", "failfast");
        defaults.setProperty("tables", "games");
        defaults.setProperty("namespace", "club");
        IngestArgs args = IngestJob.parse(defaults, "--tables", "games,moves", "--input", "a.si4", "b/");
        assertEquals("/data/lake", args.output());
        assertEquals(ReadMode.FAILFAST, args.mode());
        assertEquals(Set.of(LakeTable.GAMES, LakeTable.MOVES), args.tables());
        assertEquals(List.of("a.si4", "b/"), args.inputs());
        assertEquals("club", args.namespace());
        assertEquals(Set.of(LakeTable.GAMES), IngestJob.parse(defaults).tables());
    }

    @Test
    void withNothingGivenTheSampleDataGoesIntoLake() {
        IngestArgs args = IngestJob.parse();
        assertEquals(List.of("sample-data"), args.inputs());
        assertEquals("lake", args.output());
        assertEquals(Set.of(LakeTable.GAMES, LakeTable.MOVES, LakeTable.NAMES), args.tables());
        assertEquals(ReadMode.PERMISSIVE, args.mode());
        assertEquals(null, args.catalog());
        assertEquals("chess", args.namespace());
        assertEquals(null, args.master());
        assertEquals(0, args.gamesPerPartition());
        assertEquals(false, args.full());
        assertEquals(false, args.prune());
    }

    @Test
    void everyOptionReachesTheRun() {
        IngestArgs args = IngestJob.parse("--input", "x/", "--lake", "out", "--tables", "names", "--mode", "FailFast",
                "--catalog", "prod", "--namespace", "ns", "--master", "local[3]", "--games-per-partition", "7",
                "--full", "--prune", "--source-name", "twic");
        assertEquals(new IngestArgs(List.of("x/"), "out", Set.of(LakeTable.NAMES), ReadMode.FAILFAST, "prod", "ns",
                "local[3]", 7, true, true, "twic"), args);
    }

    @Test
    void outputIsAnotherNameOfLake() {
        assertEquals("elsewhere", IngestJob.parse("--output", "elsewhere").output());
        assertEquals("elsewhere", IngestJob.parse("--lake", "elsewhere").output());
        assertTrue(assertThrows(ParameterException.class, () -> IngestJob.parse("--lake", "a", "--output", "b"))
                .getMessage().contains("--output is another name of --lake"));
    }

    @Test
    void badOptionsSayWhatIsWrong() {
        assertEquals("Invalid value for option '--tables' (TABLE): unknown table 'players' (games, moves, names)",
                assertThrows(ParameterException.class, () -> IngestJob.parse("--tables", "players")).getMessage());
        assertEquals("Invalid value for option '--mode': expected one of [PERMISSIVE, FAILFAST] (case-insensitive)"
                + " but was 'lenient'", assertThrows(ParameterException.class,
                        () -> IngestJob.parse("--mode", "lenient")).getMessage());
        assertEquals("Unknown option: '--frobnicate'",
                assertThrows(ParameterException.class, () -> IngestJob.parse("--frobnicate")).getMessage());
        assertThrows(ParameterException.class, () -> IngestJob.parse("--input"));
    }

    /** The launcher's conf/ingest.properties is read when the job starts: an edit counts without a build. */
    @Test
    void theDefaultsFileIsReadAtRunTimeAndTheJarsCopyIsTheFallback() throws IOException {
        Files.writeString(temp.resolve(IngestJob.DEFAULTS), "lake=/edited/lake\nmode=failfast\n");
        String before = System.getProperty(IngestJob.CONF_DIRECTORY);
        try {
            System.setProperty(IngestJob.CONF_DIRECTORY, temp.toString());
            IngestArgs edited = Job.parse(new IngestJob(), "--input", "x").args();
            assertEquals("/edited/lake", edited.output());
            assertEquals(ReadMode.FAILFAST, edited.mode());

            System.setProperty(IngestJob.CONF_DIRECTORY, temp.resolve("no-conf-here").toString());
            assertEquals(packaged(), IngestJob.confDefaults());
        } finally {
            if (before == null) {
                System.clearProperty(IngestJob.CONF_DIRECTORY);
            } else {
                System.setProperty(IngestJob.CONF_DIRECTORY, before);
            }
        }
        Properties project = new Properties();
        try (InputStream in = Files.newInputStream(Path.of("conf", IngestJob.DEFAULTS))) {
            project.load(in);
        }
        assertEquals(project, packaged(), "the jar carries conf/" + IngestJob.DEFAULTS);
        assertEquals("lake", project.getProperty("lake"));
    }

    private static Properties packaged() throws IOException {
        Properties packaged = new Properties();
        try (InputStream in = IngestJob.class.getResourceAsStream(IngestJob.DEFAULTS)) {
            packaged.load(in);
        }
        return packaged;
    }
}
