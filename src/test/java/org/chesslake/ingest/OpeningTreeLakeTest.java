package org.chesslake.ingest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;
import org.chesslake.chess.Board;
import org.chesslake.chess.Uci;
import org.chesslake.cli.IngestJob;
import org.chesslake.cli.SqlJob;
import org.chesslake.testing.Corpus;
import org.chesslake.testing.CorpusTest;
import org.chesslake.testing.TestSpark;
import org.chesslake.xiangqi.Iccs;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Opening trees on a lake of corpus databases (chess and xiangqi, with variations, set-up positions
 * and null moves): moves.from_position_key against the previous ply's position_key, the SQL
 * function position_key(fen) against the stored keys, and jobs/queries/opening-tree.sql against
 * the self-join on the previous ply that answered the question before from_position_key; the
 * opening index (the positions table) against the moves.
 */
@CorpusTest
class OpeningTreeLakeTest {

    private static final SparkSession SPARK = TestSpark.session();

    @TempDir
    static Path temp;

    @BeforeAll
    static void ingestTheCorpusLake() throws IOException {
        Path input = temp.resolve("input");
        copy(Corpus.path("pgn/twic"), input.resolve("twic"), ".pgn");
        copy(Corpus.path("pgn/edge"), input.resolve("edge"), ".pgn");
        copy(Corpus.path("scid/small"), input.resolve("scid"), ".si4", ".sg4", ".sn4");
        copy(Corpus.path("xiangqi/walker8088_cchess_testdata/tests/data"), input.resolve("xqf"), ".xqf");
        copy(Corpus.path("xiangqi/hbsxcjp_cchess"), input.resolve("xqpgn"), ".pgn");
        Path lake = temp.resolve("lake");
        new Ingest(SPARK, IngestJob.parse("--input", input.toString(), "--output", lake.toString())).run();
        SqlJob.register(SPARK, lake.toString(), null, null);
    }

    @AfterAll
    static void leaveTheLake() {
        SPARK.sql("USE spark_catalog.default");
    }

    private static void copy(Path from, Path to, String... extensions) throws IOException {
        Files.createDirectories(to);
        try (Stream<Path> files = Files.list(from)) {
            for (Path file : files.toList()) {
                String name = file.getFileName().toString();
                if (Stream.of(extensions).anyMatch(e -> name.toLowerCase(Locale.ROOT).endsWith(e))) {
                    Files.copy(file, to.resolve(name));
                }
            }
        }
    }

    /**
     * Every move is played from the position its line's previous move left; a variation's first
     * move from the position of the move it replaces; a main line's first move from the game's start.
     */
    @Test
    void eachMoveIsPlayedFromThePreviousPlysPosition() {
        long all = count("SELECT count(*) FROM moves");
        long afterPrevious = count("SELECT count(*) FROM moves m JOIN moves p ON p.game_id = m.game_id"
                + " AND p.line_id = m.line_id AND p.ply = m.ply - 1");
        long afterPreviousWrong = count("SELECT count(*) FROM moves m JOIN moves p ON p.game_id = m.game_id"
                + " AND p.line_id = m.line_id AND p.ply = m.ply - 1 WHERE m.from_position_key <> p.position_key");
        long variationStarts = count("SELECT count(*) FROM moves m JOIN moves r ON r.game_id = m.game_id"
                + " AND r.line_id = m.parent_line_id AND r.ply = m.ply WHERE m.line_id > 0 AND m.ply = m.branch_ply");
        long variationStartsWrong = count("SELECT count(*) FROM moves m JOIN moves r ON r.game_id = m.game_id"
                + " AND r.line_id = m.parent_line_id AND r.ply = m.ply WHERE m.line_id > 0 AND m.ply = m.branch_ply"
                + " AND m.from_position_key <> r.from_position_key");
        List<Row> firstMoves = SPARK.sql("SELECT g.variant, g.start_fen, g.tags['Variant'], m.from_position_key"
                + " FROM moves m JOIN games g USING (game_id) WHERE m.line_id = 0 AND m.ply = 1").collectAsList();
        long firstMovesWrong = firstMoves.stream().filter(r -> startKey(r.getString(0), r.getString(1), r.getString(2))
                != r.getLong(3)).count();
        System.out.printf("from_position_key: %d moves: %d after a move of their line, %d variation starts, %d first moves%n",
                all, afterPrevious, variationStarts, firstMoves.size());
        assertEquals(0, afterPreviousWrong);
        assertEquals(0, variationStartsWrong);
        assertEquals(0, firstMovesWrong);
        assertEquals(all, afterPrevious + variationStarts + firstMoves.size(), "every move is checked once");
        assertTrue(variationStarts > 100, "the lake has variations: " + variationStarts);
        assertTrue(count("SELECT count(*) FROM moves m JOIN games g USING (game_id) WHERE g.variant = 'xiangqi'"
                + " AND m.line_id > 0") > 0, "and xiangqi variations");
        assertTrue(count("SELECT count(*) FROM moves WHERE san = '--'") > 0, "and null moves");
        assertTrue(count("SELECT count(*) FROM games WHERE start_fen IS NOT NULL AND ply_count > 0") > 0,
                "and games from a set-up position");
    }

