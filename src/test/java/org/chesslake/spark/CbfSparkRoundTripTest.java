package org.chesslake.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.chesslake.files.OutputFile;
import org.chesslake.format.cbf.CbfHeaderFidelity;
import org.chesslake.format.cbf.CbfWriteResult;
import org.chesslake.format.cbf.CbfWriter;
import org.chesslake.testing.CorpusTest;
import org.chesslake.testing.SourceGames;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Real games written to CBF and read back through {@code spark.read().format("cbf")}: every written
 * game must have the same moves, variations, annotations, names, year and result in the games and
 * moves tables. Games CBF cannot hold are counted by reason.
 */
@CorpusTest
class CbfSparkRoundTripTest {

    private static final SparkRoundTrip CBF = new SparkRoundTrip("cbf", CbfHeaderFidelity::difference);

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
        int matched = 0;
        for (SourceGames set : sets) {
            matched += roundTrip(set);
        }
        assertTrue(matched > 0);
    }

    private int roundTrip(SourceGames source) throws IOException {
        Path cbi = dir.resolve(source.fileStem() + ".CBI");
        CbfWriteResult result = new CbfWriter().write(source.games(), OutputFile.local(cbi));
        return CBF.check(source, new WrittenDatabase(cbi, result.written(), result.skippedByReason()));
    }
}
