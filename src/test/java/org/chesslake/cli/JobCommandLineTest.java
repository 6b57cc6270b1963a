package org.chesslake.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static java.nio.charset.StandardCharsets.UTF_8;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import javax.xml.parsers.DocumentBuilderFactory;
import org.apache.spark.sql.SparkSession;
import org.chesslake.lake.IcebergLake;
import org.chesslake.lake.LakeTable;
import org.chesslake.lake.PositionIndex;
import org.chesslake.lake.TreeFilter;
import org.chesslake.lake.TreeMove;
import org.chesslake.lake.RunLease;
import org.chesslake.testing.IntegrationTest;
import org.chesslake.testing.JobRun;
import org.chesslake.testing.TestSpark;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Element;

/**
 * Every job's command line as a user meets it, run in-process through {@link Job#execute} (what each
 * {@code main} calls, returning the exit status): {@code --help} and {@code --version} print on stdout
 * and end with 0, a wrong option prints the message and the usage on stderr and ends with 2, and each
 * exit status of {@link ExitCode} comes out of the jobs where the docs say it does.
 */
class JobCommandLineTest {

    /** Every job, made afresh for each run (a job is parsed once). */
    private static final List<Supplier<Job>> JOBS = List.of(IngestJob::new, SqlJob::new, ExportJob::new, MaintainJob::new,
            ExploreJob::new);

    @TempDir
    static Path temp;

    private static Path lake;


    private static JobRun run(Job job, String... argv) {
        return JobRun.of(job, argv);
    }

    private static String name(Job job) {
        return job.getClass().getAnnotation(picocli.CommandLine.Command.class).name();
    }

    @Test
    void everyJobAnswersHelpOnStdout() {
        for (Supplier<Job> job : JOBS) {
            for (String help : List.of("--help", "-h")) {
                JobRun run = run(job.get(), help);
                String name = name(job.get());
                assertEquals(0, run.status(), name + " " + help + ": " + run.err());
                assertEquals("", run.err(), name);
                assertTrue(run.out().startsWith("Usage: " + name + " [-hV] "), run.out());
                assertEquals(run.out(), Job.usage(job.get()));
                for (ExitCode code : ExitCode.values()) {
                    assertTrue(run.outLines().stream().anyMatch(line -> line.matches("  " + code.status() + " +\\S.*")),
                            name + " lists exit status " + code.status() + ":\n" + run.out());
                }
            }
        }
    }

    @Test
    void everyJobAnswersVersionWithTheBuildsVersion() throws Exception {
        Element project = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(Path.of("pom.xml").toFile())
                .getDocumentElement();
        String version = project.getElementsByTagName("version").item(0).getTextContent().trim();
        String spark = project.getElementsByTagName("spark.version").item(0).getTextContent().trim();
        for (Supplier<Job> job : JOBS) {
            for (String option : List.of("--version", "-V")) {
                JobRun run = run(job.get(), option);
                assertEquals(0, run.status(), run.err());
                assertEquals("", run.err());
                assertEquals("chesslake " + version, run.outLines().get(0));
                assertTrue(run.outLines().get(1).startsWith("built with Spark " + spark + " "), run.out());
            }
        }
    }

    @Test
    void anUnknownOptionEndsWith2AndTheUsageOnStderr() {
        // each job with what it needs beside, so that the option is all that is wrong
        Map<Supplier<Job>, List<String>> needed = Map.of(JOBS.get(0), List.of(), JOBS.get(1), List.of("SELECT 1"),
                JOBS.get(2), List.of("--where", "true", "--format", "pgn", "--output", "x.pgn"), JOBS.get(3), List.of(),
                JOBS.get(4), List.of("--fen", "8/8/8/8/8/8/8/K6k w - - 0 1"));
        for (Supplier<Job> job : JOBS) {
            List<String> argv = new ArrayList<>(List.of("--frobnicate"));
            argv.addAll(needed.get(job));
            JobRun run = run(job.get(), argv.toArray(String[]::new));
            assertEquals(2, run.status(), name(job.get()));
            assertEquals("", run.out(), "nothing on stdout, nothing run");
            assertTrue(run.err().startsWith("Unknown option: '--frobnicate'\n"), run.err());
            assertTrue(run.err().contains("Usage: " + name(job.get()) + " [-hV] "), run.err());
        }
    }

