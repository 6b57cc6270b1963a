package org.chesslake.ingest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
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
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.chesslake.chess.Board;
import org.chesslake.cli.ExploreJob;
import org.chesslake.cli.IngestJob;
import org.chesslake.cli.Job;
import org.chesslake.lake.IcebergLake;
import org.chesslake.table.PositionKeys;
import org.chesslake.testing.IntegrationTest;
import org.chesslake.testing.TestSpark;
import org.chesslake.xiangqi.Iccs;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The opening index (the positions table) on a lake of sample-data (chess in five formats, xiangqi)
 * and a few rated games:
 * its tree of every position equals the tree counted from the moves and games tables, as
 * jobs/queries/opening-tree.sql counts it, with and without filters; jobs/explore's tree of a FEN is
 * that tree; and a re-ingest and a prune change the index as they change the moves.
 */
@IntegrationTest
class ExplorerLakeTest {

    private static final SparkSession SPARK = TestSpark.session();

    /** The filters the trees are compared under, as jobs/explore takes them and as SQL over the games. */
    private record Case(ExploreJob.Filter filter, String games) {
    }

    private static final List<Case> CASES = List.of(
            new Case(ExploreJob.Filter.NONE, "true"),
            new Case(new ExploreJob.Filter(2600, null, null, null, null), "g.white_elo >= 2600 AND g.black_elo >= 2600"),
            new Case(new ExploreJob.Filter(2500, 2700, null, null, null),
                    "g.white_elo BETWEEN 2500 AND 2700 AND g.black_elo BETWEEN 2500 AND 2700"),
            new Case(new ExploreJob.Filter(null, null, new ExploreJob.DateBound.Year(1950), new ExploreJob.DateBound.Year(1999),
                    null), "g.year BETWEEN 1950 AND 1999"),
            new Case(new ExploreJob.Filter(null, null, new ExploreJob.DateBound.Day(java.time.LocalDate.of(1960, 6, 1)), null,
                    null), "g.date >= DATE'1960-06-01'"),
            new Case(new ExploreJob.Filter(null, null, null, null, "scid/famous"), "g.source = 'scid/famous'"));

    /** Games with Elo and dates (sample-data stores no Elo): 1.e4 c5 twice between players of 2600 and more. */
    private static final String RATED_GAMES = """
            [Event "A"] [Date "2001.05.10"] [White "W1"] [Black "B1"] [WhiteElo "2700"] [BlackElo "2650"] [Result "1-0"]
            1. e4 c5 2. Nf3 1-0

            [Event "B"] [Date "2003.??.??"] [White "W2"] [Black "B2"] [WhiteElo "2610"] [BlackElo "2500"] [Result "0-1"]
            1. e4 e5 0-1

            [Event "C"] [Date "1999.12.31"] [White "W3"] [Black "B3"] [WhiteElo "2750"] [BlackElo "2720"] [Result "1/2-1/2"]
            1. e4 c5 1/2-1/2

            [Event "D"] [Date "2005.01.01"] [White "W4"] [Black "B4"] [Result "0-1"]
            1. e4 c5 0-1

            [Event "E"] [Date "2010.02.03"] [White "W5"] [Black "B5"] [WhiteElo "2650"] [BlackElo "2660"] [Result "1-0"]
            1. d4 d5 1-0
            """.replace("] [", "]\n[");

    @TempDir
    static Path temp;

    private static Path lake;

    @BeforeAll
    static void ingestTheSampleData() throws IOException {
        Path input = temp.resolve("input");
        copyTree(Path.of("sample-data"), input);
        Files.writeString(input.resolve("rated.pgn"), RATED_GAMES);
        lake = temp.resolve("lake");
        ingest(input, lake);
    }

    @AfterAll
    static void leaveTheLake() {
        SPARK.sql("USE spark_catalog.default");
    }

    @Test
    void theIndexTreeOfEveryPositionIsTheMovesTree() {
        org.chesslake.cli.SqlJob.register(SPARK, lake.toString(), null, null);
        long positions = count("SELECT count(*) FROM positions");
        assertEquals(count("SELECT count(*) FROM moves WHERE line_id = 0"), positions, "one row per main-line move");
        assertTrue(count("SELECT count(*) FROM positions WHERE variant = 'xiangqi'") > 100, "and xiangqi's");
        for (Case c : CASES) {
            assertSameTrees("true", c.games());
        }
    }

