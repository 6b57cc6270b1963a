package org.chesslake.ingest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.chesslake.scan.ExportReport;
import org.chesslake.testing.GameLines;
import org.chesslake.testing.TestSpark;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * jobs/export as a user runs it, over a lake of the sample SCID and xiangqi databases: ingest,
 * export, ingest again gives the same games; a --where that selects nothing writes an empty file or
 * database and says 0 games; a query's order is the file's; a game of the other variant is named,
 * not written.
 */
class ExportJobTest {

    @TempDir
    static Path temp;

    private static final SparkSession SPARK = TestSpark.session();
    private static Path lake;

    @BeforeAll
    static void ingestTheSamples() throws IOException {
        lake = temp.resolve("lake");
        new Ingest(SPARK, IngestArgs.parse("--input", "sample-data/scid", "sample-data/xiangqi", "sample-data/famous-games.pgn",
                "--output", lake.toString(), "--tables", "games,moves")).run();
        SqlJob.register(SPARK, lake.toString(), null, "chess");
    }

    @AfterAll
    static void leaveTheLake() {
        SPARK.sql("USE spark_catalog.default");
    }

    private static String export(String... args) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ExportJob.export(SPARK, ExportJob.Args.parse(args), new PrintStream(out, true, StandardCharsets.UTF_8));
        return out.toString(StandardCharsets.UTF_8);
    }

    @Test
    void ingestExportIngestGivesTheSameGames() throws IOException {
        Path pgn = temp.resolve("scid-games.pgn");
        String printed = export("--lake", lake.toString(), "--where", "format = 'scid'", "--format", "pgn", "--output", pgn.toString());
        assertTrue(printed.contains("exported 11 games to " + pgn), printed);

        Path again = temp.resolve("again");
        new Ingest(SPARK, IngestArgs.parse("--input", pgn.toString(), "--output", again.toString(), "--tables", "games,moves")).run();
        List<String> before = GameLines.lines(ExportJob.games(SPARK, "format = 'scid'", null), GameLines.PGN);
        SqlJob.register(SPARK, again.toString(), null, "chess");
        try {
            List<String> after = GameLines.lines(ExportJob.games(SPARK, "true", null), GameLines.PGN);
            assertEquals(11, after.size());
            assertEquals(before, after);
        } finally {
            SqlJob.register(SPARK, lake.toString(), null, "chess");
        }
    }

    @Test
    void aScidExportHoldsTheChessGamesOfTheSelection() throws IOException {
        Path base = temp.resolve("famous");
        String printed = export("--where", "source = 'famous-games'", "--format", "scid", "--output", base + ".si4");
        assertTrue(printed.contains("exported 11 games to " + base + ".si4"), printed);
        for (String extension : List.of("si4", "sn4", "sg4")) {
            assertTrue(Files.size(temp.resolve("famous." + extension)) > 0, extension);
        }
        List<String> written = GameLines.lines(ExportJob.games(SPARK, "source = 'famous-games'", null), GameLines.SCID);
        assertEquals(written, GameLines.lines(SPARK.read().format("scid").option("table", "full").load(base + ".si4"), GameLines.SCID));
    }

    @Test
    void aWhereThatSelectsNothingWritesAnEmptyFileOrDatabase() throws IOException {
        Path pgn = temp.resolve("nothing.pgn");
        String printed = export("--where", "white = 'nobody at all'", "--format", "pgn", "--output", pgn.toString());
        assertTrue(printed.contains("exported 0 games to " + pgn), printed);
        assertEquals(0, Files.size(pgn));

        Path scid = temp.resolve("nothing");
        printed = export("--where", "white = 'nobody at all'", "--format", "scid", "--output", scid.toString());
        assertTrue(printed.contains("exported 0 games"), printed);
        assertEquals(0, SPARK.read().format("scid").load(scid + ".si4").count());
        try (Stream<Path> files = Files.list(temp)) {
            assertTrue(files.noneMatch(f -> f.getFileName().toString().contains(".export-")), "no temporary files are left");
        }
    }

    @Test
    void aQueryGivesTheGamesAndTheirOrder() throws IOException {
        Path query = temp.resolve("by-white.sql");
        // only game_id: the export takes the other columns from the games table, and keeps the query's order
        Files.writeString(query, "SELECT game_id FROM games WHERE source = 'famous-games' ORDER BY white DESC, game_number");
        Path pgn = temp.resolve("by-white.pgn");
        String printed = export("--query", query.toString(), "--format", "pgn", "--output", pgn.toString());
        assertTrue(printed.contains("exported 11 games"), printed);
        List<String> expected = SPARK.sql("SELECT white FROM games WHERE source = 'famous-games' ORDER BY white DESC, game_number")
                .collectAsList().stream().map(row -> row.getString(0)).toList();
        List<String> whites = SPARK.read().format("pgn").load(pgn.toString()).orderBy("game_number")
                .select("white").collectAsList().stream().map(row -> row.getString(0)).toList();
        assertEquals(expected, whites);
    }

    @Test
    void aGameOfTheOtherVariantIsNamedAndNotWritten() throws IOException {
        Path pgn = temp.resolve("both.pgn");
        String printed = export("--where", "source = 'famous-games' OR variant = 'xiangqi'", "--format", "pgn",
                "--output", pgn.toString());
        long xiangqi = SPARK.sql("SELECT count(*) FROM games WHERE variant = 'xiangqi'").first().getLong(0);
        assertTrue(xiangqi > 0);
        assertTrue(printed.contains("exported 11 games"), printed);
        assertTrue(printed.contains("skipped " + xiangqi + " games that could not be written"), printed);
        assertTrue(printed.contains(" game 1: a xiangqi game, and a PGN file holds one variant"), printed);
        List<Row> read = SPARK.read().format("pgn").load(pgn.toString()).collectAsList();
        assertEquals(11, read.size());
        assertTrue(read.stream().allMatch(row -> row.getAs("decode_error") == null));
    }

    @Test
    void theCommandLineIsChecked() {
        assertThrows(IllegalArgumentException.class, () -> ExportJob.Args.parse("--format", "pgn", "--output", "x.pgn"));
        assertThrows(IllegalArgumentException.class, () -> ExportJob.Args.parse("--where", "true", "--query", "SELECT 1",
                "--format", "pgn", "--output", "x.pgn"));
        IllegalArgumentException format = assertThrows(IllegalArgumentException.class,
                () -> ExportJob.Args.parse("--where", "true", "--format", "dcg", "--output", "x"));
        assertTrue(format.getMessage().startsWith("--format must be pgn or scid"), format.getMessage());
        IllegalArgumentException noGameId = assertThrows(IllegalArgumentException.class,
                () -> ExportJob.games(SPARK, null, "SELECT white FROM games"));
        assertTrue(noGameId.getMessage().contains("no game_id column"), noGameId.getMessage());
        assertFalse(ExportJob.USAGE.isBlank());
    }
}
