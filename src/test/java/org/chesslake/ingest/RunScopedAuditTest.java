package org.chesslake.ingest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.iceberg.FileScanTask;
import org.apache.iceberg.Table;
import org.apache.iceberg.expressions.Expressions;
import org.apache.iceberg.io.CloseableIterable;
import org.apache.spark.sql.SparkSession;
import org.chesslake.cli.IngestJob;
import org.chesslake.lake.IcebergLake;
import org.chesslake.lake.LakeTable;
import org.chesslake.testing.IntegrationTest;
import org.chesslake.testing.TestSpark;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The audit reads only the data files a run changed: it still finds a row of another source lost
 * in a file the run rewrote and a row of the run's own source lost on its branch, and a source the
 * run does not touch is never read (its data files may even be gone).
 */
@IntegrationTest
class RunScopedAuditTest {

    private static final SparkSession SPARK = TestSpark.session();

    @TempDir
    Path temp;

    private static IngestArgs args(Path lake, String... more) {
        List<String> all = new ArrayList<>(List.of("--output", lake.toString()));
        all.addAll(List.of(more));
        return IngestJob.parse(all.toArray(String[]::new));
    }

    private static IcebergLake lake(Path lake) {
        return new Ingest(SPARK, args(lake, "--input", "unused")).lake();
    }

    /** Each table's published row count, per source. */
    private static Map<String, Long> counts(Path lake) {
        Map<String, Long> counts = new TreeMap<>();
        for (LakeTable table : LakeTable.gameTables()) {
            lake(lake).published(table).orElseThrow().groupBy("source").count().collectAsList()
                    .forEach(row -> counts.put(table.tableName() + " " + row.getString(0), row.getLong(1)));
        }
        return counts;
    }

    @Test
    void theAuditStillFindsALostRowOfAnotherSourceAndOfARunSource() throws Exception {
        Path scidInput = LakeAtomicityTest.copy("scid", temp.resolve("in-scid"));
        Path dcgInput = LakeAtomicityTest.copy("dcg", temp.resolve("in-dcg"));
        Path lake = temp.resolve("lake");
        new Ingest(SPARK, args(lake, "--input", scidInput.toString(), dcgInput.toString())).run();
        Map<String, Long> before = counts(lake);
        assertEquals(11L, before.get("games scid/famous"));

        // a run of dcg/famous whose branch loses a games row of scid/famous, which the run's delete of
        // dcg/famous rewrote or left alone: either way a file of the run holds one row fewer
        AuditException other = assertThrows(AuditException.class, () -> new Ingest(SPARK,
                args(lake, "--full", "--input", dcgInput.toString()),
                IngestListeners.gamesStaged(staging -> SPARK.sql("DELETE FROM " + staging.stagedName(LakeTable.GAMES)
                        + " WHERE source = 'scid/famous' AND game_number = 3"))).run());
        assertTrue(other.getMessage().contains("games: scid/famous (not in this run) had 11 rows in the data files this"
                + " run replaced, 10 in the files it added"), other.getMessage());
        assertFalse(other.getMessage().contains("dcg/famous"), other.getMessage());
        assertEquals(before, counts(lake), "after the audit that found another source's row lost");

        // a run whose branch loses the moves of one of its own games
        AuditException own = assertThrows(AuditException.class, () -> new Ingest(SPARK,
                args(lake, "--full", "--input", dcgInput.toString()), IngestListeners.gamesStaged(staging -> {
                    long game = staging.staged(LakeTable.GAMES)
                            .where("source = 'dcg/famous' AND game_number = 2").first().getAs("game_id");
                    SPARK.sql("DELETE FROM " + staging.stagedName(LakeTable.MOVES) + " WHERE game_id = " + game);
                })).run());
        Matcher plies = Pattern.compile("dcg/famous: the games count (\\d+) main-line plies, the moves table holds (\\d+)")
                .matcher(own.getMessage());
        assertTrue(plies.find(), own.getMessage());
        assertTrue(Long.parseLong(plies.group(2)) < Long.parseLong(plies.group(1)), own.getMessage());
        assertFalse(own.getMessage().contains("scid/famous"), own.getMessage());
        assertEquals(before, counts(lake), "after the audit that found a run source's moves lost");
    }