    @Test
    void exploreGivesTheTreeOfAFen() throws IOException {
        org.chesslake.cli.SqlJob.register(SPARK, lake.toString(), null, null);
        IcebergLake iceberg = IcebergLake.embedded(SPARK, lake.toString());
        for (String fen : List.of(Board.STANDARD_FEN, AFTER_E4, org.chesslake.xiangqi.Board.standard().toFen(),
                afterCentralCannon())) {
            long key = PositionKeys.ofFen(fen);
            for (Case c : CASES) {
                List<Row> tree = ExploreJob.tree(SPARK, iceberg, fen, c.filter()).collectAsList();
                List<String> explored = tree.stream().map(row -> line(key, row, 10)).sorted().toList();
                List<String> expected = SPARK.sql(movesTree("m.from_position_key = " + key, c.games())).collectAsList()
                        .stream().map(row -> line(row, 11)).sorted().toList();
                assertEquals(expected, explored, fen + " with " + c.filter());
                for (Row move : tree) {
                    assertEquals(Math.min(3, move.getLong(move.fieldIndex("games"))),
                            move.getList(move.fieldIndex("top_games")).size(), "top games of " + move);
                }
            }
            assertFalse(ExploreJob.tree(SPARK, iceberg, fen, ExploreJob.Filter.NONE).isEmpty(), fen);
        }
        assertFalse(SPARK.catalog().dropTempView("positions"), "explore leaves no view");
    }

