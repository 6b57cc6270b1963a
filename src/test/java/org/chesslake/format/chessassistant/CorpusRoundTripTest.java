package org.chesslake.format.chessassistant;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.chesslake.files.InputFile;
import org.chesslake.files.OutputFile;
import org.chesslake.format.DecodeLevel;
import org.chesslake.format.FormatOptions;
import org.chesslake.format.GameCursor;
import org.chesslake.format.GameDatabase;
import org.chesslake.format.Split;
import org.chesslake.game.Game;
import org.chesslake.testing.CorpusTest;
import org.chesslake.testing.SourceGames;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * Real games written as Chess Assistant databases and read back: every written game must come back
 * with the same moves, variations, comments, NAGs, names, date, result, ECO and start position (the
 * format keeps no half-move clock). Games the format cannot hold are listed by reason.
 */
@CorpusTest
class CorpusRoundTripTest {

    @TempDir
    Path dir;

    @Test
    void mediumPgn() throws IOException {
        roundTrip(SourceGames.pgn("scid/medium/medium.pgn"));
    }

    @TestFactory
    Stream<DynamicTest> dcgSets() throws IOException {
        List<SourceGames> sets = SourceGames.dcgSets();
        assertFalse(sets.isEmpty(), "no DCG corpus sets");
        return sets.stream().map(set -> DynamicTest.dynamicTest(set.name(), () -> roundTrip(set)));
    }

    private void roundTrip(SourceGames set) throws IOException {
        String name = set.name();
        List<Game> games = set.games();
        Path cdp = dir.resolve(set.fileStem() + ".cdp");
        WriteReport report = new ChessAssistantWriter().write(OutputFile.local(cdp), games);
        Map<Long, Game> originals = new HashMap<>();
        games.forEach(g -> originals.put(g.number(), g));
        List<String> mismatches = new ArrayList<>();
        int matched = 0;
        try (GameDatabase db = new ChessAssistantFormat().open(InputFile.local(cdp), FormatOptions.NONE);
             GameCursor cursor = db.cursor(new Split(0, db.entryCount()), DecodeLevel.MOVES)) {
            assertEquals(report.written().size(), db.entryCount());
            int i = 0;
            while (cursor.next()) {
                Game original = originals.get(report.written().get(i++));
                String difference = difference(original, cursor.game());
                if (difference == null) {
                    matched++;
                } else if (mismatches.size() < 5) {
                    mismatches.add("game " + original.number() + ": " + difference);
                }
            }
        }
        System.out.printf("Chess Assistant round trip %s: %d matched / %d written / %d total%n",
                name, matched, report.written().size(), set.total());
        report.notWrittenByReason().forEach((reason, count) -> System.out.printf("  not written: %d %s%n", count, reason));
        report.notWritten().stream().limit(3).forEach(r -> System.out.printf("    e.g. game %d: %s%n", r.gameNumber(),
                r.detail().length() > 100 ? r.detail().substring(0, 100) + "…" : r.detail()));
        if (set.unreadable() > 0) {
            System.out.printf("  not readable by the source reader: %d%n", set.unreadable());
        }
        assertTrue(report.written().size() > 0, name + ": nothing written");
        assertEquals(report.written().size(), matched, name + ": mismatches:\n" + String.join("\n", mismatches));
    }

    /** What differs between a game and its read-back copy, or null. */
    private static String difference(Game original, Game read) {
        String header = HeaderFidelity.difference(original.header(), read.header());
        if (header != null) {
            return header;
        }
        if (!original.moves().equals(read.moves())) {
            return "moves differ:\n  " + original.moves().mainLine() + "\n  " + read.moves().mainLine();
        }
        return null;
    }
}
