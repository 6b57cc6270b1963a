package org.chesslake.ingest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.function.Function;
import java.util.function.Supplier;
import java.util.stream.IntStream;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.RawLocalFileSystem;
import org.apache.hadoop.fs.permission.FsPermission;
import org.apache.iceberg.MetricsConfig;
import org.apache.iceberg.Schema;
import org.apache.iceberg.TableProperties;
import org.apache.iceberg.hadoop.HadoopOutputFile;
import org.apache.parquet.HadoopReadOptions;
import org.apache.parquet.column.statistics.Statistics;
import org.apache.parquet.column.values.bloomfilter.BloomFilter;
import org.apache.parquet.conf.HadoopParquetConfiguration;
import org.apache.parquet.example.data.Group;
import org.apache.parquet.hadoop.ParquetFileReader;
import org.apache.parquet.hadoop.ParquetReader;
import org.apache.parquet.hadoop.api.ReadSupport;
import org.apache.parquet.hadoop.example.GroupReadSupport;
import org.apache.parquet.hadoop.metadata.BlockMetaData;
import org.apache.parquet.hadoop.metadata.ColumnChunkMetaData;
import org.apache.parquet.hadoop.util.HadoopInputFile;
import org.apache.parquet.schema.GroupType;
import org.apache.parquet.schema.Type;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.functions;
import org.chesslake.game.FlatMove;
import org.chesslake.game.MoveInfo;
import org.chesslake.game.MoveNode;
import org.chesslake.lake.LakeTable;
import org.chesslake.parquet.IcebergMovesFile;
import org.chesslake.parquet.MovesParquetFile;
import org.chesslake.parquet.ParquetSettings;
import org.chesslake.table.MoveRowWriter;
import org.chesslake.testing.TestSpark;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The moves' own Parquet writer against Iceberg's ({@link IcebergMovesFile}): the same rows,
 * mapped to columns by the same {@link MoveRowWriter}, written by both under the same table
 * properties, read back by parquet-java and by Spark's vectorized reader, must give equal values
 * row by row, equal footer statistics, and bloom filters that hold every value. The rows are drawn
 * by a seeded generator over every column's shapes (1,000 small files, their bloom filters bounded
 * at 8 KiB), and the edge cases are written at their real size, under the table's properties.
 */
class MovesWriterDifferentialTest {

    private static final long SEED = Long.getLong("chesslake.differentialSeed", 20261127L);
    private static final int RANDOM_FILES = Integer.getInteger("chesslake.differentialFiles", 1000);
    /** The values a filter of the table's largest size (1 MiB) holds at about a 1% false-positive rate. */
    private static final long VALUES_OF_A_FULL_FILTER = 800_000;
    private static final List<String> BLOOM_COLUMNS = List.of("game_id", "from_position_key", "position_key");
    /**
     * The random files' bloom filter bound ({@code write.parquet.bloom-filter-max-bytes}, given to both writers):
     * 8 KiB, far above the 256 bytes a random file's fewer than 120 values take at the table's rate, so
     * chesslake's filters keep the size they are sized to, while Iceberg's, written at the bound whatever the
     * values, are 8 KiB, not the table's 1 MiB three times in each of 1,000 files (2 GB written and read
     * again a run). The edge cases keep the table's bound.
     */
    private static final int RANDOM_FILES_BLOOM_BYTES = 8 << 10;
    /**
     * The most rows of a file Spark's read collects (the row group cap's 2,000,000 are read by parquet-java
     * alone); a larger file is written to a directory of its own, which Spark's read of every file does not list.
     */
    private static final int SPARK_COLLECTED_ROWS = 100_000;
    /**
     * Loaded once and only read (by every file's reader, and copied for every file's writer, from several
     * threads): a new Configuration parses Hadoop's default resources again, for each of 2,000 files.
     */
    static final Configuration CONF = loaded(new Configuration());
    /** CONF for Iceberg's writer, whose files go through {@link LocalWithoutChmod}. */
    static final Configuration WRITE_CONF = withoutChmod(new Configuration(CONF));