    /** jobs/explore --format json: one object per move, filtered exactly on both players' Elo. */
    @Test
    void exploreJsonCountsTheGamesTheEloFilterKeeps() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = Job.execute(new ExploreJob(), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8), "--lake", lake.toString(), "--fen", AFTER_E4,
                "--min-elo", "2600", "--format", "json");
        assertEquals(0, status, err.toString(StandardCharsets.UTF_8));
        org.chesslake.cli.SqlJob.register(SPARK, lake.toString(), null, null);
        long first = gameOf("W1");
        long third = gameOf("W3");
        assertEquals(List.of("{\"move\":\"c5\",\"uci\":\"c7c5\",\"games\":2,\"white_wins\":1,\"draws\":1,\"black_wins\":0,"
                        + "\"score\":0.25,\"avg_elo\":2685.0,\"first_year\":1999,\"last_year\":2001,\"top_games\":["
                        + third + "," + first + "]}"),
                out.toString(StandardCharsets.UTF_8).lines().toList());
    }

    /** After 1.e4. */
    private static final String AFTER_E4 = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1";

    /** Xiangqi after 炮二平五. */
    private static String afterCentralCannon() {
        org.chesslake.xiangqi.Board board = org.chesslake.xiangqi.Board.standard();
        board.make(Iccs.parse(board, "h2e2", 0));
        return board.toFen();
    }

    private static long gameOf(String white) {
        return SPARK.sql("SELECT game_id FROM games WHERE white = '" + white + "'").first().getLong(0);
    }

    @Test
    void aReingestAndAPruneChangeTheIndexAsTheMoves() throws IOException {
        Path input = temp.resolve("changing");
        Path changed = temp.resolve("changed");
        copyTree(Path.of("sample-data/scid"), input.resolve("scid"));
        copyTree(Path.of("sample-data/xiangqi"), input.resolve("xiangqi"));
        Files.copy(Path.of("sample-data/famous-games.pgn"), input.resolve("famous-games.pgn"));
        ingest(input, changed);
        assertIndexFollowsMoves();
        // the PGN changes (its first games only), xiangqi's databases go, pruned
        String pgn = Files.readString(input.resolve("famous-games.pgn"));
        Files.writeString(input.resolve("famous-games.pgn"), pgn.substring(0, pgn.indexOf("[Event", pgn.indexOf("[Event", 1) + 1)));
        try (Stream<Path> files = Files.list(input.resolve("xiangqi"))) {
            for (Path file : files.toList()) {
                Files.delete(file);
            }
        }
        new Ingest(SPARK, IngestJob.parse("--input", input.toString(), "--output", changed.toString(), "--prune")).run();
        assertEquals(0, count("SELECT count(*) FROM positions WHERE variant = 'xiangqi'"), "the pruned sources' rows left");
        assertEquals(2, count("SELECT count(DISTINCT game_id) FROM positions WHERE source = 'famous-games'"),
                "the changed source's rows replaced");
        assertIndexFollowsMoves();
    }

    private static void assertIndexFollowsMoves() {
        List<String> bySource = SPARK.sql("SELECT source, count(*) FROM moves WHERE line_id = 0 GROUP BY source")
                .collectAsList().stream().map(Row::toString).sorted().toList();
        assertEquals(bySource, SPARK.sql("SELECT source, count(*) FROM positions GROUP BY source")
                .collectAsList().stream().map(Row::toString).sorted().toList());
        assertSameTrees("true", "true");
    }

    private static void ingest(Path input, Path lake) throws IOException {
        new Ingest(SPARK, IngestJob.parse("--input", input.toString(), "--output", lake.toString())).run();
        org.chesslake.cli.SqlJob.register(SPARK, lake.toString(), null, null);
    }

    /**
     * The tree of every position {@code positions} selects (a condition on the moves {@code m}), of the
     * games {@code games} keeps (a condition on {@code g}), from the index and from the moves and games:
     * the same rows.
     */
    static void assertSameTrees(String positions, String games) {
        String index = indexTree(positions.replace("m.", "p."), games.replace("g.", "p."));
        String moves = movesTree(positions, games);
        long rows = count("SELECT count(*) FROM (" + moves + ")");
        assertEquals(rows, count("SELECT count(*) FROM (" + index + ")"), games);
        assertEquals(0, count("SELECT count(*) FROM ((" + moves + ") EXCEPT ALL (" + index + "))"), games);
        assertTrue(rows > 0, games);
    }

    /**
     * The tree as jobs/queries/opening-tree.sql counts it from the moves and games, with each move's
     * key, UCI and years: a game once per move it played from a position.
     */
    static String movesTree(String positions, String games) {
        return "WITH played AS (SELECT DISTINCT m.game_id, m.from_position_key, m.san, m.uci, m.side FROM moves m"
                + " WHERE m.line_id = 0 AND " + positions + ")"
                + " SELECT p.from_position_key, p.san, p.uci, count(*), count_if(g.result = '1-0'),"
                + " count_if(g.result = '1/2-1/2'), count_if(g.result = '0-1'),"
                + " round(avg(result_score(g.result, p.side)), 3),"
                + " round(avg(CASE p.side WHEN 'white' THEN g.white_elo ELSE g.black_elo END)), min(g.year), max(g.year)"
                + " FROM played p JOIN games g ON g.game_id = p.game_id WHERE " + games
                + " GROUP BY p.from_position_key, p.san, p.uci";
    }

    /** The same counted from the index alone. */
    private static String indexTree(String positions, String games) {
        return "WITH played AS (SELECT DISTINCT game_id, from_position_key, move, uci, side, result, white_elo, black_elo,"
                + " year FROM positions p WHERE " + positions + " AND " + games + ")"
                + " SELECT from_position_key, move, uci, count(*), count_if(result = '1-0'), count_if(result = '1/2-1/2'),"
                + " count_if(result = '0-1'), round(avg(result_score(result, side)), 3),"
                + " round(avg(CASE side WHEN 'white' THEN white_elo ELSE black_elo END)), min(year), max(year)"
                + " FROM played GROUP BY from_position_key, move, uci";
    }

    /** A row's first {@code cells} cells, numbers as doubles. */
    private static String line(Row row, int cells) {
        List<String> line = new ArrayList<>();
        for (int i = 0; i < cells; i++) {
            line.add(row.isNullAt(i) ? "null" : row.get(i) instanceof Number n ? String.valueOf(n.doubleValue())
                    : row.get(i).toString());
        }
        return String.join(" | ", line);
    }

    /** An explored move's first {@code cells} cells after the position's key. */
    private static String line(long key, Row row, int cells) {
        return (double) key + " | " + line(row, cells);
    }

    private static void copyTree(Path from, Path to) throws IOException {
        try (Stream<Path> files = Files.walk(from)) {
            for (Path file : files.toList()) {
                Path copy = to.resolve(from.relativize(file).toString());
                if (Files.isDirectory(file)) {
                    Files.createDirectories(copy);
                } else {
                    Files.copy(file, copy);
                }
            }
        }
    }

    private static long count(String sql) {
        return SPARK.sql(sql).first().getLong(0);
    }
}
