package org.chesslake.explore.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import org.chesslake.lake.TopGame;
import org.chesslake.lake.Tree;
import org.chesslake.lake.TreeFilter;
import org.chesslake.lake.TreeMove;
import org.chesslake.table.PositionKeys;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The explorer's HTTP handlers, over a real server on a free loopback port and a source of a few
 * fixed trees: the moves and their links, the breadcrumb, the filters passed on, escaping, and a
 * clear message with HTTP 400 for bad input (never a stack trace).
 */
class ExplorerServerTest {

    static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    static final String AFTER_E4 = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1";
    static final String AFTER_E4_C5 = "rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq c6 0 2";
    static final String XIANGQI_START = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

    /** Fixed trees by FEN; remembers the filters it was asked with. */
    static final class FixedTrees implements ExplorerLake {
        final List<TreeFilter> filters = new ArrayList<>();
        final Map<String, Tree> trees = Map.of(
                START, tree(START, List.of(
                        new TreeMove("e4", "e2e4", 7, 3, 2, 2, 0.571, 2450.0, 1950, 2020,
                                List.of(new TopGame(42, "1-0", 2800, 2750, LocalDate.of(1990, 5, 1), 1990))),
                        new TreeMove("d4", "d2d4", 3, 1, 2, 0, 0.667, null, 1990, 1990,
                                List.of(new TopGame(43, "*", null, 2100, null, null))))),
                AFTER_E4, tree(AFTER_E4, List.of(new TreeMove("c5", "c7c5", 4, 1, 1, 2, 0.625, 2500.0, 2000, 2010,
                        List.of()))),
                AFTER_E4_C5, tree(AFTER_E4_C5, List.of(new TreeMove("Nf3", "g1f3", 4, 1, 1, 2, 0.375, 2510.0, 2000, 2010,
                        List.of()))),
                // the index's xiangqi moves are WXF
                XIANGQI_START, tree(XIANGQI_START, List.of(new TreeMove("C2.5", "h2e2", 5, 3, 1, 1, 0.7, 2400.0, 2001,
                        2019, List.of()))));

        private static Tree tree(String fen, List<TreeMove> moves) {
            return new Tree(fen, PositionKeys.ofFen(fen), moves);
        }

        @Override
        public Tree tree(String fen, TreeFilter filter) {
            filters.add(filter);
            if (fen.startsWith("8/8/8")) {
                throw new IllegalStateException("cannot read /home/secret/lake/positions/part-0.parquet");
            }
            return trees.getOrDefault(fen, tree(fen, List.of()));
        }

        @Override
        public Optional<String> pgn(long gameId) {
            return gameId == 42 ? Optional.of("[White \"Kasparov, <Garry>\"]\n\n1. e4 1-0\n") : Optional.empty();
        }
    }

    static final FixedTrees SOURCE = new FixedTrees();
    static final ByteArrayOutputStream LOG = new ByteArrayOutputStream();
    static ExplorerServer server;
    static final HttpClient CLIENT = HttpClient.newHttpClient();

    record Answer(int status, String body) {
    }