    @TempDir
    static Path temp;
    private static Schema schema;
    /** The pairs written: chesslake's file and Iceberg's of the same rows. */
    private static List<Pair> pairs;

    /** {@code values}: each row's game_id, from_position_key and position_key, the bloom columns, in turn. */
    record Pair(String name, File chesslake, File iceberg, long[] values) {
        int rows() {
            return values.length / 3;
        }
    }

    /** A game of a file: its id, source and moves. */
    record Game(long id, String source, List<FlatMove> moves) {
    }

    /** A file to write: its name, the table properties and its rows (made when written). */
    record Planned(String name, Map<String, String> properties, Supplier<List<Game>> games) {
    }

    /** Every file written in parallel (the files are independent: the test uses every core), kept in plan order. */
    @BeforeAll
    static void write() {
        long start = System.nanoTime();
        schema = LakeTable.MOVES.newTableSchema();
        List<Planned> plan = new ArrayList<>();
        Random random = new Random(SEED);
        // the edge cases first: their large files start at once, beside the small ones, not last
        for (EdgeCase edge : EdgeCase.values()) {
            Map<String, String> properties = new HashMap<>(LakeTable.MOVES.writeProperties());
            properties.putAll(edge.properties);
            plan.add(new Planned(edge.name(), properties, () -> edge.games.apply(new Random(SEED))));
        }
        Map<String, String> randomFileProperties = new HashMap<>(LakeTable.MOVES.writeProperties());
        randomFileProperties.put(TableProperties.PARQUET_BLOOM_FILTER_MAX_BYTES, String.valueOf(RANDOM_FILES_BLOOM_BYTES));
        for (int i = 0; i < RANDOM_FILES; i++) {
            long seed = random.nextLong();
            plan.add(new Planned("random-" + i + " (seed " + seed + ")", randomFileProperties,
                    () -> new Shapes(new Random(seed)).games()));
        }
        pairs = IntStream.range(0, plan.size()).parallel()
                .mapToObj(i -> write(i, plan.get(i)))
                .flatMap(Optional::stream).toList();
        System.out.printf("%d random files and %d edge cases written in %.1f s%n", RANDOM_FILES, EdgeCase.values().length,
                (System.nanoTime() - start) / 1e9);
    }

    /** The edge cases, each at the size where it happens in production. */
    enum EdgeCase {
        EMPTY_FILE(Map.of(), random -> List.of()),
        /** Unique 100-byte comments: 3 MB of values, over the 2 MiB dictionary: PLAIN. */
        DICTIONARY_OVER_ITS_BYTES(Map.of(), random -> games(random, 30_000, (r, i) -> node(r, "c".repeat(90) + i, null))),
        /** Five values of 300 KB: one page of 1.5 MB. */
        PAGE_OVER_ONE_MIB(Map.of(), random -> games(random, 5, (r, i) -> node(r, "p".repeat(300_000) + i, null))),
        /** 50,000 rows in pages of the production 20,000 rows (the table sets no page row limit). */
        PRODUCTION_PAGES(Map.of(), random -> games(random, 50_000, (r, i) -> node(r, null, r.nextInt(3) == 0 ? "[%clk 0:01:0" + r.nextInt(10) + "]" : null))),
        /** A row group of more rows than the writer buffers, whatever the bytes: cut at 2^21 rows. */
        ROW_GROUP_ROW_CAP(Map.of(TableProperties.PARQUET_ROW_GROUP_SIZE_BYTES, String.valueOf(1L << 30)),
                random -> games(random, (1 << 21) + 5_000, (r, i) -> node(r, null, null))),
        /** 5,000 distinct sans: dictionary ids of 13 bits. */
        BIT_WIDTHS_ABOVE_EIGHT(Map.of(), random -> games(random, 40_000, (r, i) -> node(r, null, null, "m" + r.nextInt(5_000)))),
        /** 50,000 rows whose comments are all null. */
        COLUMN_ALL_NULL(Map.of(), random -> games(random, 50_000, (r, i) -> node(r, null, null))),
        /** Values of 70 KB, repeated and unique, and their statistics (too long for the footer). */
        STRINGS_OVER_64_KIB(Map.of(), random -> games(random, 40,
                (r, i) -> node(r, r.nextBoolean() ? "s".repeat(70_000) : "é".repeat(40_000) + i, "炮".repeat(30_000)))),

