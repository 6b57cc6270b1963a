package org.chesslake.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.spark.sql.DataFrameReader;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.chesslake.files.InputFile;
import org.chesslake.format.Formats;
import org.chesslake.format.SplitSizing;
import org.chesslake.format.pgn.PgnFormat;
import org.chesslake.testing.Corpus;
import org.chesslake.testing.CorpusTest;
import org.chesslake.testing.TestSpark;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.NullSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Chess PGN read in byte partitions of every size, and from its compressed copies, gives exactly
 * the rows of one sequential read of the uncompressed file: the same games, numbered alike, with
 * the same moves.
 */
@CorpusTest
class PgnSparkSplitTest {

    private final SparkSession spark = TestSpark.session();

    /**
     * The games and moves of one sequential read of an uncompressed file, by file: several tests
     * compare with the same file's (the Lichess slice's, seven times), read once.
     */
    private static final Map<String, List<List<String>>> SEQUENTIAL = new HashMap<>();
    /** The header-level games rows of one sequential read of an uncompressed file, by file, read once. */
    private static final Map<String, List<String>> SEQUENTIAL_HEADERS = new HashMap<>();

    private DataFrameReader reader(Long bytesPerPartition) {
        DataFrameReader reader = spark.read().format("pgn").option("sourceName", "same");
        return bytesPerPartition == null ? reader : reader.option("bytesPerPartition", bytesPerPartition);
    }

    private static List<String> rows(Dataset<Row> rows) {
        return rows.collectAsList().stream().map(Row::toString).sorted().toList();
    }

    /** {@link #read} of the whole file in one partition, games and moves, read once per file. */
    private List<List<String>> sequential(String file) {
        return SEQUENTIAL.computeIfAbsent(file, key -> read(file, Long.MAX_VALUE, true));
    }

    /** The games rows at header level of the whole file in one partition, read once per file. */
    private List<String> sequentialHeaders(String file) {
        return SEQUENTIAL_HEADERS.computeIfAbsent(file, key -> rows(reader(Long.MAX_VALUE).load(file).select("game_id", HEADER)));
    }

    /** Every games column, and per game a fingerprint of its moves rows. */
    private List<List<String>> read(String file, Long bytesPerPartition, boolean moves) {
        return read(() -> reader(bytesPerPartition), file, moves);
    }

    private static List<List<String>> read(java.util.function.Supplier<DataFrameReader> reader, String file, boolean moves) {
        List<String> games = rows(reader.get().load(file));
        if (!moves) {
            return List.of(games);
        }
        Dataset<Row> rows = reader.get().option("table", "moves").load(file);
        return List.of(games, rows(rows.groupBy("game_id").agg(
                org.apache.spark.sql.functions.count("*"),
                org.apache.spark.sql.functions.sum(org.apache.spark.sql.functions.hash(
                        rows.col("line_id"), rows.col("ply"), rows.col("san"), rows.col("uci"),
                        rows.col("comment_before"), rows.col("comment_after"), rows.col("nags"),
                        rows.col("clock_ms"), rows.col("position_key"))))));
    }

    /** Small files cut at every byte; a larger one at sizes on and off game boundaries. bytesPerPartition empty = the default. */
    @ParameterizedTest(name = "{0} at {1} bytes per partition")
    @CsvSource({
        "edge/pgn-extract_test-fuzzydepth.pgn, 1",
        "edge/dartchess_headers-and-moves-on-the-same-line.pgn, 1",
        "edge/dartchess_leading-whitespace.pgn, 13",
        "edge/python-chess_utf8-bom.pgn, 7",
        "edge/pgn-extract_nested-comment.pgn, 3",
        "edge/pgnmentor_Stein_nul.pgn, 65536",
        "lichess_db/lichess.pgn, 7777",
        "lichess_db/lichess.pgn, 65536",
        "lichess_db/lichess.pgn, "})
    void byteSplitsGiveTheRowsOfASequentialRead(String relative, Long bytesPerPartition) throws IOException {
        String file = Corpus.path("pgn/" + relative).toString();
        long size = Files.size(Path.of(file));
        long bytes = bytesPerPartition == null ? SplitSizing.DEFAULT_BYTES : bytesPerPartition;
        Dataset<Row> split = reader(bytesPerPartition).load(file);
        assertEquals((size + bytes - 1) / bytes, split.rdd().getNumPartitions());

        List<List<String>> sequential = sequential(file);
        assertTrue(sequential.get(0).size() > 0);
        assertEquals(sequential, read(file, bytesPerPartition, true));
    }

    /** The games rows at header level: every game, numbered and cut alike, with its tags. */
    private static final String[] HEADER = {"game_number", "game_offset", "white", "black", "date", "result", "tags"};

    /** The gzip and zstd copies (zstd with its skippable frames) are one partition each and read the same rows. */
    @ParameterizedTest(name = "{0}")
    @CsvSource({"lichess_db/lichess.pgn.zst, true", "large/pgnmentor_A.pgn.gz, false", "large/pgnmentor_A.pgn.zst, false"})
    void compressedCopiesGiveTheRowsOfTheUncompressedFile(String relative, boolean moves) throws IOException {
        String compressed = Corpus.path("pgn/" + relative).toString();
        String plain = compressed.substring(0, compressed.lastIndexOf('.'));
        assertEquals(PgnFormat.NAME, Formats.detect(InputFile.local(Path.of(compressed))).orElseThrow().name());
        assertEquals(1, reader(null).load(compressed).rdd().getNumPartitions());
        if (moves) {
            assertEquals(sequential(plain), read(compressed, null, true));
        } else {
            assertEquals(sequentialHeaders(plain), rows(reader(null).load(compressed).select("game_id", HEADER)));
        }
    }

