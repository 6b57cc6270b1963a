package org.chesslake.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;
import org.chesslake.files.InputFile;
import org.chesslake.scan.DatabaseFinder;
import org.chesslake.scan.DatabaseRef;
import org.chesslake.testing.TestSpark;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * CSV and JSON lines files of games whose records are not all rows of the table: each record is a
 * game, a malformed one (too few or too many fields, a value not of its column's type, an unclosed
 * quote, a line that is no JSON object) that game's decode error naming the file, the game, the row
 * and the line, or (FAILFAST) the failure of the read; and the finding of such files, which reads
 * only their first records and passes by a file without a movetext column.
 */
class PgnTableTextFilesTest {

    private static final SparkSession SPARK = TestSpark.session();
    /** More games than the schema's sample, so that a later value can disagree with the sampled type. */
    private static final int GAMES = TextTableSchema.SAMPLE_ROWS + 101;

    @TempDir
    static Path temp;
    private static Path csv;
    private static Path json;

    /**
     * A CSV file: game 2's movetext over two lines; game 3 a field short, game 4 a field over (lines
     * 5 and 6); game 1050's Elo not a number (line 1052, after the sample); game 1101 with an
     * unclosed quote that takes the last line into its value. Beside it a CSV file without movetext.
     */
    @BeforeAll
    static void writeTheFiles() throws IOException {
        StringBuilder text = new StringBuilder("site,whiteelo,movetext\n");
        for (int i = 1; i <= GAMES + 1; i++) {
            text.append(switch (i) {
                case 2 -> "s2,1502,\"1. e4 e5\n2. Nf3 *\"";
                case 3 -> "s3,1503";
                case 4 -> "s4,1504,1. e4 *,extra";
                case 1050 -> "s1050,abc,1. e4 *";
                case GAMES -> "s" + i + ",\"" + (1500 + i) + ",1. e4 *";
                default -> "s" + i + "," + (1500 + i) + ",1. e4 e5 *";
            }).append('\n');
        }
        Path dir = Files.createDirectories(temp.resolve("csv"));
        csv = dir.resolve("games.csv");
        Files.writeString(csv, text, StandardCharsets.UTF_8);
        Files.writeString(dir.resolve("notes.csv"), "site,comment\ns1,a game without moves\n", StandardCharsets.UTF_8);
        Files.writeString(dir.resolve("notes.json"), "{\"site\":\"s1\",\"comment\":\"no moves\"}\n", StandardCharsets.UTF_8);
        json = Files.createDirectories(temp.resolve("json")).resolve("games.json");
        Files.writeString(json, """
                {"site":"j1","whiteelo":1501,"movetext":"1. e4 e5 *"}

                {"site":"j2","movetext":
                {"site":"j3","whiteelo":1503,"movetext":"1. d4 *"}
                """, StandardCharsets.UTF_8);
    }

    private static Dataset<Row> read(Path path, String table, String mode) {
        return SPARK.read().format("pgn-table").option("table", table).option("mode", mode).load(path.toString());
    }

    @Test
    void everyCsvRecordIsAGameAMalformedOneItsDecodeError() {
        List<Row> games = read(csv.getParent(), "games", "PERMISSIVE").orderBy("game_number")
                .select("game_number", "site", "white_elo", "ply_count", "decode_error").collectAsList();
        assertEquals(GAMES, games.size(), "every record a game, notes.csv none");
        Map<Long, String> errors = new TreeMap<>();
        for (Row game : games) {
            if (!game.isNullAt(4)) {
                errors.put(game.getLong(0), game.getString(4));
            }
        }
        assertEquals(List.of(3L, 4L, 1050L, (long) GAMES), List.copyOf(errors.keySet()), errors.toString());
        assertTrue(errors.get(3L).endsWith("games.csv: game 3 (row 2): line 5: 2 fields where the header names 3"), errors.get(3L));
        assertTrue(errors.get(4L).endsWith("games.csv: game 4 (row 3): line 6: 4 fields where the header names 3"), errors.get(4L));
        assertTrue(errors.get(1050L).endsWith("games.csv: game 1050 (row 1049): line 1052: column whiteelo: 'abc' is no INT"),
                errors.get(1050L));
        assertTrue(errors.get((long) GAMES).matches(".*games\\.csv: game " + GAMES + " \\(row " + (GAMES - 1) + "\\): lines "
                + (GAMES + 2) + "-\\d+: 2 fields where the header names 3"), errors.get((long) GAMES));
        Row two = games.get(1);
        assertEquals(List.of("s2", 1502, 3), List.of(two.getString(1), two.getInt(2), two.getInt(3)), "a movetext over two lines");
        assertEquals(List.of("s5", 1505, 2), List.of(games.get(4).getString(1), games.get(4).getInt(2), games.get(4).getInt(3)));
        String failure = failure(() -> read(csv, "moves", "FAILFAST").count());
        assertTrue(failure.contains("games.csv: game 3 (row 2): line 5: 2 fields where the header names 3"), failure);
    }

    @Test
    void aJsonLineThatIsNoObjectIsItsGamesDecodeError() {
        List<Row> games = read(json, "games", "PERMISSIVE").orderBy("game_number")
                .select("game_number", "site", "white_elo", "decode_error").collectAsList();
        assertEquals(3, games.size(), "a game a non-blank line");
        assertEquals(List.of("j1", 1501), List.of(games.get(0).getString(1), games.get(0).getInt(2)));
        assertTrue(games.get(1).getString(3).matches(".*games\\.json: game 2 \\(row 1\\): line 3 is no JSON object of the table.*"),
                games.get(1).getString(3));
        assertEquals(List.of("j3", 1503), List.of(games.get(2).getString(1), games.get(2).getInt(2)));
        assertTrue(games.get(0).isNullAt(3) && games.get(2).isNullAt(3));
        String failure = failure(() -> read(json, "games", "FAILFAST").count());
        assertTrue(failure.contains("games.json: game 2 (row 1): line 3 is no JSON object of the table"), failure);
    }

    /** The message of the failure, or of the first of its causes, that names a game's row. */
    private static String failure(org.junit.jupiter.api.function.Executable read) {
        Exception failed = assertThrows(Exception.class, read);
        return Stream.iterate((Throwable) failed, t -> t != null, Throwable::getCause).map(Throwable::getMessage)
                .filter(m -> m != null && m.contains("(row ")).findFirst().orElse(failed.toString());
    }

    @Test
    void findingTextTablesReadsTheirFirstRecordsAndPassesByThoseWithoutMovetext() throws IOException {
        // the Elo column is an INT from the sampled records, though a later value is no number
        StructType schema = (StructType) org.apache.spark.sql.types.DataType.fromJson(
                new SparkTableFiles().schema(InputFile.local(csv)).orElseThrow().encoded());
        assertEquals(DataTypes.IntegerType, schema.apply("whiteelo").dataType());
        List<DatabaseRef> found = new DatabaseFinder(DatabaseFinder.ANY_FORMAT, new org.apache.hadoop.conf.Configuration())
                .find(List.of(temp.toString()), null);
        assertEquals(List.of("csv/games", "json/games"), found.stream().map(DatabaseRef::source).toList(),
                "notes.csv and notes.json have no movetext: no databases");
        assertTrue(found.stream().allMatch(f -> f.format().equals("pgn-table")), found.toString());
        Exception named = assertThrows(Exception.class, () -> read(csv.resolveSibling("notes.csv"), "games", "PERMISSIVE").count());
        assertTrue(String.valueOf(named.getMessage()).contains("no movetext column 'movetext' among [site, comment]"), named.getMessage());
    }
}