        /** The codecs other than zstd, and a bloom filter rate of the table's own, over rows of every shape. */
        SNAPPY(Map.of(TableProperties.PARQUET_COMPRESSION, "snappy"), random -> new Shapes(random).games()),
        GZIP(Map.of(TableProperties.PARQUET_COMPRESSION, "GZIP"), random -> new Shapes(random).games()),
        UNCOMPRESSED(Map.of(TableProperties.PARQUET_COMPRESSION, "uncompressed",
                TableProperties.PARQUET_BLOOM_FILTER_COLUMN_FPP_PREFIX + "position_key", "0.2"), random -> new Shapes(random).games());

        final Map<String, String> properties;
        final Function<Random, List<Game>> games;

        EdgeCase(Map<String, String> properties, Function<Random, List<Game>> games) {
            this.properties = properties;
            this.games = games;
        }
    }

    interface NodeMaker {
        MoveNode make(Random random, int index);
    }

    private static MoveNode node(Random random, String commentBefore, String commentAfter) {
        return node(random, commentBefore, commentAfter, "e4");
    }

    private static MoveNode node(Random random, String commentBefore, String commentAfter, String san) {
        MoveNode node = new MoveNode(new MoveInfo(san, "e2e4", null, "P", "e2", "e4", null, null, false, false,
                random.nextLong(), random.nextLong()));
        if (commentBefore != null) {
            node.addCommentBefore(commentBefore);
        }
        if (commentAfter != null) {
            node.addCommentAfter(commentAfter);
        }
        return node;
    }

    /** {@code rows} moves in games of up to 80, each move made by {@code maker}. */
    private static List<Game> games(Random random, int rows, NodeMaker maker) {
        List<Game> games = new ArrayList<>();
        int row = 0;
        while (row < rows) {
            int plies = Math.min(rows - row, 1 + random.nextInt(80));
            List<FlatMove> moves = new ArrayList<>(plies);
            for (int ply = 1; ply <= plies; ply++) {
                moves.add(new FlatMove(0, null, null, ply, (ply + 1) / 2, ply % 2 == 1, maker.make(random, row++)));
            }
            games.add(new Game(random.nextLong(), "db", moves));
        }
        return games;
    }

    /**
     * Random rows of one file: each column gets a shape for the file (all null, one value, a few
     * values, all distinct, or a mix with nulls) and its values are drawn from that shape's pool.
     */
    static final class Shapes {
        private final Random random;
        private final Map<String, Shape> shapes = new HashMap<>();

        enum Shape { ALL_NULL, ONE, FEW, UNIQUE, MIXED }

        Shapes(Random random) {
            this.random = random;
        }

        private Shape shape(String column, boolean nullable) {
            return shapes.computeIfAbsent(column, c -> {
                Shape[] all = Shape.values();
                Shape shape = all[random.nextInt(all.length)];
                return !nullable && (shape == Shape.ALL_NULL || shape == Shape.MIXED) ? Shape.UNIQUE : shape;
            });
        }

        /** A value of the column's shape: from a pool of one or three values drawn once per file (by index), or fresh. */
        private <T> T value(String column, boolean nullable, Function<Random, T> fresh) {
            Shape shape = shape(column, nullable);
            return switch (shape) {
                case ALL_NULL -> null;
                case ONE -> fresh.apply(new Random(column.hashCode()));
                case FEW -> fresh.apply(new Random(column.hashCode() * 31L + random.nextInt(3)));
                case UNIQUE -> fresh.apply(random);
                case MIXED -> random.nextInt(3) == 0 ? null : fresh.apply(random);
            };
        }

