package org.chesslake.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.apache.iceberg.Table;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.chesslake.ingest.Ingest;
import org.chesslake.ingest.IngestReport;
import org.chesslake.lake.IcebergLake;
import org.chesslake.lake.LakeTable;
import org.chesslake.lake.RunLease;
import org.chesslake.testing.IntegrationTest;
import org.chesslake.testing.TestSpark;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * jobs/maintain on a lake of many one-source runs (3 here; {@code -Dchesslake.maintain.runs=50} for
 * more): many small files before, one per table after compaction, every query of jobs/queries/
 * answering the same, time travel to a retained snapshot working and to an expired one not;
 * {@code --tables} maintains only the tables it names, a table whose files are at least half its
 * target size is not rewritten, and a positions table of disjoint files not again; a run
 * branch keeps its table uncompacted, a run's own files survive the orphan removal while a stray
 * file goes, and a publish marker stops maintenance before it changes anything.
 */
@IntegrationTest
class MaintainJobTest {

    private static final SparkSession SPARK = TestSpark.session();
    private static final int RUNS = Integer.getInteger("chesslake.maintain.runs", 3);

    @TempDir
    Path temp;

    @Test
    void compactsExpiresAndRemovesOrphansWithoutChangingARow() throws Exception {
        Path lake = temp.resolve("lake");
        List<Long> gamesSnapshots = new ArrayList<>();
        for (int run = 1; run <= RUNS; run++) {
            Path input = temp.resolve("in-" + run);
            Files.createDirectories(input);
            Files.copy(Path.of("sample-data/famous-games.pgn"), input.resolve("source-" + run + ".pgn"));
            IngestReport report = new Ingest(SPARK, IngestJob.parse("--input", input.toString(),
                    "--output", lake.toString())).run();
            gamesSnapshots.add(report.snapshots().get("games"));
        }
        IcebergLake iceberg = IcebergLake.embedded(SPARK, lake.toString());
        Map<LakeTable, Integer> before = files(iceberg);
        for (LakeTable table : LakeTable.values()) {
            assertTrue(before.get(table) >= RUNS, table + " has a file or more per run: " + before);
        }
        Map<String, List<String>> answers = answers(lake);

        // a run in progress: its branch on moves, its file not yet committed; and a stray file
        Table moves = iceberg.table(LakeTable.MOVES).orElseThrow();
        moves.manageSnapshots().createBranch("ingest_live").commit();
        Path runFile = oldFile(lake.resolve("moves/data/ingest_live/00000-run.parquet"));
        Path stray = oldFile(lake.resolve("games/data/stray.parquet"));

        // a publish marker: nothing is touched
        Files.writeString(lake.resolve(IcebergLake.MARKER), "ingest_live");
        MaintainJob.Args args = MaintainJob.Args.parse("--lake", lake.toString(), "--retain-last", "3",
                "--orphans-older-than", "1h");
        assertThrows(MaintainJob.RunInProgress.class, () -> MaintainJob.maintain(SPARK, args));
        assertEquals(before, files(iceberg));
        Files.delete(lake.resolve(IcebergLake.MARKER));

        // a live run's lease: nothing is touched either
        try (RunLease lease = RunLease.acquire(new org.apache.hadoop.fs.Path(lake.toString()),
                SPARK.sparkContext().hadoopConfiguration(), "live", java.time.Duration.ofMinutes(1))) {
            MaintainJob.RunInProgress refused = assertThrows(MaintainJob.RunInProgress.class,
                    () -> MaintainJob.maintain(SPARK, args));
            assertTrue(refused.getMessage().contains("run live is writing"), refused.getMessage());
            assertEquals(before, files(iceberg));
        }

        // --tables: the index alone, merged into one file; then it is compact, and left as it is
        MaintainJob.Args positionsOnly = MaintainJob.Args.parse("--lake", lake.toString(), "--tables", "positions");
        List<MaintainJob.TableResult> indexed = MaintainJob.maintain(SPARK, positionsOnly);
        assertEquals(1, indexed.size(), indexed.toString());
        assertEquals(before.get(LakeTable.POSITIONS), indexed.get(0).rewritten(), indexed.toString());
        Map<LakeTable, Integer> expected = new LinkedHashMap<>(before);
        expected.put(LakeTable.POSITIONS, 1);
        assertEquals(expected, files(iceberg), "only the positions table is compacted");
        List<MaintainJob.TableResult> again = MaintainJob.maintain(SPARK, positionsOnly);
        assertEquals(0, again.get(0).rewritten());
        assertTrue(again.get(0).line().contains("not compacted: the key ranges of its files are disjoint already"),
                again.get(0).line());
        assertEquals(answers, answers(lake));

        // files of at least half the target size stay as they are
        Table games = iceberg.table(LakeTable.GAMES).orElseThrow();
        long smallest = games.newScan().planFiles().iterator().next().file().fileSizeInBytes();
        for (var task : games.newScan().planFiles()) {
            smallest = Math.min(smallest, task.file().fileSizeInBytes());
        }
        games.updateProperties().set(org.apache.iceberg.TableProperties.WRITE_TARGET_FILE_SIZE_BYTES,
                String.valueOf(2 * smallest)).commit();
        List<MaintainJob.TableResult> near = MaintainJob.maintain(SPARK,
                MaintainJob.Args.parse("--lake", lake.toString(), "--tables", "games"));
        assertEquals(0, near.get(0).rewritten(), near.toString());
        assertEquals(expected, files(iceberg), "no games file is under half the target size");
        games.updateProperties().remove(org.apache.iceberg.TableProperties.WRITE_TARGET_FILE_SIZE_BYTES).commit();

        List<MaintainJob.TableResult> results = MaintainJob.maintain(SPARK, args);
        Map<LakeTable, Integer> after = files(iceberg);
        System.out.println("data files before " + before + ", after " + after);
        assertEquals(1, after.get(LakeTable.GAMES), results.toString());
        assertEquals(1, after.get(LakeTable.NAMES), results.toString());
        assertEquals(1, after.get(LakeTable.POSITIONS), results.toString());
        assertEquals(before.get(LakeTable.MOVES), after.get(LakeTable.MOVES), "a run's branch is on moves");
        assertTrue(results.get(1).line().contains("not compacted: a run's branch ingest_live is on it"),
                results.get(1).line());
        assertTrue(Files.exists(runFile), "a run's own file is no orphan");
        assertFalse(Files.exists(stray), "a stray file is");
        assertEquals(answers, answers(lake));

        // the run is gone: moves is compacted too
        moves.manageSnapshots().removeBranch("ingest_live").commit();
        MaintainJob.maintain(SPARK, args);
        assertEquals(1, files(iceberg).get(LakeTable.MOVES));
        assertEquals(answers, answers(lake));
        for (LakeTable table : LakeTable.values()) {
            int snapshots = 0;
            for (var ignored : iceberg.table(table).orElseThrow().snapshots()) {
                snapshots++;
            }
            assertEquals(3, snapshots, table + ": the last 3 snapshots are kept");
        }

        // time travel: the last run's snapshot is retained, the first run's expired
        long last = gamesSnapshots.get(RUNS - 1);
        SqlJob.register(SPARK, lake.toString(), null, null);
        assertEquals(11L * RUNS, SPARK.sql("SELECT count(*) FROM games VERSION AS OF " + last).first().getLong(0));
        assertEquals(11L * (RUNS - 1), SPARK.sql("SELECT count(*) FROM games VERSION AS OF "
                + gamesSnapshots.get(RUNS - 2)).first().getLong(0));
        Exception expired = assertThrows(Exception.class,
                () -> SPARK.sql("SELECT count(*) FROM games VERSION AS OF " + gamesSnapshots.get(0)).collect());
        assertTrue(String.valueOf(expired.getMessage()).contains(String.valueOf(gamesSnapshots.get(0))),
                expired.getMessage());
    }

