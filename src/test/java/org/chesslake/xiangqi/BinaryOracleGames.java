package org.chesslake.xiangqi;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.chesslake.testing.Corpus;

/**
 * The oracle of the binary xiangqi files ({@code ORACLE-binary/*.expected.jsonl}; kept apart from
 * {@code ORACLE/}, which the PGN tests read as PGN). Per game: its file and place in it, the format,
 * the start position (side from the first move), the agreed main line, whether it is complete or
 * must carry a decode error after its legal prefix, and the tree's counts where readers agree.
 */
public record BinaryOracleGames(String set, String file, int game, String format, String fen,
                                List<String> expectedIccs, boolean complete, boolean expectDecodeError,
                                int nodes, int variations, int comments, boolean treeAgree,
                                boolean commentsAgree, boolean deleted, String result) {

    public static List<BinaryOracleGames> all() throws IOException {
        ObjectMapper json = new ObjectMapper();
        List<BinaryOracleGames> games = new ArrayList<>();
        try (Stream<Path> files = Files.list(Corpus.path("xiangqi/ORACLE-binary"))) {
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

    /** The file in the corpus. */
    public Path path() {
        return Corpus.path("xiangqi/" + file);
    }

    /** The start FEN as the games table has it: null for the standard start with Red to move and for an empty board. */
    public String startFen() {
        return fen.equals(Board.STANDARD_FEN) || fen.startsWith("9/9/9/9/9/9/9/9/9/9 ") ? null : fen;
    }

    private static BinaryOracleGames of(String set, JsonNode o) {
        List<String> iccs = new ArrayList<>();
        o.get("expected_iccs").forEach(m -> iccs.add(m.asText()));
        return new BinaryOracleGames(set, o.get("file").asText(), o.get("game").asInt(), o.get("format").asText(),
                o.path("fen").asText(null), iccs, o.get("complete").asBoolean(),
                o.get("expect_decode_error").asBoolean(), o.path("nodes").asInt(), o.path("variations").asInt(),
                o.path("comments").asInt(), o.path("tree_agree").asBoolean(), o.path("comments_agree").asBoolean(),
                o.path("deleted").asBoolean(), o.path("result").asText(null));
    }
}
