package org.chesslake.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.chesslake.docs.Docs;
import org.chesslake.ingest.Ingest;
import org.chesslake.testing.GameLines;
import org.chesslake.testing.IntegrationTest;
import org.chesslake.testing.TestSpark;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine.ParameterException;

/**
 * jobs/export as a user runs it, over the lake of sample-data/: ingest, export, ingest again gives
 * the same games and moves rows (the lakes' own tables compared); a --where that selects nothing writes an empty file or database and says 0 games;
 * a query's order is the file's; a game of the other variant is named, not written; the commands
 * the docs show after an {@code <!-- export-test} marker run and print what the docs say.
 */
@IntegrationTest
class ExportJobTest {

    @TempDir
    static Path temp;

    private static final SparkSession SPARK = TestSpark.session();
    private static Path lake;

    @BeforeAll
    static void ingestTheSamples() throws IOException {
        lake = temp.resolve("lake");
        new Ingest(SPARK, IngestJob.parse("--input", "sample-data", "--output", lake.toString(), "--tables", "games,moves")).run();
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

    /**
     * The lake's own rows where {@code where} holds: each row of its games table with its rows of the
     * moves table, read by this test from the two tables (not through the export's own selection).
     */
    private static Dataset<Row> lakeGames(String where) {
        return SPARK.sql("SELECT * FROM games LEFT JOIN (SELECT game_id, collect_list(struct(*)) AS moves FROM moves"
                + " GROUP BY game_id) USING (game_id) WHERE " + where);
    }

    @Test
    void ingestExportIngestGivesTheSameGames() throws IOException {
        Path pgn = temp.resolve("scid-games.pgn");
        String printed = export("--lake", lake.toString(), "--where", "format = 'scid'", "--format", "pgn", "--output", pgn.toString());
        assertTrue(printed.contains("exported 11 games to " + pgn), printed);

        Path again = temp.resolve("again");
        new Ingest(SPARK, IngestJob.parse("--input", pgn.toString(), "--output", again.toString(), "--tables", "games,moves")).run();
        List<String> before = GameLines.lines(lakeGames("format = 'scid'"), GameLines.PGN);
        SqlJob.register(SPARK, again.toString(), null, "chess");
        try {
            List<String> after = GameLines.lines(lakeGames("true"), GameLines.PGN);
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
        List<String> written = GameLines.lines(lakeGames("source = 'famous-games'"), GameLines.SCID);
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
    void theDocsExportCommandsRunAndPrintWhatTheDocsShow() throws IOException {
        int run = 0;
        for (Path page : Docs.pages()) {
            String[] lines = Docs.read(page).split("\n", -1);
            for (int i = 0; i < lines.length; i++) {
                if (!lines[i].startsWith("<!-- export-test")) {
                    continue;
                }
                String printed = "";
                List<String> expected = new ArrayList<>();
                for (int j = i + 2; j < lines.length && !lines[j].startsWith("```"); j++) {
                    if (lines[j].startsWith("jobs/export ")) {
                        assertShown(expected, printed, page);
                        expected.clear();
                        printed = export(asRun(shellWords(lines[j].substring("jobs/export ".length()))));
                        run++;
                    } else if (lines[j].startsWith("# ⇒ ")) {
                        expected.add(lines[j].substring("# ⇒ ".length()));
                    }
                }
                assertShown(expected, printed, page);
            }
        }
        assertTrue(run >= 3, "hardly any jobs/export command of the docs ran: " + run);
    }

    /** The docs' arguments with this test's lake and the output below its temporary directory (printed by its file name). */
    private static String[] asRun(List<String> words) {
        List<String> args = new ArrayList<>(List.of("--lake", lake.toString()));
        for (int i = 0; i < words.size(); i++) {
            args.add(words.get(i));
            if (words.get(i).equals("--output")) {
                args.add(temp.resolve(words.get(++i)).toString());
            }
        }
        return args.toArray(String[]::new);
    }

    private static void assertShown(List<String> expected, String printed, Path page) {
        for (String line : expected) {
            String asPrinted = line.replaceFirst("to (\\S+)", "to " + temp.toString().replace("\\", "\\\\") + "/$1");
            assertTrue(printed.contains(asPrinted), page + ": expected '" + line + "' in:\n" + printed);
        }
    }

    /** A command line split as a shell splits it: words, and quoted text with its quotes removed. */
    private static List<String> shellWords(String line) {
        List<String> words = new ArrayList<>();
        StringBuilder word = new StringBuilder();
        char quote = 0;
        boolean inWord = false;
        for (char c : line.toCharArray()) {
            if (quote != 0) {
                if (c == quote) {
                    quote = 0;
                } else {
                    word.append(c);
                }
            } else if (c == '"' || c == '\'') {
                quote = c;
                inWord = true;
            } else if (Character.isWhitespace(c)) {
                if (inWord) {
                    words.add(word.toString());
                    word.setLength(0);
                    inWord = false;
                }
            } else {
                word.append(c);
                inWord = true;
            }
        }
        if (inWord) {
            words.add(word.toString());
        }
        return words;
    }

    @Test
    void theCommandLineIsChecked() {
        assertThrows(ParameterException.class, () -> ExportJob.Args.parse("--format", "pgn", "--output", "x.pgn"));
        assertThrows(ParameterException.class, () -> ExportJob.Args.parse("--where", "true", "--query", "SELECT 1",
                "--format", "pgn", "--output", "x.pgn"));
        ParameterException format = assertThrows(ParameterException.class,
                () -> ExportJob.Args.parse("--where", "true", "--format", "dcg", "--output", "x"));
        assertEquals("Invalid value for option '--format': pgn or scid, not 'dcg'", format.getMessage());
        assertThrows(ParameterException.class, () -> ExportJob.Args.parse("--where", "true", "--format", "pgn"));
        UsageException noGameId = assertThrows(UsageException.class,
                () -> ExportJob.games(SPARK, null, "SELECT white FROM games"));
        assertTrue(noGameId.getMessage().contains("no game_id column"), noGameId.getMessage());
    }
}
