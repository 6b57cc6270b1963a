package org.chesslake.format.cbf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.stream.Stream;
import org.chesslake.format.DecodeLevel;
import org.chesslake.format.FormatOptions;
import org.chesslake.format.Formats;
import org.chesslake.format.GameCursor;
import org.chesslake.format.GameDatabase;
import org.chesslake.format.GameDecodeException;
import org.chesslake.format.Split;
import org.chesslake.game.Game;
import org.chesslake.game.GameHeader;
import org.chesslake.pgn.ChessMoveInterpreter;
import org.chesslake.pgn.PgnReader;
import org.chesslake.testing.Corpus;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Real games written to CBF and read back: SCID's PGN (small, medium) through the PGN reader and
 * every DCG database of the corpus through the DCG reader. Every written game must read back with
 * the same moves, variations, annotations, names, year and result.
 */
class CbfCorpusRoundTripTest {

    @TempDir
    Path dir;

    @Test
    void scidSmallPgn() throws IOException {
        PgnReader.Outcome pgn = PgnReader.readAll(Corpus.path("scid/small/small.pgn"), new ChessMoveInterpreter());
        assertTrue(roundTrip("scid/small/small.pgn", pgn.games(), pgn.errors().size(), 22) > 0);
    }

    @Test
    void scidMediumPgn() throws IOException {
        PgnReader.Outcome pgn = PgnReader.readAll(Corpus.path("scid/medium/medium.pgn"), new ChessMoveInterpreter());
        assertTrue(roundTrip("scid/medium/medium.pgn", pgn.games(), pgn.errors().size(), 2455) > 1000);
    }

    @Test
    void everyDcgDatabase() throws IOException {
        List<Path> databases;
        try (Stream<Path> files = Files.walk(Corpus.path("dcg"))) {
            databases = files.filter(p -> p.toString().endsWith(".dci")).sorted().toList();
        }
        assertFalse(databases.isEmpty());
        int matched = 0;
        for (Path dci : databases) {
            List<Game> games = new ArrayList<>();
            int errors = 0;
            long entries;
            try (GameDatabase db = Formats.byName("dcg").open(dci, FormatOptions.NONE);
                 GameCursor cursor = db.cursor(new Split(0, db.entryCount()), DecodeLevel.MOVES)) {
                entries = db.entryCount();
                while (cursor.next()) {
                    try {
                        games.add(cursor.game());
                    } catch (GameDecodeException e) {
                        errors++;
                    }
                }
            }
            matched += roundTrip(Corpus.root().relativize(dci).toString(), games, errors, entries);
        }
        assertTrue(matched > 0);
    }

    /** Writes, reads back, compares; returns how many games matched (all written ones, or it fails). */
    private int roundTrip(String source, List<Game> games, int unreadable, long total) throws IOException {
        assertEquals(total, games.size() + unreadable, source + ": games read + unreadable");
        Path cbi = dir.resolve(source.replaceAll("[^A-Za-z0-9]", "_") + ".CBI");
        CbfWriteResult result = new CbfWriter().write(games, cbi);
        Map<Long, Game> byNumber = new HashMap<>();
        games.forEach(g -> byNumber.put(g.number(), g));
        List<String> mismatches = new ArrayList<>();
        int matched = 0;
        try (GameDatabase db = Formats.detect(cbi).orElseThrow().open(cbi, FormatOptions.NONE);
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
                source, matched, result.written().size(), total, unreadable);
        result.skippedByReason().forEach((reason, count) -> System.out.printf("  not written, %s: %d%n", reason, count));
        mismatches.forEach(m -> System.out.println("  MISMATCH " + m));
        assertEquals(result.written().size(), matched, source + ": every written game reads back the same");
        return matched;
    }

    /** What differs between a game and its CBF reading, or null. */
    private static String difference(Game expected, Game actual) {
        GameHeader e = expected.header();
        GameHeader a = actual.header();
        Map<String, Object[]> fields = new LinkedHashMap<>();
        fields.put("white", new Object[] {e.white(), a.white()});
        fields.put("black", new Object[] {e.black(), a.black()});
        fields.put("event", new Object[] {e.event(), a.event()});
        fields.put("round", new Object[] {e.round(), a.round()});
        fields.put("year", new Object[] {e.date().year(), a.date().year()});
        fields.put("result", new Object[] {e.result(), a.result()});
        fields.put("eco", new Object[] {e.startFen() == null ? e.eco() : null, a.eco()});
        for (Map.Entry<String, Object[]> field : fields.entrySet()) {
            if (!Objects.equals(field.getValue()[0], field.getValue()[1])) {
                return field.getKey() + " " + field.getValue()[0] + " read back as " + field.getValue()[1];
            }
        }
        if (!expected.moves().equals(actual.moves())) {
            return "moves differ: " + expected.moves().mainLine() + " vs " + actual.moves().mainLine();
        }
        return null;
    }
}
