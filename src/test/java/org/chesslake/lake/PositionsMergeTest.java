package org.chesslake.lake;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.apache.hadoop.conf.Configuration;
import org.apache.iceberg.MetricsConfig;
import org.apache.iceberg.Schema;
import org.apache.parquet.example.data.Group;
import org.apache.parquet.hadoop.ParquetFileReader;
import org.apache.parquet.hadoop.ParquetReader;
import org.apache.parquet.hadoop.example.GroupReadSupport;
import org.apache.parquet.hadoop.util.HadoopInputFile;
import org.chesslake.parquet.ParquetSettings;
import org.chesslake.parquet.PositionsParquetFile;
import org.chesslake.parquet.WrittenFile;
import org.chesslake.table.MoveCode;
import org.chesslake.table.PositionGames;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The merge of positions files by key range ({@link PositionsMerge}) and the key ranges
 * ({@link KeyRange}): each range's file holds exactly the inputs' rows of its keys, sorted, rows of
 * equal keys in the inputs' order; an empty range writes no file; one input comes out as it went in;
 * files of several row groups and pages are merged whole; the same inputs give the same bytes.
 */
class PositionsMergeTest {

    private static final Map<String, String> PROPERTIES = LakeTable.POSITIONS.writeProperties();
    private static final Schema SCHEMA = TableLayout.icebergSchema(PositionsTable.SCHEMA);
    private static final Configuration CONF = new Configuration();

    @TempDir
    Path temp;

    /** A row as the test writes and reads it: its key, then the other columns as text. */
    private record Row(long key, String uci, long gameId, String source, String result, int whiteElo, int blackElo,
                       int date, int year) {

        String line() {
            return key + " " + uci + " " + gameId + " " + source + " " + result + " " + value(whiteElo) + " "
                    + value(blackElo) + " " + value(date) + " " + value(year);
        }

        private static String value(int value) {
            return value == PositionGames.NONE ? "null" : String.valueOf(value);
        }
    }

    @Test
    void keyRangesSplitTheWholeKeySpaceEvenly() {
        assertEquals(List.of(new KeyRange(Long.MIN_VALUE, Long.MAX_VALUE)), KeyRange.split(1));
        assertEquals(List.of(new KeyRange(Long.MIN_VALUE, -1), new KeyRange(0, Long.MAX_VALUE)), KeyRange.split(2));
        List<KeyRange> seven = KeyRange.split(7);
        assertEquals(Long.MIN_VALUE, seven.get(0).first());
        assertEquals(Long.MAX_VALUE, seven.get(6).last());
        for (int i = 1; i < seven.size(); i++) {
            assertEquals(seven.get(i - 1).last() + 1, seven.get(i).first(), "contiguous");
        }
        long width = Long.divideUnsigned(-1L, 7);
        for (KeyRange range : seven) {
            long size = range.last() - range.first();
            assertTrue(Math.abs(size - width) <= 1, range + " is a seventh of the key space");
        }
        assertTrue(seven.get(3).contains(0) && !seven.get(2).contains(0));
    }

    @Test
    void eachRangeHoldsItsKeysRowsSortedTiesInTheInputsOrder() throws IOException {
        // keys shared across the files, some rows of equal keys within a file, nulls in every nullable column
        List<Row> first = List.of(row(-50, 1), row(-50, 2), row(-7, 3), row(0, 4), row(12, 5), row(Long.MAX_VALUE, 6));
        List<Row> second = List.of(row(Long.MIN_VALUE, 11), row(-50, 12), row(0, 13), row(12, 14),
                new Row(13, "e7e8q", 15, "b", null, PositionGames.NONE, PositionGames.NONE, PositionGames.NONE,
                        PositionGames.NONE));
        List<Row> third = List.of(row(-50, 21), row(5, 22));
        List<String> inputs = List.of(write("a", first), write("b", second), write("c", third));
        List<KeyRange> ranges = List.of(new KeyRange(Long.MIN_VALUE, -51), new KeyRange(-50, -1), new KeyRange(0, 12),
                new KeyRange(13, Long.MAX_VALUE));
        List<Row> all = new ArrayList<>();
        List<List<Row>> inputsRows = List.of(first, second, third);
        for (List<Row> rows : inputsRows) {
            all.addAll(rows);
        }
        List<String> merged = new ArrayList<>();
        for (int i = 0; i < ranges.size(); i++) {
            KeyRange range = ranges.get(i);
            List<String> rows = read(merge(inputs, range, "out-" + i));
            // expected: the range's rows by key, equal keys in the inputs' order (a stable sort of them in order)
            List<String> expected = all.stream().filter(row -> range.contains(row.key()))
                    .sorted(Comparator.comparingLong(Row::key)).map(Row::line).toList();
            assertEquals(expected, rows, range.toString());
            merged.addAll(rows);
        }
        assertEquals(all.stream().map(Row::line).sorted().toList(), merged.stream().sorted().toList(),
                "every row once, none changed");
        assertEquals(List.of(row(-50, 1).line(), row(-50, 2).line(), row(-50, 12).line(), row(-50, 21).line(),
                row(-7, 3).line()), read(merge(inputs, new KeyRange(-50, -1), "again")));
    }

    @Test
    void anEmptyRangeWritesNoFile() throws IOException {
        List<String> inputs = List.of(write("a", List.of(row(1, 1), row(100, 2))));
        Path output = temp.resolve("empty.parquet");
        assertNull(PositionsMerge.merge(inputs, new KeyRange(2, 99), CONF,
                org.apache.iceberg.Files.localOutput(output.toFile()), SCHEMA, ParquetSettings.of(PROPERTIES),
                MetricsConfig.fromProperties(PROPERTIES)));
        assertFalse(Files.exists(output));
        assertNull(PositionsMerge.merge(List.of(), KeyRange.split(1).get(0), CONF,
                org.apache.iceberg.Files.localOutput(output.toFile()), SCHEMA, ParquetSettings.of(PROPERTIES),
                MetricsConfig.fromProperties(PROPERTIES)), "no input, no row");
    }

