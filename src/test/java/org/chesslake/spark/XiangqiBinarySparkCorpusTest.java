package org.chesslake.spark;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.collect_list;
import static org.apache.spark.sql.functions.count;
import static org.apache.spark.sql.functions.countDistinct;
import static org.apache.spark.sql.functions.struct;
import static org.apache.spark.sql.functions.sum;
import static org.apache.spark.sql.functions.when;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeMap;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.chesslake.testing.Corpus;
import org.chesslake.testing.CorpusTest;
import org.chesslake.testing.TestSpark;
import org.chesslake.xiangqi.BinaryOracleGames;
import org.junit.jupiter.api.Test;

/**
 * Every game of every {@code ORACLE-binary} set (XQF, CCBridge CBR and CBL), read through Spark with
 * {@code format("chess")} over the set directories, so that the files are recognised by their
 * content: complete games have the oracle's start position, main line and — where the oracle's
 * readers agree — node, variation and comment counts, and no decode error; games the oracle expects
 * to fail have the legal prefix in the moves table and a {@code decode_error}. Prints matched/total per set.
 */
@CorpusTest
class XiangqiBinarySparkCorpusTest {

    private static final Set<String> BINARY_FORMATS = Set.of("xqf", "cbr", "cbl");

    private final SparkSession spark = TestSpark.session();

    private record Counts(long nodes, long lines, long comments) {
    }

    @Test
    void everyOracleGameReadThroughSparkMatches() throws IOException {
        List<BinaryOracleGames> oracle = BinaryOracleGames.all();
        Set<String> sets = new HashSet<>();
        oracle.forEach(o -> sets.add(o.set()));
        String[] dirs = sets.stream().sorted().map(s -> Corpus.path("xiangqi/" + s).toString()).toArray(String[]::new);

        Map<String, Row> games = new HashMap<>();
        Set<String> sources = new HashSet<>();
        for (Row row : spark.read().format("chess").load(dirs).where(col("format").isin(BINARY_FORMATS.toArray()))
                .select("source", "game_number", "game_id", "format", "start_fen", "deleted", "decode_error",
                        "game_comment", "ply_count").collectAsList()) {
            games.put(row.getString(0) + "#" + row.getLong(1), row);
            sources.add(row.getString(0));
        }
        // one scan of the moves table: counts per game and the main line's (ply, uci) pairs
        Map<Long, List<String>> mainLines = new HashMap<>();
        Map<Long, Counts> counts = new HashMap<>();
        for (Row r : spark.read().format("chess").option("table", "moves").load(dirs).groupBy("game_id").agg(
                count("*"), countDistinct("line_id"),
                sum(when(col("comment_after").isNotNull(), 1).otherwise(0)
                        .plus(when(col("comment_before").isNotNull(), 1).otherwise(0))),
                collect_list(when(col("line_id").equalTo(0), struct(col("ply"), col("uci"))))).collectAsList()) {
            counts.put(r.getLong(0), new Counts(r.getLong(1), r.getLong(2), r.getLong(3)));
            List<Row> main = new ArrayList<>(r.getList(4));
            main.sort(Comparator.comparingInt(m -> m.getInt(0)));
            mainLines.put(r.getLong(0), main.stream().map(m -> m.getString(1)).toList());
        }

        Map<String, int[]> perSet = new TreeMap<>();
        List<String> mismatches = new ArrayList<>();
        for (BinaryOracleGames expected : oracle) {
            int[] c = perSet.computeIfAbsent(expected.set(), s -> new int[2]);
            c[1]++;
            Row game = games.get(source(expected, sources) + "#" + (expected.game() + 1));
            String problem = game == null ? "no games row" : problem(expected, game, mainLines, counts);
            if (problem == null) {
                c[0]++;
            } else {
                mismatches.add(expected.file() + " #" + expected.game() + ": " + problem);
            }
        }
        perSet.forEach((set, c) -> System.out.printf("xiangqi binary through Spark %s: %d/%d%n", set, c[0], c[1]));
        assertEquals(List.of(), mismatches.subList(0, Math.min(20, mismatches.size())), mismatches.size() + " games differ");
        assertEquals(5, perSet.size(), "every ORACLE-binary set read");
        assertEquals(oracle.size(), games.size(), "one games row per oracle game, and no other binary game");
    }

    /** The source name DatabaseFinder gives the file: its path below the set directory, without extension unless that collides. */
    private static String source(BinaryOracleGames o, Set<String> sources) {
        String relative = o.file().substring(o.set().length() + 1);
        String bare = relative.substring(0, relative.lastIndexOf('.'));
        return sources.contains(bare) ? bare : relative;
    }

    private static String problem(BinaryOracleGames expected, Row game, Map<Long, List<String>> mainLines,
                                  Map<Long, Counts> counts) {
        if (!expected.format().equals(game.getAs("format"))) {
            return "format " + game.getAs("format");
        }
        if (!Objects.equals(expected.startFen(), game.getAs("start_fen"))) {
            return "start_fen " + game.getAs("start_fen") + " instead of " + expected.startFen();
        }
        if (expected.deleted() != game.<Boolean>getAs("deleted")) {
            return "deleted " + game.getAs("deleted");
        }
        long id = game.getAs("game_id");
        List<String> line = mainLines.getOrDefault(id, List.of());
        if (!line.equals(expected.expectedIccs())) {
            return "main line " + line + " instead of " + expected.expectedIccs();
        }
        if (!Objects.equals(line.size(), game.getAs("ply_count"))) {
            return "ply_count " + game.getAs("ply_count");
        }
        String error = game.getAs("decode_error");
        if (expected.expectDecodeError() != (error != null)) {
            return expected.expectDecodeError() ? "no decode_error" : "decode_error " + error;
        }
        Counts c = counts.getOrDefault(id, new Counts(0, 0, 0));
        if (expected.treeAgree() && (c.nodes() != expected.nodes()
                || Math.max(0, c.lines() - 1) != expected.variations())) {
            return c.nodes() + " moves in " + c.lines() + " lines instead of " + expected.nodes() + " and "
                    + expected.variations() + " variations";
        }
        long comments = c.comments() + (game.getAs("game_comment") == null ? 0 : 1);
        if (expected.treeAgree() && expected.commentsAgree() && comments != expected.comments()) {
            return comments + " comments instead of " + expected.comments();
        }
        return null;
    }
}