        static int anInt(Random r) {
            return switch (r.nextInt(6)) {
                case 0 -> Integer.MIN_VALUE;
                case 1 -> Integer.MAX_VALUE;
                case 2 -> 0;
                case 3 -> r.nextInt(100);
                default -> r.nextInt();
            };
        }

        static long aLong(Random r) {
            return switch (r.nextInt(6)) {
                case 0 -> Long.MIN_VALUE;
                case 1 -> Long.MAX_VALUE;
                case 2 -> 0;
                case 3 -> -1;
                default -> r.nextLong();
            };
        }

        static String aString(Random r) {
            return switch (r.nextInt(8)) {
                case 0 -> "";
                case 1 -> "炮二平五";
                case 2 -> "♞𝄞\u0000é" + r.nextInt(100);
                case 3 -> r.nextInt(200) == 0 ? "x".repeat(66_000) + r.nextInt() : "Nf3";
                case 4 -> "\uFFFF" + r.nextInt(10);
                default -> Long.toString(r.nextLong(), 36);
            };
        }

        /** A comment after the move: text, or clock and eval commands of any size, or none. */
        static String aCommentAfter(Random r) {
            return switch (r.nextInt(5)) {
                case 0 -> "[%clk " + (r.nextBoolean() ? r.nextInt(10) : 2_000_000_000_000L + r.nextInt(1000)) + ":0" + r.nextInt(6)
                        + ":3" + r.nextInt(10) + "." + r.nextInt(10) + "]";
                case 1 -> "[%eval #" + anInt(r) + "]";
                case 2 -> "[%eval " + (r.nextBoolean() ? "-" : "") + r.nextInt(1_000_000) + "." + r.nextInt(100) + "] [%clk 1:00:00]";
                case 3 -> "[%eval 99999999999.5]"; // beyond an int of centipawns
                default -> aString(r);
            };
        }

        List<Game> games() {
            List<Game> games = new ArrayList<>();
            int rows = random.nextInt(10) == 0 ? 0 : random.nextInt(120);
            int row = 0;
            while (row < rows) {
                int plies = Math.min(rows - row, 1 + random.nextInt(30));
                List<FlatMove> moves = new ArrayList<>();
                for (int ply = 1; ply <= plies; ply++) {
                    MoveInfo info = new MoveInfo(value("san", true, Shapes::aString), value("uci", true, Shapes::aString),
                            value("notation", true, Shapes::aString), value("piece", true, Shapes::aString),
                            value("from_square", true, Shapes::aString), value("to_square", true, Shapes::aString),
                            value("captured", true, Shapes::aString), value("promotion", true, Shapes::aString),
                            value("is_check", false, Random::nextBoolean), value("is_mate", false, Random::nextBoolean),
                            value("from_position_key", false, Shapes::aLong), value("position_key", false, Shapes::aLong));
                    MoveNode node = new MoveNode(info);
                    String before = value("comment_before", true, Shapes::aString);
                    if (before != null) {
                        node.addCommentBefore(before);
                    }
                    String after = value("comment_after", true, Shapes::aCommentAfter);
                    if (after != null) {
                        node.addCommentAfter(after);
                    }
                    List<Integer> nags = value("nags", false, r -> {
                        int count = switch (r.nextInt(4)) {
                            case 0 -> 0;
                            case 1 -> 1;
                            case 2 -> r.nextInt(5);
                            default -> 50 + r.nextInt(100);
                        };
                        List<Integer> list = new ArrayList<>();
                        for (int k = 0; k < count; k++) {
                            list.add(r.nextBoolean() ? r.nextInt(256) : anInt(r));
                        }
                        return list;
                    });
                    nags.forEach(node::addNag);
                    moves.add(new FlatMove(value("line_id", false, Shapes::anInt), value("parent_line_id", true, Shapes::anInt),
                            value("branch_ply", true, Shapes::anInt), value("ply", false, Shapes::anInt),
                            value("move_number", false, Shapes::anInt), value("side", false, Random::nextBoolean), node));
                    row++;
                }
                games.add(new Game(value("game_id", false, Shapes::aLong), value("source", false, Shapes::aString), moves));
            }
            return games;
        }
    }

