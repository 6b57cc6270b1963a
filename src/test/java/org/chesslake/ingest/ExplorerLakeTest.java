package org.chesslake.ingest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.chesslake.chess.Board;
import org.chesslake.cli.ExploreJob;
import org.chesslake.cli.IngestJob;
import org.chesslake.cli.Job;
import org.chesslake.cli.MaintainJob;
import org.chesslake.lake.IcebergLake;
import org.chesslake.lake.LakeTable;
import org.chesslake.lake.PositionIndex;
import org.chesslake.lake.Tree;
import org.chesslake.lake.TreeFilter;
import org.chesslake.lake.TreeMove;
import org.chesslake.testing.Corpus;
import org.chesslake.testing.CorpusTest;
import org.chesslake.testing.IntegrationTest;
import org.chesslake.testing.TestSpark;
import org.chesslake.xiangqi.Iccs;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The opening index (the positions table) on a lake of sample-data (chess in five formats, xiangqi)
 * and a few rated games: its tree of every position equals the tree counted from the moves and games
 * tables, as jobs/queries/opening-tree.sql counts it, with and without filters; the explorer's tree
 * ({@link PositionIndex}, no Spark) of up to 1,000 sampled positions' FENs, chess and xiangqi, is the
 * tree jobs/queries/explore.sql counts in SQL, with and without filters; every data file the ingest's
 * tasks write is sorted by key; a re-ingest and a prune change the index as they change the moves;
 * and jobs/maintain leaves it sorted by key across its files, with the same trees.
 */
@IntegrationTest
class ExplorerLakeTest {

    private static final SparkSession SPARK = TestSpark.session();

    /** The filters the trees are compared under, as jobs/explore takes them and as SQL over the games. */
    private record Case(TreeFilter filter, String games) {
    }

    private static final List<Case> CASES = List.of(
            new Case(TreeFilter.NONE, "true"),
            new Case(new TreeFilter(2600, null, null, null, null), "g.white_elo >= 2600 AND g.black_elo >= 2600"),
            new Case(new TreeFilter(2500, 2700, null, null, null),
                    "g.white_elo BETWEEN 2500 AND 2700 AND g.black_elo BETWEEN 2500 AND 2700"),
            new Case(new TreeFilter(null, null, new TreeFilter.DateBound.Year(1950), new TreeFilter.DateBound.Year(1999),
                    null), "g.year BETWEEN 1950 AND 1999"),
            new Case(new TreeFilter(null, null, new TreeFilter.DateBound.Day(LocalDate.of(1960, 6, 1)),
                    new TreeFilter.DateBound.Day(LocalDate.of(2001, 5, 10)), null),
                    "g.date BETWEEN DATE'1960-06-01' AND DATE'2001-05-10'"),
            new Case(new TreeFilter(null, null, null, null, "scid/famous"), "g.source = 'scid/famous'"));

