package org.chesslake.ingest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.apache.iceberg.DataOperations;
import org.apache.iceberg.Snapshot;
import org.apache.iceberg.Table;
import org.apache.spark.sql.SparkSession;
import org.chesslake.cli.IngestJob;
import org.chesslake.lake.ConcurrentRunException;
import org.chesslake.lake.IcebergLake;
import org.chesslake.lake.LakeTable;
import org.chesslake.testing.IntegrationTest;
import org.chesslake.testing.TestSpark;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Two runs into one lake at once, one in a child JVM (started first) and one in this JVM (started
 * once the child holds its lease): over disjoint sources both commit, in either order of publishing,
 * the later re-based onto the earlier, and this JVM's recovery leaves the child's run alone; over
 * the same source exactly one commits, the other fails naming the source and the other run.
 */
@IntegrationTest
class ConcurrentRunsTest {

    private static final SparkSession SPARK = TestSpark.session();

    @TempDir
    Path temp;

    /** The children's gates and logs. */
    @TempDir
    static Path children;
    /** Each test's child JVM: both start together, before the tests, and run their ingests when a test says go. */
    private static ChildIngest disjointChild;
    private static ChildIngest sameSourceChild;

    @BeforeAll
    static void startChildren() throws IOException {
        disjointChild = gatedChild("disjoint");
        sameSourceChild = gatedChild("same-source");
    }

    /**
     * An ingest's child JVM whose publish waits at the gate {@code children/NAME} ({@link PublishGateFileSystem}),
     * its output in {@code children/NAME.log}, started.
     */
    private static ChildIngest gatedChild(String name) throws IOException {
        Path gate = Files.createDirectories(children.resolve(name));
        return ChildIngest.prestart(children.resolve(name + ".log"), List.of("-D" + PublishGateFileSystem.GATE + "=" + gate,
                "-Dspark.hadoop.fs.file.impl=" + PublishGateFileSystem.class.getName(),
                "-Dspark.hadoop.fs.file.impl.disable.cache=true"));
    }

    /**
     * The child stages every table and waits at its publish ({@link PublishGateFileSystem}); this
     * JVM's run publishes meanwhile, then the child publishes: main moved under each of its branches,
     * so it re-bases its rows onto this JVM's publish.
     */
    @Test
    void runsOverDisjointSourcesBothCommit() throws Exception {
        Path scid = LakeAtomicityTest.copy("scid", temp.resolve("in-scid"));
        Path dcg = LakeAtomicityTest.copy("dcg", temp.resolve("in-dcg"));
        Path lake = temp.resolve("lake");
        Path gate = children.resolve("disjoint");
        ChildIngest child = go(disjointChild, lake, "--input", scid.toString(), dcg.toString());
        String childRun = awaitClaim(lake, child, "dcg/famous");
        // this JVM's run: another source, while the child writes (its lease is live: recovery leaves it)
        Path pgn = temp.resolve("in-pgn");
        Files.createDirectories(pgn);
        Files.copy(Path.of("sample-data/famous-games.pgn"), pgn.resolve("famous-games.pgn"));
        IngestReport mine = new Ingest(SPARK, IngestJob.parse("--input", pgn.toString(), "--output", lake.toString()),
                IngestListeners.gamesStaged(staging -> {
                    try { // every table of the child is staged before this run publishes
                        assertTrue(PublishGateFileSystem.await(gate.resolve(PublishGateFileSystem.STAGED),
                                child.process()::isAlive), "the child did not stage in time:\n" + child.output());
                    } catch (IOException e) {
                        throw new java.io.UncheckedIOException(e);
                    }
                })).run();
        assertEquals(List.of(), mine.recovered(), "the child's run is alive: nothing of it is recovered");
        Files.createFile(gate.resolve(PublishGateFileSystem.OPEN));
        assertEquals(0, child.finish(), child.output());
        Map<String, Long> games = games(lake);
        assertEquals(Map.of("dcg/famous", 11L, "famous-games", 11L, "scid/famous", 11L), games);
        Map<String, String> runs = runIds(lake);
        assertEquals(childRun, runs.get("scid/famous"));
        assertEquals(childRun, runs.get("dcg/famous"));
        assertEquals(mine.sources().size(), 1);
        IcebergLake iceberg = IcebergLake.embedded(SPARK, lake.toString());
        assertEquals(0, iceberg.published(LakeTable.MOVES).orElseThrow()
                .groupBy("game_id", "line_id", "ply").count().where("count > 1").count(), "no move twice");
        for (LakeTable table : LakeTable.values()) {
            Table published = iceberg.table(table).orElseThrow();
            assertEquals(java.util.Set.of("main"), published.refs().keySet(), table.tableName());
            // this JVM's run published first; the child's rows, staged on main as it was before, were
            // appended onto this JVM's publish (the re-base) and that is main now
            long mineSnapshot = mine.snapshots().get(table.tableName());
            Snapshot main = published.currentSnapshot();
            assertNotEquals(mineSnapshot, main.snapshotId(), table.tableName() + ": the child published last");
            assertEquals(mineSnapshot, main.parentId(), table.tableName() + ": the child's rows re-based onto this run's");
            assertEquals(DataOperations.APPEND, main.operation(), table.tableName());
        }
    }