    /**
     * Files of many row groups and pages (random keys, a game's values repeated over its rows): one
     * input merged over the whole key space is its rows; three merged in five ranges are their rows,
     * each range's file sorted and within its range, the same bytes when merged again.
     */
    @Test
    void filesOfManyRowGroupsAreMergedWholeAndTheSameInputsGiveTheSameBytes() throws IOException {
        Random random = new Random(40);
        List<List<Row>> files = new ArrayList<>();
        List<String> inputs = new ArrayList<>();
        for (int f = 0; f < 3; f++) {
            List<Row> rows = new ArrayList<>();
            for (int i = 0; i < 150_000; i++) {
                long game = random.nextInt(20_000) + f * 100_000L;
                rows.add(new Row(random.nextLong(), MoveCode.uci((char) (1 + random.nextInt(4000))), game, "src-" + f,
                        List.of("1-0", "0-1", "1/2-1/2", "*").get((int) (game % 4)), 2000 + (int) (game % 700),
                        game % 5 == 0 ? PositionGames.NONE : 2100 + (int) (game % 600), (int) (game % 20_000),
                        1900 + (int) (game % 120)));
            }
            rows.sort(Comparator.comparingLong(Row::key));
            files.add(rows);
            inputs.add(write("big-" + f, rows));
        }
        String one = merge(inputs.subList(0, 1), KeyRange.split(1).get(0), "one");
        try (ParquetFileReader reader = ParquetFileReader.open(HadoopInputFile.fromPath(new org.apache.hadoop.fs.Path(one), CONF))) {
            assertTrue(reader.getFooter().getBlocks().size() > 1, "several row groups");
        }
        assertEquals(files.get(0).stream().map(Row::line).toList(), read(one));
        List<String> merged = new ArrayList<>();
        List<KeyRange> ranges = KeyRange.split(5);
        for (int i = 0; i < ranges.size(); i++) {
            String file = merge(inputs, ranges.get(i), "range-" + i);
            List<String> rows = read(file);
            List<Long> keys = rows.stream().map(line -> Long.parseLong(line.substring(0, line.indexOf(' ')))).toList();
            assertEquals(keys.stream().sorted().toList(), keys);
            KeyRange range = ranges.get(i);
            assertTrue(keys.stream().allMatch(range::contains), range.toString());
            merged.addAll(rows);
            assertArrayEquals(Files.readAllBytes(Path.of(file)),
                    Files.readAllBytes(Path.of(merge(inputs, range, "range-again-" + i))), "deterministic");
        }
        List<String> all = new ArrayList<>();
        files.forEach(rows -> rows.forEach(row -> all.add(row.line())));
        assertEquals(all.stream().sorted().toList(), merged.stream().sorted().toList());
    }

    private static Row row(long key, long gameId) {
        return new Row(key, "e2e4", gameId, gameId < 10 ? "a" : "b", gameId % 2 == 0 ? "1-0" : "1/2-1/2",
                2400 + (int) gameId, 2300, 10_000 + (int) gameId, 1990 + (int) gameId);
    }

    /** A positions file of {@code rows}, in their order, as the ingest writes one. */
    private String write(String name, List<Row> rows) throws IOException {
        Path path = temp.resolve(name + ".parquet");
        PositionGames games = new PositionGames();
        PositionsParquetFile file = new PositionsParquetFile(org.apache.iceberg.Files.localOutput(path.toFile()), SCHEMA,
                ParquetSettings.of(PROPERTIES), games, PositionsParquetFile.GamesKept.ROW_GROUP);
        for (Row row : rows) {
            int game = games.add(row.gameId(), row.source(), row.result(), row.whiteElo(), row.blackElo(), row.date(),
                    row.year());
            file.add(row.key(), MoveCode.of(row.uci()), game);
        }
        file.close(MetricsConfig.fromProperties(PROPERTIES));
        return path.toString();
    }

    private String merge(List<String> inputs, KeyRange range, String name) throws IOException {
        Path output = temp.resolve(name + ".parquet");
        WrittenFile written = PositionsMerge.merge(inputs, range, CONF, org.apache.iceberg.Files.localOutput(output.toFile()),
                SCHEMA, ParquetSettings.of(PROPERTIES), MetricsConfig.fromProperties(PROPERTIES));
        assertEquals(Files.size(output), written.length());
        return output.toString();
    }

    /** A file's rows as lines, in its order, read by parquet-java's record reader. */
    private static List<String> read(String file) throws IOException {
        List<String> rows = new ArrayList<>();
        try (ParquetReader<Group> reader = ParquetReader.builder(new GroupReadSupport(),
                new org.apache.hadoop.fs.Path(file)).build()) {
            for (Group row = reader.read(); row != null; row = reader.read()) {
                rows.add(new Row(row.getLong("from_position_key", 0), text(row, "uci"), row.getLong("game_id", 0),
                        text(row, "source"), text(row, "result"), integer(row, "white_elo"), integer(row, "black_elo"),
                        integer(row, "date"), integer(row, "year")).line());
            }
        }
        return rows;
    }

    private static String text(Group row, String column) {
        return row.getFieldRepetitionCount(column) == 0 ? null : row.getString(column, 0);
    }

    private static int integer(Group row, String column) {
        return row.getFieldRepetitionCount(column) == 0 ? PositionGames.NONE : row.getInteger(column, 0);
    }
}
