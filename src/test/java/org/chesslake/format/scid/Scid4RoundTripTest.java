package org.chesslake.format.scid;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.chesslake.files.InputFile;
import org.chesslake.files.OutputFile;
import org.chesslake.format.DecodeLevel;
import org.chesslake.format.FormatOptions;
import org.chesslake.format.GameCursor;
import org.chesslake.format.GameDatabase;
import org.chesslake.format.Split;
import org.chesslake.game.Game;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class Scid4RoundTripTest {

    @TempDir
    Path dir;

    @Test
    void randomGamesComeBackUnchanged() throws IOException {
        List<Game> games = new RandomGames(20_260_001L).games(300);
        Path file = dir.resolve("random.si4");
        Scid4Writer.write(OutputFile.local(file), games);
        List<Game> read = readAll(file, DecodeLevel.MOVES);
        assertEquals(games.size(), read.size());
        for (int i = 0; i < games.size(); i++) {
            assertEquals(games.get(i).header(), read.get(i).header(), "header of game " + (i + 1));
            assertEquals(games.get(i).moves(), read.get(i).moves(), "moves of game " + (i + 1));
        }
    }

    @Test
    void recordsNeverCrossA128KiBBlockAndTheGapHoldsTheRecordsFirstBytes() throws IOException {
        List<Game> games = new RandomGames(7L).games(400);
        Path file = dir.resolve("blocks.si4");
        Scid4Writer.write(OutputFile.local(file), games);
        byte[] gameFile = Files.readAllBytes(dir.resolve("blocks.sg4"));
        assertTrue(gameFile.length > Scid4Writer.BLOCK, "the test needs more than one block, has " + gameFile.length);
        try (ScidDatabase database = ScidDatabase.open(InputFile.local(file))) {
            IndexReader reader = new IndexReader(database, new Split(0, games.size()));
            long previousEnd = 0;
            int moved = 0;
            while (reader.next()) {
                IndexEntry entry = reader.entry();
                assertTrue(entry.offset() % Scid4Writer.BLOCK + entry.length() <= Scid4Writer.BLOCK,
                        "game " + (reader.number() + 1) + " crosses a block");
                if (entry.offset() != previousEnd) {
                    moved++;
                    int gap = (int) (entry.offset() - previousEnd);
                    assertEquals(0, entry.offset() % Scid4Writer.BLOCK, "only a block boundary moves a record");
                    assertArrayEquals(Arrays.copyOfRange(gameFile, (int) entry.offset(), (int) entry.offset() + gap),
                            Arrays.copyOfRange(gameFile, (int) previousEnd, (int) entry.offset()));
                }
                previousEnd = entry.offset() + entry.length();
            }
            assertEquals(gameFile.length / Scid4Writer.BLOCK, moved, "one moved record per boundary crossed");
        }
    }

    static List<Game> readAll(Path file, DecodeLevel level) throws IOException {
        List<Game> games = new ArrayList<>();
        try (GameDatabase database = new ScidFormat().open(InputFile.local(file), FormatOptions.NONE);
             GameCursor cursor = database.cursor(new Split(0, database.entryCount()), level)) {
            while (cursor.next()) {
                games.add(cursor.game());
            }
        }
        return games;
    }
}
