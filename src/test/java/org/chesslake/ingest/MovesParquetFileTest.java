package org.chesslake.ingest;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.stream.Stream;
import org.apache.hadoop.conf.Configuration;
import org.apache.iceberg.Metrics;
import org.apache.iceberg.MetricsConfig;
import org.apache.iceberg.Schema;
import org.apache.iceberg.TableProperties;
import org.apache.iceberg.parquet.ParquetUtil;
import org.apache.iceberg.types.Conversions;
import org.apache.iceberg.types.Types;
import org.apache.parquet.CorruptStatistics;
import org.apache.parquet.VersionParser;
import org.apache.parquet.column.statistics.Statistics;
import org.apache.parquet.column.values.bloomfilter.BloomFilter;
import org.apache.parquet.example.data.Group;
import org.apache.parquet.hadoop.ParquetFileReader;
import org.apache.parquet.hadoop.ParquetReader;
import org.apache.parquet.hadoop.example.GroupReadSupport;
import org.apache.parquet.hadoop.metadata.BlockMetaData;
import org.apache.parquet.hadoop.metadata.ColumnChunkMetaData;
import org.apache.parquet.hadoop.util.HadoopInputFile;
import org.apache.parquet.schema.PrimitiveType;
import org.apache.spark.sql.Row;
import org.chesslake.game.CommentCommands;
import org.chesslake.game.FlatMove;
import org.chesslake.game.FlatMoves;
import org.chesslake.game.MoveInfo;
import org.chesslake.game.MoveNode;
import org.chesslake.lake.LakeTable;
import org.chesslake.parquet.MovesBuffers;
import org.chesslake.parquet.MovesParquetFile;
import org.chesslake.parquet.ParquetSettings;
import org.chesslake.parquet.WrittenFile;
import org.chesslake.testing.IntegrationTest;
import org.chesslake.testing.TestSpark;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The moves' own Parquet writer, read back by parquet-java's reader (an independent decoder):
 * every value, the footer's created_by (chesslake's writer, parsed as one whose statistics are
 * trusted) and statistics, the DataFile metrics Iceberg takes from them, the bloom
 * filters, and both dictionary and PLAIN chunks, over several row groups of several pages; and
 * Spark's own reader (an integration test: it starts Spark).
 */
class MovesParquetFileTest {

