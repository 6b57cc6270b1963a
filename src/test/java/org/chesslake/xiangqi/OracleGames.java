package org.chesslake.xiangqi;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.chesslake.testing.Corpus;

/**
 * The xiangqi corpus oracle ({@code ORACLE/*.expected.jsonl}): per game the file, its index in the
 * file, the encoding, the FEN, the move tokens and the agreed ICCS moves, read from the shared
 * corpus ({@link Corpus}: a missing corpus fails the test).
 */
public record OracleGames(String set, String file, int game, String encoding, String fen,
                          List<String> tokens, List<String> expectedIccs, boolean complete) {

    /** The xiangqi corpus directory; the test fails if it is missing. */
    public static Path corpus() {
        return Corpus.path("xiangqi/ORACLE").getParent();
    }

    public static List<OracleGames> all() throws IOException {
        ObjectMapper json = new ObjectMapper();
        List<OracleGames> games = new ArrayList<>();
        try (Stream<Path> files = Files.list(corpus().resolve("ORACLE"))) {
            for (Path oracle : files.sorted().toList()) {
                String set = oracle.getFileName().toString().replace(".expected.jsonl", "");
                for (String line : Files.readAllLines(oracle, StandardCharsets.UTF_8)) {
                    if (!line.isBlank()) {
                        games.add(of(set, json.readTree(line)));
                    }
                }
            }
        }
        return games;
    }

    /** The games the oracle marks complete, grouped by file (corpus-relative path), so each file is read once. */
    public static Map<String, List<OracleGames>> completeByFile() throws IOException {
        Map<String, List<OracleGames>> byFile = new LinkedHashMap<>();
        for (OracleGames game : all()) {
            if (game.complete()) {
                byFile.computeIfAbsent(game.file(), f -> new ArrayList<>()).add(game);
            }
        }
        return byFile;
    }

    /** How a decoded main line (ICCS) and the detected encoding differ from this game's, or null where they agree. */
    public String mismatch(List<String> iccs, String detectedEncoding) {
        if (!encoding.equals(detectedEncoding)) {
            return "encoding " + detectedEncoding + " instead of " + encoding;
        }
        for (int i = 0; i < Math.min(iccs.size(), expectedIccs.size()); i++) {
            if (!iccs.get(i).equals(expectedIccs.get(i))) {
                return "ply " + i + ": " + iccs.get(i) + " instead of " + expectedIccs.get(i);
            }
        }
        return iccs.size() == expectedIccs.size() ? null : iccs.size() + " moves instead of " + expectedIccs.size();
    }

    private static OracleGames of(String set, JsonNode o) {
        return new OracleGames(set, o.get("file").asText(), o.get("game").asInt(), o.get("encoding").asText(),
                o.get("fen").asText(), strings(o.get("tokens")), strings(o.get("expected_iccs")),
                o.get("complete").asBoolean());
    }

    private static List<String> strings(JsonNode array) {
        List<String> values = new ArrayList<>(array.size());
        array.forEach(value -> values.add(value.asText()));
        return values;
    }
}