    private static Path oldFile(Path file) throws IOException {
        Files.createDirectories(file.getParent());
        Files.write(file, new byte[] {'P', 'A', 'R', '1'});
        Files.setLastModifiedTime(file, FileTime.fromMillis(System.currentTimeMillis() - 2 * 3_600_000L));
        return file;
    }

    private static Map<LakeTable, Integer> files(IcebergLake lake) {
        Map<LakeTable, Integer> files = new LinkedHashMap<>();
        for (LakeTable table : LakeTable.values()) {
            Table iceberg = lake.table(table).orElseThrow();
            iceberg.refresh();
            files.put(table, MaintainJob.dataFiles(iceberg));
        }
        return files;
    }

    /** Every query of jobs/queries/, answered over the lake: its rows as text, sorted. */
    private static Map<String, List<String>> answers(Path lake) throws IOException {
        SqlJob.register(SPARK, lake.toString(), null, null);
        Map<String, List<String>> answers = new LinkedHashMap<>();
        try (Stream<Path> queries = Files.list(Path.of("jobs/queries"))) {
            for (Path query : queries.sorted().toList()) {
                String text = Files.readString(query);
                // opening-tree.sql takes the position after 1.e4
                Dataset<Row> answer = text.contains(":fen") ? SPARK.sql(text,
                        Map.of("fen", "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1")) : SPARK.sql(text);
                List<String> rows = answer.collectAsList().stream()
                        .map(Row::toString).sorted().toList();
                answers.put(query.getFileName().toString(), rows);
            }
        }
        assertFalse(answers.get("first-moves.sql").isEmpty());
        return answers;
    }
}
