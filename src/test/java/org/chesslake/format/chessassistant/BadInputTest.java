package org.chesslake.format.chessassistant;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.chesslake.files.BadDatabaseException;
import org.chesslake.files.ByteSource;
import org.chesslake.files.InputFile;
import org.chesslake.files.OutputFile;
import org.chesslake.format.DecodeLevel;
import org.chesslake.format.FormatOptions;
import org.chesslake.format.GameCursor;
import org.chesslake.format.GameDatabase;
import org.chesslake.format.Split;
import org.chesslake.game.Game;
import org.chesslake.game.GameDecodeException;
import org.chesslake.game.GameHeader;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Corrupt databases: each error names the file, the game and the byte offset, and the cursor goes on. */
class BadInputTest {

    @TempDir
    Path dir;
    private Path cdp;

    @BeforeEach
    void writeDatabase() throws IOException {
        cdp = dir.resolve("bad.cdp");
        List<Game> games = List.of(
                game(1, "e4 e5 {abc}"), game(2, "d4 d5"), game(3, "c4 c5"), game(4, "Nf3 Nf6"));
        assertEquals(4, new ChessAssistantWriter().write(OutputFile.local(cdp), games).written().size());
    }

    private static Game game(int number, String moves) {
        return new Game(number, GameHeader.builder().white("W" + number).black("B" + number).build(), Line.of(null, moves));
    }

    @Test
    void fragmentPointingPastTheEmbFailsTheOpenNamingTheInnerFile() throws IOException {
        Path emb = dir.resolve("bad.emb");
        byte[] bytes = Files.readAllBytes(emb);
        int table;
        try (ByteSource source = InputFile.local(emb).openBytes()) {
            table = EmbVolume.open(source).entries().stream().filter(e -> e.name().equals("Places.d01"))
                    .findFirst().orElseThrow().offset();
        }
        patch32(bytes, table + 4, bytes.length + 10);
        Files.write(emb, bytes);
        BadDatabaseException e = assertThrows(BadDatabaseException.class,
                () -> new ChessAssistantFormat().open(InputFile.local(cdp), FormatOptions.NONE));
        assertTrue(e.getMessage().startsWith(emb.toString()), e.getMessage());
        assertTrue(e.getMessage().contains("Places.d01"), e.getMessage());
        assertTrue(e.getMessage().contains("at byte " + (bytes.length + 10)), e.getMessage());
        assertTrue(e.getMessage().contains("table entry at byte " + table), e.getMessage());
    }

    @Test
    void pointerCycleInTheA02FailsThatGameOnly() throws IOException {
        Path a02 = dir.resolve("bad.a02");
        byte[] bytes = Files.readAllBytes(a02);
        int gameId = gameId(1);
        int last = bytes.length / 4 - 1;
        patch32(bytes, gameId * 4, -last);
        patch32(bytes, last * 4, -gameId);
        Files.write(a02, bytes);
        GameDecodeException e = failingGame(2);
        assertEquals(a02.toString(), e.file());
        assertEquals(2, e.gameNumber());
        assertTrue(e.offset() == gameId * 4L || e.offset() == last * 4L, "offset " + e.offset());
        assertTrue(e.reason().contains("cycle"), e.reason());
    }

    @Test
    void recordLengthPastTheD02FailsThatGameOnly() throws IOException {
        Path d02 = dir.resolve("bad.d02");
        byte[] bytes = Files.readAllBytes(d02);
        int position = recordPosition(0); // the writer puts the first game's record last
        bytes[position] = (byte) 0xFF;
        bytes[position + 1] = (byte) 0x7F;
        Files.write(d02, bytes);
        GameDecodeException e = failingGame(1);
        assertEquals(d02.toString(), e.file());
        assertEquals(position, e.offset());
        assertTrue(e.reason().contains("record length 16383 runs past the end"), e.reason());
    }

    @Test
    void unknownCodeFailsThatGameOnly() throws IOException {
        Path d02 = dir.resolve("bad.d02");
        byte[] bytes = Files.readAllBytes(d02);
        int code = recordPosition(2) + 1 + 1; // length byte, then 1.c4, then 1...c5
        bytes[code] = (byte) 225;
        Files.write(d02, bytes);
        GameDecodeException e = failingGame(3);
        assertEquals(d02.toString(), e.file());
        assertEquals(code, e.offset());
        assertEquals("unknown code 225", e.reason());
    }

    @Test
    void commentLengthPastTheRecordFailsThatGameOnly() throws IOException {
        Path d02 = dir.resolve("bad.d02");
        byte[] bytes = Files.readAllBytes(d02);
        int comment = recordPosition(0) + 1 + 2; // length byte, 1.e4 e5, then 235
        assertEquals(RecordParser.SHORT_COMMENT, bytes[comment] & 0xFF);
        bytes[comment + 1] = 100;
        Files.write(d02, bytes);
        GameDecodeException e = failingGame(1);
        assertEquals(d02.toString(), e.file());
        assertEquals(comment, e.offset());
        assertTrue(e.reason().contains("comment of 100 bytes runs past the end of the record"), e.reason());
    }

    /** Reads every game; the one numbered {@code bad} must fail, all others decode. */
    private GameDecodeException failingGame(int bad) throws IOException {
        GameDecodeException failure = null;
        int decoded = 0;
        try (GameDatabase db = new ChessAssistantFormat().open(InputFile.local(cdp), FormatOptions.NONE);
             GameCursor cursor = db.cursor(new Split(0, db.entryCount()), DecodeLevel.MOVES)) {
            while (cursor.next()) {
                if (cursor.gameNumber() == bad) {
                    failure = assertThrows(GameDecodeException.class, cursor::game);
                    assertEquals("W" + bad, cursor.indexHeader().white(), "the index entry stays readable");
                } else {
                    assertEquals(2, cursor.game().moves().plyCount());
                    decoded++;
                }
            }
        }
        assertEquals(3, decoded, "the cursor goes on after the bad game");
        return failure;
    }

    private int gameId(int index) throws IOException {
        byte[] d00 = Files.readAllBytes(dir.resolve("bad.d00"));
        return D00Record.parse(d00, index * D00Record.SIZE).gameId();
    }

    private int recordPosition(int index) throws IOException {
        byte[] a02 = Files.readAllBytes(dir.resolve("bad.a02"));
        try {
            return (int) PointerChain.resolve(PointerChain.inMemory(a02), gameId(index));
        } catch (PointerChain.BrokenChainException e) {
            throw new AssertionError(e);
        }
    }

    private static void patch32(byte[] bytes, int at, int value) {
        for (int i = 0; i < 4; i++) {
            bytes[at + i] = (byte) (value >>> (8 * i));
        }
    }
}
