package org.chesslake.ingest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.chesslake.cli.IngestJob;
import org.chesslake.files.OutputFile;
import org.chesslake.format.cbf.CbfWriter;
import org.chesslake.format.dcg.DcgWriter;
import org.chesslake.format.scid.Scid4Writer;
import org.chesslake.lake.IcebergLake;
import org.chesslake.lake.LakeTable;
import org.chesslake.testing.DeepVariations;
import org.chesslake.testing.IntegrationTest;
import org.chesslake.testing.TestSpark;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The hostile inputs of issue 13, built here, through the ingest job: variations nested 10,000 deep
 * (SCID, CBF; DCG below and beyond its nesting cap), a DCG index entry whose game offset points far
 * outside the game file, and a Chess Assistant game record with damaged bytes. The job finishes,
 * every index entry is a games row or an accounted error, and each bad game is one decode_error
 * naming the file, the game and the byte offset. In FAILFAST the job stops with that message.
 */
@IntegrationTest
class HostileInputIngestTest {

    private static final SparkSession SPARK = TestSpark.session();
    /** The DCG index: a 19-byte header, then 39-byte entries whose game offset is at byte 1. */
    private static final long DCG_ENTRY_2_OFFSET_FIELD = 19 + 39 + 1;
    /** The corrupt offset: a u64 with its top bit set. */
    private static final long CORRUPT_OFFSET = -1878001044613496564L;
    /** Game 6 of the sample Chess Assistant database: its bytes that the fuzzer's finding changes, and to what. */
    private static final Map<Integer, int[]> CA_DAMAGE = Map.of(546, new int[] {8, 209}, 547, new int[] {15, 107},
            566, new int[] {231, 1}, 568, new int[] {232, 0});

    @TempDir
    static Path temp;

    private static Path input;
    private static IngestReport report;
    /** decode_error by source and game number, from the games table written. */
    private static final Map<String, String> ERRORS = new TreeMap<>();

    @BeforeAll
    static void ingestTheHostileDatabases() throws IOException {
        input = temp.resolve("input");
        Scid4Writer.write(OutputFile.local(dir("scid").resolve("deep.si4")),
                List.of(DeepVariations.game(1, 0), DeepVariations.game(2, 10_000), DeepVariations.game(3, 0)));
        new CbfWriter().write(List.of(DeepVariations.game(1, 10_000)), OutputFile.local(dir("cbf").resolve("deep.cbi")));
        DcgWriter.write(OutputFile.local(dir("dcg-deep").resolve("deep.dci")), List.of(DeepVariations.game(1, 0),
                DeepVariations.game(2, 4_000), DeepVariations.game(3, 10_000), DeepVariations.game(4, 0)));
        Path offset = dir("dcg-offset").resolve("offset.dci");
        DcgWriter.write(OutputFile.local(offset), List.of(DeepVariations.game(1, 0), DeepVariations.game(2, 0), DeepVariations.game(3, 0)));
        patch(offset, DCG_ENTRY_2_OFFSET_FIELD, ByteBuffer.allocate(8).putLong(CORRUPT_OFFSET).array());
        Path ca = dir("ca");
        for (String extension : List.of("cdp", "emb", "d00", "a02", "d02")) {
            Files.copy(Path.of("sample-data/chessassistant/famous." + extension), ca.resolve("famous." + extension));
        }
        byte[] d02 = Files.readAllBytes(ca.resolve("famous.d02"));
        CA_DAMAGE.forEach((at, change) -> {
            assertEquals(change[0], d02[at] & 0xFF, "sample-data/chessassistant/famous.d02 changed; find game 6's bytes again");
            d02[at] = (byte) change[1];
        });
        Files.write(ca.resolve("famous.d02"), d02);

        Path lake = temp.resolve("lake");
        report = new Ingest(SPARK, IngestJob.parse("--input", input.toString(), "--output", lake.toString())).run();
        for (Row row : IcebergLake.embedded(SPARK, lake.toString()).published(LakeTable.GAMES).orElseThrow()
                .where("decode_error is not null").select("source", "game_number", "decode_error").collectAsList()) {
            ERRORS.put(row.getString(0) + " " + row.getLong(1), row.getString(2));
        }
    }

    private static Path dir(String name) throws IOException {
        return Files.createDirectories(input.resolve(name));
    }

