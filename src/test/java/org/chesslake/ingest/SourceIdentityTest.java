package org.chesslake.ingest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.apache.spark.sql.SparkSession;
import org.chesslake.cli.IngestJob;
import org.chesslake.lake.IcebergLake;
import org.chesslake.lake.LakeTable;
import org.chesslake.testing.IntegrationTest;
import org.chesslake.testing.TestSpark;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A source is its database (format and location), not its name: databases with the same relative
 * name from different directories or of different formats never replace each other; the same
 * database reached through another spelling of the input is the same source; a moved database is
 * a new source, and the report says whose files it looks like.
 */
@IntegrationTest
class SourceIdentityTest {

    private static final SparkSession SPARK = TestSpark.session();

    @TempDir
    Path temp;

    /** An ingest into {@code lake} of the inputs, and options after them. */
    private IngestReport ingest(Path lake, String... inputsThenOptions) throws IOException {
        List<String> args = new ArrayList<>(List.of("--output", lake.toString(), "--input"));
        args.addAll(List.of(inputsThenOptions));
        IngestReport report = new Ingest(SPARK, IngestJob.parse(args.toArray(String[]::new))).run();
        System.out.print(report.summary());
        return report;
    }

    private static Map<String, SourceStatus> statuses(IngestReport report) {
        Map<String, SourceStatus> statuses = new TreeMap<>();
        report.sources().forEach(s -> statuses.put(s.source(), s.status()));
        return statuses;
    }

    /** Games per (source, format) in the lake. */
    private static Map<String, Long> games(Path lake) {
        IcebergLake iceberg = IcebergLake.embedded(SPARK, lake.toString());
        SPARK.catalog().refreshTable(iceberg.name(LakeTable.GAMES));
        Map<String, Long> games = new TreeMap<>();
        SPARK.sql("SELECT source, format, count(*) FROM " + iceberg.name(LakeTable.GAMES) + " GROUP BY source, format")
                .collectAsList().forEach(r -> games.put(r.getString(0) + " " + r.getString(1), r.getLong(2)));
        return games;
    }

    /** A copy of a directory's files, keeping their modification times. */
    private static Path copy(Path from, Path to) throws IOException {
        Files.createDirectories(to);
        try (Stream<Path> files = Files.list(from)) {
            for (Path file : files.toList()) {
                Files.copy(file, to.resolve(file.getFileName()), StandardCopyOption.COPY_ATTRIBUTES);
            }
        }
        return to;
    }

    @Test
    void aDatabaseOfAnotherFormatWithTheSameNameIsANewSource() throws IOException {
        Path lake = temp.resolve("lake");
        assertEquals(Map.of("famous", SourceStatus.NEW), statuses(ingest(lake, "sample-data/scid")));
        IngestReport dcg = ingest(lake, "sample-data/dcg");
        assertEquals(Map.of("dcg/famous", SourceStatus.NEW), statuses(dcg));
        assertEquals(Map.of("famous scid", 11L, "dcg/famous dcg", 11L), games(lake));
        // each keeps its name, whichever input names it again
        assertEquals(Map.of("famous", SourceStatus.UNCHANGED), statuses(ingest(lake, "sample-data/scid")));
        assertEquals(Map.of("dcg/famous", SourceStatus.UNCHANGED), statuses(ingest(lake, "sample-data/dcg")));
        assertEquals(22L, games(lake).values().stream().mapToLong(Long::longValue).sum());
    }

    @Test
    void twoArchivesWithTheSameLayoutKeepBoth() throws IOException {
        Path first = temp.resolve("first/archive");
        Path second = temp.resolve("second/archive");
        copy(Path.of("sample-data/scid"), first.resolve("db"));
        copy(Path.of("sample-data/dcg"), second.resolve("db"));
        // the same relative name and format in both: different games
        Files.copy(Path.of("sample-data/famous-games.pgn"), first.resolve("db/games.pgn"));
        Files.copy(Path.of("sample-data/xiangqi/xiangqi-wxf-utf8.pgn"), second.resolve("db/games.pgn"));
        Path lake = temp.resolve("lake");
        ingest(lake, first.toString());
        IngestReport again = ingest(lake, second.toString());
        assertEquals(Map.of("archive/db/famous", SourceStatus.NEW, "archive/db/games", SourceStatus.NEW), statuses(again),
                "the second archive's sources are told apart by the directory above its root");
        Map<String, Long> games = games(lake);
        assertEquals(11L, games.get("db/famous scid"));
        assertEquals(11L, games.get("db/games pgn"));
        assertEquals(11L, games.get("archive/db/famous dcg"));
        assertTrue(games.get("archive/db/games xqpgn") > 0, games.toString());
        assertEquals(4, games.size(), games.toString());
        // the first archive again: unchanged, nothing removed
        assertEquals(Map.of("db/famous", SourceStatus.UNCHANGED, "db/games", SourceStatus.UNCHANGED),
                statuses(ingest(lake, first.toString())));
    }

