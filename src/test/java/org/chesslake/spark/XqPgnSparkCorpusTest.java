package org.chesslake.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.chesslake.testing.CorpusTest;
import org.chesslake.testing.TestSpark;
import org.chesslake.xiangqi.OracleGames;
import org.junit.jupiter.api.Test;

/**
 * Every corpus game the xiangqi oracle marks complete, read through Spark: its main line in the
 * moves table (ICCS in the uci column) equals the agreed moves, and the games row's Encoding tag
 * equals the agreed encoding. All files go into one read per table, told apart by their source
 * name (the file name without extension).
 */
@CorpusTest
class XqPgnSparkCorpusTest {

    private final SparkSession spark = TestSpark.session();

    @Test
    void completeOracleGamesReadThroughSparkDecodeExactly() throws IOException {
        Map<String, List<OracleGames>> oracleByFile = OracleGames.completeByFile();
        Map<String, Integer> baseNames = new HashMap<>();
        oracleByFile.keySet().forEach(f -> baseNames.merge(withoutExtension(Path.of(f).getFileName().toString()), 1, Integer::sum));
        Map<String, List<OracleGames>> oracleBySource = new LinkedHashMap<>();
        List<String> paths = new ArrayList<>();
        for (Map.Entry<String, List<OracleGames>> entry : oracleByFile.entrySet()) {
            Path file = OracleGames.corpus().resolve(entry.getKey());
            paths.add(file.toString());
            // a source is the file name without extension, unless two files share it (01.pgn_iccs, 01.pgn_zh)
            String name = file.getFileName().toString();
            oracleBySource.put(baseNames.get(withoutExtension(name)) > 1 ? name : withoutExtension(name), entry.getValue());
        }
        assertEquals(paths.size(), oracleBySource.size(), "file names tell the files apart");

        Map<String, List<Row>> gamesBySource = gamesInFileOrder(paths);
        Map<Long, List<String>> mainLines = mainLines(paths);
        assertEquals(oracleBySource.keySet(), gamesBySource.keySet(), "one source per file read");

        Map<String, int[]> perSet = new TreeMap<>();
        List<String> mismatches = new ArrayList<>();
        oracleBySource.forEach((source, oracle) -> {
            for (OracleGames expected : oracle) {
                int[] counts = perSet.computeIfAbsent(expected.set(), s -> new int[2]);
                counts[1]++;
                String problem = problem(expected, gamesBySource.get(source), mainLines);
                if (problem == null) {
                    counts[0]++;
                } else {
                    mismatches.add(expected.file() + " #" + expected.game() + ": " + problem);
                }
            }
        });
        perSet.forEach((set, c) -> System.out.printf("xqpgn through Spark %s: %d/%d%n", set, c[0], c[1]));
        assertEquals(List.of(), mismatches.subList(0, Math.min(20, mismatches.size())), mismatches.size() + " games differ");
        assertEquals(6, perSet.size(), "every oracle set has complete games");
    }

    private static String withoutExtension(String name) {
        return name.substring(0, name.lastIndexOf('.'));
    }

    /** The games rows of each source; game numbers grow with the byte offset, so their order is the oracle's game index. */
    private Map<String, List<Row>> gamesInFileOrder(List<String> paths) {
        Map<String, List<Row>> bySource = new HashMap<>();
        for (Row row : spark.read().format("xqpgn").load(paths.toArray(String[]::new))
                .select("source", "game_number", "game_id", "tags", "decode_error").collectAsList()) {
            bySource.computeIfAbsent(row.getString(0), s -> new ArrayList<>()).add(row);
        }
        bySource.values().forEach(rows -> rows.sort(Comparator.comparingLong(r -> r.getLong(1))));
        return bySource;
    }

    /** The ICCS main line of every game with moves, by game_id. */
    private Map<Long, List<String>> mainLines(List<String> paths) {
        List<Row> moves = new ArrayList<>(spark.read().format("xqpgn").option("table", "moves").load(paths.toArray(String[]::new))
                .where("line_id = 0").select("game_id", "ply", "uci").collectAsList());
        moves.sort(Comparator.<Row>comparingLong(r -> r.getLong(0)).thenComparingInt(r -> r.getInt(1)));
        Map<Long, List<String>> lines = new HashMap<>();
        moves.forEach(r -> lines.computeIfAbsent(r.getLong(0), id -> new ArrayList<>()).add(r.getString(2)));
        return lines;
    }

    private static String problem(OracleGames expected, List<Row> games, Map<Long, List<String>> mainLines) {
        if (expected.game() >= games.size()) {
            return "no games row (the file has " + games.size() + ")";
        }
        Row game = games.get(expected.game());
        String error = game.getAs("decode_error");
        if (error != null) {
            return "decode_error " + error;
        }
        String encoding = game.<scala.collection.Map<String, String>>getAs("tags").get("Encoding").getOrElse(() -> null);
        return expected.mismatch(mainLines.getOrDefault(game.<Long>getAs("game_id"), List.of()), encoding);
    }
}
