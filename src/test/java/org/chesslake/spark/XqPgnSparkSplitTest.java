package org.chesslake.spark;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.spark_partition_id;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.LongStream;
import org.apache.spark.sql.DataFrameReader;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SparkSession;
import org.chesslake.format.SplitSizing;
import org.chesslake.format.xqpgn.XqEncoding;
import org.chesslake.format.xqpgn.XqPgnWriter;
import org.chesslake.format.xqpgn.XqSampleGames;
import org.chesslake.testing.TestSpark;
import org.chesslake.xiangqi.Notation;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A xiangqi PGN file cut into byte partitions of any size, read through Spark, gives the games rows
 * of a sequential read, each game exactly once, in the partition where its first tag line starts.
 */
class XqPgnSparkSplitTest {

    /** Six tiny games, so that even one byte per partition stays a few hundred tasks. */
    private static final int SHORT_GAMES = 6;
    /** The tiny games, in turn: CRLF with a blank line after, LF with none, indented lines. */
    private static final String[] SHORT_GAME = {
        "[Game \"Chinese Chess\"]\r\n1. 炮二平五 马８进７ *\r\n\r\n",
        "[Round \"%d\"]\n1. 兵七进一 1-0\n",
        "  [Red \"红\"]\r\n  1. 相三进五 {布局} *\r\n"};
    /** The sample games (comments, a variation, a FEN) three times. */
    private static final int SAMPLE_GAMES = 3 * XqSampleGames.games().size();

    @TempDir
    static Path dir;

    private static final Map<String, Path> FILES = new HashMap<>();

    private final SparkSession spark = TestSpark.session();

    @BeforeAll
    static void writeFiles() throws IOException {
        ByteArrayOutputStream shortGames = new ByteArrayOutputStream();
        shortGames.write("not a game\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
        for (int i = 0; i < SHORT_GAMES; i++) {
            shortGames.write(String.format(SHORT_GAME[i % SHORT_GAME.length], i).getBytes(XqEncoding.GB18030));
        }
        FILES.put("short", Files.write(dir.resolve("short.pgn"), shortGames.toByteArray()));

        ByteArrayOutputStream samples = new ByteArrayOutputStream();
        for (int i = 0; i < 3; i++) {
            XqPgnWriter.write(XqSampleGames.games(), Notation.CHINESE, XqEncoding.GB18030, samples);
            samples.write("==============\r\n 欢迎访问\r\n\r\n".getBytes(XqEncoding.GB18030));
        }
        FILES.put("samples", Files.write(dir.resolve("samples.pgn"), samples.toByteArray()));
    }

    private DataFrameReader reader(Long bytesPerPartition) {
        DataFrameReader reader = spark.read().format("xqpgn");
        return bytesPerPartition == null ? reader : reader.option("bytesPerPartition", bytesPerPartition);
    }

    private static List<String> rows(Dataset<Row> rows) {
        return rows.collectAsList().stream().map(Row::toString).sorted().toList();
    }

    /** The games row as the games table gives it, without the partition id appended last. */
    private static String withoutPartition(Row row) {
        Object[] values = new Object[row.length() - 1];
        for (int i = 0; i < values.length; i++) {
            values[i] = row.get(i);
        }
        return RowFactory.create(values).toString();
    }

    /** bytesPerPartition empty = the option left at its default. */
    @ParameterizedTest(name = "{0} at {1} bytes per partition")
    @CsvSource({"short, 1", "short, 7", "short, 100", "samples, 100", "samples, 1000", "samples, 4096", "samples, "})
    void everyGameLandsInExactlyOnePartition(String name, Long bytesPerPartition) throws IOException {
        Path file = FILES.get(name);
        int games = name.equals("short") ? SHORT_GAMES : SAMPLE_GAMES;
        long size = Files.size(file);
        long bytes = bytesPerPartition == null ? SplitSizing.DEFAULT_BYTES : bytesPerPartition;

        Dataset<Row> split = reader(bytesPerPartition).load(file.toString());
        assertEquals((size + bytes - 1) / bytes, split.rdd().getNumPartitions());
        List<Row> placed = split.select(col("*"), spark_partition_id().as("partition")).collectAsList();
        List<String> sequential = rows(reader(Long.MAX_VALUE).load(file.toString()));
        assertEquals(games, sequential.size());
        assertEquals(sequential, placed.stream().map(XqPgnSparkSplitTest::withoutPartition).sorted().toList());

        // games are numbered 1..n in file order, and a game belongs to the partition holding its first tag's byte
        Set<Long> numbers = new HashSet<>();
        Set<Integer> partitionsWithGames = new HashSet<>();
        long previousOffset = -1;
        for (Row row : placed.stream().sorted(Comparator.comparingLong(r -> r.getAs("game_number"))).toList()) {
            long number = row.getAs("game_number");
            long offset = row.getAs("game_offset");
            int partition = row.getAs("partition");
            assertTrue(numbers.add(number), "game " + number + " read twice");
            assertNull(row.getAs("decode_error"), "game " + number);
            assertEquals(offset / bytes, partition, "partition of game " + number);
            assertTrue(offset > previousOffset, "game " + number + " after the one before it");
            previousOffset = offset;
            partitionsWithGames.add(partition);
        }
        assertEquals(LongStream.rangeClosed(1, games).boxed().collect(Collectors.toSet()), numbers);
        if (size / bytes >= 3) {
            assertTrue(partitionsWithGames.size() >= 3, "games spread over " + partitionsWithGames + " partitions");
        }
    }
}
