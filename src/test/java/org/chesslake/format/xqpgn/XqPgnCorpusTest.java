package org.chesslake.format.xqpgn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.chesslake.files.InputFile;
import org.chesslake.format.DecodeLevel;
import org.chesslake.format.FormatOptions;
import org.chesslake.format.GameCursor;
import org.chesslake.format.Split;
import org.chesslake.format.SplitSizing;
import org.chesslake.game.Game;
import org.chesslake.game.GameDecodeException;
import org.chesslake.game.MoveNode;
import org.chesslake.testing.CorpusTest;
import org.chesslake.xiangqi.OracleGames;
import org.junit.jupiter.api.Test;

/** Every corpus game the oracle marks complete decodes to the agreed ICCS moves, with the agreed encoding. */
@CorpusTest
class XqPgnCorpusTest {

    @Test
    void completeOracleGamesDecodeExactly() throws IOException {
        Path corpus = OracleGames.corpus();
        Map<String, int[]> perSet = new TreeMap<>();
        List<String> mismatches = new ArrayList<>();
        for (Map.Entry<String, List<OracleGames>> entry : OracleGames.completeByFile().entrySet()) {
            Path file = corpus.resolve(entry.getKey());
            List<Object> decoded = new ArrayList<>(); // a Game or the GameDecodeException of that game
            String encoding;
            try (XqPgnDatabase db = XqPgnDatabase.open(InputFile.local(file), FormatOptions.NONE)) {
                encoding = db.encodingName();
                for (Split split : db.splits(SplitSizing.DEFAULT)) {
                    try (GameCursor cursor = db.cursor(split, DecodeLevel.MOVES)) {
                        while (cursor.next()) {
                            try {
                                decoded.add(cursor.game());
                            } catch (GameDecodeException e) {
                                decoded.add(e);
                            }
                        }
                    }
                }
            }
            for (OracleGames expected : entry.getValue()) {
                int[] counts = perSet.computeIfAbsent(expected.set(), s -> new int[2]);
                counts[1]++;
                Object got = expected.game() < decoded.size() ? decoded.get(expected.game()) : "no such game";
                String problem = got instanceof Game g ? expected.mismatch(mainLine(g), encoding) : String.valueOf(got);
                if (problem == null) {
                    counts[0]++;
                } else {
                    mismatches.add(expected.file() + " #" + expected.game() + " (" + encoding + "): " + problem);
                }
            }
        }
        perSet.forEach((set, c) -> System.out.println("xqpgn corpus " + set + ": " + c[0] + "/" + c[1]));
        mismatches.forEach(System.out::println);
        assertTrue(mismatches.isEmpty(), mismatches.size() + " games differ from the oracle");
        assertEquals(6, perSet.size());
    }

    private static List<String> mainLine(Game game) {
        List<String> iccs = new ArrayList<>();
        for (MoveNode node : game.moves().mainLine()) {
            iccs.add(node.move().uci());
        }
        return iccs;
    }
}
