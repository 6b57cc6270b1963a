package org.chesslake.xiangqi;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * The xiangqi corpus oracle ({@code ORACLE/*.expected.jsonl}): per game the file, its index in the
 * file, the encoding, the FEN, the move tokens and the agreed ICCS moves. The corpus directory comes
 * from {@code CHESSLAKE_CORPUS} (default {@code ../shared/corpus}); a missing corpus fails the test.
 */
public record OracleGames(String set, String file, int game, String encoding, String fen,
                          List<String> tokens, List<String> expectedIccs, boolean complete) {

    public static Path corpus() {
        String env = System.getenv("CHESSLAKE_CORPUS");
        Path dir = Paths.get(env == null || env.isEmpty() ? "../shared/corpus" : env).resolve("xiangqi");
        assertTrue(Files.isDirectory(dir.resolve("ORACLE")), "xiangqi corpus missing: " + dir.toAbsolutePath());
        return dir;
    }

    public static List<OracleGames> all() throws IOException {
        List<OracleGames> games = new ArrayList<>();
        try (Stream<Path> files = Files.list(corpus().resolve("ORACLE"))) {
            for (Path oracle : files.sorted().toList()) {
                String set = oracle.getFileName().toString().replace(".expected.jsonl", "");
                for (String line : Files.readAllLines(oracle, StandardCharsets.UTF_8)) {
                    if (!line.isBlank()) {
                        games.add(of(set, new Json(line).object()));
                    }
                }
            }
        }
        return games;
    }

    @SuppressWarnings("unchecked")
    private static OracleGames of(String set, Map<String, Object> o) {
        return new OracleGames(set, (String) o.get("file"), ((Number) o.get("game")).intValue(),
                (String) o.get("encoding"), (String) o.get("fen"), (List<String>) o.get("tokens"),
                (List<String>) o.get("expected_iccs"), Boolean.TRUE.equals(o.get("complete")));
    }

    /** Just enough JSON for the oracle lines: objects, arrays, strings, numbers, booleans, null. */
    private static final class Json {
        private final String text;
        private int at;

        Json(String text) {
            this.text = text;
        }

        Map<String, Object> object() {
            return castObject(value());
        }

        @SuppressWarnings("unchecked")
        private static Map<String, Object> castObject(Object value) {
            return (Map<String, Object>) value;
        }

        private Object value() {
            skip();
            char c = text.charAt(at);
            if (c == '{') {
                Map<String, Object> map = new LinkedHashMap<>();
                at++;
                skip();
                if (text.charAt(at) == '}') {
                    at++;
                    return map;
                }
                while (true) {
                    skip();
                    String key = string();
                    skip();
                    at++; // ':'
                    map.put(key, value());
                    skip();
                    if (text.charAt(at++) == '}') {
                        return map;
                    }
                }
            }
            if (c == '[') {
                List<Object> list = new ArrayList<>();
                at++;
                skip();
                if (text.charAt(at) == ']') {
                    at++;
                    return list;
                }
                while (true) {
                    list.add(value());
                    skip();
                    if (text.charAt(at++) == ']') {
                        return list;
                    }
                }
            }
            if (c == '"') {
                return string();
            }
            int start = at;
            while (at < text.length() && ",]} ".indexOf(text.charAt(at)) < 0) {
                at++;
            }
            String word = text.substring(start, at);
            return switch (word) {
                case "true" -> Boolean.TRUE;
                case "false" -> Boolean.FALSE;
                case "null" -> null;
                default -> Double.valueOf(word);
            };
        }

        private String string() {
            StringBuilder out = new StringBuilder();
            at++; // opening quote
            while (true) {
                char c = text.charAt(at++);
                if (c == '"') {
                    return out.toString();
                }
                if (c == '\\') {
                    char e = text.charAt(at++);
                    switch (e) {
                        case 'n' -> out.append('\n');
                        case 't' -> out.append('\t');
                        case 'r' -> out.append('\r');
                        case 'u' -> {
                            out.append((char) Integer.parseInt(text.substring(at, at + 4), 16));
                            at += 4;
                        }
                        default -> out.append(e);
                    }
                } else {
                    out.append(c);
                }
            }
        }

        private void skip() {
            while (at < text.length() && Character.isWhitespace(text.charAt(at))) {
                at++;
            }
        }
    }
}
