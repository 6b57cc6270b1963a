package org.chesslake.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
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
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.apache.spark.sql.SparkSession;
import org.chesslake.explore.Position;
import org.chesslake.explore.Tree;
import org.chesslake.explore.TreeFilter;
import org.chesslake.explore.TreeMove;
import org.chesslake.explore.TreeSource;
import org.chesslake.explore.web.ExplorerServer;
import org.chesslake.ingest.Ingest;
import org.chesslake.testing.Corpus;
import org.chesslake.testing.CorpusTest;
import org.chesslake.testing.HeadlessChromium;
import org.chesslake.testing.IntegrationTest;
import org.chesslake.testing.TestSpark;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The explorer page in a real browser (headless Chromium over the DevTools protocol) on a lake of
 * TWIC games: from the start position it clicks 1.e4, 1...c5 and 2.Nf3, fills in the minimum Elo
 * and applies the filter, and each tree the browser shows is the tree the lake gives for that
 * position and filter ({@link LakeTreeSource}, the count of jobs/queries/opening-tree.sql). The
 * page's screenshot is kept in {@code target/explorer-browser/}, and each page's time in the browser
 * (request to last byte) is printed.
 */
@CorpusTest
@IntegrationTest
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
    void clickingThroughTheSicilianAndFilteringByEloShowsTheLakesTrees() throws Exception {
        // the browser first: without one the test is skipped before it ingests anything
        try (HeadlessChromium browser = HeadlessChromium.start(temp.resolve("chromium"), 1280, 900)) {
            Path input = temp.resolve("input");
            Files.createDirectories(input);
            Files.copy(Corpus.path("pgn/twic/twic-01-232games.pgn"), input.resolve("twic.pgn"));
            Path lake = temp.resolve("lake");
            long start = System.nanoTime();
            new Ingest(SPARK, IngestJob.parse("--input", input.toString(), "--output", lake.toString())).run();
            SqlJob.register(SPARK, lake.toString(), null, null);
            System.out.printf(Locale.ROOT, "ingest: %.1f s%n", (System.nanoTime() - start) / 1e9);
            clickThrough(browser, new RememberedTrees(new LakeTreeSource(SPARK)));
        }
    }

    private static void clickThrough(HeadlessChromium browser, TreeSource lakeTrees) throws Exception {
        ByteArrayOutputStream log = new ByteArrayOutputStream();
        try (ExplorerServer server = ExplorerServer.start(lakeTrees, new InetSocketAddress(ExplorerServer.DEFAULT_BIND, 0),
                new PrintStream(log, true, StandardCharsets.UTF_8))) {
            browser.load(server.url());
            Position position = Position.of(org.chesslake.chess.Board.STANDARD_FEN);
            assertShows(browser, lakeTrees, position, TreeFilter.NONE);
            for (String move : List.of("e4", "c5", "Nf3")) {
                String uci = uciOf(browser, move);
                browser.navigateBy("[...document.querySelectorAll('#tree td.move a')].find(a => a.textContent === '"
                        + move + "').click()");
                position = position.play(uci);
                assertEquals(position.fen(), browser.evaluate("document.querySelector('#fen-form input[name=fen]').value"));
                assertShows(browser, lakeTrees, position, TreeFilter.NONE);
            }
            assertEquals("start › 1. e4 › c5 › 2. Nf3 (back)", browser.evaluate("document.getElementById('breadcrumb').innerText"));

            browser.navigateBy("document.querySelector('#filter-form input[name=min_elo]').value = '2500';"
                    + " document.querySelector('#filter-form button').click()");
            TreeFilter strong = new TreeFilter(2500, null, null, null, Set.of());
            List<TreeMove> filtered = assertShows(browser, lakeTrees, position, strong);
            long all = lakeTrees.tree(position.fen(), TreeFilter.NONE).games();
            long kept = filtered.stream().mapToLong(TreeMove::games).sum();
            assertTrue(kept > 0 && kept < all, "the Elo filter keeps some of the " + all + " games, not " + kept);
            assertTrue(browser.evaluate("location.search").contains("min_elo=2500"), "the filter is in the address");
            browser.screenshot(Path.of("target", "explorer-browser", "explorer.png"));

            // a top game's PGN, through the export path, and back
            browser.navigateBy("document.querySelector('#top-games a.pgn').click()");
            String pgn = browser.evaluate("document.getElementById('pgn').textContent");
            assertTrue(pgn.startsWith("[Event ") && pgn.contains("1. e4 c5 2. Nf3"), pgn);
            browser.navigateBy("document.getElementById('back').click()");
            assertShows(browser, lakeTrees, position, strong);
        }
        assertEquals("", log.toString(StandardCharsets.UTF_8), "no request failed");
    }

    /**
     * The lake's trees, each asked once: what the page was given is what the check reads (and a
     * Spark query per tree is not paid twice). Prints how long each took.
     */
    private record RememberedTrees(TreeSource lake, Map<List<Object>, Tree> trees) implements TreeSource {

        RememberedTrees(TreeSource lake) {
            this(lake, new ConcurrentHashMap<>());
        }

        @Override
        public Tree tree(String fen, TreeFilter filter) {
            return trees.computeIfAbsent(List.of(fen, filter), key -> {
                long start = System.nanoTime();
                Tree tree = lake.tree(fen, filter);
                System.out.printf(Locale.ROOT, "tree of %s (%s): %.0f ms%n", fen, filter, (System.nanoTime() - start) / 1e6);
                return tree;
            });
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

    /** Checks that the browser shows the lake's tree of the position under the filter; returns that tree. */
    private static List<TreeMove> assertShows(HeadlessChromium browser, TreeSource lake, Position position,
                                              TreeFilter filter) throws Exception {
        List<TreeMove> expected = lake.tree(position.fen(), filter).moves();
        assertTrue(!expected.isEmpty(), "the lake has games from " + position.fen());
        List<List<String>> shown = new ArrayList<>();
        for (JsonNode row : JSON.readTree(browser.evaluate(SHOWN_TREE))) {
            shown.add(List.of(row.get("move").asText(), row.get("uci").asText(), row.get("games").asText(),
                    row.get("results").asText(), row.get("score").asText(), row.get("avg_elo").asText()));
        }
        List<List<String>> lakes = expected.stream().map(move -> List.of(move.move(), move.uci(), Long.toString(move.games()),
                move.whiteWins() + " white wins, " + move.draws() + " draws, " + move.blackWins() + " black wins",
                String.format(Locale.ROOT, "%.1f%%", 100 * move.score()),
                move.avgElo() == null ? "" : move.avgElo().toString())).toList();
        assertEquals(lakes, shown, "the tree of " + position.fen() + " with " + filter);
        System.out.println("page " + browser.evaluate("location.pathname + location.search") + ": " + browser.evaluate(
                "(n => Math.round(n.responseEnd - n.requestStart))(performance.getEntriesByType('navigation')[0])") + " ms");
        return expected;
    }
}
