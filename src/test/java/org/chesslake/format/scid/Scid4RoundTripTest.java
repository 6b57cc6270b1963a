package org.chesslake.format.scid;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
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
import org.chesslake.game.GameHeader;
import org.chesslake.game.MoveInfo;
import org.chesslake.game.MoveNode;
import org.chesslake.game.MoveTree;
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

    /** A game SCID 4 cannot hold is refused alone: the writer takes the next game, and the database holds the others. */
    @Test
    void aGameScidCannotHoldIsRefusedAndTheDatabaseTakesTheNext() throws IOException {
        List<Game> games = new RandomGames(11L).games(2);
        MoveNode illegal = new MoveNode(new MoveInfo("e5", "e2e5", null, "P", "e2", "e5", null, null, false, false, 0, 0));
        Game refused = new Game(2, GameHeader.builder().white("Nobody").build(), new MoveTree(List.of(illegal), null));
        Path file = dir.resolve("refused.si4");
        try (Scid4Writer writer = new Scid4Writer(extension -> Files.newOutputStream(dir.resolve("refused." + extension)))) {
            writer.add(games.get(0));
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> writer.add(refused));
            assertTrue(e.getMessage().contains("e2e5 is not legal"), e.getMessage());
            writer.add(games.get(1));
            assertEquals(2, writer.games());
        }
        List<Game> read = readAll(file, DecodeLevel.MOVES);
        assertEquals(2, read.size());
        for (int i = 0; i < 2; i++) {
            assertEquals(games.get(i).header(), read.get(i).header());
            assertEquals(games.get(i).moves(), read.get(i).moves());
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
