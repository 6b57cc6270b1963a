package org.chesslake.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeMap;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.chesslake.pgn.TextDecoding;
import org.chesslake.testing.Corpus;
import org.chesslake.testing.CorpusTest;
import org.chesslake.testing.PgnOracle;
import org.chesslake.testing.TestSpark;
import org.junit.jupiter.api.Test;

/**
 * Every game of the chess PGN corpus ({@code corpus/pgn}, 7 sets, 35,829 games) read through Spark
 * in one read per table, compared with {@code expected.jsonl}: for each {@code complete} game its
 * number and byte offset, every tag, the main line in SAN and UCI, the counts of variations,
 * comments and NAGs, and the clock and evaluation of every ply. Prints matched / total per set,
 * and what the reader did with each game that is not complete.
 */
@CorpusTest
class PgnSparkCorpusTest {

    /** Tags the games table keeps in columns rather than in its tags map. */
    private static final Set<String> COLUMN_TAGS = Set.of("Event", "Site", "Date", "Round", "White", "Black",
            "Result", "WhiteElo", "BlackElo", "ECO", "FEN", "SetUp", "PlyCount");
    private static final List<String> SETS = List.of("lichess_db", "lichess_api", "chesscom", "twic", "chessbase", "edge", "large");

    private final SparkSession spark = TestSpark.session();

    @Test
    void everyCompleteGameMatchesTheOracle() throws IOException {
        Path root = Corpus.path("pgn");
        String glob = root + "/" + System.getProperty("pgn.corpus.sets", "*") + "/*.pgn";
        Map<String, List<Row>> games = new HashMap<>();
        for (Row row : spark.read().format("pgn").load(glob)
                .select("source", "game_number", "game_offset", "game_id", "white", "black", "event", "site", "round",
                        "year", "month", "day", "result", "white_elo", "black_elo", "eco", "start_fen", "tags",
                        "game_comment", "decode_error")
                .collectAsList()) {
            games.computeIfAbsent(row.getString(0), s -> new ArrayList<>()).add(row);
        }
        games.values().forEach(rows -> rows.sort(Comparator.comparingLong(r -> r.getLong(1))));
        Map<Long, Row> trees = trees(glob);

        Map<String, int[]> matched = new LinkedHashMap<>();
        List<String> mismatches = new ArrayList<>();
        List<String> others = new ArrayList<>();
        for (String set : SETS) {
            if (!glob.contains("/*/") && !glob.contains("/" + set + "/")) {
                continue; // -Dpgn.corpus.sets=edge reads one set while working on it
            }
            int[] counts = matched.computeIfAbsent(set, s -> new int[5]);
            for (JsonNode expected : PgnOracle.games(root.resolve(set))) {
                String file = expected.get("file").asText();
                String source = (glob.contains("/*/") ? set + "/" : "") + file.substring(0, file.length() - ".pgn".length());
                int index = expected.get("index").asInt();
                List<Row> rows = games.getOrDefault(source, List.of());
                Row game = index < rows.size() ? rows.get(index) : null;
                String variant = expected.get("variant").asText();
                boolean supported = variant.equals("standard") || variant.equals("chess960");
                if (expected.get("complete").asBoolean() && supported) {
                    counts[1]++;
                    JsonNode oracle = perValueEncoding(expected);
                    if (!oracle.equals(expected)) {
                        counts[4]++;
                    }
                    String problem = game == null ? "no games row (the file has " + rows.size() + ")"
                            : problem(oracle, game, trees.get(game.<Long>getAs("game_id")));
                    if (problem == null) {
                        counts[0]++;
                    } else {
                        mismatches.add(set + "/" + file + " #" + index + ": " + problem);
                    }
                } else {
                    counts[3]++;
                    String error = game == null ? null : game.getAs("decode_error");
                    if (!supported && error != null && error.contains("variant")) {
                        counts[2]++;
                    }
                    others.add(String.format("  %s/%s #%d (%s%s): %s", set, file, index, variant,
                            expected.get("complete").asBoolean() ? ", complete" : ", not complete",
                            game == null ? "no games row"
                                    : error != null ? "decode_error " + error
                                    : "read, " + plies(trees.get(game.<Long>getAs("game_id"))) + " plies (oracle "
                                    + expected.get("plies").asInt() + ")"));
                }
            }
        }
        matched.forEach((set, c) -> System.out.printf("pgn through Spark %s: %d/%d complete games match"
                + " (%d of them with a tag value valid UTF-8 in a Latin-1 file, read as UTF-8); %d other games (%d of an unsupported variant,"
                + " each a decode_error naming it)%n", set, c[0], c[1], c[4], c[3], c[2]));
        Files.write(Path.of("target", "pgn-corpus-mismatches.txt"), mismatches);
        System.out.println("pgn through Spark, games the oracle does not call complete (or of an unsupported variant):");
        others.forEach(System.out::println);
        assertEquals(List.of(), mismatches.subList(0, Math.min(30, mismatches.size())), mismatches.size() + " games differ");
        assertTrue(glob.contains("/*/"), "the whole corpus was read");
        matched.forEach((set, c) -> assertTrue(c[1] > 0, set + " has complete games"));
    }

