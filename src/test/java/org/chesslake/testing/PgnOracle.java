package org.chesslake.testing;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.GZIPInputStream;

/** The oracle of a PGN corpus set (corpus/pgn/SET/expected.jsonl, or .jsonl.gz): one JSON object per game. */
public final class PgnOracle {

    private PgnOracle() {
    }

    /** Every game of the set's oracle, in its order. */
    public static List<JsonNode> games(Path set) throws IOException {
        Path plain = set.resolve("expected.jsonl");
        ObjectMapper json = new ObjectMapper();
        List<JsonNode> games = new ArrayList<>();
        try (InputStream raw = Files.exists(plain) ? Files.newInputStream(plain)
                : new GZIPInputStream(Files.newInputStream(set.resolve("expected.jsonl.gz")));
             BufferedReader lines = new BufferedReader(new InputStreamReader(raw, StandardCharsets.UTF_8))) {
            for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                if (!line.isBlank()) {
                    games.add(json.readTree(line));
                }
            }
        }
        return games;
    }
}