    /** The key of a game's start position, read with the board of its variant. */
    private static long startKey(String variant, String startFen, String variantTag) {
        if ("xiangqi".equals(variant)) {
            return startFen == null ? org.chesslake.xiangqi.Board.standard().zobrist()
                    : org.chesslake.xiangqi.Board.fromFen(startFen).zobrist();
        }
        String fen = startFen == null ? Board.STANDARD_FEN : startFen;
        return chess960(variantTag) ? Board.fromChess960Fen(fen).zobrist() : Board.fromFen(fen).zobrist();
    }

    private static boolean chess960(String variantTag) {
        String v = variantTag == null ? "" : variantTag.toLowerCase(Locale.ROOT);
        return v.contains("960") || v.startsWith("fischer") || v.equals("freestyle");
    }

    /**
     * position_key(fen) gives the stored key of every main-line position of a sample of games, the
     * FENs written by replaying the games' moves on the boards (Chess960 games left out: their
     * castling rights need the variant, which a FEN does not say).
     */
    @Test
    void theFenFunctionGivesTheStoredKeys() {
        List<Row> games = SPARK.sql("SELECT g.game_id, g.variant, g.start_fen, collect_list(struct(m.ply, m.uci)) AS line"
                + " FROM games g JOIN moves m USING (game_id) WHERE m.line_id = 0 AND g.decode_error IS NULL"
                + " AND (g.tags['Variant'] IS NULL OR NOT (lower(g.tags['Variant']) LIKE '%960%'"
                + " OR lower(g.tags['Variant']) LIKE 'fischer%' OR lower(g.tags['Variant']) = 'freestyle'))"
                + " AND pmod(g.game_id, 5) = 0 GROUP BY g.game_id, g.variant, g.start_fen").collectAsList();
        List<Row> positions = new ArrayList<>();
        Map<String, Integer> gamesByVariant = new HashMap<>();
        for (Row game : games) {
            List<Row> line = new ArrayList<>(game.getList(3));
            line.sort((a, b) -> Integer.compare(a.getInt(0), b.getInt(0)));
            List<String> fens = "xiangqi".equals(game.getString(1)) ? xiangqiFens(game.getString(2), line)
                    : chessFens(game.getString(2), line);
            for (int ply = 0; ply < fens.size(); ply++) {
                positions.add(RowFactory.create(game.getLong(0), ply, fens.get(ply)));
            }
            gamesByVariant.merge(game.getString(1), 1, Integer::sum);
        }
        StructType schema = new StructType().add("game_id", DataTypes.LongType).add("ply", DataTypes.IntegerType)
                .add("fen", DataTypes.StringType);
        SPARK.createDataFrame(positions, schema).createOrReplaceTempView("replayed_positions");
        // ply 0 is the start: the first move's from_position_key; every later ply is a move's position_key
        Row checked = SPARK.sql("SELECT count(*), count_if(position_key(r.fen) <> "
                + "CASE WHEN r.ply = 0 THEN m.from_position_key ELSE m.position_key END)"
                + " FROM replayed_positions r JOIN moves m ON m.game_id = r.game_id AND m.line_id = 0"
                + " AND m.ply = greatest(r.ply, 1)").first();
        System.out.printf("position_key(fen): %d positions of %s sample games%n", positions.size(), gamesByVariant);
        assertEquals(positions.size(), checked.getLong(0), "every replayed position has its move");
        assertEquals(0, checked.getLong(1), "positions whose FEN gives another key than the stored one");
        assertTrue(gamesByVariant.getOrDefault("chess", 0) > 50, gamesByVariant.toString());
        assertTrue(gamesByVariant.getOrDefault("xiangqi", 0) > 3, gamesByVariant.toString());
    }

    /** The FENs of the start and of each position after a move (a null move passes the turn). */
    private static List<String> chessFens(String startFen, List<Row> line) {
        Board board = Board.fromFen(startFen == null ? Board.STANDARD_FEN : startFen);
        List<String> fens = new ArrayList<>(List.of(board.toFen()));
        for (Row move : line) {
            board.make(Uci.parse(board, move.getString(1)));
            fens.add(board.toFen());
        }
        return fens;
    }

