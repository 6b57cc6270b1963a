package org.chesslake.ingest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.chesslake.cli.IngestJob;
import org.chesslake.lake.IcebergLake;
import org.chesslake.lake.LakeTable;
import org.chesslake.testing.IntegrationTest;
import org.chesslake.testing.TestSpark;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The sources table and incremental runs, on a copy of sample-data/: a SCID index truncated to 10
 * bytes costs only its own database (PERMISSIVE) and stops a FAILFAST run naming it; a run reads
 * only new and changed databases (an unchanged one is not opened: its files replaced by garbage of
 * the same size and modification time do not disturb a FAILFAST run); --full reads all again;
 * sources whose files are gone are reported, and --prune deletes their rows.
 */
@IntegrationTest
class IncrementalLakeTest {

    private static final SparkSession SPARK = TestSpark.session();
    private static final List<String> SOURCES = List.of("cbf/famous", "chessassistant/famous", "dcg/famous",
            "famous-games", "scid/famous", "xiangqi/xiangqi-chinese-gbk", "xiangqi/xiangqi-wxf-utf8");

    @TempDir
    Path temp;

    private IngestReport ingest(Path input, Path lake, String... more) throws IOException {
        List<String> args = new ArrayList<>(List.of("--input", input.toString(), "--output", lake.toString()));
        args.addAll(List.of(more));
        return new Ingest(SPARK, IngestJob.parse(args.toArray(String[]::new))).run();
    }

    private static Map<String, SourceStatus> statuses(IngestReport report) {
        Map<String, SourceStatus> statuses = new TreeMap<>();
        report.sources().forEach(s -> statuses.put(s.source(), s.status()));
        return statuses;
    }

    private static Map<String, SourceStatus> all(SourceStatus status, String... except) {
        Map<String, SourceStatus> statuses = new TreeMap<>();
        SOURCES.forEach(s -> statuses.put(s, status));
        for (int i = 0; i < except.length; i += 2) {
            statuses.put(except[i], SourceStatus.valueOf(except[i + 1]));
        }
        return statuses;
    }

    private static IcebergLake lake(Path lake) {
        return IcebergLake.embedded(SPARK, lake.toString());
    }

    /** Games rows per source. */
    private static Map<String, Long> games(Path lake) {
        Map<String, Long> counts = new TreeMap<>();
        lake(lake).published(LakeTable.GAMES).orElseThrow().groupBy("source").count().collectAsList()
                .forEach(r -> counts.put(r.getString(0), r.getLong(1)));
        return counts;
    }

    /** The sources table's rows, by source. */
    private static Map<String, Row> sources(Path lake) {
        Map<String, Row> rows = new TreeMap<>();
        lake(lake).published(LakeTable.SOURCES).orElseThrow().collectAsList().forEach(r -> rows.put(r.getAs("source"), r));
        return rows;
    }

    private static Map<String, String> runIds(Path lake) {
        Map<String, String> ids = new HashMap<>();
        sources(lake).forEach((source, row) -> ids.put(source, row.getAs("run_id")));
        return ids;
    }

    /** Overwrites a file with garbage of its size and gives it back its modification time. */
    private static void garble(Path file) throws IOException {
        FileTime modified = Files.getLastModifiedTime(file);
        byte[] garbage = new byte[(int) Files.size(file)];
        Arrays.fill(garbage, (byte) 0xA5);
        Files.write(file, garbage);
        Files.setLastModifiedTime(file, modified);
    }