    @BeforeAll
    static void start() throws IOException {
        server = ExplorerServer.start(SOURCE, new InetSocketAddress(ExplorerServer.DEFAULT_BIND, 0),
                new PrintStream(LOG, true, StandardCharsets.UTF_8));
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    @BeforeEach
    void forget() {
        SOURCE.filters.clear();
    }

    static Answer get(String pathAndQuery) throws IOException, InterruptedException {
        HttpResponse<String> response = CLIENT.send(HttpRequest.newBuilder(server.url().resolve(pathAndQuery)).build(),
                HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
        return new Answer(response.statusCode(), response.body());
    }

    static String encode(String text) {
        return URLEncoder.encode(text, StandardCharsets.UTF_8);
    }

    /** The href a page's HTML holds for a query: escaped for the attribute. */
    static String href(String query) {
        return ExplorerPage.escape("/?" + query);
    }

    /**
     * What jobs/explore --serve runs counts the start page's tree as it starts, before any request, as
     * {@code /} asks for it (the lake then answers {@code /} from the trees it keeps).
     */
    @Test
    void servingCountsTheStartPagesTreeAhead() throws Exception {
        List<String> asked = new CopyOnWriteArrayList<>();
        ExplorerLake lake = new ExplorerLake() {
            @Override
            public Tree tree(String fen, TreeFilter filter) {
                asked.add(fen + " " + filter);
                return SOURCE.tree(fen, filter);
            }

            @Override
            public Optional<String> pgn(long gameId) {
                return Optional.empty();
            }
        };
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        Thread serving = new Thread(() -> {
            try {
                ExplorerServer.serve(lake, new InetSocketAddress(ExplorerServer.DEFAULT_BIND, 0),
                        new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(LOG, true, StandardCharsets.UTF_8));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
        serving.start();
        try {
            long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
            while (asked.isEmpty() && System.nanoTime() < deadline) {
                Thread.sleep(20);
            }
            assertEquals(List.of(START + " " + TreeFilter.NONE), asked);
        } finally {
            serving.interrupt();
            serving.join(Duration.ofSeconds(30).toMillis());
        }
        assertTrue(out.toString(StandardCharsets.UTF_8).startsWith("chesslake explorer at http://127.0.0.1:"),
                out.toString(StandardCharsets.UTF_8));
    }

    @Test
    void theServerListensOnLoopbackAndSaysItsUrl() {
        assertEquals("127.0.0.1", server.url().getHost());
        assertTrue(server.url().getPort() > 0);
    }

    @Test
    void theStartPageShowsTheBoardAndEachMoveAsALinkToItsPosition() throws Exception {
        Answer answer = get("/");
        assertEquals(200, answer.status(), answer.body());
        String html = answer.body();
        assertTrue(html.contains("class=\"board chess\""), html);
        assertTrue(html.contains("data-square=\"e1\" data-man=\"K\""), html);
        assertTrue(html.contains("<a href=\"" + href("fen=" + encode(AFTER_E4) + "&line=e2e4") + "\">e4</a>"), html);
        assertTrue(html.contains("<a href=\"" + href("fen=" + encode("rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b KQkq d3 0 1")
                + "&line=d2d4") + "\">d4</a>"), html);
        assertTrue(html.indexOf(">e4</a>") < html.indexOf(">d4</a>"), "the source's order: most played first");
        assertTrue(html.contains("<td class=\"games\">7</td>"), html);
        assertTrue(html.contains("<td class=\"score\">57.1%</td><td class=\"avg-elo\">2450</td><td class=\"years\">1950–2020</td>"), html);
        assertTrue(html.contains("<td class=\"score\">66.7%</td><td class=\"avg-elo\"></td><td class=\"years\">1990</td>"), html);
        // 3 white wins, 2 draws, 2 black wins of 7
        assertTrue(html.contains("<span class=\"white\" style=\"width:42.9%\"></span><span class=\"draws\" style=\"width:28.6%\">"
                + "</span><span class=\"black\" style=\"width:28.6%\"></span>"), html);
        assertTrue(html.contains("<td id=\"total-games\">10</td>"), html);
        assertFalse(html.contains("id=\"back\""), "no back link at the start");
        assertEquals(List.of(TreeFilter.NONE), SOURCE.filters);
    }

    @Test
    void aLineShowsItsBreadcrumbAndABackLink() throws Exception {
        Answer answer = get("/?fen=" + encode(AFTER_E4_C5) + "&line=e2e4+c7c5");
        assertEquals(200, answer.status(), answer.body());
        String html = answer.body();
        assertTrue(html.contains("<nav id=\"breadcrumb\"><a href=\"" + href("fen=" + encode(START)) + "\">start</a>"
                + " › <a class=\"step\" href=\"" + href("fen=" + encode(AFTER_E4) + "&line=e2e4") + "\">1. e4</a>"
                + " › <a class=\"step\" href=\"" + href("fen=" + encode(AFTER_E4_C5) + "&line=" + encode("e2e4 c7c5"))
                + "\">c5</a> <a id=\"back\" href=\"" + href("fen=" + encode(AFTER_E4) + "&line=e2e4") + "\">(back)</a></nav>"), html);
        assertTrue(html.contains(">Nf3</a>") && html.contains("&amp;line=" + encode("e2e4 c7c5 g1f3")), html);
        assertTrue(html.contains("White to move"), html);
    }

    @Test
    void theFiltersReachTheSourceAndStayInEveryLink() throws Exception {
        Answer answer = get("/?min_elo=2000&max_elo=2700&since=1990&until=1999-06-30&source=" + encode("twic/twic 1"));
        assertEquals(200, answer.status(), answer.body());
        assertEquals(List.of(new TreeFilter(2000, 2700, new TreeFilter.DateBound.Year(1990),
                new TreeFilter.DateBound.Day(LocalDate.of(1999, 6, 30)), "twic/twic 1")), SOURCE.filters);
        String filters = "&min_elo=2000&max_elo=2700&since=1990&until=1999-06-30&source=" + encode("twic/twic 1");
        assertTrue(answer.body().contains(href("fen=" + encode(AFTER_E4) + "&line=e2e4" + filters)), answer.body());
        assertTrue(answer.body().contains("<input type=\"text\" name=\"min_elo\" size=\"6\" value=\"2000\">"), answer.body());
        // the filter form keeps the position; the FEN box keeps the filters
        assertTrue(answer.body().contains("<input type=\"hidden\" name=\"fen\" value=\"" + START + "\">"), answer.body());
        assertTrue(answer.body().contains("<input type=\"hidden\" name=\"source\" value=\"twic/twic 1\">"), answer.body());
    }

    @Test
    void emptyFormFieldsSetNoFilter() throws Exception {
        Answer answer = get("/?fen=" + encode(START) + "&min_elo=&max_elo=&since=&until=&source=");
        assertEquals(200, answer.status(), answer.body());
        assertEquals(List.of(TreeFilter.NONE), SOURCE.filters);
    }

    @Test
    void aXiangqiPositionShowsItsBoardAndItsMovesInChineseNotation() throws Exception {
        Answer answer = get("/?fen=" + encode(XIANGQI_START));
        assertEquals(200, answer.status(), answer.body());
        String after = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1";
        assertTrue(answer.body().contains("class=\"board xiangqi\""), answer.body());
        assertTrue(answer.body().contains("<a href=\"" + href("fen=" + encode(after) + "&line=h2e2") + "\">炮二平五</a>"),
                answer.body());
        assertTrue(answer.body().contains("Red to move"), answer.body());
        assertFalse(answer.body().contains("C2.5"), "the tree's WXF is written as the breadcrumb writes it");
        Answer next = get("/?fen=" + encode(after) + "&line=h2e2");
        assertEquals(200, next.status(), next.body());
        assertTrue(next.body().contains(">1. 炮二平五</a>"), next.body());
        assertTrue(next.body().contains("data-square=\"e2\" data-man=\"C\""), next.body());
    }

    @Test
    void aLineFromASetUpPositionKeepsItsRoot() throws Exception {
        String root = "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1";
        String after = "4k3/8/8/8/4P3/8/8/4K3 b - e3 0 1";
        Answer answer = get("/?root=" + encode(root) + "&line=e2e4");
        assertEquals(200, answer.status(), answer.body());
        assertTrue(answer.body().contains("<input type=\"text\" name=\"fen\" size=\"60\" value=\"" + after + "\">"), answer.body());
        assertTrue(answer.body().contains(href("fen=" + encode(root)) + "\">start</a>"), answer.body());
        assertTrue(answer.body().contains(href("fen=" + encode(after) + "&root=" + encode(root) + "&line=e2e4")), answer.body());
    }

    @Test
    void theTopGamesLinkToTheirPgnWhichIsEscaped() throws Exception {
        String html = get("/").body();
        // the position's best games first, each with the move it played; the date where the game has one
        assertTrue(html.contains("<tr><td class=\"move\">e4</td><td>2800</td><td>2750</td><td>1-0</td><td>1990-05-01</td>"
                + "<td><a class=\"pgn\""), html);
        assertTrue(html.contains("<tr><td class=\"move\">d4</td><td></td><td>2100</td><td>*</td><td></td><td><a class=\"pgn\""),
                html);
        assertTrue(html.indexOf("1990-05-01") < html.indexOf("<td>2100</td>"), html);
        assertTrue(html.contains("<a class=\"pgn\" href=\"/game?id=42&amp;fen=" + encode(START) + "\">PGN</a>"), html);
        Answer game = get("/game?id=42&fen=" + encode(START));
        assertEquals(200, game.status(), game.body());
        assertTrue(game.body().contains("<pre id=\"pgn\">[White &quot;Kasparov, &lt;Garry&gt;&quot;]\n\n1. e4 1-0\n</pre>"), game.body());
        assertTrue(game.body().contains("<a id=\"back\" href=\"" + href("fen=" + encode(START)) + "\">"), game.body());
    }

    @Test
    void whatTheUserTypesIsEscaped() throws Exception {
        Answer answer = get("/?source=" + encode("<script>alert(1)</script>\""));
        assertEquals(200, answer.status(), answer.body());
        assertFalse(answer.body().contains("<script>"), answer.body());
        assertTrue(answer.body().contains("value=\"&lt;script&gt;alert(1)&lt;/script&gt;&quot;\""), answer.body());
    }

    @Test
    void aBadFenIsA400WithItsMessage() throws Exception {
        Answer answer = get("/?fen=" + encode("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1"));
        assertEquals(400, answer.status());
        assertTrue(answer.body().contains("<p class=\"error\" id=\"error\">fen: not a chess (8 ranks) or xiangqi (10 ranks) FEN:"
                + " &#39;rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1&#39; has 7 ranks</p>"), answer.body());
        Answer piece = get("/?fen=" + encode("rnbqkbnr/ppppXppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"));
        assertEquals(400, piece.status());
        assertTrue(piece.body().contains("fen: bad piece placement in FEN: rnbqkbnr/ppppXppp/"), piece.body());
        Answer script = get("/?fen=" + encode("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/<script>x w - - 0 1"));
        assertEquals(400, script.status());
        assertTrue(script.body().contains("fen: bad piece placement in FEN: rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/&lt;script&gt;x"),
                script.body());
        assertFalse(script.body().contains("<script>"), script.body());
        assertTrue(SOURCE.filters.isEmpty(), "the source is not asked");
    }

    @Test
    void badFiltersAndMovesAre400sWithTheirMessages() throws Exception {
        Map<String, String> messages = Map.of(
                "/?min_elo=abc", "min_elo: &#39;abc&#39; is not an Elo (a whole number from 0 to 9999)",
                "/?min_elo=2500&max_elo=2000", "the lowest Elo 2500 is above the highest 2000",
                "/?since=1990-13-01", "since: &#39;1990-13-01&#39; is not a date (YYYY-MM-DD) or a year (YYYY)",
                "/?source=a&source=b", "source is given 2 times",
                "/?line=e2e5", "line: the move &#39;e2e5&#39; cannot be played in " + START,
                "/?fen=" + encode(AFTER_E4) + "&line=d2d4", "line: the moves d2d4 lead to",
                "/?fen=a&fen=b", "fen is given 2 times",
                "/game?id=x", "id: a game&#39;s page needs one game id (a whole number), not [x]");
        for (Map.Entry<String, String> request : messages.entrySet()) {
            Answer answer = get(request.getKey());
            assertEquals(400, answer.status(), request.getKey());
            assertTrue(answer.body().contains(request.getValue()), request.getKey() + ": " + answer.body());
        }
    }

    @Test
    void aFailingSourceNamesNoFile() throws Exception {
        Answer answer = get("/?fen=" + encode("8/8/8/8/8/8/8/K6k w - - 0 1"));
        assertEquals(500, answer.status());
        assertTrue(answer.body().contains("the lake could not answer this request"), answer.body());
        assertFalse(answer.body().contains("secret"), answer.body());
        assertFalse(answer.body().contains("Exception"), answer.body());
        assertTrue(LOG.toString(StandardCharsets.UTF_8).contains("/home/secret/lake"), "the cause goes to the log");
    }

    @Test
    void unknownPagesGamesAndMethodsSaySo() throws Exception {
        assertEquals(404, get("/favicon.ico").status());
        Answer missing = get("/game?id=7");
        assertEquals(404, missing.status());
        assertTrue(missing.body().contains("the lake has no game 7"), missing.body());
        HttpResponse<String> post = CLIENT.send(HttpRequest.newBuilder(server.url())
                .POST(HttpRequest.BodyPublishers.ofString("x")).build(), HttpResponse.BodyHandlers.ofString());
        assertEquals(405, post.statusCode());
        URI root = server.url();
        assertEquals("/", root.getPath());
    }
}