    @Test
    void anInputSpelledAnotherWayIsTheSameSource() throws IOException {
        Path archive = copy(Path.of("sample-data/scid"), temp.resolve("archive/scid"));
        Path lake = temp.resolve("lake");
        Path relative = Path.of("").toAbsolutePath().relativize(archive);
        assertEquals(Map.of("famous", SourceStatus.NEW), statuses(ingest(lake, relative.toString())));
        assertEquals(Map.of("famous", SourceStatus.UNCHANGED), statuses(ingest(lake, archive + "/")));
        assertEquals(Map.of("famous", SourceStatus.UNCHANGED), statuses(ingest(lake, archive.getParent() + "/sc*d")));
        assertEquals(Map.of("famous", SourceStatus.UNCHANGED),
                statuses(ingest(lake, archive.resolve("famous.si4").toString())));
        assertEquals(Map.of("famous scid", 11L), games(lake));
    }

    @Test
    void aMovedDatabaseIsANewSourceThatLooksLikeTheOld() throws IOException {
        Path archive = temp.resolve("archive");
        copy(Path.of("sample-data/scid"), archive.resolve("old"));
        Path lake = temp.resolve("lake");
        ingest(lake, archive.toString());
        Files.move(archive.resolve("old"), archive.resolve("new"));
        IngestReport moved = ingest(lake, archive.toString());
        assertEquals(Map.of("new/famous", SourceStatus.NEW, "old/famous", SourceStatus.REMOVED), statuses(moved));
        SourceReport added = moved.sources().stream().filter(s -> s.source().equals("new/famous")).findFirst().orElseThrow();
        assertEquals("old/famous", added.sameFilesAs());
        assertTrue(moved.summary().contains("new/famous: same files as source old/famous"), moved.summary());
        assertNull(moved.sources().stream().filter(s -> s.source().equals("old/famous")).findFirst().orElseThrow()
                .sameFilesAs());
        assertEquals(Map.of("new/famous scid", 11L, "old/famous scid", 11L), games(lake));
        IngestReport pruned = ingest(lake, archive.toString(), "--prune");
        assertEquals(Map.of("new/famous", SourceStatus.UNCHANGED, "old/famous", SourceStatus.PRUNED), statuses(pruned));
        assertEquals(Map.of("new/famous scid", 11L), games(lake));
    }

    @Test
    void aGivenSourceNameTheLakeHoldsForAnotherDatabaseIsRefusedAndNothingIsWritten() throws IOException {
        Path lake = temp.resolve("lake");
        assertEquals(Map.of("twic", SourceStatus.NEW),
                statuses(ingest(lake, "sample-data/scid", "--source-name", "twic")));
        assertEquals(Map.of("twic", SourceStatus.UNCHANGED),
                statuses(ingest(lake, "sample-data/scid/famous.si4", "--source-name", "twic")));
        SourceNameTakenException refused = assertThrows(SourceNameTakenException.class,
                () -> ingest(lake, "sample-data/dcg", "--source-name", "twic"));
        assertTrue(refused.getMessage().startsWith("source name 'twic' is taken: the lake holds it for file:"), refused.getMessage());
        assertTrue(refused.getMessage().contains("/sample-data/scid/famous.si4 (scid), not file:"), refused.getMessage());
        assertEquals(Map.of("twic scid", 11L), games(lake));
    }

    @Test
    void aLakeOfAnEarlierVersionKeepsItsSources() throws IOException {
        Path lake = temp.resolve("lake");
        ingest(lake, "sample-data/scid", "sample-data/famous-games.pgn");
        Map<String, Long> before = games(lake);
        // as an earlier version left it: sources known by name only
        IcebergLake iceberg = IcebergLake.embedded(SPARK, lake.toString());
        iceberg.table(LakeTable.SOURCES).orElseThrow().updateSchema().deleteColumn("location").commit();
        SPARK.catalog().refreshTable(iceberg.name(LakeTable.SOURCES));

        assertEquals(Map.of("famous", SourceStatus.UNCHANGED, "famous-games", SourceStatus.UNCHANGED),
                statuses(ingest(lake, "sample-data/scid", "sample-data/famous-games.pgn")));
        assertEquals(before, games(lake));
        // a database of another format with a name the earlier lake holds is a new source there too
        assertEquals(Map.of("dcg/famous", SourceStatus.NEW), statuses(ingest(lake, "sample-data/dcg")));
        Map<String, Long> after = games(lake);
        assertEquals(11L, after.get("famous scid"));
        assertEquals(11L, after.get("dcg/famous dcg"));
        assertEquals(SPARK.sql("SELECT count(*) FROM " + iceberg.name(LakeTable.SOURCES)
                + " WHERE source = 'dcg/famous' AND location LIKE '%/sample-data/dcg/famous.dci'").first().getLong(0), 1L);
    }
}
