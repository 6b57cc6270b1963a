package org.chesslake.ingest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.apache.spark.sql.Column;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.functions;
import org.chesslake.cli.IngestJob;
import org.chesslake.lake.IcebergLake;
import org.chesslake.lake.LakeTable;
import org.chesslake.lake.RunLease;
import org.chesslake.testing.IntegrationTest;
import org.chesslake.testing.TestSpark;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * All or nothing, on the real sample databases: a lake of two sources
 * (scid/famous, dcg/famous), then runs that fail — an audit that finds a lost games row, one that
 * finds a games row whose ply count its moves do not have, SIGKILL
 * while the moves are written (a child JVM), FAILFAST on a damaged game — each leave every
 * table with exactly its previous rows; and a re-ingest of one source changes only its rows,
 * with the same ids. A driver killed at each point of the publish leaves the lake, once the next run
 * has recovered, exactly as before or exactly as after.
 */
@IntegrationTest
class LakeAtomicityTest {

    private static final SparkSession SPARK = TestSpark.session();
    /** The sources table's columns that differ between any two runs. */
    private static final List<String> RUN_COLUMNS = List.of("run_id", "ingested_at");

    @TempDir
    Path temp;

    /** in-scid/scid/famous.* and in-dcg/dcg/famous.*: two inputs whose sources are scid/famous and dcg/famous. */
    private Path scidInput;
    private Path dcgInput;

    private IngestArgs args(Path lake, String... more) {
        List<String> all = new ArrayList<>(List.of("--output", lake.toString()));
        all.addAll(List.of(more));
        return IngestJob.parse(all.toArray(String[]::new));
    }

    private Path lakeOfTwoSources() throws IOException {
        scidInput = copy("scid", temp.resolve("in-scid"));
        dcgInput = copy("dcg", temp.resolve("in-dcg"));
        Path lake = temp.resolve("lake");
        IngestReport report = new Ingest(SPARK, args(lake, "--input", scidInput.toString(), dcgInput.toString())).run();
        assertEquals(List.of("scid/famous", "dcg/famous"), report.sources().stream().map(SourceReport::source).toList());
        return lake;
    }

    /** Copies sample-data/DIR to INPUT/DIR: an input whose sources are DIR/famous. */
    static Path copy(String sampleDir, Path input) throws IOException {
        Path dir = input.resolve(sampleDir);
        Files.createDirectories(dir);
        try (Stream<Path> files = Files.list(Path.of("sample-data", sampleDir))) {
            for (Path file : files.toList()) {
                Files.copy(file, dir.resolve(file.getFileName()));
            }
        }
        return input;
    }

    /** Overwrites the end of the last DCG game's record: game 11 no longer decodes. */
    private void damageTheLastDcgGame() throws IOException {
        Path records = dcgInput.resolve("dcg/famous.dcg");
        byte[] bytes = Files.readAllBytes(records);
        java.util.Arrays.fill(bytes, bytes.length - 40, bytes.length, (byte) 0x7f);
        Files.write(records, bytes);
    }

    /** Every published row of every table, as text, sorted: the lake as a reader sees it. */
    private static Map<LakeTable, List<String>> contents(IcebergLake lake) {
        return contents(lake, List.of());
    }

    /**
     * Every published row of every table without the {@code dropped} columns, as text (JSON, its columns
     * sorted), sorted: one Spark job for all the tables, as the test asks this a dozen times.
     */
    private static Map<LakeTable, List<String>> contents(IcebergLake lake, List<String> dropped) {
        Dataset<Row> printed = null;
        for (LakeTable table : LakeTable.values()) {
            Dataset<Row> rows = lake.published(table).orElseThrow().drop(dropped.toArray(String[]::new));
            Dataset<Row> tableRows = rows.select(functions.lit(table.name()).as("table"), functions.to_json(functions.struct(
                    java.util.Arrays.stream(rows.columns()).sorted().map(functions::col).toArray(Column[]::new))).as("row"));
            printed = printed == null ? tableRows : printed.union(tableRows);
        }
        Map<LakeTable, List<String>> contents = new EnumMap<>(LakeTable.class);
        for (LakeTable table : LakeTable.values()) {
            contents.put(table, new ArrayList<>());
        }
        for (Row row : printed.collectAsList()) {
            contents.get(LakeTable.valueOf(row.getString(0))).add(row.getString(1));
        }
        contents.replaceAll((table, rows) -> rows.stream().sorted().toList());
        return contents;
    }

