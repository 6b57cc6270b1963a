package org.chesslake.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.apache.hadoop.conf.Configuration;
import org.apache.parquet.hadoop.ParquetFileReader;
import org.apache.parquet.hadoop.metadata.BlockMetaData;
import org.apache.parquet.hadoop.metadata.ColumnChunkMetaData;
import org.apache.parquet.hadoop.util.HadoopInputFile;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.chesslake.ingest.Ingest;
import org.chesslake.ingest.IngestReport;
import org.chesslake.ingest.SourceReport;
import org.chesslake.lake.IcebergLake;
import org.chesslake.lake.LakeTable;
import org.chesslake.lake.RunLease;
import org.chesslake.lake.TableLayout;
import org.chesslake.testing.IntegrationTest;
import org.chesslake.testing.TestSpark;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The ingest job as a new user runs it: sample-data/ into the default (Iceberg) lake, read back
 * through its catalog, counted against the report and the sources, and the example queries of
 * jobs/queries/ run over it with jobs/sql's registration.
 */
@IntegrationTest
class IngestJobTest {

    private static final Path SAMPLE_DATA = Path.of("sample-data");

    @TempDir
    static Path temp;

    private static Path lake;
    private static IngestReport report;
    private static final SparkSession SPARK = TestSpark.session();

    @BeforeAll
    static void ingestTheSampleData() throws IOException {
        lake = temp.resolve("lake");
        report = new Ingest(SPARK, IngestJob.parse("--input", SAMPLE_DATA.toString(), "--output", lake.toString())).run();
    }

    private static Dataset<Row> table(Path lake, LakeTable table) {
        return IcebergLake.embedded(SPARK, lake.toString()).published(table).orElseThrow();
    }

    @Test
    void everyTableAndTheReportAreWritten() throws IOException {
        for (String table : List.of("games/metadata", "moves/metadata", "names/metadata", "sources/metadata",
                IngestReport.FILE)) {
            assertTrue(Files.exists(lake.resolve(table)), table);
        }
        try (Stream<Path> left = Files.list(lake)) { // nothing of the run's own: no scratch, no marker
            assertEquals(List.of(IngestReport.FILE, RunLease.DIRECTORY, "games", "moves", "names", "positions", "sources"),
                    left.map(p -> p.getFileName().toString()).filter(n -> !n.startsWith(".")).sorted().toList());
        }
        try (Stream<Path> leases = Files.list(lake.resolve(RunLease.DIRECTORY))) { // the run's lease is released
            assertEquals(List.of(), leases.toList());
        }
        assertEquals(List.of("games", "moves", "names", "positions", "sources"), List.copyOf(report.snapshots().keySet()));
        // time travel to the report's snapshots gives exactly what the report counts, whatever ran since
        IcebergLake iceberg = IcebergLake.embedded(SPARK, lake.toString());
        assertEquals(report.entries(), SPARK.sql("SELECT count(*) FROM " + iceberg.name(LakeTable.GAMES) + " VERSION AS OF "
                + report.snapshots().get("games")).first().getLong(0));
        assertEquals(report.sources().stream().mapToLong(SourceReport::moves).sum(), SPARK.sql("SELECT count(*) FROM "
                + iceberg.name(LakeTable.MOVES) + " VERSION AS OF " + report.snapshots().get("moves")).first().getLong(0));
        assertFalse(report.sources().isEmpty());
        for (SourceReport source : report.sources()) {
            assertTrue(source.accountedFor(), source.toString());
            assertTrue(source.entries() > 0 && source.moves() > 0 && source.names() > 0, source.toString());
        }
    }

    @Test
    void theParquetTablesHoldWhatTheReportCounts() {
        Dataset<Row> games = table(lake, LakeTable.GAMES);
        Dataset<Row> moves = table(lake, LakeTable.MOVES);
        Dataset<Row> names = table(lake, LakeTable.NAMES);
        assertEquals(report.entries(), games.count());
        assertEquals(report.sources().stream().mapToLong(SourceReport::moves).sum(), moves.count());
        assertEquals(report.sources().stream().mapToLong(SourceReport::names).sum(), names.count());
        for (SourceReport source : report.sources()) {
            assertEquals(source.entries(), games.where(games.col("source").equalTo(source.source())).count(), source.source());
            long direct = SPARK.read().format(source.format()).load(source.path()).count();
            assertEquals(direct, source.entries(), source.source());
        }
        assertEquals(0, moves.join(games, "game_id").where(moves.col("source").notEqual(games.col("source"))).count());
        assertEquals(moves.select("game_id").distinct().count(),
                moves.join(games, "game_id").select("game_id").distinct().count(), "every move belongs to a game");
    }