    /** How many positions the explorer is compared on at most. */
    private static final int SAMPLED = 1000;

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
        assertTrue(count("SELECT count(*) FROM positions JOIN games USING (game_id) WHERE variant = 'xiangqi'") > 100,
                "and xiangqi's");
        assertSameTrees("true", CASES.stream().map(Case::games).toList());
    }

    /**
     * The explorer's tree of each sampled position's FEN, with each filter, is the tree explore.sql's
     * aggregation gives in SQL over the positions the filter keeps (every position's at once).
     */
    @Test
    void theExplorerGivesTheSqlTreeOfSampledPositions() throws IOException {
        assertExplorerGivesTheSqlTrees(lake, 300, 50, CASES);
    }

    /**
     * The same on 1,000 positions sampled from a lake of the corpus's SCID medium database (2,453 rated
     * games) and wukong's xiangqi databases, whose index trees also equal opening-tree.sql's.
     */
    @Test
    @CorpusTest
    void theExplorerGivesTheSqlTreeOf1000CorpusPositions() throws IOException {
        Path corpusLake = temp.resolve("corpus-lake");
        new Ingest(SPARK, IngestJob.parse("--input", Corpus.path("scid/medium/medium.si4").toString(),
                "--input", Corpus.path("xiangqi/wukong_xqdb").toString(), "--output", corpusLake.toString())).run();
        try {
            // every filter but the source, which names a sample-data database
            assertExplorerGivesTheSqlTrees(corpusLake, 600, 200, CASES.subList(0, CASES.size() - 1));
            assertSameTrees("true", CASES.subList(0, 3).stream().map(Case::games).toList());
        } finally {
            org.chesslake.cli.SqlJob.register(SPARK, lake.toString(), null, null);
        }
    }

    /**
     * The explorer's tree of each of up to 1,000 sampled positions' FENs (at least {@code chess} and
     * {@code xiangqi} of each), with each filter, is the tree explore.sql's aggregation gives in SQL
     * over the positions the filter keeps (every position's at once).
     */
    private static void assertExplorerGivesTheSqlTrees(Path lake, int chess, int xiangqi, List<Case> cases)
            throws IOException {
        org.chesslake.cli.SqlJob.register(SPARK, lake.toString(), null, null);
        Map<Long, String> fens = sampledPositions(SAMPLED);
        long xiangqiFens = fens.values().stream().filter(fen -> fen.chars().filter(c -> c == '/').count() == 9).count();
        assertTrue(xiangqiFens >= xiangqi && fens.size() - xiangqiFens >= chess,
                fens.size() + " positions, " + xiangqiFens + " of xiangqi");
        List<Map<Long, List<String>>> sqlTrees = sqlTrees(fens,
                cases.stream().map(c -> c.games().replace("g.", "p.")).toList());
        // the moves table's SAN of each move played from a sampled position (the view sqlTrees made of them)
        Map<List<Object>, String> sans = new java.util.HashMap<>();
        SPARK.sql("SELECT DISTINCT m.from_position_key, m.uci, m.san FROM moves m JOIN sampled_fens s"
                        + " USING (from_position_key) WHERE m.line_id = 0").collectAsList()
                .forEach(row -> sans.put(List.of(row.getLong(0), row.getString(1)), row.getString(2)));
        // the cases in parallel, each on an index of its own (an index is not thread-safe): a tree of these lakes
        // reads a row group or two, so the trees of one case after another leave a core idle
        java.util.stream.IntStream.range(0, cases.size()).parallel().forEach(i -> {
            Case c = cases.get(i);
            Map<Long, List<String>> sql = sqlTrees.get(i);
            int compared = 0;
            try (PositionIndex index = PositionIndex.open(lake.toString(), null, null, Map.of())) {
                for (Map.Entry<Long, String> position : fens.entrySet()) {
                    Tree tree = index.tree(position.getValue(), c.filter());
                    assertEquals(position.getKey(), tree.key(), position.getValue());
                    List<String> explored = tree.moves().stream().map(ExplorerLakeTest::line).toList();
                    assertEquals(sql.getOrDefault(position.getKey(), List.of()), explored, position.getValue() + " with " + c);
                    for (TreeMove move : tree.moves()) {
                        assertEquals(sans.get(List.of(position.getKey(), move.uci())), move.move(),
                                "the SAN derived from the FEN is the moves table's: " + position.getValue());
                    }
                    compared += explored.isEmpty() ? 0 : 1;
                }
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(c.toString(), e);
            }
            System.out.printf("%s: %d of %d sampled positions have moves%n", c, compared, fens.size());
            assertTrue(compared > 0, c + ": no sampled position has a move");
        });
    }

    /** The file users run with jobs/sql gives the explorer's tree. */
    @Test
    void exploreSqlGivesTheExplorersTree() throws IOException {
        org.chesslake.cli.SqlJob.register(SPARK, lake.toString(), null, null);
        String query = Files.readString(Path.of("jobs/queries/explore.sql"));
        PositionIndex index = PositionIndex.open(lake.toString(), null, null, Map.of());
        for (String fen : List.of(Board.STANDARD_FEN, AFTER_E4, org.chesslake.xiangqi.Board.standard().toFen(),
                afterCentralCannon())) {
            List<String> sql = SPARK.sql(query, Map.of("fen", fen)).collectAsList().stream()
                    .map(ExplorerLakeTest::line).toList();
            List<String> explored = index.tree(fen, TreeFilter.NONE).moves().stream().map(ExplorerLakeTest::line).toList();
            assertFalse(explored.isEmpty(), fen);
            assertEquals(sql, explored, fen);
        }
    }

    /** Every positions file the ingest's tasks wrote holds its rows by key. */
    @Test
    void theTasksWriteEachFileSortedByKey() throws IOException {
        org.chesslake.cli.SqlJob.register(SPARK, lake.toString(), null, null);
        List<String> files = SPARK.sql("SELECT file_path FROM " + positionsTable(lake) + ".files").as(Encoders.STRING()).collectAsList();
        assertFalse(files.isEmpty());
        for (String file : files) {
            List<Long> keys = keysOf(file);
            assertFalse(keys.isEmpty(), file);
            assertEquals(keys.stream().sorted().toList(), keys, file);
        }
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
                        + "{\"game_id\":" + third + ",\"result\":\"1/2-1/2\",\"white_elo\":2750,\"black_elo\":2720,"
                        + "\"date\":\"1999-12-31\",\"year\":1999},"
                        + "{\"game_id\":" + first + ",\"result\":\"1-0\",\"white_elo\":2700,\"black_elo\":2650,"
                        + "\"date\":\"2001-05-10\",\"year\":2001}]}"),
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
        assertEquals(0, count("SELECT count(*) FROM positions WHERE source LIKE 'xiangqi/%'"), "the pruned sources' rows left");
        assertEquals(2, count("SELECT count(DISTINCT game_id) FROM positions WHERE source = 'famous-games'"),
                "the changed source's rows replaced");
        assertIndexFollowsMoves();
        PositionIndex index = PositionIndex.open(changed.toString(), null, null, Map.of());
        Map<String, Tree> before = new java.util.LinkedHashMap<>();
        for (String fen : List.of(Board.STANDARD_FEN, AFTER_E4)) {
            before.put(fen, index.tree(fen, TreeFilter.NONE));
        }
        assertTrue(index.tree(org.chesslake.xiangqi.Board.standard().toFen(), TreeFilter.NONE).moves().isEmpty(),
                "no xiangqi game is left");
        // an index that keeps its trees answers a tree asked again from memory while the snapshot stays
        PositionIndex keeping = PositionIndex.open(changed.toString(), null, null, Map.of(), 3);
        Tree kept = keeping.tree(Board.STANDARD_FEN, TreeFilter.NONE);
        assertEquals(before.get(Board.STANDARD_FEN), kept);
        assertSame(kept, keeping.tree(Board.STANDARD_FEN, TreeFilter.NONE), "kept for the snapshot");
        assertNotSame(kept, keeping.tree(Board.STANDARD_FEN, new TreeFilter(1, null, null, null, null)),
                "another filter is another tree");

        // jobs/maintain compacts the index into files sorted by key, none overlapping another's keys
        assertEquals(0, Job.execute(new MaintainJob(), System.out, System.err, "--lake", changed.toString()));
        org.chesslake.cli.SqlJob.register(SPARK, changed.toString(), null, null);
        List<Row> files = SPARK.sql("SELECT file_path, readable_metrics.from_position_key.lower_bound,"
                + " readable_metrics.from_position_key.upper_bound FROM " + positionsTable(changed) + ".files ORDER BY 2").collectAsList();
        for (int i = 0; i < files.size(); i++) {
            List<Long> keys = keysOf(files.get(i).getString(0));
            assertEquals(keys.stream().sorted().toList(), keys, files.get(i).getString(0));
            if (i > 0) {
                assertTrue(files.get(i - 1).getLong(2) < files.get(i).getLong(1), "key ranges overlap: " + files);
            }
        }
        assertIndexFollowsMoves();
        for (Map.Entry<String, Tree> tree : before.entrySet()) {
            assertEquals(tree.getValue(), index.tree(tree.getKey(), TreeFilter.NONE), tree.getKey());
        }
        Tree recounted = keeping.tree(Board.STANDARD_FEN, TreeFilter.NONE);
        assertNotSame(kept, recounted, "the compaction's snapshot drops the kept trees");
        assertEquals(kept, recounted);
        // the least recently asked tree goes first: three kept, a fourth drops the oldest
        for (int elo = 1; elo <= 3; elo++) {
            keeping.tree(Board.STANDARD_FEN, new TreeFilter(elo, null, null, null, null));
        }
        assertNotSame(recounted, keeping.tree(Board.STANDARD_FEN, TreeFilter.NONE), "dropped for newer trees");
        keeping.close();
        index.close();
    }

    /**
     * A lake of three runs (each its own sources, so each run's files span the whole key space), its
     * positions table given a target file size of a third of its size: jobs/maintain --tables
     * positions merges it into files of disjoint key ranges, each sorted, with the same rows (as a
     * multiset) and the same tree of every sampled position under every filter, each tree reading one
     * file; a second maintain finds nothing to do and changes nothing.
     *
     * <p>Before the runs, the development switch that leaves the index out (for the bench that times the
     * ingest with and without it): a run of the xiangqi databases with it writes no positions table,
     * records its sources without it, and the explorer says the lake has no index; the xiangqi run
     * without the switch, the second of the three, reads those sources again and builds their index.
     */
    @Test
    void thePositionsCompactionOfSeveralRunsKeepsEveryTreeAndReadsOneFileATree() throws IOException {
        Path runs = temp.resolve("runs");
        List<Path> inputs = List.of(runs.resolve("scid"), runs.resolve("xiangqi"), runs.resolve("pgn"));
        copyTree(Path.of("sample-data/scid"), inputs.get(0));
        copyTree(Path.of("sample-data/xiangqi"), inputs.get(1));
        Files.createDirectories(inputs.get(2));
        Files.copy(Path.of("sample-data/famous-games.pgn"), inputs.get(2).resolve("famous-games.pgn"));
        Files.writeString(inputs.get(2).resolve("rated.pgn"), RATED_GAMES);
        Path compacted = temp.resolve("compacted");
        SPARK.conf().set(Ingest.INDEX_SWITCH, "false");
        try {
            ingest(inputs.get(1), compacted);
        } finally {
            SPARK.conf().unset(Ingest.INDEX_SWITCH);
        }
        assertTrue(IcebergLake.embedded(SPARK, compacted.toString()).table(LakeTable.POSITIONS).isEmpty());
        assertTrue(count("SELECT count(*) FROM moves") > 0);
        IllegalArgumentException none = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> PositionIndex.open(compacted.toString(), null, null, Map.of()));
        assertTrue(none.getMessage().contains("the lake has no opening index"), none.getMessage());
        for (Path input : inputs) {
            ingest(input, compacted);
        }
        assertIndexFollowsMoves();
        org.apache.iceberg.Table positions = IcebergLake.embedded(SPARK, compacted.toString()).table(LakeTable.POSITIONS)
                .orElseThrow();
        List<Row> filesBefore = SPARK.sql("SELECT file_path, file_size_in_bytes FROM " + positionsTable(compacted)
                + ".files").collectAsList();
        assertTrue(filesBefore.size() >= 3, "a file or more per run: " + filesBefore);
        long bytes = filesBefore.stream().mapToLong(row -> row.getLong(1)).sum();
        // files of a third of the table, each of row groups of 512 bytes, so that a common position's rows
        // fill more than one, which the explorer reads in parallel
        positions.updateProperties().set(org.apache.iceberg.TableProperties.WRITE_TARGET_FILE_SIZE_BYTES,
                String.valueOf(bytes / 3)).set(org.apache.iceberg.TableProperties.PARQUET_ROW_GROUP_SIZE_BYTES,
                "512").commit();
        List<String> rows = positionsRows();
        // the sampled positions and the commonest, the start position
        java.util.Set<String> fens = new java.util.LinkedHashSet<>(sampledPositions(300).values());
        fens.add(Board.STANDARD_FEN);
        fens.add(org.chesslake.xiangqi.Board.standard().toFen());
        PositionIndex index = PositionIndex.open(compacted.toString(), null, null, Map.of());
        Map<String, Tree> trees = new java.util.LinkedHashMap<>();
        for (String fen : fens) {
            for (Case c : CASES) {
                trees.put(fen + " with " + c, index.tree(fen, c.filter()));
            }
        }
        index.tree(fens.iterator().next(), TreeFilter.NONE);
        assertTrue(index.filesRead() > 1, "before, a tree reads the files of several runs: " + index.filesRead());

        assertEquals(0, Job.execute(new MaintainJob(), System.out, System.err, "--lake", compacted.toString(),
                "--tables", "positions"));
        org.chesslake.cli.SqlJob.register(SPARK, compacted.toString(), null, null);
        List<Row> files = SPARK.sql("SELECT file_path, readable_metrics.from_position_key.lower_bound,"
                + " readable_metrics.from_position_key.upper_bound FROM " + positionsTable(compacted)
                + ".files ORDER BY 2").collectAsList();
        assertTrue(files.size() >= 3, "files of a third of the table's size: " + files);
        for (int i = 0; i < files.size(); i++) {
            List<Long> keys = keysOf(files.get(i).getString(0));
            assertEquals(keys.stream().sorted().toList(), keys, files.get(i).getString(0));
            if (i > 0) {
                assertTrue(files.get(i - 1).getLong(2) < files.get(i).getLong(1), "key ranges overlap: " + files);
            }
        }
        assertEquals(rows, positionsRows(), "the same rows");
        int mostRowGroups = 0;
        for (String fen : fens) {
            for (Case c : CASES) {
                assertEquals(trees.get(fen + " with " + c), index.tree(fen, c.filter()), fen + " with " + c);
                assertTrue(index.filesRead() <= 1, fen + " with " + c + " read " + index.filesRead() + " files");
            }
            index.tree(fen, TreeFilter.NONE);
            assertEquals(1, index.filesRead(), "a position of the index is in one file: " + fen);
            mostRowGroups = Math.max(mostRowGroups, index.rowGroupsRead());
        }
        assertTrue(mostRowGroups > 1, "a common position's rows fill several row groups of its file: " + mostRowGroups);
        index.close();

        // compacted: a second maintain leaves the files as they are
        positions.refresh();
        long snapshot = positions.currentSnapshot().snapshotId();
        assertEquals(0, Job.execute(new MaintainJob(), System.out, System.err, "--lake", compacted.toString(),
                "--tables", "positions"));
        positions.refresh();
        assertEquals(snapshot, positions.currentSnapshot().snapshotId(), "no rewrite");
    }

    /** The positions table's rows, each as text, sorted: the table as a multiset. */
    private static List<String> positionsRows() {
        return SPARK.sql("SELECT * FROM positions").collectAsList().stream().map(Row::toString).sorted().toList();
    }

    private static void assertIndexFollowsMoves() {
        Map<String, List<String>> bySource = SPARK.sql("SELECT 'moves', source, count(*) FROM moves WHERE line_id = 0"
                + " GROUP BY source UNION ALL SELECT 'positions', source, count(*) FROM positions GROUP BY source")
                .collectAsList().stream().collect(java.util.stream.Collectors.groupingBy(row -> row.getString(0),
                        java.util.stream.Collectors.mapping(row -> row.getString(1) + ": " + row.getLong(2),
                                java.util.stream.Collectors.toList())));
        assertEquals(bySource.get("moves").stream().sorted().toList(), bySource.get("positions").stream().sorted().toList());
        assertSameTrees("true", List.of("true"));
    }

    /**
     * The FEN of up to {@code limit} positions main lines were played from, by key: every game's main
     * line replayed from its start (games with a null move are left out), the keys spread over all.
     */
    private static Map<Long, String> sampledPositions(int limit) {
        List<Row> moves = SPARK.sql("SELECT m.game_id, g.variant, g.start_fen, m.uci, m.from_position_key FROM moves m"
                + " JOIN games g USING (game_id) WHERE m.line_id = 0 AND g.game_id NOT IN"
                + " (SELECT game_id FROM moves WHERE uci = '0000') ORDER BY m.game_id, m.ply").collectAsList();
        java.util.TreeMap<Long, String> fens = new java.util.TreeMap<>();
        Object board = null;
        long game = 0;
        for (Row move : moves) {
            if (board == null || move.getLong(0) != game) {
                game = move.getLong(0);
                String start = move.isNullAt(2) ? null : move.getString(2);
                board = move.getString(1).equals("xiangqi")
                        ? start == null ? org.chesslake.xiangqi.Board.standard() : org.chesslake.xiangqi.Board.fromFen(start)
                        : start == null ? Board.standard() : Board.fromFen(start);
            }
            // a FEN made only for a key not seen yet: most keys of a large lake repeat (the openings)
            if (board instanceof Board chess) {
                fens.computeIfAbsent(move.getLong(4), key -> chess.toFen());
                chess.make(org.chesslake.chess.Uci.parse(chess, move.getString(3)));
            } else if (board instanceof org.chesslake.xiangqi.Board xiangqi) {
                fens.computeIfAbsent(move.getLong(4), key -> xiangqi.toFen());
                xiangqi.make(Iccs.parse(xiangqi, move.getString(3), 0));
            }
        }
        Map<Long, String> sampled = new java.util.LinkedHashMap<>();
        List<Map.Entry<Long, String>> all = new ArrayList<>(fens.entrySet());
        for (int i = 0; i < all.size() && sampled.size() < limit; i += Math.max(1, all.size() / limit)) {
            sampled.put(all.get(i).getKey(), all.get(i).getValue());
        }
        return sampled;
    }

    /**
     * Each sampled position's tree as explore.sql counts it (the SAN and the side from the position's
     * FEN), over the positions each of {@code conditions} (on {@code p}) keeps, by key: one map per
     * condition, in their order, all counted in one query.
     */
    private static List<Map<Long, List<String>>> sqlTrees(Map<Long, String> fens, List<String> conditions) {
        SPARK.sql("CREATE OR REPLACE TEMP VIEW sampled_fens AS SELECT * FROM VALUES " + String.join(", ",
                fens.entrySet().stream().map(e -> "(" + e.getKey() + "L, '" + e.getValue() + "')").toList())
                + " AS t(from_position_key, fen)");
        String query = "WITH played AS (SELECT DISTINCT filter_case, p.from_position_key, s.fen, game_id, uci, result,"
                + " white_elo, black_elo, date, year FROM positions p JOIN sampled_fens s USING (from_position_key)"
                + filterCases(conditions) + ")"
                + " SELECT move_san(fen, uci) AS move, uci, count(*) AS games, count_if(result = '1-0'),"
                + " count_if(result = '1/2-1/2'), count_if(result = '0-1'),"
                + " round(avg(result_score(result, side_to_move(fen))), 3),"
                + " round(avg(CASE side_to_move(fen) WHEN 'white' THEN white_elo ELSE black_elo END)), min(year), max(year),"
                + " transform(slice(sort_array(collect_list(named_struct('elo', coalesce(white_elo, 0) + coalesce(black_elo, 0),"
                + " 'game_id', game_id, 'result', result, 'white_elo', white_elo, 'black_elo', black_elo, 'date', date,"
                + " 'year', year)), false), 1, 3), top -> named_struct('game_id', top.game_id, 'result', top.result,"
                + " 'white_elo', top.white_elo, 'black_elo', top.black_elo, 'date', top.date, 'year', top.year)),"
                + " from_position_key, filter_case"
                + " FROM played GROUP BY filter_case, from_position_key, fen, uci"
                + " ORDER BY filter_case, from_position_key, games DESC, move";
        List<Map<Long, List<String>>> trees = new ArrayList<>();
        conditions.forEach(condition -> trees.add(new java.util.HashMap<>()));
        for (Row row : SPARK.sql(query).collectAsList()) {
            trees.get(row.getInt(12)).computeIfAbsent(row.getLong(11), k -> new ArrayList<>()).add(line(row));
        }
        return trees;
    }

    /**
     * Each row joined to the numbers of the {@code conditions} it meets, as {@code filter_case}: the
     * rows of every condition counted in one query.
     */
    private static String filterCases(List<String> conditions) {
        StringBuilder meets = new StringBuilder(" CROSS JOIN (SELECT explode(sequence(0, " + (conditions.size() - 1)
                + ")) AS filter_case) cases WHERE CASE filter_case");
        for (int i = 0; i < conditions.size(); i++) {
            meets.append(" WHEN ").append(i).append(" THEN (").append(conditions.get(i)).append(")");
        }
        return meets.append(" END").toString();
    }

    /** A tree's move as a line: its eleven values, numbers as doubles. */
    private static String line(TreeMove move) {
        return String.join(" | ", Stream.of(move.move(), move.uci(), move.games(), move.whiteWins(), move.draws(),
                move.blackWins(), move.score(), move.avgElo(), move.firstYear(), move.lastYear())
                .map(ExplorerLakeTest::cell).toList()) + " | " + move.topGames().stream()
                .map(game -> top(game.gameId(), game.result(), game.whiteElo(), game.blackElo(), game.date(), game.year()))
                .toList();
    }

    /** A row of explore.sql's columns as the same line. */
    private static String line(Row row) {
        List<String> cells = new ArrayList<>();
        for (int i = 0; i < 10; i++) {
            cells.add(cell(row.isNullAt(i) ? null : row.get(i)));
        }
        return String.join(" | ", cells) + " | " + row.<Row>getList(10).stream()
                .map(game -> top(game.get(0), game.get(1), game.get(2), game.get(3), game.get(4), game.get(5))).toList();
    }

    /** A top game's values (a date as ISO text, whether a LocalDate or a java.sql.Date). */
    private static String top(Object... values) {
        return Stream.of(values).map(String::valueOf).toList().toString();
    }

    private static String cell(Object value) {
        return value == null ? "null" : value instanceof Number n ? String.valueOf(n.doubleValue()) : value.toString();
    }

    /** The positions table's Spark name: its metadata tables are below it. */
    private static String positionsTable(Path lake) {
        return IcebergLake.embedded(SPARK, lake.toString()).name(LakeTable.POSITIONS);
    }

    /** The from_position_key of a data file's rows, in the file's order. */
    private static List<Long> keysOf(String file) throws IOException {
        List<Long> keys = new ArrayList<>();
        try (org.apache.parquet.hadoop.ParquetReader<org.apache.parquet.example.data.Group> reader =
                     org.apache.parquet.hadoop.ParquetReader.builder(new org.apache.parquet.hadoop.example.GroupReadSupport(),
                             new org.apache.hadoop.fs.Path(file)).build()) {
            org.apache.parquet.example.data.Group row;
            while ((row = reader.read()) != null) {
                keys.add(row.getLong("from_position_key", 0));
            }
        }
        return keys;
    }

    private static void ingest(Path input, Path lake) throws IOException {
        new Ingest(SPARK, IngestJob.parse("--input", input.toString(), "--output", lake.toString())).run();
        org.chesslake.cli.SqlJob.register(SPARK, lake.toString(), null, null);
    }

    /**
     * The tree of every position {@code positions} selects (a condition on the moves {@code m}), of the
     * games each of {@code games} keeps (a condition on {@code g}), from the index and from the moves and
     * games: the same rows. All in one query: the rows of each side's trees the other side lacks (as
     * multisets, both ways) and how many rows each condition's tree has (none fails).
     */
    static void assertSameTrees(String positions, List<String> games) {
        String moves = movesTree(positions, games);
        String index = indexTree(positions.replace("m.", "p."), games.stream().map(g -> g.replace("g.", "p.")).toList());
        List<Row> rows = SPARK.sql("WITH moves_tree AS (" + moves + "), index_tree AS (" + index + ")"
                + " SELECT 'rows', filter_case, count(*) FROM moves_tree GROUP BY filter_case"
                + " UNION ALL (SELECT 'only in the moves'' tree: ' || to_json(struct(*)), 0, 0 FROM"
                + " (SELECT * FROM moves_tree EXCEPT ALL SELECT * FROM index_tree) LIMIT 20)"
                + " UNION ALL (SELECT 'only in the index''s tree: ' || to_json(struct(*)), 0, 0 FROM"
                + " (SELECT * FROM index_tree EXCEPT ALL SELECT * FROM moves_tree) LIMIT 20)").collectAsList();
        assertEquals(List.of(), rows.stream().map(row -> row.getString(0)).filter(kind -> !kind.equals("rows")).toList(),
                "the trees differ under " + games);
        Map<Integer, Long> counted = new java.util.HashMap<>();
        rows.forEach(row -> counted.put(row.getInt(1), row.getLong(2)));
        for (int i = 0; i < games.size(); i++) {
            assertTrue(counted.getOrDefault(i, 0L) > 0, games.get(i));
        }
    }

    /**
     * The tree as jobs/queries/opening-tree.sql counts it from the moves and games, with each move's
     * key, UCI and years: a game once per move it played from a position; under each of {@code games}
     * (by its number, {@code filter_case}).
     */
    static String movesTree(String positions, List<String> games) {
        return "WITH played AS (SELECT DISTINCT m.game_id, m.from_position_key, m.uci, m.side FROM moves m"
                + " WHERE m.line_id = 0 AND " + positions + ")"
                + " SELECT filter_case, p.from_position_key, p.uci, count(*), count_if(g.result = '1-0'),"
                + " count_if(g.result = '1/2-1/2'), count_if(g.result = '0-1'),"
                + " round(avg(result_score(g.result, p.side)), 3),"
                + " round(avg(CASE p.side WHEN 'white' THEN g.white_elo ELSE g.black_elo END)), min(g.year), max(g.year)"
                + " FROM played p JOIN games g ON g.game_id = p.game_id" + filterCases(games)
                + " GROUP BY filter_case, p.from_position_key, p.uci";
    }

    /**
     * The same counted from the index, the side to move of each position taken from the moves (where a
     * reader takes it from the position's FEN; the SAN is compared on the sampled positions).
     */
    private static String indexTree(String positions, List<String> games) {
        return "WITH sides AS (SELECT DISTINCT from_position_key, side FROM moves WHERE line_id = 0),"
                + " played AS (SELECT DISTINCT filter_case, p.game_id, p.from_position_key, p.uci, s.side, p.result,"
                + " p.white_elo, p.black_elo, p.year FROM positions p JOIN sides s USING (from_position_key)"
                + filterCases(games) + " AND " + positions + ")"
                + " SELECT filter_case, from_position_key, uci, count(*), count_if(result = '1-0'),"
                + " count_if(result = '1/2-1/2'), count_if(result = '0-1'), round(avg(result_score(result, side)), 3),"
                + " round(avg(CASE side WHEN 'white' THEN white_elo ELSE black_elo END)), min(year), max(year)"
                + " FROM played GROUP BY filter_case, from_position_key, uci";
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
