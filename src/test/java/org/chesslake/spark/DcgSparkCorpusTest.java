package org.chesslake.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.apache.spark.sql.Row;
import org.chesslake.testing.Corpus;
import org.chesslake.testing.CorpusTest;
import org.chesslake.testing.TestSpark;
import org.junit.jupiter.api.Test;

/**
 * Every index entry of every DCG corpus set, read through Spark (games and moves tables), equals
 * its line in NAME.dcg.jsonl: index fields, resolved names, FEN, and the UCI move tree with NAGs,
 * comments and variations.
 */
@CorpusTest
class DcgSparkCorpusTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String[] RESULTS = {"*", "1-0", "0-1", "1/2-1/2"};

    @Test
    void everyEntryMatchesTheExpectedDecode() throws IOException {
        List<Path> sets;
        try (Stream<Path> dirs = Files.list(Corpus.path("dcg"))) {
            sets = dirs.filter(Files::isDirectory).sorted().toList();
        }
        assertFalse(sets.isEmpty(), "no DCG sets in the corpus");
        List<String> failures = new ArrayList<>();
        int matchedAll = 0;
        int totalAll = 0;
        for (Path set : sets) {
            String name = set.getFileName().toString();
            List<JsonNode> expected = new ArrayList<>();
            for (String line : Files.readAllLines(set.resolve(name + ".dcg.jsonl"))) {
                expected.add(JSON.readTree(line));
            }
            String path = set.resolve(name + ".dci").toString();
            Map<Long, Row> games = new HashMap<>();
            for (Row row : TestSpark.session().read().format("dcg").load(path).collectAsList()) {
                games.put(row.getAs("game_number"), row);
            }
            Map<Long, List<MoveRowsTree.Node>> trees = MoveRowsTree.byGame(
                    TestSpark.session().read().format("dcg").option("table", "moves").load(path).collectAsList(), "uci");
            int matched = 0;
            for (JsonNode entry : expected) {
                long gameNumber = entry.get("i").asLong() + 1;
                String problem = compare(entry, games.get(gameNumber), trees);
                if (problem == null) {
                    matched++;
                } else {
                    failures.add(name + " #" + gameNumber + ": " + problem);
                }
            }
            System.out.printf("dcg %s: %d / %d entries match (%d games rows)%n", name, matched, expected.size(), games.size());
            assertEquals(expected.size(), games.size(), name + ": one games row per index entry");
            matchedAll += matched;
            totalAll += expected.size();
        }
        System.out.printf("dcg corpus through Spark: %d / %d entries match%n", matchedAll, totalAll);
        assertEquals(List.of(), failures.subList(0, Math.min(20, failures.size())));
        assertEquals(totalAll, matchedAll);
    }

    private static String compare(JsonNode entry, Row game, Map<Long, List<MoveRowsTree.Node>> trees) {
        if (game == null) {
            return "no games row";
        }
        if (game.getAs("decode_error") != null) {
            return "decode_error " + game.getAs("decode_error");
        }
        Map<String, Object> want = new HashMap<>();
        Map<String, Object> got = new HashMap<>();
        check(want, got, "white", text(entry, "white"), game.getAs("white"));
        check(want, got, "black", text(entry, "black"), game.getAs("black"));
        check(want, got, "site", text(entry, "site"), game.getAs("site"));
        check(want, got, "event", text(entry, "event"), game.getAs("event"));
        check(want, got, "round", entry.get("round").asInt() == 0 ? null : entry.get("round").asText(), game.getAs("round"));
        check(want, got, "white_elo", positive(entry, "whiteElo"), game.getAs("white_elo"));
        check(want, got, "black_elo", positive(entry, "blackElo"), game.getAs("black_elo"));
        check(want, got, "result", RESULTS[entry.get("result").asInt()], game.getAs("result"));
        String eco = entry.get("eco").asText();
        check(want, got, "eco", eco.matches("[A-E][0-9][0-9]") ? eco : null, game.getAs("eco"));
        check(want, got, "year", positive(entry, "year"), game.getAs("year"));
        check(want, got, "month", positive(entry, "month"), game.getAs("month"));
        check(want, got, "day", positive(entry, "day"), game.getAs("day"));
        check(want, got, "start_fen", entry.get("fen").isNull() ? null : entry.get("fen").asText(), game.getAs("start_fen"));
        check(want, got, "deleted", entry.get("status").asInt() == 0xFF, game.getAs("deleted"));
        List<MoveRowsTree.Node> tree = trees.getOrDefault((Long) game.getAs("game_id"), List.of());
        check(want, got, "moves", expectedTree(entry), MoveRowsTree.print(tree));
        return want.equals(got) ? null : "expected " + want + " but read " + got;
    }

    private static void check(Map<String, Object> want, Map<String, Object> got, String field, Object expected, Object actual) {
        if (expected == null ? actual != null : !expected.equals(actual)) {
            want.put(field, expected);
            got.put(field, actual);
        }
    }

    private static String text(JsonNode entry, String field) {
        JsonNode value = entry.get(field);
        return value == null || value.isNull() || value.asText().isEmpty() || value.asText().equals("?") ? null : value.asText();
    }

    private static Integer positive(JsonNode entry, String field) {
        int value = entry.get(field).asInt();
        return value > 0 ? value : null;
    }

    /** The jsonl tree in MoveRowsTree's canonical form; the root comment is the first move's comment_before. */
    private static String expectedTree(JsonNode entry) {
        StringBuilder out = new StringBuilder();
        JsonNode root = entry.get("rootComment");
        if (root != null && !root.isNull() && entry.get("moves").size() > 0) {
            out.append(" {<").append(root.asText()).append('}');
        }
        line(entry.get("moves"), out);
        return out.toString().trim();
    }

    private static void line(JsonNode moves, StringBuilder out) {
        for (JsonNode move : moves) {
            out.append(' ').append(move.get("uci").asText());
            if (move.has("nags")) {
                move.get("nags").forEach(n -> out.append(" $").append(n.asInt()));
            }
            if (move.has("comment") && !move.get("comment").isNull()) {
                out.append(" {").append(move.get("comment").asText()).append('}');
            }
            if (move.has("vars")) {
                for (JsonNode variation : move.get("vars")) {
                    out.append(" (");
                    line(variation, out);
                    out.append(" )");
                }
            }
        }
    }
}
