package org.chesslake.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.chesslake.files.OutputFile;
import org.chesslake.format.chessassistant.ChessAssistantWriter;
import org.chesslake.format.chessassistant.HeaderFidelity;
import org.chesslake.format.chessassistant.WriteReport;
import org.chesslake.testing.CorpusTest;
import org.chesslake.testing.SourceGames;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Real games written as Chess Assistant databases and read back through
 * {@code spark.read().format("chessassistant")}: every written game must have the same moves,
 * variations, comments, NAGs, names, date, result, ECO and start position in the games and moves
 * tables. Games the format cannot hold are counted by reason.
 */
@CorpusTest
class ChessAssistantSparkRoundTripTest {

    private static final SparkRoundTrip CHESS_ASSISTANT = new SparkRoundTrip("chessassistant", HeaderFidelity::difference);

    @TempDir
    Path dir;

    @Test
    void scidMediumPgn() throws IOException {
        SourceGames medium = SourceGames.pgn("scid/medium/medium.pgn");
        assertEquals(2455, medium.total(), "games read + unreadable");
        assertTrue(roundTrip(medium) > 1000);
    }

    @Test
    void everyDcgSet() throws IOException {
        List<SourceGames> sets = SourceGames.dcgSets();
        assertFalse(sets.isEmpty(), "no DCG corpus sets");
        for (SourceGames set : sets) {
            assertTrue(roundTrip(set) > 0, set.name() + ": nothing written");
        }
    }

    private int roundTrip(SourceGames source) throws IOException {
        Path cdp = dir.resolve(source.fileStem() + ".cdp");
        WriteReport report = new ChessAssistantWriter().write(OutputFile.local(cdp), source.games());
        return CHESS_ASSISTANT.check(source, new WrittenDatabase(cdp, report.written(), report.notWrittenByReason()));
    }
}