    /** Appends rows to a staged table (its branch's name). */
    private static void appendTo(String staged, org.apache.spark.sql.Dataset<org.apache.spark.sql.Row> rows) {
        try {
            rows.writeTo(staged).append();
        } catch (org.apache.spark.sql.catalyst.analysis.NoSuchTableException e) {
            throw new IllegalStateException(e);
        }
    }

    private IcebergLake lake(Path lake) {
        return new Ingest(SPARK, args(lake, "--input", "unused")).lake();
    }

    /**
     * One lake, then in turn: a run whose audit fails, a run killed while writing
     * moves, the recovery by the next run, a FAILFAST run on a damaged game, and the re-ingest of the
     * damaged source in PERMISSIVE mode. (One scenario, not five tests: each step needs a lake, and
     * a lake costs seconds of Spark jobs.)
     */
    @Test
    void failedRunsChangeNothingAndAReIngestChangesOnlyItsSource() throws Exception {
        ChildIngest killed = childIngest(List.of()); // it starts while this JVM makes the lake and fails the audits
        Path lake = lakeOfTwoSources();
        Map<LakeTable, List<String>> before = contents(lake(lake));
        Set<Path> dataFiles = dataFiles(lake);

        // (c) the audit finds a lost games row
        AuditException audit = assertThrows(AuditException.class, () -> new Ingest(SPARK,
                args(lake, "--full", "--input", scidInput.toString(), dcgInput.toString()),
                IngestListeners.gamesStaged(staging -> SPARK.sql("DELETE FROM " + staging.stagedName(LakeTable.GAMES)
                        + " WHERE source = 'dcg/famous' AND game_number = 3"))).run());
        assertTrue(audit.getMessage().contains("dcg/famous: 11 index entries but 10 games rows"), audit.getMessage());
        assertEquals(before, contents(lake(lake)), "after the failed audit");
        assertEquals(dataFiles, dataFiles(lake), "the failed run's data files are deleted");

        // (c') the audit finds games and moves that disagree: one game claims a ply its moves do not have
        AuditException disagree = assertThrows(AuditException.class, () -> new Ingest(SPARK,
                args(lake, "--full", "--input", scidInput.toString(), dcgInput.toString()),
                IngestListeners.gamesStaged(staging -> SPARK.sql("UPDATE " + staging.stagedName(LakeTable.GAMES)
                        + " SET ply_count = ply_count + 1 WHERE source = 'scid/famous' AND game_number = 2"))).run());
        java.util.regex.Matcher plies = java.util.regex.Pattern.compile("scid/famous: the games count (\\d+) main-line"
                + " plies, the moves table holds (\\d+)").matcher(disagree.getMessage());
        assertTrue(plies.find(), disagree.getMessage());
        assertEquals(Long.parseLong(plies.group(2)) + 1, Long.parseLong(plies.group(1)), disagree.getMessage());
        assertFalse(disagree.getMessage().contains("dcg/famous"), disagree.getMessage());
        assertEquals(before, contents(lake(lake)), "after the audit that found games and moves disagree");
        assertEquals(dataFiles, dataFiles(lake), "the failed run's data files are deleted");

        // (c'') the audit finds a source this run does not ingest changed: a games row claiming scid/famous
        AuditException other = assertThrows(AuditException.class, () -> new Ingest(SPARK,
                args(lake, "--full", "--input", dcgInput.toString()),
                IngestListeners.gamesStaged(staging -> appendTo(staging.stagedName(LakeTable.GAMES),
                        staging.staged(LakeTable.GAMES).where("source = 'dcg/famous' AND game_number = 1")
                                .withColumn("source", org.apache.spark.sql.functions.lit("scid/famous"))))).run());
        // its rows in the data files the run replaced (0 or 11, as the layout put them) and one more in those it added
        java.util.regex.Matcher otherRows = java.util.regex.Pattern.compile("games: scid/famous \\(not in this run\\) had"
                + " (\\d+) rows in the data files this run replaced, (\\d+) in the files it added").matcher(other.getMessage());
        assertTrue(otherRows.find(), other.getMessage());
        assertEquals(Long.parseLong(otherRows.group(1)) + 1, Long.parseLong(otherRows.group(2)), other.getMessage());
        assertEquals(before, contents(lake(lake)), "after the audit that found another source changed");
        assertEquals(dataFiles, dataFiles(lake), "the failed run's data files are deleted");

        // (c''') the names, staged while the audit counts the other tables, fail: SCID's name file is gone
        Path nameFile = scidInput.resolve("scid/famous.sn4");
        byte[] nameBytes = Files.readAllBytes(nameFile);
        java.nio.file.attribute.FileTime nameModified = Files.getLastModifiedTime(nameFile);
        Exception names = assertThrows(Exception.class, () -> new Ingest(SPARK,
                args(lake, "--full", "--input", scidInput.toString(), dcgInput.toString()),
                IngestListeners.gamesStaged(staging -> nameFile.toFile().delete())).run());
        Files.write(nameFile, nameBytes);
        Files.setLastModifiedTime(nameFile, nameModified); // the source unchanged for the runs below
        assertFalse(names instanceof AuditException, names.toString());
        assertTrue(String.valueOf(names.getMessage()).contains("famous.sn4"), names.toString());
        assertEquals(before, contents(lake(lake)), "after the failed names");
        assertEquals(dataFiles, dataFiles(lake), "the failed run's data files are deleted");

        // (b) SIGKILL while the moves are written; the next run recovers and publishes
        killWhileWritingMoves(killed, lake);
        assertEquals(before, contents(lake(lake)), "after the kill");
        Set<Path> killedRunFiles = dataFiles(lake);
        killedRunFiles.removeAll(dataFiles);
        awaitLeasesExpired(lake);
        IngestReport afterKill = new Ingest(SPARK, args(lake, "--input", scidInput.toString(), dcgInput.toString())).run();
        assertTrue(afterKill.recovered().stream().anyMatch(line -> line.startsWith("dropped moves branch ingest_")),
                afterKill.recovered().toString());
        Set<Path> left = dataFiles(lake);
        left.retainAll(killedRunFiles);
        assertEquals(Set.of(), left, "the recovery deletes the killed run's data files");
        assertEquals(before, contents(lake(lake)), "after the run that followed the kill");
        assertFalse(Files.exists(lake.resolve(IcebergLake.MARKER)));
        assertFalse(Files.exists(lake.resolve(IcebergLake.SCRATCH)));
        for (LakeTable table : LakeTable.values()) {
            assertEquals(Set.of("main"), lake(lake).table(table).orElseThrow().refs().keySet(),
                    "the killed run's branch is gone: " + table);
        }

        // (a) FAILFAST stops at the damaged game
        Set<Path> dataBeforeFailfast = dataFiles(lake);
        damageTheLastDcgGame();
        Exception failfast = assertThrows(Exception.class, () -> new Ingest(SPARK,
                args(lake, "--input", scidInput.toString(), dcgInput.toString(), "--mode", "failfast")).run());
        assertTrue(String.valueOf(failfast).contains("famous.dcg: game 11 at byte")
                || String.valueOf(failfast.getCause()).contains("famous.dcg: game 11 at byte"), failfast.toString());
        assertEquals(before, contents(lake(lake)), "after the FAILFAST run");
        assertEquals(dataBeforeFailfast, dataFiles(lake), "the failed run's data files are deleted");

        // (d) re-ingesting the damaged source alone (PERMISSIVE) changes only its rows, with the same ids
        Set<Long> dcgIds = ids(lake(lake).published(LakeTable.GAMES).orElseThrow().where("source = 'dcg/famous'"));
        IngestReport report = new Ingest(SPARK, args(lake, "--input", dcgInput.toString())).run();
        assertEquals(1, report.decodeErrors());
        Map<LakeTable, List<String>> after = contents(lake(lake));
        for (LakeTable table : before.keySet()) {
            assertEquals(rowsOf(before.get(table), "scid/famous"), rowsOf(after.get(table), "scid/famous"), table.tableName());
        }
        Dataset<Row> games = lake(lake).published(LakeTable.GAMES).orElseThrow();
        assertEquals(dcgIds, ids(games.where("source = 'dcg/famous'")));
        assertEquals(22, games.count());
        Row damaged = games.where("source = 'dcg/famous' AND game_number = 11").first();
        assertTrue(damaged.<String>getAs("decode_error").contains("famous.dcg: game 11 at byte"));
        Dataset<Row> moves = lake(lake).published(LakeTable.MOVES).orElseThrow();
        assertEquals(0, moves.where(moves.col("game_id").equalTo(damaged.<Long>getAs("game_id"))).count());
        assertNotEquals(rowsOf(before.get(LakeTable.MOVES), "dcg/famous"), rowsOf(after.get(LakeTable.MOVES), "dcg/famous"));
        assertEquals(rowsOf(before.get(LakeTable.NAMES), "dcg/famous"), rowsOf(after.get(LakeTable.NAMES), "dcg/famous"));
    }