    /**
     * Hash columns whose values are all distinct: a bloom filter and no dictionary (it would
     * overflow). The moves' game_id repeats per move: a dictionary (the exact index Iceberg prunes
     * row groups by; parquet-mr writes no bloom filter for a dictionary-encoded chunk). The other
     * columns keep their dictionaries.
     */
    @Test
    void theHashColumnsHaveBloomFiltersOrDictionaries() throws IOException {
        Map<String, List<String>> plainWithBloom = Map.of("moves", List.of("from_position_key", "position_key"), "games",
                List.of("game_id", "main_line_key"), "names", List.of("name_id"));
        Map<String, List<String>> dictionary = Map.of("moves", List.of("game_id", "san", "source"), "games", List.of("source"),
                "names", List.of("source"));
        for (String table : plainWithBloom.keySet()) {
            Path file;
            try (Stream<Path> files = Files.walk(lake.resolve(table).resolve("data"))) {
                file = files.filter(p -> p.toString().endsWith(".parquet")).findFirst().orElseThrow();
            }
            try (ParquetFileReader reader = ParquetFileReader.open(HadoopInputFile.fromPath(
                    new org.apache.hadoop.fs.Path(file.toUri()), new Configuration()))) {
                for (BlockMetaData block : reader.getFooter().getBlocks()) {
                    for (ColumnChunkMetaData column : block.getColumns()) {
                        String name = column.getPath().toDotString();
                        boolean plain = plainWithBloom.get(table).contains(name);
                        assertEquals(plain, column.getBloomFilterOffset() >= 0, file + " " + name + " bloom filter");
                        if (plain) {
                            assertFalse(column.hasDictionaryPage(), file + " " + name + " has a dictionary");
                        } else if (dictionary.get(table).contains(name)) {
                            assertTrue(column.hasDictionaryPage(), file + " " + name + " has no dictionary");
                        }
                    }
                }
            }
        }
    }

    /**
     * The moves pass computes the main line's key and opening for the games table: the lake holds what
     * a read of the games table computes, and the sample data, written in every format from the same
     * PGN, has each game under one key in all of them.
     */
    @Test
    void theMainLineColumnsAreThoseOfAGamesRead() {
        String[] columns = {"source", "game_number", "main_line_key", "opening_eco", "opening_name"};
        Dataset<Row> lakeGames = table(lake, LakeTable.GAMES).selectExpr(columns);
        Dataset<Row> read = SPARK.read().format("chess").load(SAMPLE_DATA.toString()).selectExpr(columns);
        assertEquals(read.count(), lakeGames.count());
        assertEquals(0, read.exceptAll(lakeGames).count(), "the lake's main-line columns differ from a read's");
        assertTrue(lakeGames.where("opening_name IS NOT NULL").count() > 0, "no game has an opening name");
        long chessSources = lakeGames.join(table(lake, LakeTable.GAMES).select("source", "game_number", "variant"),
                        new String[] {"source", "game_number"})
                .where("variant = 'chess' AND main_line_key IS NOT NULL").groupBy("main_line_key")
                .agg(org.apache.spark.sql.functions.countDistinct("source").as("sources"))
                .agg(org.apache.spark.sql.functions.max("sources")).first().getLong(0);
        assertTrue(chessSources >= 4, "a game under one key in " + chessSources + " sources");
    }

    /** The moves' row groups are small enough for a 1 MiB bloom filter to stay selective (see TableLayout). */
    @Test
    void theMovesTableHasRowGroupsOf16MiB() {
        String property = SPARK.sql("SHOW TBLPROPERTIES " + IcebergLake.embedded(SPARK, lake.toString()).namespaceName()
                + ".moves ('write.parquet.row-group-size-bytes')").first().getString(1);
        assertEquals(String.valueOf(16 << 20), property);
    }

    @Test
    void reIngestingReplacesTheSourceRowsAndKeepsTheIds() throws IOException {
        Dataset<Row> before = table(lake, LakeTable.GAMES).select("game_id", "white").orderBy("game_id");
        List<Row> first = before.collectAsList();
        new Ingest(SPARK, IngestJob.parse("--full", "--input", SAMPLE_DATA.toString(), "--output", lake.toString(),
                "--tables", "games")).run();
        List<Row> second = table(lake, LakeTable.GAMES).select("game_id", "white").orderBy("game_id").collectAsList();
        assertEquals(first, second);
    }