    @Test
    void aBadValueOrAMissingArgumentIsAUsageErrorToo() {
        assertEquals(2, run(new SqlJob()).status(), "no query");
        assertEquals(2, run(new SqlJob(), "--max-rows", "many", "SELECT 1").status());
        assertEquals(2, run(new ExportJob(), "--where", "true", "--format", "pgn").status(), "no --output");
        assertEquals(2, run(new MaintainJob(), "--retain-last", "0").status());
        assertEquals(2, run(new ExploreJob()).status(), "no --fen");
        assertEquals(2, run(new ExploreJob(), "--fen", "x", "--min-elo", "many").status());
        JobRun badDate = run(new ExploreJob(), "--fen", "x", "--since", "1999-13-01");
        assertEquals(2, badDate.status());
        assertTrue(badDate.err().contains("'1999-13-01' is not YYYY or YYYY-MM-DD"), badDate.err());
        JobRun emptyRange = run(new ExploreJob(), "--fen", "x", "--min-elo", "2600", "--max-elo", "2500");
        assertEquals(2, emptyRange.status());
        assertTrue(emptyRange.err().startsWith("--min-elo 2600 is above --max-elo 2500\n"), emptyRange.err());
        JobRun serveAndFen = run(new ExploreJob(), "--serve", "--fen", "x", "--min-elo", "2500");
        assertEquals(2, serveAndFen.status());
        assertTrue(serveAndFen.err().startsWith("--serve takes the position and the filters from the page's address,"
                + " not --fen, --min-elo\n"), serveAndFen.err());
        JobRun noPort = run(new ExploreJob(), "--serve", "--port", "65536");
        assertEquals(2, noPort.status());
        assertTrue(noPort.err().startsWith("--port 65536 is not a port (0 to 65535)\n"), noPort.err());
        assertEquals(2, run(new ExploreJob(), "--serve", "--port", "many").status());
        JobRun noSuchHost = run(new ExploreJob(), "--serve", "--bind", "no-such-host.invalid");
        assertEquals(2, noSuchHost.status());
        assertTrue(noSuchHost.err().startsWith("--bind no-such-host.invalid: no such address or host name\n"),
                noSuchHost.err());
        JobRun portWithoutServe = run(new ExploreJob(), "--fen", "x", "--port", "8000");
        assertEquals(2, portWithoutServe.status());
        assertTrue(portWithoutServe.err().startsWith("--port without --serve\n"), portWithoutServe.err());
        JobRun twoLakes = run(new IngestJob(), "--lake", "a", "--output", "b");
        assertEquals(2, twoLakes.status());
        assertTrue(twoLakes.err().startsWith("--output is another name of --lake: give one of them\nUsage: "),
                twoLakes.err());
    }

    /** -h is jobs/sql's help, not a query. */
    @Test
    void dashHIsNeverAQuery() {
        JobRun run = run(new SqlJob(), "-h");
        assertEquals(0, run.status());
        assertTrue(run.out().startsWith("Usage: jobs/sql "), run.out());
    }

    /** Where there is no lake, the jobs on a lake say so and end with 2, having changed nothing. */
    @Test
    void noLakeWhereTheCommandLinePointsIsAUsageError() {
        TestSpark.session(); // the jobs run in the tests' session
        String nowhere = temp.resolve("nowhere").toString();
        String expected = nowhere + ": no lake here (none of the Iceberg tables games, moves, names)\n";
        JobRun sql = run(new SqlJob(), "--lake", nowhere, "SELECT 1");
        assertEquals(new JobRun(2, "", expected), sql);
        JobRun export = run(new ExportJob(), "--lake", nowhere, "--where", "true", "--format", "pgn", "--output",
                temp.resolve("x.pgn").toString());
        assertEquals(new JobRun(2, "", expected), export);
        assertTrue(Files.notExists(temp.resolve("x.pgn")));
        assertEquals(new JobRun(2, "", expected), run(new MaintainJob(), "--lake", nowhere));
        assertEquals(new JobRun(2, "", expected), run(new ExploreJob(), "--lake", nowhere, "--fen", org.chesslake.chess.Board.STANDARD_FEN));
        assertEquals(new JobRun(2, "", expected), run(new ExploreJob(), "--lake", nowhere, "--serve", "--port", "0"));
    }