    /** The planned file written by both writers: their pair, or none for a file of no rows (checked here). */
    private static Optional<Pair> write(int index, Planned planned) {
        try {
            return write(index, planned.name(), planned.properties(), planned.games().get());
        } catch (IOException e) {
            throw new UncheckedIOException(planned.name(), e);
        }
    }

    private static Optional<Pair> write(int index, String name, Map<String, String> properties, List<Game> games) throws IOException {
        int rows = games.stream().mapToInt(game -> game.moves().size()).sum();
        String suffix = rows > SPARK_COLLECTED_ROWS ? "-not-read-by-spark" : "";
        File ours = temp.resolve("chesslake" + suffix).resolve(index + ".parquet").toFile();
        File theirs = temp.resolve("iceberg" + suffix).resolve(index + ".parquet").toFile();
        ours.getParentFile().mkdirs();
        theirs.getParentFile().mkdirs();
        MovesParquetFile writer = new MovesParquetFile(org.apache.iceberg.Files.localOutput(ours), schema,
                ParquetSettings.of(properties), MovesParquetFile.FIRST_BYTES_PER_ROW);
        for (Game game : games) {
            writer.add(game.id(), game.source(), MovesParquetFileTest.flat(game.moves()));
        }
        writer.close(MetricsConfig.getDefault());
        long[] values = new long[3 * rows];
        int at = 0;
        // a Hadoop file with a copy of WRITE_CONF, which Iceberg's writer sets its settings in: with a local file it
        // would make a new Configuration, parsing the default resources, per file. It opens the file by the path's
        // scheme, so on LocalWithoutChmod: the cached local file system wrote a .crc file beside it and ran chmod
        // for each of the two (two processes a file, ~1,800 a run)
        IcebergMovesFile iceberg = new IcebergMovesFile(HadoopOutputFile.fromPath(path(theirs), new Configuration(WRITE_CONF)),
                schema, properties);
        for (Game game : games) {
            iceberg.add(game.id(), game.source(), MovesParquetFileTest.flat(game.moves()));
            for (FlatMove move : game.moves()) {
                values[at++] = game.id();
                values[at++] = move.node().move().fromPositionKey();
                values[at++] = move.node().move().positionKey();
            }
        }
        iceberg.close();
        if (!theirs.exists()) { // Iceberg's writer makes no file of no rows
            assertEquals(0, values.length, name);
            try (ParquetFileReader empty = open(ours)) {
                assertEquals(List.of(), empty.getFooter().getBlocks(), name + ": chesslake's file of no rows");
                assertEquals(schema.columns().size(), empty.getFileMetaData().getSchema().getFieldCount(), name);
            }
            return Optional.empty();
        }
        return Optional.of(new Pair(name, ours, theirs, values));
    }

    static org.apache.hadoop.fs.Path path(File file) {
        return new org.apache.hadoop.fs.Path(file.toURI());
    }

    /** parquet-java's record reader: every field of every row, as its groups print them. */
    @Test
    void parquetJavaReadsEqualRows() {
        eachPair(pair -> {
            try (ParquetReader<Group> ours = reader(pair.chesslake());
                 ParquetReader<Group> theirs = reader(pair.iceberg())) {
                long row = 0;
                Group expected;
                while ((expected = theirs.read()) != null) {
                    Group actual = ours.read();
                    if (actual == null) { // the message made only on failure: the files hold 2,000,000 rows
                        fail(pair.name() + ": chesslake's file ends at row " + row);
                    }
                    if (!sameValues(expected, actual)) {
                        assertEquals(expected.toString(), actual.toString(), pair.name() + ": row " + row);
                    }
                    row++;
                }
                assertEquals(null, ours.read(), pair.name() + ": chesslake's file has more than " + row + " rows");
                assertEquals(pair.rows(), row, pair.name());
            }
        });
    }