    /**
     * A driver killed at each point of the publish, in a child JVM ({@link HaltingFileSystem}): the
     * next run, over the lake's first two sources only, finds the lake as before (killed before the
     * publish marker: it drops the run's branches) or completes it to exactly the lake the killed run
     * would have made (killed after the marker: it rolls the publish forward), and says which in its
     * report. The lake the killed run would have made is a lake of the same three sources made at once,
     * compared without the run ids and times.
     */
    @Test
    void aDriverKilledWhilePublishingLeavesTheLakeAsBeforeOrAsAfterAndTheNextRunSaysWhich() throws Exception {
        // each child starts while this JVM works before its run: the lakes, or the recovery after the child before
        ChildIngest halting = haltingChild(HaltingFileSystem.Point.BEFORE_MARKER);
        Path lake = lakeOfTwoSources();
        String pgn = Path.of("sample-data", "famous-games.pgn").toAbsolutePath().toString();
        Path reference = temp.resolve("reference");
        new Ingest(SPARK, args(reference, "--input", scidInput.toString(), dcgInput.toString(), pgn)).run();
        Map<LakeTable, List<String>> after = contents(lake(reference), RUN_COLUMNS);
        Map<LakeTable, List<String>> before = contents(lake(lake));
        Map<String, Long> beforeSnapshots = lake(lake).snapshots();
        assertNotEquals(contents(lake(lake), RUN_COLUMNS), after, "the killed runs add a source");

        // killed with every table staged, before the publish marker: the next run drops the branches
        haltAt(halting, HaltingFileSystem.Point.BEFORE_MARKER, lake, "--input", scidInput.toString(), dcgInput.toString(), pgn);
        halting = haltingChild(HaltingFileSystem.Point.BETWEEN_FAST_FORWARDS);
        IngestReport next = nextRun(lake);
        assertEquals(LakeTable.values().length, next.recovered().size(), next.recovered().toString());
        for (LakeTable table : LakeTable.values()) {
            assertTrue(next.recovered().stream().anyMatch(line -> line.startsWith("dropped " + table.tableName()
                    + " branch ingest_")), next.recovered().toString());
        }
        assertEquals(beforeSnapshots, lake(lake).snapshots(), "the lake is as before: its snapshots");
        assertEquals(before, contents(lake(lake)), "the lake is as before: its rows");

        // killed between two tables' fast-forwards: the next run rolls the publish forward
        haltAt(halting, HaltingFileSystem.Point.BETWEEN_FAST_FORWARDS, lake, "--input", scidInput.toString(), dcgInput.toString(), pgn);
        halting = haltingChild(HaltingFileSystem.Point.BEFORE_MARKER_DELETED);
        String killedRun = rolledForward(nextRun(lake));
        assertEquals(after, contents(lake(lake), RUN_COLUMNS), "the lake is as after");
        assertEquals(Set.of(killedRun), runIds(lake, "source = 'famous-games'"), "the killed run wrote the new source");

        // killed with every table published, before the marker is deleted: the next run finishes the publish
        haltAt(halting, HaltingFileSystem.Point.BEFORE_MARKER_DELETED, lake, "--full", "--input", scidInput.toString(),
                dcgInput.toString(), pgn);
        String fullRun = rolledForward(nextRun(lake));
        assertEquals(after, contents(lake(lake), RUN_COLUMNS), "the lake is as after");
        assertEquals(Set.of(fullRun), runIds(lake, "true"), "the killed --full run rewrote every source");
    }