    /**
     * The oracle decides the encoding per file; the reader per tag value (so one Latin-1 game does
     * not change its UTF-8 neighbours in a concatenated file, nor a Latin-1 name the UTF-8 one beside
     * it). A tag value of a Latin-1 file whose own bytes are valid UTF-8 is compared read as UTF-8.
     */
    private static JsonNode perValueEncoding(JsonNode expected) {
        if (!expected.get("encoding").asText().equals("latin-1")) {
            return expected;
        }
        com.fasterxml.jackson.databind.node.ObjectNode copy = expected.deepCopy();
        com.fasterxml.jackson.databind.node.ObjectNode tags = copy.putObject("tags");
        expected.get("tags").fields().forEachRemaining(tag -> tags.put(tag.getKey(),
                TextDecoding.value(tag.getValue().asText(), StandardCharsets.ISO_8859_1)));
        return copy.equals(expected) ? expected : copy;
    }

    /** Per game: the main line (ply order) with clocks and evaluations, and the counts over the whole tree. */
    private Map<Long, Row> trees(String glob) {
        Dataset<Row> moves = spark.read().format("pgn").option("table", "moves").load(glob);
        moves.createOrReplaceTempView("pgn_corpus_moves");
        Map<Long, Row> trees = new HashMap<>();
        for (Row row : spark.sql("""
                SELECT game_id,
                       sort_array(collect_list(CASE WHEN line_id = 0
                           THEN struct(ply, san, uci, clock_ms, eval_cp, eval_mate) END)) AS main,
                       count(DISTINCT CASE WHEN line_id > 0 THEN line_id END) AS variations,
                       count(comment_before) + count(comment_after) AS comments,
                       sum(size(nags)) AS nags
                FROM pgn_corpus_moves GROUP BY game_id""").collectAsList()) {
            trees.put(row.getLong(0), row);
        }
        return trees;
    }

    private static int plies(Row tree) {
        return tree == null ? 0 : tree.getList(1).size();
    }

    private static String problem(JsonNode expected, Row game, Row tree) {
        String error = game.getAs("decode_error");
        if (error != null) {
            return "decode_error " + error;
        }
        List<String> wrong = new ArrayList<>();
        check(wrong, "game_number", expected.get("index").asLong() + 1, game.<Long>getAs("game_number"));
        check(wrong, "game_offset", expected.get("offset").asLong(), game.<Long>getAs("game_offset"));
        checkTags(wrong, expected.get("tags"), game);

        List<Row> main = tree == null ? List.of() : tree.getList(1);
        List<String> san = new ArrayList<>();
        List<String> uci = new ArrayList<>();
        List<Long> clocks = new ArrayList<>();
        List<String> evals = new ArrayList<>();
        for (Row ply : main) {
            san.add(ply.getString(1));
            uci.add(ply.getString(2));
            clocks.add(ply.isNullAt(3) ? null : ply.getLong(3));
            evals.add(ply.isNullAt(4) ? ply.isNullAt(5) ? null : "#" + ply.getInt(5) : String.valueOf(ply.getInt(4)));
        }
        check(wrong, "san", strings(expected.get("san")), san);
        check(wrong, "uci", strings(expected.get("uci")), uci);
        if (expected.has("clk")) {
            List<Long> want = new ArrayList<>();
            expected.get("clk").forEach(c -> want.add(c.isNull() ? null : Math.round(c.asDouble() * 1000)));
            check(wrong, "clock_ms", want, clocks);
        } else if (clocks.stream().anyMatch(Objects::nonNull)) {
            wrong.add("clock_ms where the oracle has none");
        }
        if (expected.has("eval")) {
            List<String> want = new ArrayList<>();
            expected.get("eval").forEach(e -> want.add(e.isNull() ? null
                    : e.has("mate") ? "#" + e.get("mate").asInt() : String.valueOf(e.get("cp").asInt())));
            check(wrong, "eval", want, evals);
        } else if (evals.stream().anyMatch(Objects::nonNull)) {
            wrong.add("eval where the oracle has none");
        }
        long comments = (tree == null ? 0 : tree.getLong(3)) + (game.getAs("game_comment") == null ? 0 : 1);
        check(wrong, "variations", expected.get("variations").asLong(), tree == null ? 0L : tree.getLong(2));
        check(wrong, "comments", expected.get("comments").asLong(), comments);
        check(wrong, "nags", expected.get("nags").asLong(), tree == null || tree.isNullAt(4) ? 0L : tree.getLong(4));
        return wrong.isEmpty() ? null : String.join("; ", wrong);
    }