    private static void patch(Path file, long at, byte[] bytes) throws IOException {
        byte[] all = Files.readAllBytes(file);
        System.arraycopy(bytes, 0, all, (int) at, bytes.length);
        Files.write(file, all);
    }

    private static SourceReport source(String name) {
        return report.sources().stream().filter(s -> s.source().equals(name)).findFirst().orElseThrow();
    }

    @Test
    void everyEntryIsAccountedFor() {
        assertEquals(5, report.sources().size(), report.toString());
        for (SourceReport source : report.sources()) {
            assertTrue(source.accountedFor(), source.toString());
        }
        assertEquals(List.of(3L, 4L, 3L, 11L), List.of(source("scid/deep").entries(), source("dcg-deep/deep").entries(),
                source("dcg-offset/offset").entries(), source("ca/famous").entries()));
        assertEquals(3, report.decodeErrors(), ERRORS.toString());
    }

    /** Without the games table the decode errors come from the games rows the moves tasks wrote: the same per source. */
    @Test
    void theMovesAloneCountTheSameDecodeErrors() throws IOException {
        IngestReport moves = new Ingest(SPARK, IngestJob.parse("--tables", "moves", "--input", input.toString(),
                "--output", temp.resolve("moves-only").toString())).run();
        for (SourceReport alone : moves.sources()) {
            SourceReport full = source(alone.source());
            assertEquals(List.of(full.entries(), full.decodeErrors(), full.moves()),
                    List.of(alone.entries(), alone.decodeErrors(), alone.moves()), alone.source());
        }
        assertEquals(3, moves.decodeErrors());
    }

    @Test
    void tenThousandNestedVariationsDecodeInFull() {
        SourceReport scid = source("scid/deep");
        assertEquals(0, scid.decodeErrors());
        assertEquals(2 + 2 * 10_001 + 2, scid.moves());
        SourceReport cbf = source("cbf/deep");
        assertEquals(List.of(1L, 0L, 2L * 10_001), List.of(cbf.entries(), cbf.decodeErrors(), cbf.moves()));
    }

    @Test
    void dcgNestsUpToItsCapAndDeeperIsOneGamesError() {
        SourceReport dcg = source("dcg-deep/deep");
        assertEquals(1, dcg.decodeErrors());
        assertEquals(2 + 2 * 4_001 + 2, dcg.moves(), "games 1, 2 (4,000 deep) and 4");
        String error = ERRORS.get("dcg-deep/deep 3");
        assertTrue(error.startsWith(input.resolve("dcg-deep/deep.dcg") + ": game 3 at byte ")
                && error.endsWith("variations nested deeper than 4096"), error);
    }

    @Test
    void aCorruptDcgOffsetNamesItsIndexEntry() {
        assertEquals(input.resolve("dcg-offset/offset.dci") + ": game 2 at byte " + DCG_ENTRY_2_OFFSET_FIELD
                + ": index entry 2 gives game offset " + Long.toUnsignedString(CORRUPT_OFFSET)
                + ", outside the game file (" + size("dcg-offset/offset.dcg") + " bytes)", ERRORS.get("dcg-offset/offset 2"));
        assertEquals(2, source("dcg-offset/offset").gamesWritten());
    }

    @Test
    void aDamagedChessAssistantRecordCostsOnlyItsGame() {
        SourceReport ca = source("ca/famous");
        assertEquals(10, ca.gamesWritten());
        assertEquals(List.of("ca/famous 6"), ERRORS.keySet().stream().filter(k -> k.startsWith("ca/")).toList());
        String error = ERRORS.get("ca/famous 6");
        assertTrue(error.startsWith(input.resolve("ca/famous.d02") + ": game 6 at byte "), error);
    }

    @Test
    void failFastStopsAtTheBadGameNamingFileGameAndOffset() {
        Exception e = assertThrows(Exception.class, () -> new Ingest(SPARK, IngestJob.parse("--input",
                input.resolve("ca").toString(), "--output", temp.resolve("failfast").toString(), "--mode", "failfast")).run());
        String messages = messages(e);
        assertTrue(messages.contains(input.resolve("ca/famous.d02") + ": game 6 at byte "), messages);
    }

    private static long size(String file) {
        try {
            return Files.size(input.resolve(file));
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private static String messages(Throwable e) {
        StringBuilder all = new StringBuilder();
        for (Throwable t = e; t != null; t = t.getCause()) {
            all.append(t.getMessage()).append('\n');
        }
        return all.toString();
    }
}