    /** The run after a killed one, over the first two sources (unchanged: it writes nothing itself). */
    private IngestReport nextRun(Path lake) throws Exception {
        awaitLeasesExpired(lake);
        IngestReport next = new Ingest(SPARK, args(lake, "--input", scidInput.toString(), dcgInput.toString())).run();
        assertFalse(Files.exists(lake.resolve(IcebergLake.SCRATCH)), "the killed run's scratch is gone");
        try (Stream<Path> files = Files.list(lake)) {
            assertEquals(List.of(), files.filter(p -> p.getFileName().toString().startsWith(IcebergLake.MARKER)).toList());
        }
        for (LakeTable table : LakeTable.values()) {
            assertEquals(Set.of("main"), lake(lake).table(table).orElseThrow().refs().keySet(), table.tableName());
        }
        return next;
    }

    /**
     * Waits until no lease on the lake is live: the killed run's (1 s, renewed until the kill) has expired,
     * and only a dead run's leftovers are recovered.
     */
    private static void awaitLeasesExpired(Path lake) throws InterruptedException {
        org.apache.hadoop.fs.Path root = new org.apache.hadoop.fs.Path(lake.toUri());
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (RunLease.leases(root, SPARK.sparkContext().hadoopConfiguration()).stream()
                .anyMatch(lease -> lease.live(System.currentTimeMillis()))) {
            assertTrue(System.nanoTime() < deadline, "a lease on the lake stays live after its run was killed");
            Thread.sleep(20);
        }
    }