    /**
     * Whether two records hold the same values, field by field (binary values byte for byte, floating-point
     * ones as {@link Double#compare}): what their printed forms show, without printing 2,000,000 rows.
     */
    static boolean sameValues(Group expected, Group actual) {
        GroupType type = expected.getType();
        if (!type.equals(actual.getType())) {
            return false;
        }
        for (int field = 0; field < type.getFieldCount(); field++) {
            int values = expected.getFieldRepetitionCount(field);
            if (values != actual.getFieldRepetitionCount(field)) {
                return false;
            }
            for (int i = 0; i < values; i++) {
                if (!sameValue(type.getType(field), expected, actual, field, i)) {
                    return false;
                }
            }
        }
        return true;
    }

    private static boolean sameValue(Type type, Group expected, Group actual, int field, int i) {
        if (!type.isPrimitive()) {
            return sameValues(expected.getGroup(field, i), actual.getGroup(field, i));
        }
        return switch (type.asPrimitiveType().getPrimitiveTypeName()) {
            case INT32 -> expected.getInteger(field, i) == actual.getInteger(field, i);
            case INT64 -> expected.getLong(field, i) == actual.getLong(field, i);
            case BOOLEAN -> expected.getBoolean(field, i) == actual.getBoolean(field, i);
            case FLOAT -> Float.compare(expected.getFloat(field, i), actual.getFloat(field, i)) == 0;
            case DOUBLE -> Double.compare(expected.getDouble(field, i), actual.getDouble(field, i)) == 0;
            case BINARY, FIXED_LEN_BYTE_ARRAY, INT96 -> expected.getBinary(field, i).equals(actual.getBinary(field, i));
        };
    }

    /** A check of every pair, the pairs in parallel. */
    private static void eachPair(PairCheck<Pair> check) {
        inParallel(pairs, Pair::name, check);
    }

    /** A check of each of {@code pairs} (a differential test's files, named by {@code name}), in parallel. */
    static <P> void inParallel(List<P> pairs, Function<P, String> name, PairCheck<P> check) {
        pairs.parallelStream().forEach(pair -> {
            try {
                check.accept(pair);
            } catch (IOException e) {
                throw new UncheckedIOException(name.apply(pair), e);
            }
        });
    }

    @FunctionalInterface
    interface PairCheck<P> {
        void accept(P pair) throws IOException;
    }

    /**
     * The footers: the same schema; per column the same null count and min and max over the file,
     * and per row group where both cut the rows alike (Iceberg's writer cuts by its own size
     * estimate, so a file of several row groups may be cut elsewhere).
     */
    @Test
    void theFootersHoldTheSameStatistics() {
        eachPair(pair -> {
            try (ParquetFileReader ours = open(pair.chesslake()); ParquetFileReader theirs = open(pair.iceberg())) {
                assertEquals(theirs.getFileMetaData().getSchema(), ours.getFileMetaData().getSchema(), pair.name());
                List<BlockMetaData> ourBlocks = ours.getFooter().getBlocks();
                List<BlockMetaData> theirBlocks = theirs.getFooter().getBlocks();
                assertEquals(theirBlocks.stream().mapToLong(BlockMetaData::getRowCount).sum(),
                        ourBlocks.stream().mapToLong(BlockMetaData::getRowCount).sum(), pair.name());
                boolean sameCuts = ourBlocks.stream().map(BlockMetaData::getRowCount).toList()
                        .equals(theirBlocks.stream().map(BlockMetaData::getRowCount).toList());
                for (ColumnChunkMetaData column : theirBlocks.isEmpty() ? List.<ColumnChunkMetaData>of() : theirBlocks.get(0).getColumns()) {
                    String name = column.getPath().toDotString();
                    if (sameCuts) {
                        for (int b = 0; b < ourBlocks.size(); b++) {
                            assertEquals(chunk(theirBlocks.get(b), name).getStatistics(), chunk(ourBlocks.get(b), name).getStatistics(),
                                    pair.name() + ": row group " + b + ", " + name);
                        }
                    }
                    assertEquals(merged(theirBlocks, name), merged(ourBlocks, name), pair.name() + ": " + name + " over the file");
                }
            }
        });
    }

