package org.chesslake.ingest;

import static org.chesslake.ingest.MovesWriterDifferentialTest.chunk;
import static org.chesslake.ingest.MovesWriterDifferentialTest.inParallel;
import static org.chesslake.ingest.MovesWriterDifferentialTest.merged;
import static org.chesslake.ingest.MovesWriterDifferentialTest.open;
import static org.chesslake.ingest.MovesWriterDifferentialTest.path;
import static org.chesslake.ingest.MovesWriterDifferentialTest.readBySpark;
import static org.chesslake.ingest.MovesWriterDifferentialTest.reader;
import static org.chesslake.ingest.MovesWriterDifferentialTest.sameValues;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
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
import org.apache.iceberg.Metrics;
import org.apache.iceberg.MetricsConfig;
import org.apache.iceberg.Schema;
import org.apache.iceberg.TableProperties;
import org.apache.iceberg.hadoop.HadoopOutputFile;
import org.apache.parquet.column.values.bloomfilter.BloomFilter;
import org.apache.parquet.example.data.Group;
import org.apache.parquet.hadoop.ParquetFileReader;
import org.apache.parquet.hadoop.ParquetReader;
import org.apache.parquet.hadoop.metadata.BlockMetaData;
import org.apache.parquet.hadoop.metadata.ColumnChunkMetaData;
import org.chesslake.ingest.MovesWriterDifferentialTest.PairCheck;
import org.chesslake.ingest.MovesWriterDifferentialTest.Shapes;
import org.chesslake.lake.LakeTable;
import org.chesslake.parquet.ColumnsParquetFile;
import org.chesslake.parquet.IcebergColumnsFile;
import org.chesslake.parquet.ParquetSettings;
import org.chesslake.parquet.WrittenFile;
import org.chesslake.table.Column;
import org.chesslake.table.ColumnType;
import org.chesslake.table.GameColumns;
import org.chesslake.testing.TestSpark;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The games rows' own Parquet writer ({@link ColumnsParquetFile}) against Iceberg's writer for generic
 * records ({@link IcebergColumnsFile}, what wrote them before): the same rows of the games table's
 * columns, written by both under the same table properties, read back by parquet-java and by
 * Spark's vectorized reader, must give equal values row by row, equal footer statistics, equal
 * Iceberg metrics (value, null and NaN counts, lower and upper bounds) and bloom filters that hold
 * every value. The rows are drawn by a seeded generator over every column's shapes (nulls, one
 * value, a few, all distinct; tags maps null, empty, small and large, with null values), and the
 * edge cases are written at their real size, under the table's properties.
 */
class GamesWriterDifferentialTest {

    private static final long SEED = Long.getLong("chesslake.differentialSeed", 20261128L);
    private static final int RANDOM_FILES = Integer.getInteger("chesslake.differentialFiles", 400);
    private static final List<String> BLOOM_COLUMNS = List.of("game_id", "main_line_key");
    /** The random files' bloom filter bound, as the moves' test has it: Iceberg's filters are written at the bound. */
    private static final int RANDOM_FILES_BLOOM_BYTES = 8 << 10;

    @TempDir
    static Path temp;
    private static Schema schema;
    private static List<Pair> pairs;

    /** The games table's columns over rows of values: a row is its columns' values in {@link GameColumns#ALL}'s order. */
    private static final List<Column<Object[]>> COLUMNS = IntStream.range(0, GameColumns.ALL.size())
            .mapToObj(i -> {
                Column<?> column = GameColumns.ALL.get(i);
                return new Column<Object[]>(column.name(), column.type(), column.doc(), row -> row[i]);
            }).toList();

    /** The two files of the same rows, both writers' Iceberg metrics, the rows. */
    record Pair(String name, File chesslake, File iceberg, Metrics ours, Metrics theirs, List<Object[]> rows) {
    }

    /** A file to write: its name, the table properties and its rows (made when written). */
    record Planned(String name, Map<String, String> properties, Supplier<List<Object[]>> rows) {
    }