    /** The run id of the one publish the report says its recovery rolled forward. */
    private static String rolledForward(IngestReport report) {
        assertEquals(1, report.recovered().size(), report.recovered().toString());
        java.util.regex.Matcher line = java.util.regex.Pattern.compile(
                "rolled forward the publish of ingest_(\\S+), killed while publishing").matcher(report.recovered().get(0));
        assertTrue(line.matches(), report.recovered().toString());
        return line.group(1);
    }

    /** The run ids the sources table records for the sources {@code where} selects. */
    private Set<String> runIds(Path lake, String where) {
        return new HashSet<>(lake(lake).published(LakeTable.SOURCES).orElseThrow().where(where).select("run_id")
                .as(org.apache.spark.sql.Encoders.STRING()).collectAsList());
    }

    /**
     * Runs the ingest in the child JVM {@code child} and kills it with SIGKILL once a moves data file appears
     * (looked for every 2 ms in the moves table's data directory alone: a walk of the whole lake as often
     * would take a core from the child).
     */
    private void killWhileWritingMoves(ChildIngest child, Path lake) throws Exception {
        Path movesData = lake.resolve(LakeTable.MOVES.tableName()).resolve("data");
        Set<Path> moveFiles = files(movesData);
        go(child, lake, "--full", "--input", scidInput.toString(), dcgInput.toString());
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(10); // a guard, as ChildIngest.finish's
        boolean writingMoves = false;
        while (!writingMoves && child.process().isAlive() && System.nanoTime() < deadline) {
            Set<Path> now = files(movesData);
            now.removeAll(moveFiles);
            writingMoves = now.stream().anyMatch(p -> p.toString().endsWith(".parquet"));
            Thread.sleep(2);
        }
        child.process().destroyForcibly(); // SIGKILL
        assertTrue(writingMoves, "the child wrote no moves file in time:\n" + child.output());
        assertEquals(137, child.process().waitFor(), "killed by SIGKILL, not finished");
    }