    // The exit statuses of real runs: each needs a lake an ingest wrote.

    /** The lake of one ingest of sample-data/famous-games.pgn (11 games), made on first use. */
    private static synchronized Path lake() throws IOException {
        if (lake == null) {
            Path input = Files.createDirectories(temp.resolve("in"));
            Files.copy(Path.of("sample-data/famous-games.pgn"), input.resolve("famous-games.pgn"));
            lake = temp.resolve("lake");
            JobRun ingest = run(new IngestJob(), "--input", input.toString(), "--lake", lake.toString());
            assertEquals(0, ingest.status(), ingest.err());
            assertTrue(ingest.out().contains("famous-games"), ingest.out());
        }
        return lake;
    }

    @AfterAll
    static void leaveTheLake() {
        if (lake != null) {
            TestSpark.session().sql("USE spark_catalog.default");
        }
    }

    @IntegrationTest
    @Test
    void theIngestEndsWith0Or1Or3() throws Exception {
        Path lake = lake(); // 0, checked there
        // another run, which started first, is writing the same source: 3, nothing published
        Path input = temp.resolve("in").resolve("famous-games.pgn");
        SparkSession spark = TestSpark.session();
        try (RunLease other = RunLease.acquire(new org.apache.hadoop.fs.Path(lake.toString()),
                spark.sparkContext().hadoopConfiguration(), "other", Duration.ofMinutes(1))) {
            other.claim(Set.of("famous-games"));
            JobRun busy = run(new IngestJob(), "--input", input.toString(), "--lake", lake.toString(), "--full");
            assertEquals(3, busy.status(), busy.err());
            assertTrue(busy.err().contains("source famous-games is being written by run other"), busy.err());
            assertEquals("", busy.out());
        }
        // failfast on a game that does not decode: 1, with the error
        Path bad = Files.createDirectories(temp.resolve("bad"));
        Files.writeString(bad.resolve("bad.pgn"), "[Event \"bad\"]\n[Result \"*\"]\n\n1. e5 *\n");
        JobRun failed = run(new IngestJob(), "--input", bad.toString(), "--lake", temp.resolve("bad-lake").toString(),
                "--mode", "failfast");
        assertEquals(1, failed.status(), failed.err());
        assertTrue(failed.err().contains("bad.pgn"), failed.err());
    }

    @IntegrationTest
    @Test
    void sqlEndsWith0Or1Or2() throws Exception {
        String lake = lake().toString();
        JobRun count = run(new SqlJob(), "--lake", lake, "--format", "csv", "SELECT count(*) AS games FROM games");
        assertEquals(new JobRun(0, "games\n11\n", ""), count);
        JobRun typo = run(new SqlJob(), "--lake", lake, "SELECT count(*) FROM gamez");
        assertEquals(2, typo.status(), typo.err());
        assertTrue(typo.err().contains("gamez"), typo.err());
        JobRun fails = run(new SqlJob(), "--lake", lake, "SELECT raise_error('stop here') FROM games");
        assertEquals(1, fails.status(), fails.err());
        assertTrue(fails.err().contains("stop here"), fails.err());
    }

    @IntegrationTest
    @Test
    void exportEndsWith0Or1Or2() throws Exception {
        String lake = lake().toString();
        Path pgn = temp.resolve("all.pgn");
        JobRun all = run(new ExportJob(), "--lake", lake, "--where", "true", "--format", "pgn", "--output", pgn.toString());
        assertEquals(0, all.status(), all.err());
        assertTrue(all.out().contains("exported 11 games to " + pgn), all.out());
        JobRun noGameId = run(new ExportJob(), "--lake", lake, "--query", "SELECT white FROM games", "--format", "pgn",
                "--output", temp.resolve("none.pgn").toString());
        assertEquals(2, noGameId.status(), noGameId.err());
        assertTrue(noGameId.err().startsWith("the query's rows have no game_id column"), noGameId.err());
        Path notADirectory = Files.writeString(temp.resolve("a-file"), "");
        JobRun unwritable = run(new ExportJob(), "--lake", lake, "--where", "true", "--format", "pgn", "--output",
                notADirectory.resolve("x.pgn").toString());
        assertEquals(1, unwritable.status(), unwritable.err());
    }

