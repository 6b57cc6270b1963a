package org.chesslake.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.functions;

/**
 * Compares the tables of two reads of the same games (a PGN file and a table of its games), game by
 * game by their {@code site} (each game's own URL), apart from what names where a game is: its
 * source, format, number, offset and id.
 */
final class SameGames {

    /** The games columns that say where a game is, not what it is. */
    private static final List<String> PLACE = List.of("game_id", "source", "format", "game_number", "game_offset");

    private SameGames() {
    }

    /**
     * Asserts that the two reads' games, moves and names are equal, but for {@code skipped} games
     * columns (those a layout has no column for); returns the number of games compared.
     */
    static int assertSame(SparkSession spark, Dataset<Row> expectedGames, Dataset<Row> expectedMoves, Dataset<Row> expectedNames,
                          Dataset<Row> actualGames, Dataset<Row> actualMoves, Dataset<Row> actualNames, List<String> skipped) {
        return assertSame(Collected.of(expectedGames, expectedMoves, expectedNames, skipped), actualGames, actualMoves, actualNames);
    }

    /** The same against an expected read collected before (a test class compares many reads with one). */
    static int assertSame(Collected expected, Dataset<Row> actualGames, Dataset<Row> actualMoves, Dataset<Row> actualNames) {
        assertSameMaps(expected.games(), bySite(actualGames, expected.compared()), "games rows");
        assertSameMaps(expected.moves(), moves(actualGames, actualMoves), "moves rows");
        assertEquals(expected.names(), names(actualNames, expected.skippedKinds()), "names rows");
        return expected.games().size();
    }

    /**
     * One read's games (its {@code compared} columns), moves and names (but the {@code skippedKinds}) as
     * {@link #assertSame} compares them, collected once: a class that compares many tables with one read
     * of a PGN file decodes the file once per list of skipped columns, not once per table.
     */
    record Collected(List<String> compared, Map<String, String> games, Map<String, List<String>> moves,
                     List<String> skippedKinds, Map<String, Long> names) {

        static Collected of(Dataset<Row> games, Dataset<Row> moves, Dataset<Row> names, List<String> skipped) {
            List<String> compared = Arrays.stream(games.columns()).filter(c -> !PLACE.contains(c) && !skipped.contains(c)).toList();
            List<Row> rows = select(games, compared).collectAsList();
            Map<String, String> bySite = bySite(rows, compared);
            assertEquals(bySite.size(), rows.size(), "one game per site");
            List<String> skippedKinds = skipped.contains("round") ? List.of("round") : List.of();
            return new Collected(compared, bySite, SameGames.moves(games, moves), skippedKinds, SameGames.names(names, skippedKinds));
        }
    }

    /** Equal maps; else the first few keys whose values differ, with both values. */
    static <V> void assertSameMaps(Map<String, V> expected, Map<String, V> actual, String what) {
        assertEquals(expected.keySet(), actual.keySet(), what + ": the games");
        List<String> differing = expected.keySet().stream().filter(k -> !expected.get(k).equals(actual.get(k))).limit(3)
                .map(k -> k + "\n  expected " + expected.get(k) + "\n  actual   " + actual.get(k)).toList();
        assertEquals(List.of(), differing, what);
    }

    /** Each game's compared columns as text, by site. */
    private static Map<String, String> bySite(Dataset<Row> games, List<String> columns) {
        return bySite(select(games, columns).collectAsList(), columns);
    }

    private static Map<String, String> bySite(List<Row> games, List<String> columns) {
        Map<String, String> rows = new TreeMap<>();
        for (Row row : games) {
            rows.put(row.getAs("site"), text(row, columns));
        }
        return rows;
    }

    private static Dataset<Row> select(Dataset<Row> games, List<String> columns) {
        return games.select(columns.stream().map(functions::col).toArray(org.apache.spark.sql.Column[]::new));
    }

    /** Each game's moves rows (but game_id and source) in line and ply order, by site. */
    static Map<String, List<String>> moves(Dataset<Row> games, Dataset<Row> moves) {
        List<String> columns = Arrays.stream(moves.columns()).filter(c -> !c.equals("game_id") && !c.equals("source")).toList();
        Dataset<Row> joined = moves.join(games.select("game_id", "site"), "game_id");
        Map<String, List<String>> bySite = new TreeMap<>();
        for (Row row : joined.orderBy("site", "line_id", "ply").collectAsList()) {
            bySite.computeIfAbsent(row.getAs("site"), s -> new ArrayList<>()).add(text(row, columns));
        }
        return bySite;
    }

    /** The names' games per (kind, name, title, elo, ...) summed over sources, but of the skipped kinds. */
    private static Map<String, Long> names(Dataset<Row> names, List<String> skippedKinds) {
        List<String> columns = Arrays.stream(names.columns()).filter(c -> !List.of("name_id", "source", "games").contains(c)).toList();
        Map<String, Long> counts = new TreeMap<>();
        for (Row row : names.collectAsList()) {
            if (!skippedKinds.contains(row.<String>getAs("kind"))) {
                counts.merge(text(row, columns), row.<Long>getAs("games"), Long::sum);
            }
        }
        return counts;
    }

    private static String text(Row row, List<String> columns) {
        StringBuilder text = new StringBuilder();
        for (String column : columns) {
            Object value = row.getAs(column);
            if (column.equals("decode_error") && value != null) {
                value = ((String) value).replaceFirst("^.*?: line \\d+: ", ""); // what is wrong, not where
            }
            text.append(column).append('=').append(value instanceof scala.collection.Map<?, ?> map
                    ? new TreeMap<>(scala.jdk.javaapi.CollectionConverters.asJava(map)) : value).append(' ');
        }
        return text.toString();
    }
}
