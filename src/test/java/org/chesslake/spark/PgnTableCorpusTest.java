package org.chesslake.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.chesslake.cli.IngestJob;
import org.chesslake.ingest.Ingest;
import org.chesslake.ingest.IngestReport;
import org.chesslake.ingest.SourceStatus;
import org.chesslake.lake.IcebergLake;
import org.chesslake.lake.LakeTable;
import org.chesslake.spark.PgnTables.Layout;
import org.chesslake.spark.PgnTables.PgnGame;
import org.chesslake.testing.Corpus;
import org.chesslake.testing.CorpusTest;
import org.chesslake.testing.TestSpark;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The corpus's Lichess slice ({@code pgn/lichess_db/lichess.pgn}: 999 games with clocks, most with
 * evaluations) written as Parquet in Lichess's layout (Hive partitions by year and month) and in a
 * lower-case layout of other types, and in Lichess's layout as ORC, CSV and JSON lines: each read as
 * {@code pgn-table}, and each ingested, gives the PGN
 * file's games, moves and names; {@code pgn_moves} gives the moves table's rows; a second ingest
 * finds the tables unchanged.
 */
@CorpusTest
class PgnTableCorpusTest {

    private static final SparkSession SPARK = TestSpark.session();
    /** The Lichess layout has no Round column (the PGN's is "-"). */
    private static final List<String> NO_ROUND = List.of("round", "round_id");

    @TempDir
    static Path temp;
    private static Path pgn;
    private static List<PgnGame> games;
    /** The PGN file's own ingest, which every table's ingest is compared with (only read). */
    private static Path pgnLake;

    @BeforeAll
    static void writeTheTables() throws IOException {
        Path corpus = Corpus.path("pgn/lichess_db/lichess.pgn");
        pgn = Files.createDirectories(temp.resolve("pgn")).resolve("lichess.pgn");
        Files.copy(corpus, pgn);
        games = PgnTables.games(pgn);
        assertEquals(999, games.size());
        PgnTables.write(SPARK, games, Layout.LICHESS, temp.resolve("lichess"), 256 << 10);
        PgnTables.write(SPARK, games, Layout.LOWER_CASE, temp.resolve("lower"), 256 << 10);
        pgnLake = temp.resolve("pgn-lake");
        ingest(pgn.getParent(), pgnLake);
    }

    private static Dataset<Row> read(String format, Path path, String table) {
        return SPARK.read().format(format).option("table", table).load(path.toString());
    }

    /** The PGN file's tables as compared, by the columns skipped: the file is decoded once for each list. */
    private static final Map<List<String>, SameGames.Collected> PGN_READS = new HashMap<>();
    /** The PGN file's ingest's tables as compared, the same way. */
    private static final Map<List<String>, SameGames.Collected> PGN_LAKE_READS = new HashMap<>();

    private static int assertSameAsThePgn(Path dir, List<String> skipped) {
        SameGames.Collected expected = PGN_READS.computeIfAbsent(skipped, s -> SameGames.Collected.of(read("pgn", pgn, "games"),
                read("pgn", pgn, "moves"), read("pgn", pgn, "names"), s));
        return SameGames.assertSame(expected, read("pgn-table", dir, "games"), read("pgn-table", dir, "moves"),
                read("pgn-table", dir, "names"));
    }

    /** Asserts that the lake's tables hold the games, moves and names of the PGN file's ingest; returns how many games. */
    private static int assertSameAsThePgnLake(Path lake, List<String> skipped) {
        SameGames.Collected expected = PGN_LAKE_READS.computeIfAbsent(skipped, s -> SameGames.Collected.of(
                published(pgnLake, LakeTable.GAMES), published(pgnLake, LakeTable.MOVES), published(pgnLake, LakeTable.NAMES), s));
        return SameGames.assertSame(expected, published(lake, LakeTable.GAMES), published(lake, LakeTable.MOVES),
                published(lake, LakeTable.NAMES));
    }

    @Test
    void theLichessLayoutReadsAsThePgnFile() {
        int compared = assertSameAsThePgn(temp.resolve("lichess"), NO_ROUND);
        System.out.printf("pgn-table, Lichess layout: %d/999 games equal to the PGN file's, with their moves and names%n", compared);
        assertEquals(999, compared);
    }