    /** A column's statistics over every row group, merged as parquet-java merges them. */
    static Statistics<?> merged(List<BlockMetaData> blocks, String column) {
        Statistics<?> all = null;
        for (BlockMetaData block : blocks) {
            Statistics<?> statistics = chunk(block, column).getStatistics();
            if (all == null) {
                all = Statistics.getBuilderForReading(statistics.type()).build();
            }
            all.mergeStatistics(statistics);
        }
        return all;
    }

    /**
     * The bloom filters: a chunk written without a dictionary has one in both files; every filter
     * holds every value of its chunk, and rejects absent values (sized differently, Iceberg's for
     * its largest size, chesslake's for its values at the table's rate, they need not reject the
     * same few) unless it holds more values than a filter of the largest size can reject well.
     */
    @Test
    void theBloomFiltersHoldEveryValue() {
        eachPair(pair -> {
            Random absent = new Random(SEED ^ pair.name().hashCode());
            long[] values = pair.values().clone(); // sorted, to tell an absent value (2,000,000 rows: no boxed set)
            Arrays.sort(values);
            try (ParquetFileReader ours = open(pair.chesslake()); ParquetFileReader theirs = open(pair.iceberg())) {
                for (ParquetFileReader file : List.of(ours, theirs)) {
                    String which = pair.name() + (file == ours ? " (chesslake)" : " (iceberg)");
                    int first = 0;
                    for (BlockMetaData block : file.getFooter().getBlocks()) {
                        for (int c = 0; c < BLOOM_COLUMNS.size(); c++) {
                            ColumnChunkMetaData chunk = chunk(block, BLOOM_COLUMNS.get(c));
                            BloomFilter filter = file.getBloomFilterDataReader(block).readBloomFilter(chunk);
                            if (!chunk.hasDictionaryPage()) {
                                assertNotNull(filter, which + ": " + BLOOM_COLUMNS.get(c) + " has no bloom filter");
                            }
                            if (filter == null) {
                                continue;
                            }
                            for (long row = first; row < first + block.getRowCount(); row++) {
                                long value = pair.values()[(int) row * 3 + c];
                                if (!filter.findHash(filter.hash(value))) { // the message made only on a miss: millions of values
                                    fail(which + ": " + BLOOM_COLUMNS.get(c) + " misses " + value);
                                }
                            }
                            if (block.getRowCount() > VALUES_OF_A_FULL_FILTER) {
                                continue; // the filter is at its size bound: it accepts more, in both writers' files
                            }
                            int accepted = 0;
                            for (int i = 0; i < 1000; i++) {
                                long other = absent.nextLong();
                                if (filter.findHash(filter.hash(other)) && Arrays.binarySearch(values, other) < 0) {
                                    accepted++;
                                }
                            }
                            assertTrue(accepted <= 50, which + ": " + BLOOM_COLUMNS.get(c) + " accepts " + accepted + " of 1,000 absent values");
                        }
                        first += (int) block.getRowCount();
                    }
                }
            }
        });
    }

