package org.chesslake.format.cbf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.chesslake.files.InputFile;
import org.chesslake.files.OutputFile;
import org.chesslake.format.DecodeLevel;
import org.chesslake.format.FormatOptions;
import org.chesslake.format.Formats;
import org.chesslake.format.GameCursor;
import org.chesslake.format.GameDatabase;
import org.chesslake.format.Split;
import org.chesslake.game.Game;
import org.chesslake.testing.CorpusTest;
import org.chesslake.testing.SourceGames;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Real games written to CBF and read back: SCID's PGN (small, medium) through the PGN reader and
 * every DCG database of the corpus through the DCG reader. Every written game must read back with
 * the same moves, variations, annotations, names, year and result.
 */
@CorpusTest
class CbfCorpusRoundTripTest {

    @TempDir
    Path dir;

    @Test
    void scidSmallPgn() throws IOException {
        SourceGames small = SourceGames.pgn("scid/small/small.pgn");
        assertEquals(22, small.total(), "games read + unreadable");
        assertTrue(roundTrip(small) > 0);
    }

    @Test
    void scidMediumPgn() throws IOException {
        SourceGames medium = SourceGames.pgn("scid/medium/medium.pgn");
        assertEquals(2455, medium.total(), "games read + unreadable");
        assertTrue(roundTrip(medium) > 1000);
    }

    @Test
    void everyDcgDatabase() throws IOException {
        List<SourceGames> sets = SourceGames.dcgSets();
        assertFalse(sets.isEmpty());
        int matched = 0;
        for (SourceGames set : sets) {
            matched += roundTrip(set);
        }
        assertTrue(matched > 0);
    }

    /** Writes, reads back, compares; returns how many games matched (all written ones, or it fails). */
    private int roundTrip(SourceGames set) throws IOException {
        String source = set.name();
        List<Game> games = set.games();
        Path cbi = dir.resolve(set.fileStem() + ".CBI");
        CbfWriteResult result = new CbfWriter().write(games, OutputFile.local(cbi));
        Map<Long, Game> byNumber = new HashMap<>();
        games.forEach(g -> byNumber.put(g.number(), g));
        List<String> mismatches = new ArrayList<>();
        int matched = 0;
        try (GameDatabase db = Formats.detect(InputFile.local(cbi)).orElseThrow().open(InputFile.local(cbi), FormatOptions.NONE);
             GameCursor cursor = db.cursor(new Split(0, db.entryCount()), DecodeLevel.MOVES)) {
            assertEquals(result.written().size(), db.entryCount());
            for (long original : result.written()) {
                assertTrue(cursor.next());
                String difference = difference(byNumber.get(original), cursor.game());
                if (difference == null) {
                    matched++;
                } else if (mismatches.size() < 10) {
                    mismatches.add("game " + original + ": " + difference);
                }
            }
        }
        System.out.printf("cbf round trip %s: matched %d / written %d / total %d (%d not readable by the source reader)%n",
                source, matched, result.written().size(), set.total(), set.unreadable());
        result.skippedByReason().forEach((reason, count) -> System.out.printf("  not written, %s: %d%n", reason, count));
        mismatches.forEach(m -> System.out.println("  MISMATCH " + m));
        assertEquals(result.written().size(), matched, source + ": every written game reads back the same");
        return matched;
    }

    /** What differs between a game and its CBF reading, or null. */
    private static String difference(Game expected, Game actual) {
        String header = CbfHeaderFidelity.difference(expected.header(), actual.header());
        if (header != null) {
            return header;
        }
        if (!expected.moves().equals(actual.moves())) {
            return "moves differ: " + expected.moves().mainLine() + " vs " + actual.moves().mainLine();
        }
        return null;
    }
}