    @BeforeAll
    static void write() {
        long start = System.nanoTime();
        schema = LakeTable.GAMES.newTableSchema();
        List<Planned> plan = new ArrayList<>();
        Random random = new Random(SEED);
        for (EdgeCase edge : EdgeCase.values()) {
            Map<String, String> properties = new HashMap<>(LakeTable.GAMES.writeProperties());
            properties.putAll(edge.properties);
            plan.add(new Planned(edge.name(), properties, () -> edge.rows.apply(new Random(SEED))));
        }
        Map<String, String> randomFileProperties = new HashMap<>(LakeTable.GAMES.writeProperties());
        randomFileProperties.put(TableProperties.PARQUET_BLOOM_FILTER_MAX_BYTES, String.valueOf(RANDOM_FILES_BLOOM_BYTES));
        for (int i = 0; i < RANDOM_FILES; i++) {
            long seed = random.nextLong();
            Random rows = new Random(seed);
            plan.add(new Planned("random-" + i + " (seed " + seed + ")", randomFileProperties,
                    () -> new Rows(rows).rows(rows.nextInt(10) == 0 ? 0 : rows.nextInt(300))));
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
        /** A task's games: 50,000 rows, pages of the production 20,000 rows, one row group. */
        PRODUCTION(Map.of(), random -> new Rows(random).rows(50_000)),
        /** Row groups of 64 KiB: the rows are cut into many (each writer by its own estimate). */
        SMALL_ROW_GROUPS(Map.of(TableProperties.PARQUET_ROW_GROUP_SIZE_BYTES, String.valueOf(64 << 10)),
                random -> new Rows(random).rows(20_000)),
        /** Unique events of 100 bytes: 3 MB of values, over the 2 MiB dictionary: PLAIN. */
        DICTIONARY_OVER_ITS_BYTES(Map.of(), random -> rows(random, 30_000, (r, i, row) -> row[column("event")] = "e".repeat(90) + i)),
        /** Values of 70 KB, repeated and unique, and their statistics (too long for the footer). */
        STRINGS_OVER_64_KIB(Map.of(), random -> rows(random, 40, (r, i, row) -> {
            row[column("white")] = r.nextBoolean() ? "s".repeat(70_000) : "é".repeat(40_000) + i;
            row[column("tags")] = Map.of("Annotator", "炮".repeat(30_000) + i);
        })),
        /** Maps of 2,000 entries, some values null. */
        LARGE_MAPS(Map.of(), random -> rows(random, 200, (r, i, row) -> row[column("tags")] = map(r, 2_000))),
        /** Dates from the year 1 to 9999, and none. */
        DATES(Map.of(), random -> rows(random, 5_000, (r, i, row) -> row[column("date")] = r.nextInt(5) == 0 ? null : aDate(r))),

        /** The codecs other than zstd, and a bloom filter rate of the table's own, over rows of every shape. */
        SNAPPY(Map.of(TableProperties.PARQUET_COMPRESSION, "snappy"), random -> new Rows(random).rows(2_000)),
        GZIP(Map.of(TableProperties.PARQUET_COMPRESSION, "GZIP"), random -> new Rows(random).rows(2_000)),
        UNCOMPRESSED(Map.of(TableProperties.PARQUET_COMPRESSION, "uncompressed",
                TableProperties.PARQUET_BLOOM_FILTER_COLUMN_FPP_PREFIX + "main_line_key", "0.2"), random -> new Rows(random).rows(2_000));

        final Map<String, String> properties;
        final Function<Random, List<Object[]>> rows;

        EdgeCase(Map<String, String> properties, Function<Random, List<Object[]>> rows) {
            this.properties = properties;
            this.rows = rows;
        }
    }

    interface RowMaker {
        void fill(Random random, int index, Object[] row);
    }

    /** {@code count} rows of a game's usual values (ids, a number, a source), each then changed by {@code maker}. */
    private static List<Object[]> rows(Random random, int count, RowMaker maker) {
        List<Object[]> rows = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            Object[] row = new Object[COLUMNS.size()];
            row[column("game_id")] = random.nextLong();
            row[column("main_line_key")] = random.nextLong();
            row[column("source")] = "db";
            row[column("game_number")] = (long) i + 1;
            maker.fill(random, i, row);
            rows.add(row);
        }
        return rows;
    }

    private static int column(String name) {
        for (int i = 0; i < COLUMNS.size(); i++) {
            if (COLUMNS.get(i).name().equals(name)) {
                return i;
            }
        }
        throw new IllegalArgumentException(name);
    }

    static LocalDate aDate(Random r) {
        return switch (r.nextInt(4)) {
            case 0 -> LocalDate.of(1, 1, 1);
            case 1 -> LocalDate.of(9999, 12, 31);
            case 2 -> LocalDate.ofEpochDay(0);
            default -> LocalDate.of(1 + r.nextInt(9999), 1 + r.nextInt(12), 1 + r.nextInt(28));
        };
    }

    /** A tags map of up to {@code most} entries, in insertion order; some values null. */
    static Map<String, String> map(Random r, int most) {
        Map<String, String> map = new LinkedHashMap<>();
        int entries = r.nextInt(most + 1);
        for (int i = 0; i < entries; i++) {
            map.put(r.nextInt(4) == 0 ? Shapes.aString(r) : "Tag" + r.nextInt(50), r.nextInt(10) == 0 ? null : Shapes.aString(r));
        }
        return map;
    }

    /**
     * Random games rows: each column gets a shape for the file (all null, one value, a few values,
     * all distinct, or a mix with nulls) and its values are drawn from that shape's pool.
     */
    static final class Rows {
        private final Random random;
        private final Map<String, Shape> shapes = new HashMap<>();