    private static final String[] SANS = {"e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "O-O", "Qxd8+", "exd8=Q#", "--"};
    private static final List<List<Integer>> NAGS = List.of(List.of(), List.of(), List.of(), List.of(1), List.of(1, 14, 146));
    private static final String[] COMMENTS = {null, null, null, "[%clk 0:01:02] [%eval 0.35]", "[%eval #-3]", "good move"};

    @TempDir
    static Path temp;
    private static final List<Expected> rows = new ArrayList<>();
    private static Schema schema;
    private static Map<String, String> properties;
    private static org.apache.hadoop.fs.Path file;
    private static ParquetFileReader footer;
    /** What the writer said of the file it closed. */
    private static WrittenFile written;

    /** A row as the table must hold it, computed here from the move and its game. */
    record Expected(long gameId, String source, FlatMove move) {
    }

    @BeforeAll
    static void write() throws IOException {
        schema = LakeTable.MOVES.newTableSchema();
        properties = new HashMap<>(LakeTable.MOVES.writeProperties());
        properties.put(TableProperties.PARQUET_ROW_GROUP_SIZE_BYTES, String.valueOf(40_000));
        properties.put(TableProperties.PARQUET_PAGE_ROW_LIMIT, "500");
        Random random = new Random(7);
        File out = temp.resolve("moves.parquet").toFile();
        MovesParquetFile writer = new MovesParquetFile(org.apache.iceberg.Files.localOutput(out), schema,
                ParquetSettings.of(properties), MovesParquetFile.FIRST_BYTES_PER_ROW);
        writeGames(writer, random, rows);
        written = writer.close(MetricsConfig.fromProperties(properties));
        assertEquals(out.length(), written.length());
        file = new org.apache.hadoop.fs.Path(out.toURI());
        footer = ParquetFileReader.open(HadoopInputFile.fromPath(file, new Configuration()));
    }

    /**
     * 400 games of random moves, over several row groups, each row also in {@code expected}; every
     * fourth game plain (the main line only, no notation, comment or NAG: columns the writer takes a
     * game's nulls or empty lists of at once), between games that have them.
     */
    private static void writeGames(MovesParquetFile writer, Random random, List<Expected> expected) throws IOException {
        for (int game = 0; game < 400; game++) {
            long gameId = random.nextLong();
            String source = "db/" + (game / 100);
            List<FlatMove> moves = new ArrayList<>();
            int plies = 1 + random.nextInt(60);
            boolean plain = game % 4 == 0;
            for (int ply = 1; ply <= plies; ply++) {
                boolean variation = !plain && ply > 3 && random.nextInt(8) == 0;
                moves.add(new FlatMove(variation ? 1 + random.nextInt(3) : 0, variation ? 0 : null, variation ? ply - 1 : null,
                        ply, (ply + 1) / 2, ply % 2 == 1, node(random, ply, plain)));
            }
            writer.add(gameId, source, flat(moves));
            moves.forEach(move -> expected.add(new Expected(gameId, source, move)));
        }
    }

    /** A game's moves as the writers take them. */
    static FlatMoves flat(List<FlatMove> moves) {
        FlatMoves flat = new FlatMoves();
        moves.forEach(flat::add);
        return flat;
    }

    private static MoveNode node(Random random, int ply, boolean plain) {
        String san = SANS[random.nextInt(SANS.length)];
        boolean nullMove = san.equals("--");
        MoveNode node = new MoveNode(new MoveInfo(san, nullMove ? "0000" : "e2e4", !plain && random.nextInt(5) == 0 ? "炮二平五" : null,
                nullMove ? null : "PNBRQK".substring(ply % 6, ply % 6 + 1), nullMove ? null : "e2", nullMove ? null : "e4",
                random.nextInt(4) == 0 ? "n" : null, san.contains("=") ? "Q" : null, san.contains("+"), san.contains("#"),
                random.nextLong(), random.nextLong()));
        if (plain) {
            return node;
        }
        NAGS.get(random.nextInt(NAGS.size())).forEach(node::addNag);
        if (random.nextInt(3) == 0) { // long and all different: too big a dictionary, PLAIN text
            node.addCommentBefore("a long comment " + random.nextLong() + " " + "x".repeat(random.nextInt(400)));
        }
        String after = COMMENTS[random.nextInt(COMMENTS.length)];
        if (after != null) {
            node.addCommentAfter(after);
        }
        return node;
    }

    /**
     * Buffers kept from file to file (as the ingest's tasks keep them) write what new ones write:
     * after a file of other games, and after a file aborted with a row group half buffered.
     */
    @Test
    void keptBuffersWriteTheSameBytes() throws IOException {
        ParquetSettings settings = ParquetSettings.of(properties);
        MovesBuffers buffers = new MovesBuffers();
        MovesParquetFile other = new MovesParquetFile(org.apache.iceberg.Files.localOutput(temp.resolve("other.parquet").toFile()),
                schema, settings, MovesParquetFile.FIRST_BYTES_PER_ROW, buffers);
        writeGames(other, new Random(8), new ArrayList<>());
        other.close(MetricsConfig.fromProperties(properties));
        MovesParquetFile aborted = new MovesParquetFile(org.apache.iceberg.Files.localOutput(temp.resolve("aborted.parquet").toFile()),
                schema, settings, MovesParquetFile.FIRST_BYTES_PER_ROW, buffers);
        aborted.add(1, "db/x", flat(List.of(new FlatMove(0, null, null, 1, 1, true, node(new Random(9), 1, false)))));
        aborted.abort(new IOException("planted"));
        File again = temp.resolve("again.parquet").toFile();
        MovesParquetFile writer = new MovesParquetFile(org.apache.iceberg.Files.localOutput(again), schema, settings,
                MovesParquetFile.FIRST_BYTES_PER_ROW, buffers);
        writeGames(writer, new Random(7), new ArrayList<>());
        writer.close(MetricsConfig.fromProperties(properties));
        assertArrayEquals(Files.readAllBytes(temp.resolve("moves.parquet")), Files.readAllBytes(again.toPath()));
    }

    @Test
    void everyValueReadsBack() throws IOException {
        int row = 0;
        try (ParquetReader<Group> reader = ParquetReader.builder(new GroupReadSupport(), file).build()) {
            Group group;
            while ((group = reader.read()) != null) {
                Expected expected = rows.get(row++);
                FlatMove move = expected.move();
                MoveInfo info = move.node().move();
                String comment = move.node().commentAfter();
                assertEquals(expected.gameId(), group.getLong("game_id", 0));
                assertEquals(move.lineId(), group.getInteger("line_id", 0));
                assertEquals(move.parentLineId(), intOrNull(group, "parent_line_id"), "row " + row);
                assertEquals(move.branchPly(), intOrNull(group, "branch_ply"));
                assertEquals(move.ply(), group.getInteger("ply", 0));
                assertEquals(move.moveNumber(), group.getInteger("move_number", 0));
                assertEquals(move.white() ? "white" : "black", text(group, "side"));
                assertEquals(info.san(), text(group, "san"));
                assertEquals(info.uci(), text(group, "uci"));
                assertEquals(info.notation(), text(group, "notation"));
                assertEquals(info.piece(), text(group, "piece"));
                assertEquals(info.from(), text(group, "from_square"));
                assertEquals(info.to(), text(group, "to_square"));
                assertEquals(info.captured(), text(group, "captured"));
                assertEquals(info.promotion(), text(group, "promotion"));
                assertEquals(info.check(), group.getBoolean("is_check", 0));
                assertEquals(info.mate(), group.getBoolean("is_mate", 0));
                assertEquals(move.node().nags(), nags(group));
                assertEquals(move.node().commentBefore(), text(group, "comment_before"));
                assertEquals(comment, text(group, "comment_after"));
                assertEquals(CommentCommands.clockMillis(comment),
                        group.getFieldRepetitionCount("clock_ms") == 0 ? null : group.getLong("clock_ms", 0));
                assertEquals(CommentCommands.eval(comment).centipawns(), intOrNull(group, "eval_cp"));
                assertEquals(CommentCommands.eval(comment).mate(), intOrNull(group, "eval_mate"));
                assertEquals(info.fromPositionKey(), group.getLong("from_position_key", 0));
                assertEquals(info.positionKey(), group.getLong("position_key", 0));
                assertEquals(expected.source(), text(group, "source"));
            }
        }
        assertEquals(rows.size(), row);
    }

    /** Spark's vectorized reader, as queries read the lake: dictionary and PLAIN pages of text and numbers, a list, nulls. */
    @Test
    @IntegrationTest
    void sparkReadsTheFileAsWritten() {
        List<Row> read = TestSpark.session().read().parquet(file.toString())
                .select("game_id", "san", "comment_before", "position_key", "nags", "parent_line_id", "clock_ms", "source").collectAsList();
        assertEquals(rows.size(), read.size());
        for (int i = 0; i < read.size(); i++) {
            Row row = read.get(i);
            FlatMove move = rows.get(i).move();
            String at = "row " + i;
            assertEquals(rows.get(i).gameId(), row.getLong(0), at);
            assertEquals(move.node().move().san(), row.getString(1), at);
            assertEquals(move.node().commentBefore(), row.getString(2), at);
            assertEquals(move.node().move().positionKey(), row.getLong(3), at);
            assertEquals(move.node().nags(), row.getList(4), at);
            assertEquals(move.parentLineId(), row.isNullAt(5) ? null : row.getInt(5), at);
            assertEquals(CommentCommands.clockMillis(move.node().commentAfter()), row.isNullAt(6) ? null : row.getLong(6), at);
            assertEquals(rows.get(i).source(), row.getString(7), at); // most row groups hold one source: ids of no bits
        }
    }

    private static Integer intOrNull(Group group, String field) {
        return group.getFieldRepetitionCount(field) == 0 ? null : group.getInteger(field, 0);
    }

    private static String text(Group group, String field) {
        return group.getFieldRepetitionCount(field) == 0 ? null : group.getString(field, 0);
    }

    private static List<Integer> nags(Group group) {
        Group list = group.getGroup("nags", 0);
        List<Integer> values = new ArrayList<>();
        for (int i = 0; i < list.getFieldRepetitionCount(0); i++) {
            values.add(list.getGroup(0, i).getInteger(0, 0));
        }
        return values;
    }

    @Test
    void severalRowGroupsOfSeveralPagesWithDictionaryAndPlainChunks() throws IOException {
        List<BlockMetaData> blocks = footer.getFooter().getBlocks();
        assertTrue(blocks.size() > 3, blocks.size() + " row groups");
        assertEquals(rows.size(), blocks.stream().mapToLong(BlockMetaData::getRowCount).sum());
        for (BlockMetaData block : blocks) {
            assertTrue(column(block, "san").hasDictionaryPage());
            assertTrue(column(block, "game_id").hasDictionaryPage());
            assertFalse(column(block, "position_key").hasDictionaryPage());
            assertFalse(column(block, "comment_before").hasDictionaryPage(), "unique long comments are PLAIN");
            assertEquals((block.getRowCount() + 499) / 500, footer.readOffsetIndex(column(block, "ply")).getPageCount(),
                    "pages of 500 rows");
        }
        assertTrue(blocks.get(0).getRowCount() > 1000, "the first row group has several pages");
        assertTrue(blocks.stream().map(block -> column(block, "source").getStatistics())
                .anyMatch(source -> source.minAsString().equals(source.maxAsString())), "no dictionary of one value");
    }

    @Test
    void theFooterNamesChesslakesWriterAsOneWhoseStatisticsReadersTrust() throws IOException {
        String createdBy = footer.getFooter().getFileMetaData().getCreatedBy();
        assertTrue(createdBy.matches("chesslake version \\d+\\.\\d+\\.\\d+(-SNAPSHOT)?"), createdBy);
        VersionParser.ParsedVersion parsed = assertDoesNotThrow(() -> VersionParser.parse(createdBy));
        assertEquals("chesslake", parsed.application);
        assertEquals(createdBy.substring("chesslake version ".length()), parsed.version);
        assertFalse(CorruptStatistics.shouldIgnoreStatistics(createdBy, PrimitiveType.PrimitiveTypeName.BINARY));
        Statistics<?> san = column(footer.getFooter().getBlocks().get(0), "san").getStatistics();
        assertTrue(san.hasNonNullValue(), "a reader keeps the text column's min and max: " + san);
    }

    @Test
    void theStatisticsAreThoseOfTheRows() {
        int first = 0;
        for (BlockMetaData block : footer.getFooter().getBlocks()) {
            List<Expected> group = rows.subList(first, first + (int) block.getRowCount());
            first += (int) block.getRowCount();
            Statistics<?> keys = column(block, "position_key").getStatistics();
            assertEquals(group.stream().mapToLong(r -> r.move().node().move().positionKey()).min().orElseThrow(), keys.genericGetMin());
            assertEquals(group.stream().mapToLong(r -> r.move().node().move().positionKey()).max().orElseThrow(), keys.genericGetMax());
            assertEquals(0, keys.getNumNulls());
            Statistics<?> sans = column(block, "san").getStatistics();
            assertEquals(group.stream().map(r -> r.move().node().move().san()).min(Comparator.naturalOrder()).orElseThrow(),
                    sans.minAsString());
            assertEquals(group.stream().map(r -> r.move().node().move().san()).max(Comparator.naturalOrder()).orElseThrow(),
                    sans.maxAsString());
            Statistics<?> comments = column(block, "comment_before").getStatistics();
            assertEquals(group.stream().filter(r -> r.move().node().commentBefore() == null).count(), comments.getNumNulls());
            assertEquals(group.stream().map(r -> r.move().node().commentBefore()).filter(c -> c != null)
                    .min(Comparator.naturalOrder()).orElseThrow(), comments.minAsString());
            assertEquals(group.stream().filter(r -> r.move().node().nags().isEmpty()).count(),
                    column(block, "nags.list.element").getStatistics().getNumNulls(), "empty lists count as nulls");
            assertEquals(group.stream().filter(r -> r.move().parentLineId() == null).count(),
                    column(block, "parent_line_id").getStatistics().getNumNulls());
        }
    }

    @Test
    void theDataFileMetricsAreThoseOfTheRows() throws IOException {
        org.apache.iceberg.shaded.org.apache.parquet.hadoop.metadata.ParquetMetadata shadedFooter;
        try (var reader = org.apache.iceberg.shaded.org.apache.parquet.hadoop.ParquetFileReader.open(
                org.apache.iceberg.shaded.org.apache.parquet.hadoop.util.HadoopInputFile.fromPath(file, new Configuration()))) {
            shadedFooter = reader.getFooter();
        }
        Metrics reread = ParquetUtil.footerMetrics(shadedFooter, Stream.empty(), MetricsConfig.fromProperties(properties));
        Metrics metrics = written.metrics();
        assertEquals(reread.recordCount(), metrics.recordCount());
        assertEquals(reread.columnSizes(), metrics.columnSizes());
        assertEquals(reread.valueCounts(), metrics.valueCounts());
        assertEquals(reread.nullValueCounts(), metrics.nullValueCounts());
        assertEquals(reread.lowerBounds(), metrics.lowerBounds());
        assertEquals(reread.upperBounds(), metrics.upperBounds());
        assertEquals(ParquetUtil.getSplitOffsets(shadedFooter), written.splitOffsets());
        assertEquals(rows.size(), metrics.recordCount());
        int positionKey = schema.findField("position_key").fieldId();
        assertEquals(rows.stream().mapToLong(r -> r.move().node().move().positionKey()).min().orElseThrow(),
                (Long) Conversions.fromByteBuffer(Types.LongType.get(), metrics.lowerBounds().get(positionKey)));
        assertEquals(rows.stream().mapToLong(r -> r.move().node().move().positionKey()).max().orElseThrow(),
                (Long) Conversions.fromByteBuffer(Types.LongType.get(), metrics.upperBounds().get(positionKey)));
        int clock = schema.findField("clock_ms").fieldId();
        assertEquals(rows.stream().filter(r -> CommentCommands.clockMillis(r.move().node().commentAfter()) == null).count(),
                metrics.nullValueCounts().get(clock));
        assertEquals(rows.size(), metrics.valueCounts().get(schema.findField("san").fieldId()));
        int source = schema.findField("source").fieldId();
        assertEquals("db/0", StandardCharsets.UTF_8.decode(metrics.lowerBounds().get(source)).toString());
        assertEquals("db/3", StandardCharsets.UTF_8.decode(metrics.upperBounds().get(source)).toString());
        assertTrue(metrics.columnSizes().get(positionKey) > 8L * rows.size() / 2, "position keys barely compress");
        assertEquals(4L, written.splitOffsets().get(0), "the first row group follows the magic");
    }

    @Test
    void theBloomFiltersHoldEveryKeyAndRejectMostOthers() throws IOException {
        int first = 0;
        Random absent = new Random(11);
        for (BlockMetaData block : footer.getFooter().getBlocks()) {
            List<Expected> group = rows.subList(first, first + (int) block.getRowCount());
            first += (int) block.getRowCount();
            assertTrue(column(block, "game_id").getBloomFilterOffset() < 0, "a dictionary chunk has no bloom filter");
            for (String name : List.of("position_key", "from_position_key")) {
                BloomFilter filter = footer.getBloomFilterDataReader(block).readBloomFilter(column(block, name));
                assertNotNull(filter, name);
                Set<Long> keys = new HashSet<>();
                for (Expected row : group) {
                    MoveInfo info = row.move().node().move();
                    long key = name.equals("position_key") ? info.positionKey() : info.fromPositionKey();
                    keys.add(key);
                    assertTrue(filter.findHash(filter.hash(key)), name + " misses " + key);
                }
                int falsePositives = 0;
                for (int i = 0; i < 10_000; i++) {
                    long other = absent.nextLong();
                    if (!keys.contains(other) && filter.findHash(filter.hash(other))) {
                        falsePositives++;
                    }
                }
                assertTrue(falsePositives < 300, name + " accepts " + falsePositives + " of 10,000 absent keys");
            }
        }
    }

    private static ColumnChunkMetaData column(BlockMetaData block, String path) {
        return block.getColumns().stream().filter(c -> c.getPath().toDotString().equals(path)).findFirst().orElseThrow();
    }
}