    /** A child JVM whose ingest will halt at {@code point} of its publish ({@link HaltingFileSystem}), started. */
    private ChildIngest haltingChild(HaltingFileSystem.Point point) throws IOException {
        return childIngest(List.of("-D" + HaltingFileSystem.POINT + "=" + point,
                "-Dspark.hadoop.fs.file.impl=" + HaltingFileSystem.class.getName(),
                "-Dspark.hadoop.fs.file.impl.disable.cache=true"));
    }

    /** Runs the ingest in the child {@code child}, which halts at {@code point} of its publish. */
    private void haltAt(ChildIngest child, HaltingFileSystem.Point point, Path lake, String... ingestArgs) throws Exception {
        go(child, lake, ingestArgs);
        assertTrue(child.process().waitFor(10, TimeUnit.MINUTES), "the child did not end"); // as ChildIngest.finish's guard
        assertEquals(HaltingFileSystem.HALTED, child.process().exitValue(), point + ": the child halted there, not elsewhere:\n"
                + child.output());
    }

    /**
     * The ingest job's child JVM ({@link ChildIngest}, a lease of 1 s), started ahead of its run, its output
     * in a log of its own.
     */
    private ChildIngest childIngest(List<String> jvmOptions) throws IOException {
        List<String> options = new ArrayList<>(jvmOptions);
        options.add("-Dspark.chesslake.leaseSeconds=1");
        return ChildIngest.prestart(Files.createTempFile(temp, "child", ".log"), options);
    }

    /** The child's run on the lake {@code lake}. */
    private static void go(ChildIngest child, Path lake, String... ingestArgs) throws IOException {
        List<String> args = new ArrayList<>(List.of("--output", lake.toString()));
        args.addAll(List.of(ingestArgs));
        child.go(args);
    }

    /** The data files of the lake's tables (not Iceberg's metadata, not the report). */
    private static Set<Path> dataFiles(Path lake) throws IOException {
        try (Stream<Path> files = Files.walk(lake)) {
            return new HashSet<>(files.filter(p -> p.toString().endsWith(".parquet") && !p.toString().contains("/metadata/")).toList());
        }
    }

    /** Every file below {@code dir}, in-progress Spark files included. */
    private static Set<Path> files(Path dir) throws IOException {
        try (Stream<Path> files = Files.walk(dir)) {
            return new HashSet<>(files.filter(p -> !Files.isDirectory(p) || p.toString().endsWith(".parquet")).toList());
        } catch (java.io.UncheckedIOException | java.nio.file.NoSuchFileException e) {
            return new HashSet<>(); // a directory vanished while listing: look again
        }
    }

    private static Set<Long> ids(Dataset<Row> games) {
        return new HashSet<>(games.select("game_id").as(org.apache.spark.sql.Encoders.LONG()).collectAsList());
    }

    private static List<String> rowsOf(List<String> rows, String source) {
        return rows.stream().filter(r -> r.contains(source)).toList();
    }
}
