package org.chesslake.spark;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.regexp_replace;
import static org.apache.spark.sql.functions.spark_partition_id;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.github.luben.zstd.Zstd;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Supplier;
import java.util.zip.GZIPOutputStream;
import org.apache.hadoop.io.compress.bzip2.CBZip2OutputStream;
import org.apache.spark.sql.Column;
import org.apache.spark.sql.DataFrameReader;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SparkSession;
import org.chesslake.bench.LichessLike;
import org.chesslake.files.InputFile;
import org.chesslake.format.Formats;
import org.chesslake.format.xqpgn.XqPgnFormat;
import org.chesslake.scan.PlannedInput;
import org.chesslake.testing.CorpusTest;
import org.chesslake.testing.TestSpark;
import org.chesslake.xiangqi.OracleGames;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The corpus's xiangqi PGN files (every {@code .pgn} the oracle names: GB2312, GBK and UTF-8, with a
 * 800 KB one among them) compressed here with gzip, bzip2 (100 KB blocks, as {@code bzip2 -1}
 * writes), zstd in one frame and zstd in several frames (as pzstd writes, only smaller) read through
 * Spark in small partitions with exactly the games and moves rows of the plain files. Where a plain
 * file is read by more than one task, its bzip2 and multi-frame zstd copies are too; the gzip and
 * one-frame zstd copies are, in a run that copies their text into a scratch area.
 */
@CorpusTest
class XqPgnCompressedSparkTest {

    private static final long BYTES_PER_PARTITION = 16_384;
    /** Text sizes of the zstd frames in turn: several frames even in the small files, boundaries inside games. */
    private static final int[] FRAME_TEXT = {16_384, 5_000, 777};

    /**
     * How the test compresses a file, and the text of the units a plain read splits it into (bzip2
     * blocks, zstd frames); 0 for a file read from its start.
     */
    enum Compression {
        GZIP(".gz", 0), BZIP2(".bz2", 100_000), ZSTD(".zst", 0), ZSTD_FRAMES(".zst", FRAME_TEXT[0]);

        final String suffix;
        final long unitText;

        Compression(String suffix, long unitText) {
            this.suffix = suffix;
            this.unitText = unitText;
        }

        byte[] compress(byte[] text) throws IOException {
            return switch (this) {
                case GZIP -> {
                    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
                    try (OutputStream out = new GZIPOutputStream(bytes)) {
                        out.write(text);
                    }
                    yield bytes.toByteArray();
                }
                case BZIP2 -> {
                    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
                    bytes.write("BZ".getBytes(StandardCharsets.US_ASCII)); // the stream's magic, which the codec leaves to its caller
                    try (OutputStream out = new CBZip2OutputStream(bytes, 1)) {
                        out.write(text);
                    }
                    yield bytes.toByteArray();
                }
                case ZSTD -> Zstd.compress(text, 3);
                case ZSTD_FRAMES -> LichessLike.frames(text, FRAME_TEXT, 3);
            };
        }
    }

    @TempDir
    static Path dir;
    /** The plain files' read, which every compressed copy's must equal. */
    private static Read plain;
    /** The bytes of text of each source. */
    private static final Map<String, Long> TEXT_BYTES = new TreeMap<>();

    private static final SparkSession SPARK = TestSpark.session();

    @BeforeAll
    static void writeTheCopies() throws IOException {
        List<String> files = OracleGames.all().stream().map(OracleGames::file).distinct()
                .filter(f -> f.toLowerCase(Locale.ROOT).endsWith(".pgn")).sorted().toList();
        for (int i = 0; i < files.size(); i++) {
            byte[] text = Files.readAllBytes(OracleGames.corpus().resolve(files.get(i)));
            String name = String.format("f%03d.pgn", i);
            TEXT_BYTES.put(name.replace(".pgn", ""), (long) text.length);
            Files.write(Files.createDirectories(dir.resolve("plain")).resolve(name), text);
            for (Compression c : Compression.values()) {
                Files.write(Files.createDirectories(dir.resolve(c.name())).resolve(name + c.suffix), c.compress(text));
            }
        }
        assertTrue(files.size() >= 70, files.size() + " xiangqi PGN files");
        plain = Read.of(XqPgnCompressedSparkTest::reader, dir.resolve("plain").toString());
        assertEquals(files.size(), plain.partitions().size(), "every file is read as xiangqi PGN");
        assertTrue(plain.partitions().values().stream().anyMatch(n -> n > 1), "a file read by several tasks: " + plain.partitions());
        // encodings detected from the text: GB18030 files and UTF-8 ones
        assertTrue(plain.games().stream().anyMatch(row -> row.contains("Encoding -> gb18030")), plain.games().get(0));
        assertTrue(plain.games().stream().anyMatch(row -> row.contains("Encoding -> utf-8")), plain.games().get(0));
    }

    private static DataFrameReader reader() {
        return SPARK.read().format(XqPgnFormat.NAME).option("bytesPerPartition", BYTES_PER_PARTITION);
    }

    /** A games or moves read, with the file's name (plain or compressed) taken out of what shows it. */
    private static Dataset<Row> sameNames(Dataset<Row> rows) {
        return rows.withColumn("source", regexp_replace(col("source"), "\\.pgn$", ""));
    }

    /**
     * A read of the games and of the moves (two Spark jobs): the games rows in source and game number
     * order, without game_id (a hash of the source); the moves rows, each with its game's source and
     * number instead of its game_id, in game, line and ply order; and how many partitions hold games
     * of each source.
     */
    record Read(List<String> games, List<String> moves, Map<String, Long> partitions) {