    private static void checkTags(List<String> wrong, JsonNode tags, Row game) {
        Map<String, String> others = new TreeMap<>();
        for (Iterator<Map.Entry<String, JsonNode>> it = tags.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> tag = it.next();
            String name = tag.getKey();
            String value = tag.getValue().asText();
            if (!COLUMN_TAGS.contains(name)) {
                others.put(name, value);
                continue;
            }
            String column = switch (name) {
                case "Event" -> game.getAs("event");
                case "Site" -> game.getAs("site");
                case "Round" -> game.getAs("round");
                case "White" -> game.getAs("white");
                case "Black" -> game.getAs("black");
                case "Result" -> game.getAs("result");
                case "ECO" -> game.getAs("eco");
                case "FEN" -> game.getAs("start_fen");
                case "WhiteElo" -> Objects.toString(game.getAs("white_elo"), null);
                case "BlackElo" -> Objects.toString(game.getAs("black_elo"), null);
                case "Date" -> date(game);
                default -> value; // SetUp is implied by FEN, PlyCount by the moves
            };
            String want = switch (name) {
                case "WhiteElo", "BlackElo" -> value.strip().matches("[0-9]{1,9}") ? String.valueOf(Integer.parseInt(value.strip())) : null;
                case "Date" -> {
                    if (!value.equals(column)) {
                        others.put(name, value); // a date the columns cannot hold stays a tag
                    }
                    yield value.equals(column) ? value : column;
                }
                case "FEN" -> value.strip();
                case "Event", "Site", "Round", "White", "Black", "ECO" -> value.equals("?") || value.isEmpty() ? null : value;
                default -> value;
            };
            if (!Objects.equals(want, column)) {
                wrong.add("tag " + name + " '" + value + "' read as '" + column + "'");
            }
        }
        Map<String, String> read = new TreeMap<>(scala.jdk.javaapi.CollectionConverters.asJava(
                game.<scala.collection.Map<String, String>>getAs("tags")));
        check(wrong, "tags", others, read);
    }

    /** The Date tag as the date columns give it back ("????" for an unknown year). */
    private static String date(Row game) {
        Integer year = game.getAs("year");
        Integer month = game.getAs("month");
        Integer day = game.getAs("day");
        return (year == null ? "????" : String.format("%04d", year)) + "."
                + (month == null ? "??" : String.format("%02d", month)) + "."
                + (day == null ? "??" : String.format("%02d", day));
    }

    private static List<String> strings(JsonNode array) {
        List<String> list = new ArrayList<>();
        array.forEach(n -> list.add(n.asText()));
        return list;
    }

    private static void check(List<String> wrong, String what, Object expected, Object actual) {
        if (!Objects.equals(expected, actual)) {
            String e = String.valueOf(expected);
            String a = String.valueOf(actual);
            wrong.add(what + ": expected " + (e.length() > 300 ? e.substring(0, 300) + "..." : e)
                    + " but read " + (a.length() > 300 ? a.substring(0, 300) + "..." : a));
        }
    }
}
