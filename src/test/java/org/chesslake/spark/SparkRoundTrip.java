package org.chesslake.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;
import java.util.stream.Stream;
import org.apache.spark.sql.DataFrameReader;
import org.apache.spark.sql.Row;
import org.chesslake.game.Game;
import org.chesslake.game.GameHeader;
import org.chesslake.testing.SourceGames;
import org.chesslake.testing.TestSpark;

/**
 * Reads a database a writer made through Spark (one query for the games table, one for the moves
 * table) and compares every game with the source game it was written from: the header fields the
 * format holds, and the whole move tree (SAN, NAGs, comments, variations) rebuilt from the moves rows.
 */
final class SparkRoundTrip {

    private static final String[] GAME_COLUMNS = Stream.concat(Stream.of("game_id", "decode_error", "game_comment"),
            Arrays.stream(GamesRowHeader.COLUMNS)).toArray(String[]::new);
    private static final String[] MOVE_COLUMNS = {"line_id", "parent_line_id", "branch_ply", "ply", "san", "nags",
        "comment_before", "comment_after"};

    private final String format;
    private final BiFunction<GameHeader, GameHeader, String> headerDifference;

    /**
     * @param format           the Spark short name of the written format
     * @param headerDifference the format's header check: the first field the source header and
     *                         the read header differ in, or null
     */
    SparkRoundTrip(String format, BiFunction<GameHeader, GameHeader, String> headerDifference) {
        this.format = format;
        this.headerDifference = headerDifference;
    }

    /** Compares, prints matched / written / total and the games not written by reason; returns the matched count. */
    int check(SourceGames source, WrittenDatabase written) {
        String path = written.index().toString();
        Map<Long, Row> rows = new HashMap<>();
        reader().load(path).select("game_number", GAME_COLUMNS).collectAsList()
                .forEach(row -> rows.put(row.getAs("game_number"), row));
        Map<Long, List<MoveRowsTree.Node>> trees = MoveRowsTree.byGame(
                reader().option("table", "moves").load(path).select("game_id", MOVE_COLUMNS).collectAsList(), "san");

        Map<Long, Game> sourceGames = new HashMap<>();
        source.games().forEach(game -> sourceGames.put(game.number(), game));
        List<String> mismatches = new ArrayList<>();
        int matched = 0;
        for (int i = 0; i < written.sourceNumbers().size(); i++) {
            Game expected = sourceGames.get(written.sourceNumbers().get(i));
            String problem = difference(expected, rows.get(i + 1L), trees);
            if (problem == null) {
                matched++;
            } else {
                mismatches.add("source game " + expected.number() + " (game_number " + (i + 1) + "): " + problem);
            }
        }
        print(source, written, matched, mismatches);
        assertEquals(written.sourceNumbers().size(), rows.size(), source.name() + ": one games row per written game");
        assertEquals(List.of(), mismatches.subList(0, Math.min(10, mismatches.size())), source.name());
        return matched;
    }

    private DataFrameReader reader() {
        return TestSpark.session().read().format(format);
    }

    private String difference(Game expected, Row row, Map<Long, List<MoveRowsTree.Node>> trees) {
        if (row == null) {
            return "no games row";
        }
        if (row.getAs("decode_error") != null) {
            return "decode_error " + row.getAs("decode_error");
        }
        String header = headerDifference.apply(expected.header(), GamesRowHeader.of(row));
        if (header != null) {
            return header;
        }
        String expectedTree = "{game " + expected.moves().comment() + "} "
                + MoveRowsTree.print(MoveRowsTree.of(expected.moves().mainLine()));
        String readTree = "{game " + row.getAs("game_comment") + "} "
                + MoveRowsTree.print(trees.getOrDefault((Long) row.getAs("game_id"), List.of()));
        return expectedTree.equals(readTree) ? null : "moves\n  expected " + expectedTree + "\n  read     " + readTree;
    }

    private void print(SourceGames source, WrittenDatabase written, int matched, List<String> mismatches) {
        System.out.printf("%s through Spark, %s: matched %d / written %d / total %d%n",
                format, source.name(), matched, written.sourceNumbers().size(), source.total());
        if (source.unreadable() > 0) {
            System.out.printf("  not readable by the source reader: %d%n", source.unreadable());
        }
        written.notWrittenByReason().forEach((reason, count) -> System.out.printf("  not written, %s: %d%n", reason, count));
        mismatches.stream().limit(10).forEach(m -> System.out.println("  MISMATCH " + m));
    }
}