    /**
     * One child run over scid/famous, and two runs of this JVM while the child holds its lease (one child JVM
     * serves both cases): one over the same source is refused, naming the source and the child's run, so
     * that of two runs on one source exactly one commits; then one over another source, staged, lets the
     * child publish (it waits at its publish until then: the later run finishes first), re-bases and commits.
     */
    @Test
    void ofTwoRunsOnOneSourceExactlyOneCommitsAndOverDisjointSourcesBothCommitWhenTheLaterFinishesFirst() throws Exception {
        Path scid = LakeAtomicityTest.copy("scid", temp.resolve("in-scid"));
        Path lake = temp.resolve("lake");
        Path gate = children.resolve("same-source");
        ChildIngest child = go(sameSourceChild, lake, "--input", scid.toString());
        String childRun = awaitClaim(lake, child, "scid/famous");
        ConcurrentRunException refused = assertThrows(ConcurrentRunException.class, () -> new Ingest(SPARK,
                IngestJob.parse("--input", scid.toString(), "--output", lake.toString())).run());
        assertTrue(refused.getMessage().contains("source scid/famous is being written by run " + childRun),
                refused.getMessage());

        Path pgn = temp.resolve("in-pgn");
        Files.createDirectories(pgn);
        Files.copy(Path.of("sample-data/famous-games.pgn"), pgn.resolve("famous-games.pgn"));
        int[] childExit = {-1};
        IngestReport mine = new Ingest(SPARK, IngestJob.parse("--input", pgn.toString(), "--output", lake.toString()),
                IngestListeners.gamesStaged(staging -> {
                    try { // the child publishes while this run is staged
                        Files.createFile(gate.resolve(PublishGateFileSystem.OPEN));
                        childExit[0] = child.finish();
                    } catch (Exception e) {
                        throw new IllegalStateException(e);
                    }
                })).run();
        assertEquals(0, childExit[0], child.output());
        // scid/famous once, the child's: the refused run committed nothing
        assertEquals(Map.of("famous-games", 11L, "scid/famous", 11L), games(lake));
        Map<String, String> runs = runIds(lake);
        assertEquals(java.util.Set.of("famous-games", "scid/famous"), runs.keySet());
        assertEquals(childRun, runs.get("scid/famous"));
        assertTrue(runs.get("famous-games") != null && !runs.get("famous-games").equals(childRun), runs.toString());
        assertEquals(1, mine.sources().size());
        assertEquals(0, IcebergLake.embedded(SPARK, lake.toString()).published(LakeTable.MOVES).orElseThrow()
                .groupBy("game_id", "line_id", "ply").count().where("count > 1").count(), "no move twice");
    }

    /** The child's ingest into {@code lake}, started; the child. */
    private static ChildIngest go(ChildIngest child, Path lake, String... args) throws IOException {
        List<String> ingestArgs = new ArrayList<>(List.of("--output", lake.toString()));
        ingestArgs.addAll(List.of(args));
        child.go(ingestArgs);
        return child;
    }

    /** Waits until the child's lease claims {@code source}; returns the child's run id. */
    private static String awaitClaim(Path lake, ChildIngest child, String source) throws Exception {
        return child.awaitClaim(lake.toUri().toString(), SPARK.sparkContext().hadoopConfiguration(), source);
    }

    private static Map<String, Long> games(Path lake) {
        Map<String, Long> counts = new TreeMap<>();
        IcebergLake.embedded(SPARK, lake.toString()).published(LakeTable.GAMES).orElseThrow().groupBy("source").count()
                .collectAsList().forEach(r -> counts.put(r.getString(0), r.getLong(1)));
        return counts;
    }

    private static Map<String, String> runIds(Path lake) {
        Map<String, String> runs = new TreeMap<>();
        IcebergLake.embedded(SPARK, lake.toString()).published(LakeTable.SOURCES).orElseThrow().collectAsList()
                .forEach(r -> runs.put(r.getAs("source"), r.getAs("run_id")));
        return runs;
    }
}
