package org.chesslake.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.apache.spark.sql.SparkSession;
import org.chesslake.chess.Board;
import org.chesslake.explore.Position;
import org.chesslake.explore.PositionTopGame;
import org.chesslake.explore.web.ExplorerLake;
import org.chesslake.explore.web.ExplorerServer;
import org.chesslake.ingest.Ingest;
import org.chesslake.lake.PositionIndex;
import org.chesslake.lake.Tree;
import org.chesslake.lake.TreeFilter;
import org.chesslake.lake.TreeMove;
import org.chesslake.testing.Corpus;
import org.chesslake.testing.CorpusTest;
import org.chesslake.testing.ExternalSystemTest;
import org.chesslake.testing.HeadlessChromium;
import org.chesslake.testing.IntegrationTest;
import org.chesslake.testing.JobRun;
import org.chesslake.testing.TestSpark;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The explorer page in a real browser (headless Chromium over the DevTools protocol) on a lake of
 * TWIC games, served as {@code jobs/explore --serve} serves it ({@link LakeExplorer}): from the start
 * position it clicks 1.e4, 1...c5 and 2.Nf3, fills in the minimum Elo and applies the filter, and
 * each tree the browser shows is the one {@code jobs/explore --format json} prints for that position
 * and filter; a top game's link shows its PGN. The page's screenshot is kept in
 * {@code target/explorer-browser/}, and each page's time (the tree's, and the browser's from request
 * to last byte) is printed.
 */
@CorpusTest
@IntegrationTest
@ExternalSystemTest
class ExplorerBrowserTest {

    private static final SparkSession SPARK = TestSpark.session();
    private static final ObjectMapper JSON = new ObjectMapper();
    /** The tree's rows as the browser shows them. */
    private static final String SHOWN_TREE = """
            JSON.stringify([...document.querySelectorAll('#tree tbody tr')].map(row => ({
              move: row.querySelector('td.move').textContent,
              uci: row.dataset.uci,
              games: row.querySelector('td.games').textContent,
              results: row.querySelector('.bar').title,
              score: row.querySelector('td.score').textContent,
              avg_elo: row.querySelector('td.avg-elo').textContent})))""";

    @TempDir
    Path temp;

    @Test
    void clickingThroughTheSicilianAndFilteringByEloShowsTheTreesOfJobsExplore() throws Exception {
        // the browser first: without one the test is skipped before it ingests anything
        try (HeadlessChromium browser = HeadlessChromium.start(temp.resolve("chromium"), 1280, 900)) {
            Path input = temp.resolve("input");
            Files.createDirectories(input);
            Files.copy(Corpus.path("pgn/twic/twic-01-232games.pgn"), input.resolve("twic.pgn"));
            Path lake = temp.resolve("lake");
            long start = System.nanoTime();
            new Ingest(SPARK, IngestJob.parse("--input", input.toString(), "--output", lake.toString())).run();
            System.out.printf(Locale.ROOT, "ingest: %.1f s%n", (System.nanoTime() - start) / 1e9);
            LakeOptions options = new LakeOptions(lake.toString(), null, null);
            PositionIndex index = PositionIndex.open(lake.toString(), null, null, Map.of());
            try (LakeExplorer explorer = new LakeExplorer(PositionIndex.open(lake.toString(), null, null, Map.of()),
                    options)) {
                clickThrough(browser, new TimedTrees(explorer), lake, index);
            }
        }
    }