        enum Shape { ALL_NULL, ONE, FEW, UNIQUE, MIXED }

        Rows(Random random) {
            this.random = random;
        }

        List<Object[]> rows(int count) {
            List<Object[]> rows = new ArrayList<>();
            for (int i = 0; i < count; i++) {
                Object[] row = new Object[COLUMNS.size()];
                for (int c = 0; c < row.length; c++) {
                    row[c] = value(COLUMNS.get(c).name(), fresh(COLUMNS.get(c).type()));
                }
                rows.add(row);
            }
            return rows;
        }

        private static Function<Random, Object> fresh(ColumnType type) {
            return switch (type) {
                case LONG -> Shapes::aLong;
                case INT -> Shapes::anInt;
                case STRING -> Shapes::aString;
                case BOOLEAN -> Random::nextBoolean;
                case DATE -> GamesWriterDifferentialTest::aDate;
                case STRING_MAP -> r -> switch (r.nextInt(4)) {
                    case 0 -> Map.of();
                    case 1 -> map(r, 3);
                    case 2 -> map(r, 30);
                    default -> map(r, 300);
                };
                case INT_ARRAY -> throw new IllegalArgumentException("no games column is an array");
            };
        }

        private Object value(String column, Function<Random, Object> fresh) {
            Shape shape = shapes.computeIfAbsent(column, c -> Shape.values()[random.nextInt(Shape.values().length)]);
            return switch (shape) {
                case ALL_NULL -> null;
                case ONE -> fresh.apply(new Random(column.hashCode()));
                case FEW -> fresh.apply(new Random(column.hashCode() * 31L + random.nextInt(3)));
                case UNIQUE -> fresh.apply(random);
                case MIXED -> random.nextInt(3) == 0 ? null : fresh.apply(random);
            };
        }
    }

    private static Optional<Pair> write(int index, Planned planned) {
        try {
            return write(index, planned.name(), planned.properties(), planned.rows().get());
        } catch (IOException e) {
            throw new UncheckedIOException(planned.name(), e);
        }
    }

    private static Optional<Pair> write(int index, String name, Map<String, String> properties, List<Object[]> rows)
            throws IOException {
        File ours = temp.resolve("chesslake").resolve(index + ".parquet").toFile();
        File theirs = temp.resolve("iceberg").resolve(index + ".parquet").toFile();
        ours.getParentFile().mkdirs();
        theirs.getParentFile().mkdirs();
        ColumnsParquetFile<Object[]> writer = new ColumnsParquetFile<>(org.apache.iceberg.Files.localOutput(ours), schema,
                ParquetSettings.of(properties), ColumnsParquetFile.FIRST_BYTES_PER_ROW, COLUMNS);
        for (Object[] row : rows) {
            writer.add(row);
        }
        WrittenFile written = writer.close(MetricsConfig.fromProperties(properties));
        assertEquals(ours.length(), written.length(), name);
        IcebergColumnsFile<Object[]> iceberg = new IcebergColumnsFile<>(
                HadoopOutputFile.fromPath(path(theirs), new Configuration(MovesWriterDifferentialTest.WRITE_CONF)),
                schema, properties, COLUMNS);
        for (Object[] row : rows) {
            iceberg.add(row);
        }
        Metrics metrics = iceberg.close();
        if (!theirs.exists()) { // Iceberg's writer makes no file of no rows
            assertEquals(0, rows.size(), name);
            try (ParquetFileReader empty = open(ours)) {
                assertEquals(List.of(), empty.getFooter().getBlocks(), name + ": chesslake's file of no rows");
                assertEquals(schema.columns().size(), empty.getFileMetaData().getSchema().getFieldCount(), name);
            }
            return Optional.empty();
        }
        return Optional.of(new Pair(name, ours, theirs, written.metrics(), metrics, rows));
    }

    /** parquet-java's record reader: every field of every row, the tags' entries included. */
    @Test
    void parquetJavaReadsEqualRows() {
        eachPair(pair -> {
            try (ParquetReader<Group> ours = reader(pair.chesslake()); ParquetReader<Group> theirs = reader(pair.iceberg())) {
                long row = 0;
                Group expected;
                while ((expected = theirs.read()) != null) {
                    Group actual = ours.read();
                    if (actual == null) {
                        fail(pair.name() + ": chesslake's file ends at row " + row);
                    }
                    if (!sameValues(expected, actual)) {
                        assertEquals(expected.toString(), actual.toString(), pair.name() + ": row " + row);
                    }
                    row++;
                }
                assertEquals(null, ours.read(), pair.name() + ": chesslake's file has more than " + row + " rows");
                assertEquals(pair.rows().size(), row, pair.name());
            }
        });
    }