    @Test
    void aGameThatFailsToDecodeKeepsItsRowWithTheErrorAndLosesOnlyItsMoves() throws IOException {
        Path database = temp.resolve("damaged");
        Files.createDirectories(database);
        try (Stream<Path> files = Files.list(SAMPLE_DATA.resolve("dcg"))) {
            for (Path file : files.toList()) {
                Files.copy(file, database.resolve(file.getFileName()));
            }
        }
        Path records = database.resolve("famous.dcg");
        byte[] bytes = Files.readAllBytes(records);
        java.util.Arrays.fill(bytes, bytes.length - 40, bytes.length, (byte) 0x7f); // the last game's last moves
        Files.write(records, bytes);

        Path out = temp.resolve("damaged-lake");
        IngestReport damaged = new Ingest(SPARK, IngestJob.parse("--input", database.toString(), "--output", out.toString())).run();
        SourceReport source = damaged.sources().get(0);
        assertEquals(11, source.entries());
        assertEquals(1, source.decodeErrors());
        assertTrue(source.accountedFor(), source.toString());
        Dataset<Row> games = table(out, LakeTable.GAMES);
        Row failed = games.where("decode_error is not null").first();
        assertEquals(11L, failed.<Long>getAs("game_number"));
        assertTrue(failed.<String>getAs("decode_error").contains("famous.dcg: game 11 at byte "), failed.toString());
        assertEquals(0, table(out, LakeTable.MOVES)
                .where(org.apache.spark.sql.functions.col("game_id").equalTo(failed.<Long>getAs("game_id"))).count());
        Row intact = games.where("game_number = 1").first();
        assertEquals(13, (int) intact.<Integer>getAs("ply_count"));
        assertEquals(games.count(), 11);
    }

    @Test
    void theExampleQueriesRunOverTheLake() throws IOException {
        SqlJob.register(SPARK, lake.toString(), null, null);
        try {
            runTheExampleQueries();
        } finally {
            SPARK.sql("USE spark_catalog.default");
        }
    }

    @Test
    void anIcebergLakeOfTheMovesAloneIsQueried(@TempDir Path movesOnly) throws IOException {
        Path lakeOfMoves = movesOnly.resolve("lake");
        new Ingest(SPARK, IngestJob.parse("--input", SAMPLE_DATA.resolve("scid").toString(), "--output",
                lakeOfMoves.toString(), "--tables", "moves")).run();
        SqlJob.register(SPARK, lakeOfMoves.toString(), null, null);
        try {
            long moves = SPARK.read().format("scid").option("table", "moves").load(SAMPLE_DATA.resolve("scid").toString()).count();
            assertEquals(moves, SPARK.sql("SELECT count(*) FROM moves").first().getLong(0));
        } finally {
            SPARK.sql("USE spark_catalog.default");
        }
    }

    private void runTheExampleQueries() throws IOException {
        List<Path> queries;
        try (Stream<Path> files = Files.list(Path.of("jobs", "queries"))) {
            queries = files.filter(p -> p.toString().endsWith(".sql")).sorted().toList();
        }
        assertFalse(queries.isEmpty());
        // the values of the queries' parameters (jobs/sql --param): the position after 1.e4
        Map<String, Object> params = Map.of("fen", "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
        for (Path query : queries) {
            String text = Files.readString(query);
            Map<String, Object> used = params.entrySet().stream().filter(p -> text.contains(":" + p.getKey()))
                    .collect(Collectors.toMap(Map.Entry::getKey, Map.Entry::getValue));
            List<Row> rows = (used.isEmpty() ? SPARK.sql(text) : SPARK.sql(text, used)).collectAsList();
            assertFalse(rows.isEmpty(), query + " returned nothing");
        }
        // first-moves.sql agrees with a count straight from the moves table
        Row top = SPARK.sql(Files.readString(Path.of("jobs", "queries", "first-moves.sql"))).first();
        long direct = SPARK.sql("SELECT count(*) FROM moves m JOIN games g USING (game_id) "
                + "WHERE m.line_id = 0 AND m.ply = 1 AND g.start_fen IS NULL AND m.san = '" + top.getString(0) + "'").first().getLong(0);
        assertEquals(direct, top.getLong(1));
    }
}