    /** Spark's vectorized reader, every column, both directories in one read each: equal rows file by file. */
    @Test
    void sparkReadsEqualRows() {
        assertTrue(TestSpark.session().conf().get("spark.sql.parquet.enableVectorizedReader").equals("true"));
        Map<String, List<List<Object>>> ours = readBySpark(temp.resolve("chesslake"));
        Map<String, List<List<Object>>> theirs = readBySpark(temp.resolve("iceberg"));
        for (int i = 0; i < pairs.size(); i++) {
            Pair pair = pairs.get(i);
            if (pair.rows() > SPARK_COLLECTED_ROWS) {
                continue; // the row group cap: too many rows to collect, read by parquet-java above
            }
            List<List<Object>> expected = theirs.getOrDefault(pair.iceberg().getName(), List.of());
            List<List<Object>> actual = ours.getOrDefault(pair.chesslake().getName(), List.of());
            assertEquals(expected.size(), actual.size(), pair.name());
            for (int r = 0; r < expected.size(); r++) {
                assertEquals(expected.get(r), actual.get(r), pair.name() + ": row " + r);
            }
        }
    }

    /**
     * Each file's rows in file order, by file name (a file's rows are read in order, by one task); dates
     * as written (proleptic Gregorian), as the ingest reads them.
     */
    static Map<String, List<List<Object>>> readBySpark(Path directory) {
        Dataset<Row> rows = TestSpark.session().read().option("datetimeRebaseMode", "CORRECTED").parquet(directory.toString())
                .withColumn("file", functions.input_file_name());
        Map<String, List<List<Object>>> byFile = new LinkedHashMap<>();
        for (Row row : rows.collectAsList()) {
            String file = row.getString(row.size() - 1);
            List<Object> values = new ArrayList<>();
            for (int i = 0; i < row.size() - 1; i++) {
                values.add(row.get(i));
            }
            byFile.computeIfAbsent(file.substring(file.lastIndexOf('/') + 1), f -> new ArrayList<>()).add(values);
        }
        return byFile;
    }

    /**
     * The file's reader with options from {@link #CONF}: {@code ParquetFileReader.open(InputFile)} alone
     * would make a new Configuration, parsing Hadoop's default resources, for each of the ~4,000 opens.
     */
    static ParquetFileReader open(File file) throws IOException {
        return ParquetFileReader.open(HadoopInputFile.fromPath(path(file), CONF), HadoopReadOptions.builder(CONF).build());
    }

    /** parquet-java's example record reader on {@link #CONF} (ParquetReader.builder would parse a new Configuration per file). */
    static ParquetReader<Group> reader(File file) throws IOException {
        return new GroupReaderBuilder(HadoopInputFile.fromPath(path(file), CONF)).build();
    }

    private static final class GroupReaderBuilder extends ParquetReader.Builder<Group> {
        GroupReaderBuilder(HadoopInputFile file) {
            super(file, new HadoopParquetConfiguration(CONF));
        }

        @Override
        protected ReadSupport<Group> getReadSupport() {
            return new GroupReadSupport();
        }
    }

    /**
     * Hadoop's raw local file system (no .crc files) that leaves a new file's permissions as the umask
     * makes them: without Hadoop's native library a local file system sets them by running chmod.
     */
    static final class LocalWithoutChmod extends RawLocalFileSystem {
        @Override
        public void setPermission(org.apache.hadoop.fs.Path path, FsPermission permission) {
        }
    }

    /** {@code conf} with file: paths on {@link LocalWithoutChmod}, a new one for each file, not the cached file system. */
    private static Configuration withoutChmod(Configuration conf) {
        conf.set("fs.file.impl", LocalWithoutChmod.class.getName());
        conf.setBoolean("fs.file.impl.disable.cache", true);
        return conf;
    }

    private static Configuration loaded(Configuration conf) {
        conf.size(); // reads the default resources now, so that copies start from them
        return conf;
    }

    static ColumnChunkMetaData chunk(BlockMetaData block, String path) {
        return block.getColumns().stream().filter(c -> c.getPath().toDotString().equals(path)).findFirst().orElseThrow();
    }
}