    /**
     * The footers: the same schema; per leaf column the same null count and min and max over the
     * file, and per row group where both cut the rows alike.
     */
    @Test
    void theFootersHoldTheSameStatistics() {
        eachPair(pair -> {
            try (ParquetFileReader ours = open(pair.chesslake()); ParquetFileReader theirs = open(pair.iceberg())) {
                assertEquals(theirs.getFileMetaData().getSchema(), ours.getFileMetaData().getSchema(), pair.name());
                List<BlockMetaData> ourBlocks = ours.getFooter().getBlocks();
                List<BlockMetaData> theirBlocks = theirs.getFooter().getBlocks();
                assertEquals(pair.rows().size(), ourBlocks.stream().mapToLong(BlockMetaData::getRowCount).sum(), pair.name());
                boolean sameCuts = ourBlocks.stream().map(BlockMetaData::getRowCount).toList()
                        .equals(theirBlocks.stream().map(BlockMetaData::getRowCount).toList());
                for (ColumnChunkMetaData column : theirBlocks.get(0).getColumns()) {
                    String name = column.getPath().toDotString();
                    if (sameCuts) {
                        for (int b = 0; b < ourBlocks.size(); b++) {
                            assertEquals(chunk(theirBlocks.get(b), name).getStatistics(), chunk(ourBlocks.get(b), name).getStatistics(),
                                    pair.name() + ": row group " + b + ", " + name);
                            assertEquals(chunk(theirBlocks.get(b), name).getValueCount(), chunk(ourBlocks.get(b), name).getValueCount(),
                                    pair.name() + ": row group " + b + ", " + name + " slots");
                        }
                    }
                    assertEquals(merged(theirBlocks, name), merged(ourBlocks, name), pair.name() + ": " + name + " over the file");
                }
            }
        });
    }

    /** What the table's manifests keep of each file: the same counts and bounds (the columns' sizes are each file's own). */
    @Test
    void theIcebergMetricsAreEqual() {
        eachPair(pair -> {
            Metrics ours = pair.ours();
            Metrics theirs = pair.theirs();
            assertEquals(theirs.recordCount(), ours.recordCount(), pair.name());
            assertEquals(theirs.valueCounts(), ours.valueCounts(), pair.name() + ": value counts");
            assertEquals(theirs.nullValueCounts(), ours.nullValueCounts(), pair.name() + ": null counts");
            assertEquals(theirs.nanValueCounts(), ours.nanValueCounts(), pair.name() + ": NaN counts");
            assertEquals(theirs.lowerBounds(), ours.lowerBounds(), pair.name() + ": lower bounds");
            assertEquals(theirs.upperBounds(), ours.upperBounds(), pair.name() + ": upper bounds");
            assertEquals(theirs.columnSizes().keySet(), ours.columnSizes().keySet(), pair.name() + ": the columns sized");
        });
    }

    /** The bloom columns: a chunk written without a dictionary has a filter in both files, and it holds every value of the chunk. */
    @Test
    void theBloomFiltersHoldEveryValue() {
        eachPair(pair -> {
            try (ParquetFileReader ours = open(pair.chesslake()); ParquetFileReader theirs = open(pair.iceberg())) {
                for (ParquetFileReader file : List.of(ours, theirs)) {
                    String which = pair.name() + (file == ours ? " (chesslake)" : " (iceberg)");
                    int first = 0;
                    for (BlockMetaData block : file.getFooter().getBlocks()) {
                        for (String bloomColumn : BLOOM_COLUMNS) {
                            ColumnChunkMetaData chunk = chunk(block, bloomColumn);
                            BloomFilter filter = file.getBloomFilterDataReader(block).readBloomFilter(chunk);
                            if (!chunk.hasDictionaryPage()) {
                                assertNotNull(filter, which + ": " + bloomColumn + " has no bloom filter");
                            }
                            if (filter == null) {
                                continue;
                            }
                            for (int row = first; row < first + block.getRowCount(); row++) {
                                Long value = (Long) pair.rows().get(row)[column(bloomColumn)];
                                if (value != null && !filter.findHash(filter.hash(value.longValue()))) {
                                    fail(which + ": " + bloomColumn + " misses " + value);
                                }
                            }
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
        for (Pair pair : pairs) {
            List<List<Object>> expected = theirs.getOrDefault(pair.iceberg().getName(), List.of());
            List<List<Object>> actual = ours.getOrDefault(pair.chesslake().getName(), List.of());
            assertEquals(pair.rows().size(), expected.size(), pair.name());
            assertEquals(expected.size(), actual.size(), pair.name());
            for (int r = 0; r < expected.size(); r++) {
                assertEquals(expected.get(r), actual.get(r), pair.name() + ": row " + r);
            }
        }
    }

    private static void eachPair(PairCheck<Pair> check) {
        inParallel(pairs, Pair::name, check);
    }
}