    /**
     * The multi-stream bzip2 copy (pbzip2's, two blocks a stream) is split by its compressed bytes:
     * at 64 KB most partitions hold no block marker, the others one or two (the default: one), every block's games in
     * exactly one; numbers and text offsets are the uncompressed file's. The smallest sizes are
     * {@code format.pgn.PgnBzip2SplitTest}'s.
     */
    @ParameterizedTest(name = "pgnmentor_A.pgn.bz2 at {0} bytes per partition")
    @ValueSource(longs = 65536)
    @NullSource
    void bzip2SplitsGiveTheRowsOfTheUncompressedFile(Long bytesPerPartition) throws IOException {
        String compressed = Corpus.path("pgn/large/pgnmentor_A.pgn.bz2").toString();
        String plain = compressed.substring(0, compressed.lastIndexOf('.'));
        long bytes = bytesPerPartition == null ? SplitSizing.DEFAULT_BYTES : bytesPerPartition;
        // recognised although its first block (188 KB) is longer than a gzip or zstd sniff
        assertEquals(PgnFormat.NAME, Formats.detect(InputFile.local(Path.of(compressed))).orElseThrow().name());
        // one planned RDD for the partition count and the rows: the counting pass runs once
        org.apache.spark.rdd.RDD<Row> split = reader(bytesPerPartition).load(compressed).select("game_id", HEADER).rdd();
        assertEquals((Files.size(Path.of(compressed)) + bytes - 1) / bytes, split.getNumPartitions());
        List<String> sequential = sequentialHeaders(plain);
        assertEquals(26_831, sequential.size());
        assertEquals(sequential, split.toJavaRDD().collect().stream().map(Row::toString).sorted().toList());
    }

    /**
     * The Lichess slice as pzstd writes it (here frames of 64 KiB of text, a skippable frame before
     * each) is split at its frames by text size: several partitions, the rows of the plain file.
     */
    @org.junit.jupiter.api.Test
    void aMultiFrameZstdFileIsReadByManyTasks(@org.junit.jupiter.api.io.TempDir Path dir) throws IOException {
        String plain = Corpus.path("pgn/lichess_db/lichess.pgn").toString();
        String frames = Files.write(dir.resolve("lichess.pgn.zst"),
                org.chesslake.bench.LichessLike.frames(Files.readAllBytes(Path.of(plain)), new int[] {65_536}, 3)).toString();
        // 2.3 MB of text in 36 frames, 500 KB of text a partition
        assertEquals(5, reader(500_000L).load(frames).rdd().getNumPartitions());
        assertEquals(sequential(plain), read(frames, 500_000L, true));
    }

    /**
     * A gzip file and a zstd file of one frame, read in a run with a scratch area (as the ingest
     * reads), are decompressed once into it and their text is read in byte ranges: five partitions
     * of 500 KB of text, the rows of the plain file. A plain read has no scratch area: one partition.
     */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"lichess.pgn.gz", "lichess.pgn.zst"})
    void aGzipOrOneFrameZstdFileIsCopiedOnceAndReadByManyTasks(String name, @org.junit.jupiter.api.io.TempDir Path dir) throws IOException {
        String plain = Corpus.path("pgn/lichess_db/lichess.pgn").toString();
        byte[] text = Files.readAllBytes(Path.of(plain));
        byte[] compressed;
        if (name.endsWith(".gz")) {
            java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
            try (java.util.zip.GZIPOutputStream out = new java.util.zip.GZIPOutputStream(bytes)) {
                out.write(text);
            }
            compressed = bytes.toByteArray();
        } else {
            compressed = com.github.luben.zstd.Zstd.compress(text, 3);
        }
        String file = Files.write(dir.resolve(name), compressed).toString();
        java.util.Map<String, String> options = java.util.Map.of("sourceName", "same", "bytesPerPartition", "500000");
        assertEquals(1, spark.read().format("pgn").options(options).load(file).rdd().getNumPartitions());
        try (org.chesslake.scan.PlannedInput input = org.chesslake.scan.PlannedInput.open("pgn", List.of(file), options,
                GameScan.context())) {
            input.copyTextInto(dir.resolve("scratch").toString());
            java.util.function.Supplier<DataFrameReader> reader = () -> spark.read().format("pgn").options(options)
                    .option(org.chesslake.scan.PlannedInput.INTERNAL_OPTION, input.id());
            assertEquals(5, reader.get().load(file).rdd().getNumPartitions());
            assertEquals(sequential(plain), read(reader, file, true));
            // the copy is the text, byte for byte
            assertEquals(text.length, Files.size(dir.resolve("scratch/0/text.pgn")));
        }
    }

    /** The chess PGN page's per-time-control query, run on the Lichess slice (its .zst, as users have it). */
    @org.junit.jupiter.api.Test
    void theDocsLichessQueryAnswersPerTimeControl() throws IOException {
        String readme = Files.readString(Path.of("src/site/markdown/formats/pgn.md"));
        int at = readme.indexOf("CREATE TEMPORARY VIEW lichess USING pgn");
        String block = readme.substring(at, readme.indexOf("```", at));
        String[] statements = block.replace("lichess_db_standard_rated_2021-10.pgn.zst",
                Corpus.path("pgn/lichess_db/lichess.pgn.zst").toString()).split(";");
        spark.sql(statements[0]);
        List<Row> speeds = spark.sql(statements[1]).collectAsList();
        assertEquals(999L, speeds.stream().mapToLong(r -> r.getLong(1)).sum());
        assertTrue(speeds.stream().anyMatch(r -> r.getString(0).equals("bullet")), speeds.toString());
        assertTrue(speeds.stream().allMatch(r -> ((Number) r.get(2)).doubleValue() >= 0 && ((Number) r.get(2)).doubleValue() <= 1), speeds.toString());
    }
}
