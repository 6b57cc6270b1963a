package org.chesslake.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.apache.spark.sql.Row;
import org.chesslake.chess.Board;
import org.chesslake.chess.Move;
import org.chesslake.chess.San;
import org.chesslake.chess.Uci;
import org.chesslake.testing.Corpus;
import org.chesslake.testing.CorpusTest;
import org.chesslake.testing.PgnOracle;
import org.chesslake.testing.TestSpark;
import org.junit.jupiter.api.Test;

/**
 * {@code games.opening_eco} and {@code opening_name} against a classification made here, without
 * the code under test: the test reads the TSV lines itself, replays them to EPD strings (placement,
 * side, castling, and the en-passant square when a capture there is legal), and classifies every
 * complete game of the PGN corpus by replaying the oracle's own main line (its {@code expected.jsonl}
 * UCI moves, from two independent parsers) to the last position that has a name. Games from a set-up
 * position (other than the standard start) and Chess960 games expect no name. It also counts how
 * often the name is the one the longest TSV line that is a prefix of the game's moves gives (the
 * classification by move order alone): the other games reached their named position by transposition.
 */
@CorpusTest
class OpeningNamesCorpusTest {

    private static final List<String> SETS = List.of("lichess_db", "lichess_api", "chesscom", "twic", "chessbase", "edge", "large");
    private static final String STANDARD_EPD = epd(Board.standard());

    private record Named(String eco, String name) {
    }

    @Test
    void everyCompleteGameHasTheNameOfTheLastNamedPositionItReaches() throws IOException {
        Map<String, Named> byEpd = new HashMap<>();
        Map<List<String>, Named> byLine = new HashMap<>();
        int conflicts = readTsvs(byEpd, byLine);

        Path root = Corpus.path("pgn");
        Map<String, Map<Long, Row>> games = new HashMap<>();
        for (Row row : TestSpark.session().read().format("pgn").load(root + "/*/*.pgn")
                .select("source", "game_number", "opening_eco", "opening_name").collectAsList()) {
            games.computeIfAbsent(row.getString(0), s -> new HashMap<>()).put(row.getLong(1), row);
        }
        int compared = 0;
        int named = 0;
        int byMoveOrder = 0;
        List<String> wrong = new ArrayList<>();
        for (String set : SETS) {
            for (JsonNode expected : PgnOracle.games(root.resolve(set))) {
                String variant = expected.get("variant").asText();
                if (!expected.get("complete").asBoolean() || !(variant.equals("standard") || variant.equals("chess960"))) {
                    continue;
                }
                String file = expected.get("file").asText();
                String source = set + "/" + file.substring(0, file.length() - ".pgn".length());
                Row row = games.getOrDefault(source, Map.of()).get(expected.get("index").asLong() + 1);
                Named want = classify(expected, variant, byEpd);
                Named got = row == null || row.isNullAt(2) ? null : new Named(row.getString(2), row.getString(3));
                compared++;
                named += want == null ? 0 : 1;
                if (!Objects.equals(want, got)) {
                    wrong.add(source + " #" + expected.get("index").asInt() + ": expected " + want + ", got " + got);
                } else if (want != null && want.equals(longestPrefix(expected, byLine))) {
                    byMoveOrder++;
                }
            }
        }
        System.out.printf("opening names: %d TSV lines reach a position another line names differently; %d complete corpus games,"
                        + " %d with a name, %d names agree with the independent classification (%d of them also the longest"
                        + " TSV line that is a prefix of the moves, the rest by transposition)%n",
                conflicts, compared, named, compared - wrong.size(), byMoveOrder);
        assertEquals(List.of(), wrong.subList(0, Math.min(20, wrong.size())), wrong.size() + " games disagree");
        assertTrue(named > 30_000, named + " games with a name");
    }

    /** The last named position the oracle's main line reaches, or null for Chess960 and set-up starts. */
    private static Named classify(JsonNode game, String variant, Map<String, Named> byEpd) {
        JsonNode fen = game.get("fen");
        if (variant.equals("chess960") || !fen.isNull() && !epd(Board.fromFen(fen.asText())).equals(STANDARD_EPD)) {
            return null;
        }
        Board board = Board.standard();
        Named last = null;
        for (JsonNode uci : game.get("uci")) {
            board.make(uci.asText().equals("0000") ? Move.NULL : Uci.parse(board, uci.asText()));
            Named here = byEpd.get(epd(board));
            last = here == null ? last : here;
        }
        return last;
    }

    private static Named longestPrefix(JsonNode game, Map<List<String>, Named> byLine) {
        List<String> moves = new ArrayList<>();
        game.get("uci").forEach(m -> moves.add(m.asText()));
        for (int n = moves.size(); n > 0; n--) {
            Named line = byLine.get(moves.subList(0, n));
            if (line != null) {
                return line;
            }
        }
        return null;
    }

    /** Reads the shipped TSVs: EPD and UCI line of each; returns how many lines name an already named EPD differently. */
    private static int readTsvs(Map<String, Named> byEpd, Map<List<String>, Named> byLine) throws IOException {
        int conflicts = 0;
        for (String file : List.of("a.tsv", "b.tsv", "c.tsv", "d.tsv", "e.tsv")) {
            try (InputStream in = OpeningNamesCorpusTest.class.getResourceAsStream("/org/chesslake/openings/" + file);
                 BufferedReader lines = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
                lines.readLine();
                for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                    String[] fields = line.split("\t");
                    Named named = new Named(fields[0], fields[1]);
                    Board board = Board.standard();
                    List<String> uci = new ArrayList<>();
                    for (String token : fields[2].split(" ")) {
                        if (!token.matches("\\d+\\.")) {
                            int move = San.parse(board, token);
                            uci.add(Uci.toUci(move));
                            board.make(move);
                        }
                    }
                    Named before = byEpd.putIfAbsent(epd(board), named);
                    conflicts += before != null && !before.equals(named) ? 1 : 0;
                    byLine.putIfAbsent(uci, named);
                }
            }
        }
        return conflicts;
    }

    /** Placement, side to move, castling, and the en-passant square only when a legal capture uses it. */
    private static String epd(Board board) {
        String[] fields = board.toFen().split(" ");
        int[] moves = new int[256];
        int n = board.legalMoves(moves);
        boolean enPassant = false;
        for (int i = 0; i < n; i++) {
            enPassant |= Move.isEnPassant(moves[i]);
        }
        return fields[0] + " " + fields[1] + " " + fields[2] + " " + (enPassant ? fields[3] : "-");
    }
}