    @IntegrationTest
    @Test
    void maintainEndsWith0Or1Or3() throws Exception {
        Path lake = lake();
        // a killed run's publish waits for the next ingest: 3, nothing changed
        Files.writeString(lake.resolve(IcebergLake.MARKER), "ingest_killed");
        try {
            JobRun busy = run(new MaintainJob(), "--lake", lake.toString());
            assertEquals(3, busy.status(), busy.err());
            assertTrue(busy.err().contains("maintenance changed nothing"), busy.err());
        } finally {
            Files.delete(lake.resolve(IcebergLake.MARKER));
        }
        JobRun done = run(new MaintainJob(), "--lake", lake.toString());
        assertEquals(0, done.status(), done.err());
        assertEquals(LakeTable.values().length, done.outLines().size(), "a line per table: " + done.out());
        // a table whose metadata cannot be read: 1
        Path broken = temp.resolve("broken");
        copy(lake, broken);
        Path metadata = broken.resolve("games/metadata");
        String current = Files.readString(metadata.resolve("version-hint.text")).trim();
        Files.writeString(metadata.resolve("v" + current + ".metadata.json"), "{");
        JobRun failed = run(new MaintainJob(), "--lake", broken.toString());
        assertEquals(1, failed.status(), failed.err());
    }

    /**
     * jobs/explore --serve prints the page's URL, on loopback, and serves the lake's trees there until it
     * is stopped (here: its thread interrupted), then ends with 0; a port taken is a usage error.
     */
    @IntegrationTest
    @Test
    void exploreServesThePageUntilStopped() throws Exception {
        String lake = lake().toString();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int[] status = {-1};
        Thread serving = new Thread(() -> status[0] = Job.execute(new ExploreJob(), new PrintStream(out, true, UTF_8),
                new PrintStream(err, true, UTF_8), "--lake", lake, "--serve", "--port", "0"));
        serving.start();
        try {
            long deadline = System.nanoTime() + Duration.ofSeconds(60).toNanos();
            while (!out.toString(UTF_8).contains("\n") && serving.isAlive() && System.nanoTime() < deadline) {
                Thread.sleep(50);
            }
            Matcher url = Pattern.compile("chesslake explorer at (http://127\\.0\\.0\\.1:(\\d+)/) \\(Ctrl-C stops it\\)\n")
                    .matcher(out.toString(UTF_8));
            assertTrue(url.matches(), out.toString(UTF_8) + err.toString(UTF_8));
            HttpResponse<String> page = HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(url.group(1)))
                    .build(), HttpResponse.BodyHandlers.ofString(UTF_8));
            assertEquals(200, page.statusCode(), page.body());
            long games = PositionIndex.open(lake, null, null, Map.of())
                    .tree(org.chesslake.chess.Board.STANDARD_FEN, TreeFilter.NONE).moves().stream()
                    .mapToLong(TreeMove::games).sum();
            assertTrue(games > 0 && page.body().contains("<td id=\"total-games\">" + games + "</td>"), page.body());
            JobRun taken = run(new ExploreJob(), "--lake", lake, "--serve", "--port", url.group(2));
            assertEquals(2, taken.status(), taken.err());
            assertTrue(taken.err().startsWith("--bind 127.0.0.1 --port " + url.group(2) + ": cannot listen there"),
                    taken.err());
        } finally {
            serving.interrupt();
            serving.join(Duration.ofSeconds(30).toMillis());
        }
        assertEquals(0, status[0], err.toString(UTF_8));
    }

    private static void copy(Path from, Path to) throws IOException {
        try (Stream<Path> files = Files.walk(from)) {
            for (Path file : files.toList()) {
                Path target = to.resolve(from.relativize(file).toString());
                if (Files.isDirectory(file)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(file, target);
                }
            }
        }
    }
}