    private static void clickThrough(HeadlessChromium browser, ExplorerLake explorer, Path lake, PositionIndex index)
            throws Exception {
        ByteArrayOutputStream log = new ByteArrayOutputStream();
        try (ExplorerServer server = ExplorerServer.start(explorer, new InetSocketAddress(ExplorerServer.DEFAULT_BIND, 0),
                new PrintStream(log, true, StandardCharsets.UTF_8))) {
            browser.load(server.url());
            Position position = Position.of(Board.STANDARD_FEN);
            assertShows(browser, lake, position);
            for (String move : List.of("e4", "c5", "Nf3")) {
                String uci = uciOf(browser, move);
                browser.navigateBy("[...document.querySelectorAll('#tree td.move a')].find(a => a.textContent === '"
                        + move + "').click()");
                position = position.play(uci);
                assertEquals(position.fen(), browser.evaluate("document.querySelector('#fen-form input[name=fen]').value"));
                assertShows(browser, lake, position);
            }
            assertEquals("start › 1. e4 › c5 › 2. Nf3 (back)", browser.evaluate("document.getElementById('breadcrumb').innerText"));

            browser.navigateBy("document.querySelector('#filter-form input[name=min_elo]').value = '2500';"
                    + " document.querySelector('#filter-form button').click()");
            long kept = assertShows(browser, lake, position, "--min-elo", "2500");
            long all = index.tree(position.fen(), TreeFilter.NONE).moves().stream().mapToLong(TreeMove::games).sum();
            assertTrue(kept > 0 && kept < all, "the Elo filter keeps some of the " + all + " games, not " + kept);
            assertTrue(browser.evaluate("location.search").contains("min_elo=2500"), "the filter is in the address");
            Tree strong = index.tree(position.fen(), new TreeFilter(2500, null, null, null, null));
            List<PositionTopGame> best = PositionTopGame.of(strong);
            assertFalse(best.isEmpty());
            assertEquals(Long.toString(best.get(0).game().gameId()), browser.evaluate(
                    "new URLSearchParams(document.querySelector('#top-games a.pgn').search).get('id')"), "the best game first");
            browser.screenshot(Path.of("target", "explorer-browser", "explorer.png"));

            // a top game's PGN, through the export path, and back; the lake's first PGN starts its Spark
            // session, which may take longer than the browser waits for a page on a busy machine
            long pgnStart = System.nanoTime();
            assertTrue(explorer.pgn(best.get(0).game().gameId()).isPresent());
            System.out.printf(Locale.ROOT, "first PGN (Spark): %.1f s%n", (System.nanoTime() - pgnStart) / 1e9);
            browser.navigateBy("document.querySelector('#top-games a.pgn').click()");
            String pgn = browser.evaluate("document.getElementById('pgn').textContent");
            assertTrue(pgn.startsWith("[Event ") && pgn.contains("1. e4 c5 2. Nf3"), pgn);
            browser.navigateBy("document.getElementById('back').click()");
            assertShows(browser, lake, position, "--min-elo", "2500");
        }
        assertEquals("", log.toString(StandardCharsets.UTF_8), "no request failed");
    }

    /** The page's lake, printing how long each tree took. */
    private record TimedTrees(ExplorerLake lake) implements ExplorerLake {

        @Override
        public Tree tree(String fen, TreeFilter filter) {
            long start = System.nanoTime();
            Tree tree = lake.tree(fen, filter);
            System.out.printf(Locale.ROOT, "tree of %s (%s): %.1f ms%n", fen, filter, (System.nanoTime() - start) / 1e6);
            return tree;
        }

        @Override
        public Optional<String> pgn(long gameId) {
            return lake.pgn(gameId);
        }
    }

    /** The UCI of a move the browser's tree shows. */
    private static String uciOf(HeadlessChromium browser, String move) throws Exception {
        return browser.evaluate("[...document.querySelectorAll('#tree tr.tree-move')].find(row =>"
                + " row.querySelector('td.move').textContent === '" + move + "').dataset.uci");
    }

    /**
     * Checks that the browser shows the tree {@code jobs/explore --format json} prints for the position
     * with the filter options; returns its games.
     */
    private static long assertShows(HeadlessChromium browser, Path lake, Position position, String... filter)
            throws Exception {
        List<String> argv = new ArrayList<>(List.of("--lake", lake.toString(), "--fen", position.fen(), "--format", "json"));
        argv.addAll(List.of(filter));
        JobRun explore = JobRun.of(new ExploreJob(), argv.toArray(String[]::new));
        assertEquals(0, explore.status(), explore.err());
        List<List<String>> printed = new ArrayList<>();
        long games = 0;
        for (String line : explore.outLines()) {
            JsonNode move = JSON.readTree(line);
            games += move.get("games").asLong();
            printed.add(List.of(move.get("move").asText(), move.get("uci").asText(), move.get("games").asText(),
                    move.get("white_wins").asText() + " white wins, " + move.get("draws").asText() + " draws, "
                            + move.get("black_wins").asText() + " black wins",
                    move.has("score") ? String.format(Locale.ROOT, "%.1f%%", 100 * move.get("score").asDouble()) : "",
                    move.has("avg_elo") ? Long.toString(Math.round(move.get("avg_elo").asDouble())) : ""));
        }
        assertFalse(printed.isEmpty(), "the lake has games from " + position.fen());
        List<List<String>> shown = new ArrayList<>();
        for (JsonNode row : JSON.readTree(browser.evaluate(SHOWN_TREE))) {
            shown.add(List.of(row.get("move").asText(), row.get("uci").asText(), row.get("games").asText(),
                    row.get("results").asText(), row.get("score").asText(), row.get("avg_elo").asText()));
        }
        assertEquals(printed, shown, "the tree of " + position.fen() + " with " + List.of(filter));
        System.out.println("page " + browser.evaluate("location.pathname + location.search") + ": " + browser.evaluate(
                "(n => Math.round(n.responseEnd - n.requestStart))(performance.getEntriesByType('navigation')[0])") + " ms");
        return games;
    }
}