        static Read of(Supplier<DataFrameReader> reader, String path) {
            Dataset<Row> read = sameNames(reader.get().load(path))
                    .withColumn("decode_error", regexp_replace(col("decode_error"), "^.*/(f[0-9]+)\\.pgn[.a-z0-9]*:", "$1:"));
            List<Column> columns = new ArrayList<>();
            Arrays.stream(read.columns()).filter(c -> !c.equals("game_id")).forEach(c -> columns.add(col(c)));
            int shown = columns.size();
            columns.add(col("game_id"));
            columns.add(spark_partition_id().as("partition")); // the scan's partition: evaluated before the sort
            List<String> games = new ArrayList<>();
            Map<Long, Row> gameOf = new HashMap<>();
            Map<String, Set<Integer>> partitionsOf = new TreeMap<>();
            for (Row row : read.select(columns.toArray(Column[]::new)).orderBy("source", "game_number").collectAsList()) {
                games.add(shownValues(row, shown).toString());
                gameOf.put(row.getLong(shown), row);
                partitionsOf.computeIfAbsent(row.getAs("source"), s -> new TreeSet<>()).add(row.getInt(shown + 1));
            }
            Map<String, Long> partitions = new TreeMap<>();
            partitionsOf.forEach((source, ids) -> partitions.put(source, (long) ids.size()));
            return new Read(games, moves(reader.get().option("table", "moves").load(path).drop("source"), gameOf), partitions);
        }

        /** Each move's values but its game_id, then its game's source and number; sorted by them, line and ply. */
        private static List<String> moves(Dataset<Row> read, Map<Long, Row> gameOf) {
            String[] names = read.columns();
            int gameId = Arrays.asList(names).indexOf("game_id");
            record Move(String source, long gameNumber, int line, int ply, String text) {
            }
            List<Move> moves = new ArrayList<>();
            for (Row row : read.collectAsList()) {
                Row game = gameOf.get(row.getLong(gameId));
                assertTrue(game != null, "a move of no game: " + row);
                List<Object> values = new ArrayList<>();
                for (int i = 0; i < names.length; i++) {
                    if (i != gameId) {
                        values.add(row.get(i));
                    }
                }
                values.add(game.getAs("source"));
                values.add(game.getAs("game_number"));
                moves.add(new Move(game.getAs("source"), game.<Long>getAs("game_number"), row.<Integer>getAs("line_id"),
                        row.<Integer>getAs("ply"), RowFactory.create(values.toArray()).toString()));
            }
            return moves.stream().sorted(Comparator.comparing(Move::source).thenComparingLong(Move::gameNumber)
                    .thenComparingInt(Move::line).thenComparingInt(Move::ply)).map(Move::text).toList();
        }

        private static Row shownValues(Row row, int shown) {
            Object[] values = new Object[shown];
            for (int i = 0; i < shown; i++) {
                values[i] = row.get(i);
            }
            return RowFactory.create(values);
        }
    }

    private static void assertSameRows(List<String> expected, List<String> actual, String what) {
        for (int i = 0; i < Math.min(expected.size(), actual.size()); i++) {
            assertEquals(expected.get(i), actual.get(i), what + ", row " + i);
        }
        assertEquals(expected.size(), actual.size(), what + ": rows");
    }

    /**
     * Every source the plain read splits over several tasks, split in {@code read} too where its
     * text fills more than one unit of {@code unitText} bytes (a file of one bzip2 block cannot be split).
     */
    private static void assertSplitAsThePlainFiles(Read read, long unitText) {
        Map<String, Long> partitions = read.partitions();
        assertTrue(TEXT_BYTES.values().stream().anyMatch(bytes -> bytes > 2 * Math.max(unitText, BYTES_PER_PARTITION)),
                "a file of several units");
        plain.partitions().forEach((source, plainTasks) -> {
            if (plainTasks > 1 && TEXT_BYTES.get(source) > 2 * unitText) {
                assertTrue(partitions.get(source) > 1,
                        source + ": read by " + partitions.get(source) + " task(s), the plain file by " + plainTasks);
            }
        });
    }

    @ParameterizedTest(name = "{0}")
    @EnumSource(Compression.class)
    void compressedFilesGiveTheRowsOfThePlainFiles(Compression compression) throws IOException {
        Path compressed = dir.resolve(compression.name());
        assertEquals(XqPgnFormat.NAME, Formats.detect(InputFile.local(compressed.resolve("f000.pgn" + compression.suffix)))
                .orElseThrow().name());
        Read read = Read.of(XqPgnCompressedSparkTest::reader, compressed.toString());
        assertSameRows(plain.games(), read.games(), compression + " games");
        assertSameRows(plain.moves(), read.moves(), compression + " moves");
        if (compression.unitText > 0) {
            assertSplitAsThePlainFiles(read, compression.unitText);
        }
    }

    /** A gzip or one-frame zstd file, read in a run that has a scratch area, is split as its text copy. */
    @ParameterizedTest(name = "{0}")
    @EnumSource(value = Compression.class, names = {"GZIP", "ZSTD"})
    void filesReadFromTheirStartAreSplitThroughATextCopy(Compression compression) {
        String path = dir.resolve(compression.name()).toString();
        Map<String, String> options = Map.of("bytesPerPartition", String.valueOf(BYTES_PER_PARTITION));
        try (PlannedInput input = PlannedInput.open(XqPgnFormat.NAME, List.of(path), options, GameScan.context())) {
            input.copyTextInto(dir.resolve("scratch-" + compression).toString());
            Read read = Read.of(() -> reader().option(PlannedInput.INTERNAL_OPTION, input.id()), path);
            assertSameRows(plain.games(), read.games(), compression + " games");
            assertSameRows(plain.moves(), read.moves(), compression + " moves");
            assertSplitAsThePlainFiles(read, 0);
        }
    }
}