    private static List<String> xiangqiFens(String startFen, List<Row> line) {
        org.chesslake.xiangqi.Board board = startFen == null ? org.chesslake.xiangqi.Board.standard()
                : org.chesslake.xiangqi.Board.fromFen(startFen);
        List<String> fens = new ArrayList<>(List.of(board.toFen()));
        for (Row move : line) {
            board.make(Iccs.parse(board, move.getString(1), 0));
            fens.add(board.toFen());
        }
        return fens;
    }

    /**
     * jobs/queries/opening-tree.sql answers what the self-join on the previous ply's position_key
     * answers, for chess and xiangqi positions; its key reaches the Iceberg scan of moves as a pushed filter.
     */
    @Test
    void theOpeningTreeQueryAgreesWithTheSelfJoin() throws IOException {
        String tree = Files.readString(Path.of("jobs", "queries", "opening-tree.sql"));
        Board afterE4 = Board.standard();
        afterE4.make(Uci.parse(afterE4, "e2e4"));
        Board afterD4 = Board.standard();
        afterD4.make(Uci.parse(afterD4, "d2d4"));
        org.chesslake.xiangqi.Board afterCentralCannon = org.chesslake.xiangqi.Board.standard();
        afterCentralCannon.make(Iccs.parse(afterCentralCannon, "h2e2", 0));
        for (String fen : List.of(afterE4.toFen(), afterD4.toFen(), afterCentralCannon.toFen())) {
            Dataset<Row> answer = SPARK.sql(tree, Map.of("fen", fen));
            String plan = answer.queryExecution().executedPlan().toString();
            assertTrue(plan.lines().anyMatch(line -> line.contains("BatchScan") && line.contains(
                    "from_position_key = " + org.chesslake.table.PositionKeys.ofFen(fen))),
                    "the key is a filter pushed to the scan of moves: " + plan);
            List<String> rows = answer.collectAsList().stream().map(OpeningTreeLakeTest::line).sorted().toList();
            List<String> expected = SPARK.sql(selfJoin(org.chesslake.table.PositionKeys.ofFen(fen))).collectAsList()
                    .stream().map(OpeningTreeLakeTest::line).sorted().toList();
            System.out.printf("opening tree of %s: %s%n", fen, rows);
            assertTrue(rows.size() >= 2, fen + ": " + rows);
            assertEquals(expected, rows, fen);
        }
    }

    /**
     * The opening index's tree of every position of the lake (variations, set-up starts, null moves,
     * xiangqi) is the tree of the moves and games, with and without filters on Elo and year.
     */
    @Test
    void theIndexHasTheTreeOfEveryPosition() {
        // the three filters counted in one query, each one's trees compared and each one's rows counted
        ExplorerLakeTest.assertSameTrees("true", List.of("true",
                "g.white_elo BETWEEN 2400 AND 2700 AND g.black_elo BETWEEN 2400 AND 2700", "g.year >= 2000"));
        assertTrue(count("SELECT count(*) FROM positions p JOIN games g USING (game_id) WHERE g.variant = 'xiangqi'") > 0,
                "xiangqi's positions");
    }

    /** The tree counted as before from_position_key: the previous main-line ply's position_key. */
    private static String selfJoin(long key) {
        return "WITH played AS (SELECT DISTINCT m.game_id, m.san, m.side FROM moves p JOIN moves m"
                + " ON m.game_id = p.game_id AND m.line_id = 0 AND p.line_id = 0 AND m.ply = p.ply + 1"
                + " WHERE p.position_key = " + key + ")"
                + " SELECT p.san, count(*), sum(CASE WHEN g.result = '1-0' THEN 1 ELSE 0 END),"
                + " sum(CASE WHEN g.result = '1/2-1/2' THEN 1 ELSE 0 END), sum(CASE WHEN g.result = '0-1' THEN 1 ELSE 0 END),"
                + " round(sum(CASE WHEN g.result = '1/2-1/2' THEN 0.5 WHEN g.result = (CASE p.side WHEN 'white' THEN '1-0'"
                + " ELSE '0-1' END) THEN 1.0 ELSE 0.0 END) / nullif(sum(CASE WHEN g.result IN ('1-0', '0-1', '1/2-1/2')"
                + " THEN 1 ELSE 0 END), 0), 3),"
                + " round(sum(CASE p.side WHEN 'white' THEN g.white_elo ELSE g.black_elo END)"
                + " / count(CASE p.side WHEN 'white' THEN g.white_elo ELSE g.black_elo END))"
                + " FROM played p JOIN games g ON g.game_id = p.game_id GROUP BY p.san";
    }

    private static String line(Row row) {
        List<String> cells = new ArrayList<>();
        for (int i = 0; i < row.length(); i++) {
            cells.add(row.isNullAt(i) ? "null" : row.get(i) instanceof Number n ? String.valueOf(n.doubleValue())
                    : row.get(i).toString());
        }
        return String.join(" | ", cells);
    }

    private static long count(String sql) {
        return SPARK.sql(sql).first().getLong(0);
    }
}