    @Test
    void theLowerCaseLayoutReadsAsThePgnFile() {
        int compared = assertSameAsThePgn(temp.resolve("lower"), List.of());
        System.out.printf("pgn-table, lower-case layout: %d/999 games equal to the PGN file's, with their moves and names%n", compared);
        assertEquals(999, compared);
    }

    @ParameterizedTest
    @ValueSource(strings = {"orc", "csv", "json"})
    void theLichessLayoutAsOrcCsvOrJsonReadsAndIngestsAsThePgnFile(String kind) throws IOException {
        Path dir = temp.resolve("lichess-" + kind);
        PgnTables.write(SPARK, games, Layout.LICHESS, dir, kind, Map.of());
        int compared = assertSameAsThePgn(dir, NO_ROUND);
        System.out.printf("pgn-table, Lichess layout as %s: %d/999 games equal to the PGN file's, with their moves and names%n",
                kind, compared);
        assertEquals(999, compared);
        Path lake = temp.resolve(kind + "-lake");
        IngestReport report = ingest(dir, lake);
        assertEquals(1, report.sources().size(), "one source per file: " + report.sources());
        assertEquals(999, report.sources().get(0).gamesWritten());
        assertEquals(999, assertSameAsThePgnLake(lake, NO_ROUND));
    }

    @Test
    void pgnMovesGivesTheMovesTablesRows() {
        Path dir = temp.resolve("lichess");
        Dataset<Row> tableGames = read("pgn-table", dir, "games");
        Dataset<Row> tableMoves = read("pgn-table", dir, "moves").drop("source");
        // a view of the files, not parquet.`dir`: that name resolves through the session's current catalog,
        // which an earlier test of the same JVM may have pointed at a catalog server it has stopped
        SPARK.read().parquet(dir.toString()).createOrReplaceTempView("lichess_rows");
        Dataset<Row> functionMoves = SPARK.sql("SELECT t.Site AS site, m.* FROM lichess_rows t"
                + " LATERAL VIEW pgn_moves(t.movetext) m").join(tableGames.select("site", "game_id"), "site");
        Map<String, List<String>> expected = SameGames.moves(tableGames, tableMoves);
        SameGames.assertSameMaps(expected, SameGames.moves(tableGames, functionMoves.select("game_id",
                java.util.Arrays.stream(tableMoves.columns()).skip(1).toArray(String[]::new))), "pgn_moves rows");
        assertEquals(tableGames.where("ply_count > 0").count(), expected.size(), "every game with moves (some were aborted before a move)");
        assertEquals(0, SPARK.sql("SELECT t.Site AS site, pgn_main_line_key(t.movetext) AS key FROM lichess_rows t")
                .join(tableGames, "site").where("NOT (key <=> main_line_key)").count(), "pgn_main_line_key is main_line_key");
    }

    private static IngestReport ingest(Path input, Path lake) throws IOException {
        return new Ingest(SPARK, IngestJob.parse("--input", input.toString(), "--output", lake.toString())).run();
    }

    private static Dataset<Row> published(Path lake, LakeTable table) {
        return IcebergLake.embedded(SPARK, lake.toString()).published(table).orElseThrow();
    }

    @Test
    void eachLayoutIngestsAsThePgnFileAndAgainUnchanged() throws IOException {
        for (Layout layout : Layout.values()) {
            Path input = temp.resolve(layout == Layout.LICHESS ? "lichess" : "lower");
            Path lake = temp.resolve(layout + "-lake");
            IngestReport first = ingest(input, lake);
            assertEquals(1, first.sources().size(), "one source per Parquet file: " + first.sources());
            assertEquals(SourceStatus.NEW, first.sources().get(0).status());
            assertEquals(999, first.sources().get(0).gamesWritten());
            int compared = assertSameAsThePgnLake(lake, layout == Layout.LICHESS ? NO_ROUND : List.of());
            System.out.printf("pgn-table ingest, %s layout: %d/999 games equal to the PGN file's ingest%n", layout, compared);
            Map<String, SourceStatus> again = new TreeMap<>();
            ingest(input, lake).sources().forEach(s -> again.put(s.source(), s.status()));
            assertEquals(Map.of(first.sources().get(0).source(), SourceStatus.UNCHANGED), again);
        }
    }
}