    @Test
    void aBadDatabaseCostsOnlyItselfAndRunsReadOnlyWhatChanged() throws IOException {
        Path input = temp.resolve("in");
        copyTree(Path.of("sample-data"), input);
        Path index = input.resolve("scid/famous.si4");
        byte[] goodIndex = Files.readAllBytes(index);
        Files.write(index, Arrays.copyOf(goodIndex, 10));
        Path lake = temp.resolve("lake");

        // a truncated index among good databases: the good ones are published, the bad one recorded
        IngestReport first = ingest(input, lake);
        assertEquals(all(SourceStatus.NEW, "scid/famous", "UNREADABLE"), statuses(first));
        SourceReport bad = first.sources().stream().filter(s -> s.source().equals("scid/famous")).findFirst().orElseThrow();
        assertTrue(bad.error().contains("famous.si4") && bad.error().contains("10 bytes"), bad.error());
        assertTrue(first.summary().contains("unreadable") && first.summary().contains(bad.error()), first.summary());
        Map<String, Long> games = games(lake);
        assertEquals(Set.copyOf(SOURCES.stream().filter(s -> !s.equals("scid/famous")).toList()), games.keySet());
        Map<String, Row> recorded = sources(lake);
        assertEquals(Set.copyOf(SOURCES), recorded.keySet());
        Row badRow = recorded.get("scid/famous");
        assertEquals(bad.error(), badRow.getAs("error"));
        assertEquals(0L, (long) badRow.<Long>getAs("entries"));
        assertEquals(List.of("famous.sg4", "famous.si4", "famous.sn4"), badRow.<Row>getList(badRow.fieldIndex("files"))
                .stream().map(f -> Path.of(f.getString(0).replaceFirst("^file:", "")).getFileName().toString()).toList());
        Row dcg = recorded.get("dcg/famous");
        assertNull(dcg.getAs("error"));
        assertEquals(11L, (long) dcg.<Long>getAs("entries"));
        assertEquals(games.get("dcg/famous"), dcg.<Long>getAs("games") + dcg.<Long>getAs("decode_errors"));
        assertEquals(first.sources().stream().filter(s -> s.source().equals("dcg/famous")).findFirst().orElseThrow().moves(),
                (long) dcg.<Long>getAs("moves"));

        // FAILFAST stops naming the file
        Exception failfast = assertThrows(Exception.class, () -> ingest(input, lake, "--mode", "failfast"));
        assertTrue(String.valueOf(failfast.getMessage()).contains("famous.si4"), failfast.toString());

        // the index repaired: only it is read; the others are not opened
        Files.write(index, goodIndex);
        IngestReport repaired = ingest(input, lake);
        assertEquals(all(SourceStatus.UNCHANGED, "scid/famous", "CHANGED"), statuses(repaired));
        assertEquals(11, repaired.entries());
        assertEquals(11L, games(lake).get("scid/famous"));
        Map<String, String> runs = runIds(lake);

        // a touched database is read again, alone
        Path dcgRecords = input.resolve("dcg/famous.dcg");
        Files.setLastModifiedTime(dcgRecords, FileTime.fromMillis(Files.getLastModifiedTime(dcgRecords).toMillis() + 60_000));
        IngestReport touched = ingest(input, lake);
        assertEquals(all(SourceStatus.UNCHANGED, "dcg/famous", "CHANGED"), statuses(touched));
        Map<String, String> afterTouch = runIds(lake);
        assertNotEquals(runs.get("dcg/famous"), afterTouch.get("dcg/famous"));
        runs.remove("dcg/famous");
        afterTouch.remove("dcg/famous");
        assertEquals(runs, afterTouch, "the other sources' rows are the earlier runs'");
        assertEquals(withScid(games), games(lake));

        // --full reads all again
        IngestReport full = ingest(input, lake, "--full");
        assertEquals(all(SourceStatus.REREAD), statuses(full));
        assertEquals(1, Set.copyOf(runIds(lake).values()).size());

        // unchanged files are not opened: SCID's index and game file replaced by garbage of the same size and time
        garble(index);
        garble(input.resolve("scid/famous.sg4"));
        long snapshot = lake(lake).table(LakeTable.GAMES).orElseThrow().currentSnapshot().snapshotId();
        IngestReport unchanged = ingest(input, lake, "--mode", "failfast");
        assertEquals(all(SourceStatus.UNCHANGED), statuses(unchanged));
        assertEquals(0, unchanged.entries());
        assertEquals(snapshot, lake(lake).table(LakeTable.GAMES).orElseThrow().currentSnapshot().snapshotId());

        // sources whose files are gone are reported; --prune deletes their rows
        try (Stream<Path> files = Files.list(input.resolve("xiangqi"))) {
            for (Path file : files.toList()) {
                Files.delete(file);
            }
        }
        Files.delete(input.resolve("xiangqi"));
        IngestReport removed = ingest(input, lake);
        assertEquals(all(SourceStatus.UNCHANGED, "xiangqi/xiangqi-chinese-gbk", "REMOVED",
                "xiangqi/xiangqi-wxf-utf8", "REMOVED"), statuses(removed));
        assertTrue(games(lake).containsKey("xiangqi/xiangqi-wxf-utf8"));
        IngestReport pruned = ingest(input, lake, "--prune");
        assertEquals(all(SourceStatus.UNCHANGED, "xiangqi/xiangqi-chinese-gbk", "PRUNED",
                "xiangqi/xiangqi-wxf-utf8", "PRUNED"), statuses(pruned));
        Map<String, Long> left = new TreeMap<>(games);
        left.keySet().removeIf(s -> s.startsWith("xiangqi/"));
        assertEquals(withScid(left), games(lake));
        assertEquals(left.size() + 1, sources(lake).size());
        for (LakeTable table : List.of(LakeTable.MOVES, LakeTable.NAMES)) {
            assertEquals(0, lake(lake).published(table).orElseThrow().where("source LIKE 'xiangqi/%'").count(), table.tableName());
        }
    }

    private static Map<String, Long> withScid(Map<String, Long> games) {
        Map<String, Long> all = new TreeMap<>(games);
        all.put("scid/famous", 11L);
        return all;
    }

    private static void copyTree(Path from, Path to) throws IOException {
        try (Stream<Path> files = Files.walk(from)) {
            for (Path file : files.toList()) {
                Path target = to.resolve(from.relativize(file).toString());
                if (Files.isDirectory(file)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(file, target);
                }
            }
        }
    }
}