    @Test
    void rowsOfARunSourceInAFileTheRunKeptFailTheAudit() throws Exception {
        Path dcgInput = LakeAtomicityTest.copy("dcg", temp.resolve("in-dcg"));
        Path lake = temp.resolve("lake");
        new Ingest(SPARK, args(lake, "--input", dcgInput.toString())).run();
        Map<String, Long> before = counts(lake);

        // a run whose games branch is set back to main before the audit: none of its games files is
        // on it, and main's files that hold dcg/famous are kept (counted in the audit's one query
        // beside the added files of the three tables and the input's entries, each under its own tag)
        AuditException kept = assertThrows(AuditException.class, () -> new Ingest(SPARK,
                args(lake, "--full", "--input", dcgInput.toString()), IngestListeners.gamesStaged(staging -> {
                    Table games = lake(lake).table(LakeTable.GAMES).orElseThrow();
                    String branch = games.refs().keySet().stream()
                            .filter(ref -> ref.startsWith(IcebergLake.BRANCH_PREFIX)).findFirst().orElseThrow();
                    games.manageSnapshots().replaceBranch(branch, games.currentSnapshot().snapshotId()).commit();
                })).run());
        assertTrue(kept.getMessage().contains("games: dcg/famous has 11 rows in data files this run did not rewrite"),
                kept.getMessage());
        assertTrue(kept.getMessage().contains("dcg/famous: 11 index entries but 0 games rows"), kept.getMessage());
        assertFalse(kept.getMessage().contains("moves: dcg/famous has"), kept.getMessage());
        assertFalse(kept.getMessage().contains("names: dcg/famous has"), kept.getMessage());
        assertEquals(before, counts(lake), "after the audit that found a run source's rows in a kept file");
    }

    @Test
    void aSourceTheRunDoesNotTouchIsNeverRead() throws Exception {
        Path scidInput = LakeAtomicityTest.copy("scid", temp.resolve("in-scid"));
        Path dcgInput = LakeAtomicityTest.copy("dcg", temp.resolve("in-dcg"));
        Path lake = temp.resolve("lake");
        new Ingest(SPARK, args(lake, "--input", scidInput.toString())).run();
        new Ingest(SPARK, args(lake, "--input", dcgInput.toString())).run();

        // every data file of scid/famous is deleted: the lake is broken for it, and any read of it fails
        int deleted = 0;
        for (LakeTable table : LakeTable.gameTables()) {
            Table iceberg = lake(lake).table(table).orElseThrow();
            try (CloseableIterable<FileScanTask> files = iceberg.newScan()
                    .filter(Expressions.equal("source", "scid/famous")).planFiles()) {
                for (FileScanTask file : files) {
                    Files.delete(Path.of(java.net.URI.create(file.file().location())));
                    deleted++;
                }
            }
        }
        assertTrue(deleted >= 3, "scid/famous has a data file in each game table: " + deleted);
        assertThrows(Exception.class, () -> lake(lake).published(LakeTable.GAMES).orElseThrow().collectAsList());

        // a run that reads dcg/famous again still stages, audits and publishes: it never read scid/famous
        IngestReport report = new Ingest(SPARK, args(lake, "--full", "--input", dcgInput.toString())).run();
        assertEquals(List.of("dcg/famous"), report.sources().stream().map(SourceReport::source).toList());
        assertEquals(11, report.sources().get(0).entries());
        assertEquals(11, lake(lake).published(LakeTable.GAMES).orElseThrow().where("source = 'dcg/famous'").count());
    }
}
