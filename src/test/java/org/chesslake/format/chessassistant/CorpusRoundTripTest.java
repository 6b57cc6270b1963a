package org.chesslake.format.chessassistant;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.stream.Stream;
import org.chesslake.chess.Board;
import org.chesslake.format.DecodeLevel;
import org.chesslake.format.FormatOptions;
import org.chesslake.format.GameCursor;
import org.chesslake.format.GameDatabase;
import org.chesslake.format.Split;
import org.chesslake.format.dcg.DcgDatabase;
import org.chesslake.game.Game;
import org.chesslake.game.GameHeader;
import org.chesslake.pgn.ChessMoveInterpreter;
import org.chesslake.pgn.PgnReader;
import org.chesslake.testing.Corpus;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * Real games written as Chess Assistant databases and read back: every written game must come back
 * with the same moves, variations, comments, NAGs, names, date, result, ECO and start position (the
 * format keeps no half-move clock). Games the format cannot hold are listed by reason.
 */
class CorpusRoundTripTest {

    @TempDir
    Path dir;

    @Test
    void mediumPgn() throws IOException {
        PgnReader.Outcome parsed = PgnReader.readAll(Corpus.path("scid/medium/medium.pgn"), new ChessMoveInterpreter());
        roundTrip("scid/medium", parsed.games(), parsed.games().size() + parsed.errors().size());
    }

    @TestFactory
    Stream<DynamicTest> dcgSets() throws IOException {
        List<Path> sets;
        try (Stream<Path> dirs = Files.list(Corpus.path("dcg"))) {
            sets = dirs.filter(Files::isDirectory).sorted().toList();
        }
        assertFalse(sets.isEmpty(), "no DCG corpus sets");
        return sets.stream().map(set -> DynamicTest.dynamicTest(set.getFileName().toString(), () -> {
            String name = set.getFileName().toString();
            List<Game> games = new ArrayList<>();
            try (DcgDatabase dcg = DcgDatabase.open(set.resolve(name + ".dci"));
                 GameCursor cursor = dcg.cursor(new Split(0, dcg.entryCount()), DecodeLevel.MOVES)) {
                while (cursor.next()) {
                    games.add(cursor.game());
                }
            }
            roundTrip("dcg/" + name, games, games.size());
        }));
    }

    private void roundTrip(String name, List<Game> games, int total) throws IOException {
        Path cdp = dir.resolve(name.replace('/', '_') + ".cdp");
        WriteReport report = new ChessAssistantWriter().write(cdp, games);
        Map<Long, Game> originals = new HashMap<>();
        games.forEach(g -> originals.put(g.number(), g));
        List<String> mismatches = new ArrayList<>();
        int matched = 0;
        try (GameDatabase db = new ChessAssistantFormat().open(cdp, FormatOptions.NONE);
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
                name, matched, report.written().size(), total);
        report.notWrittenByReason().forEach((reason, count) -> System.out.printf("  not written: %d %s%n", count, reason));
        report.notWritten().stream().limit(3).forEach(r -> System.out.printf("    e.g. game %d: %s%n", r.gameNumber(),
                r.detail().length() > 100 ? r.detail().substring(0, 100) + "…" : r.detail()));
        if (total > games.size()) {
            System.out.printf("  not parsed by the PGN reader: %d%n", total - games.size());
        }
        assertTrue(report.written().size() > 0, name + ": nothing written");
        assertEquals(report.written().size(), matched, name + ": mismatches:\n" + String.join("\n", mismatches));
    }

    /** What differs between a game and its read-back copy, or null. */
    private static String difference(Game original, Game read) {
        GameHeader a = original.header();
        GameHeader b = read.header();
        Map<String, Object[]> fields = Map.of(
                "white", new Object[] {a.white(), b.white()},
                "black", new Object[] {a.black(), b.black()},
                "event", new Object[] {a.event(), b.event()},
                "site", new Object[] {a.site(), b.site()},
                "date", new Object[] {a.date(), b.date()},
                "result", new Object[] {a.result(), b.result()},
                "eco", new Object[] {a.eco(), b.eco()},
                "start", new Object[] {withoutClock(a.startFen()), withoutClock(b.startFen())});
        for (Map.Entry<String, Object[]> field : fields.entrySet()) {
            if (!Objects.equals(field.getValue()[0], field.getValue()[1])) {
                return field.getKey() + " " + field.getValue()[0] + " became " + field.getValue()[1];
            }
        }
        if (!original.moves().equals(read.moves())) {
            return "moves differ:\n  " + original.moves().mainLine() + "\n  " + read.moves().mainLine();
        }
        return null;
    }

    /**
     * A start FEN as the chess core reads it (castling rights without their rook dropped, move number
     * 0 read as 1), without the half-move clock, which the format does not store.
     */
    private static String withoutClock(String fen) {
        if (fen == null) {
            return null;
        }
        String[] f = Board.fromFen(fen).toFen().split(" ");
        return String.join(" ", f[0], f[1], f[2], f[3], f[5]);
    }
}
