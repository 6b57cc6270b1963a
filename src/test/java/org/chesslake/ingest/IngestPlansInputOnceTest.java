package org.chesslake.ingest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.chesslake.cli.IngestJob;
import org.chesslake.lake.IcebergLake;
import org.chesslake.lake.LakeTable;
import org.chesslake.scan.PlannedInput;
import org.chesslake.spark.GameScan;
import org.chesslake.testing.IntegrationTest;
import org.chesslake.testing.TestSpark;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * One ingest run lists and plans its input once, for all its reads (moves, games, names, the
 * audit's count). Between the moves pass and the games pass a new database appears in the input
 * and a game is appended to a PGN database: a run whose later reads listed or planned the input
 * again would see them (and its audit would fail on the new source's rows or on the moves pass's
 * count); this run ingests exactly the databases and games it planned.
 */
@IntegrationTest
class IngestPlansInputOnceTest {

    private static final SparkSession SPARK = TestSpark.session();

    @TempDir
    Path temp;

    @Test
    void filesThatChangeDuringARunDoNotReachIt() throws IOException {
        Path input = temp.resolve("in");
        Path scid = Files.createDirectories(input.resolve("scid"));
        for (String extension : List.of("si4", "sg4", "sn4")) {
            Files.copy(Path.of("sample-data/scid/famous." + extension), scid.resolve("famous." + extension));
        }
        Path pgn = Files.createDirectories(input.resolve("pgn")).resolve("famous.pgn");
        Files.copy(Path.of("sample-data/famous-games.pgn"), pgn);
        long pgnGames = SPARK.read().format("pgn").load(pgn.toString()).count();
        long scidGames = SPARK.read().format("scid").load(scid.resolve("famous.si4").toString()).count();
        String firstPgnGame = Files.readString(pgn).split("\n\n\\[", 2)[0];

        Path lake = temp.resolve("lake");
        IngestArgs args = IngestJob.parse("--input", input.toString(), "--output", lake.toString());
        IngestReport report = new Ingest(SPARK, args, IngestListeners.gamesStaged(staging -> {
            try { // the moves and games are written; the names and the audit's count are still to read
                Files.copy(Path.of("sample-data/famous-games.pgn"), input.resolve("pgn/arrived-late.pgn"));
                Files.writeString(pgn, "\n\n" + firstPgnGame + "\n", StandardOpenOption.APPEND);
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        })).run();

        assertEquals(List.of("pgn/famous", "scid/famous"), report.sources().stream().map(SourceReport::source).sorted().toList());
        assertEquals(pgnGames + scidGames, report.entries());
        assertEquals(0, report.decodeErrors());
        IcebergLake published = new Ingest(SPARK, args).lake();
        for (LakeTable table : LakeTable.values()) {
            Dataset<Row> rows = published.published(table).orElseThrow();
            assertEquals(List.of("pgn/famous", "scid/famous"), rows.select("source").distinct().collectAsList().stream()
                    .map(r -> r.getString(0)).sorted().toList(), table.tableName());
        }
        Dataset<Row> games = published.published(LakeTable.GAMES).orElseThrow();
        assertEquals(pgnGames, games.where("source = 'pgn/famous'").count());
        // the next run plans again and sees both changes
        assertEquals(pgnGames + 1, SPARK.read().format("pgn").load(pgn.toString()).count());
    }

    @Test
    void aReadNamingAPlannedInputNeedsItOpenAndWithTheSamePathsAndOptions() {
        String scid = Path.of("sample-data/scid").toAbsolutePath().toString();
        String dcg = Path.of("sample-data/dcg").toAbsolutePath().toString();
        PlannedInput input = PlannedInput.open("chess", List.of(scid), java.util.Map.of(), GameScan.context());
        assertEquals(1, input.databases().size());
        assertEquals(11, SPARK.read().format("chess").option(PlannedInput.INTERNAL_OPTION, input.id()).load(scid).count());
        IllegalArgumentException otherPath = assertThrows(IllegalArgumentException.class,
                () -> SPARK.read().format("chess").option(PlannedInput.INTERNAL_OPTION, input.id()).load(dcg).count());
        assertTrue(otherPath.getMessage().contains("differ from those the input was planned with"), otherPath.getMessage());
        IllegalArgumentException otherOption = assertThrows(IllegalArgumentException.class,
                () -> SPARK.read().format("chess").option(PlannedInput.INTERNAL_OPTION, input.id())
                        .option("gamesPerPartition", 2).load(scid).count());
        assertTrue(otherOption.getMessage().contains("gamesPerPartition"), otherOption.getMessage());
        input.close();
        IllegalStateException closed = assertThrows(IllegalStateException.class,
                () -> SPARK.read().format("chess").option(PlannedInput.INTERNAL_OPTION, input.id()).load(scid).count());
        assertTrue(closed.getMessage().contains("no open planned input '" + input.id() + "'"), closed.getMessage());
    }
    /** The audit takes an indexed database's entries from the plan: as many as a read of it gives games rows. */
    @Test
    void theIndexEntriesAreThoseOfEachIndexedDatabaseAndNoTextDatabase() {
        String sample = Path.of("sample-data").toAbsolutePath().toString();
        try (PlannedInput input = PlannedInput.open("chess", List.of(sample), java.util.Map.of("gamesPerPartition", "4"),
                GameScan.context())) {
            java.util.Map<String, Long> entries = input.indexEntries();
            java.util.Map<String, Long> read = new java.util.TreeMap<>();
            SPARK.read().format("chess").load(sample).groupBy("source").count().collectAsList()
                    .forEach(row -> read.put(row.getString(0), row.getLong(1)));
            assertTrue(read.containsKey("famous-games"), read.toString());
            read.keySet().removeIf(source -> source.equals("famous-games") || source.startsWith("xiangqi/")); // PGN text
            assertEquals(read, new java.util.TreeMap<>(entries));
        }
    }
}
