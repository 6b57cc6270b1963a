package org.chesslake.format.scid;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.chesslake.chess.Board;
import org.chesslake.chess.ChessLineBuilder;
import org.chesslake.chess.San;
import org.chesslake.files.BadDatabaseException;
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

/**
 * Damaged databases: a bad game is a GameDecodeException naming the file, the game and the byte,
 * and the cursor goes on with the next game; a bad file is a BadDatabaseException at open.
 */
class ScidHostileInputTest {

    @TempDir
    Path dir;
    private Path index;
    private Path games;

    /** Three games of two moves each: 1.e4 e5, 1.d4 d5, 1.c4 c5. */
    @BeforeEach
    void writeDatabase() throws IOException {
        List<Game> list = new ArrayList<>();
        String[][] moves = {{"e4", "e5"}, {"d4", "d5"}, {"c4", "c5"}};
        for (int i = 0; i < moves.length; i++) {
            ChessLineBuilder line = new ChessLineBuilder(Board.standard());
            for (String san : moves[i]) {
                line.play(San.parse(line.board(), san));
            }
            GameHeader header = GameHeader.builder().white("W" + i).black("B" + i).build();
            list.add(new Game(i + 1, header, line.build()));
        }
        index = dir.resolve("hostile.si4");
        games = dir.resolve("hostile.sg4");
        Scid4Writer.write(OutputFile.local(index), list);
    }

    @Test
    void truncatedGameFile() throws IOException {
        byte[] bytes = Files.readAllBytes(games);
        Files.write(games, Arrays.copyOf(bytes, bytes.length - 2));
        List<Object> outcomes = readAll(DecodeLevel.HEADER);
        assertTrue(outcomes.get(0) instanceof Game);
        assertTrue(outcomes.get(1) instanceof Game);
        GameDecodeException e = (GameDecodeException) outcomes.get(2);
        assertEquals(3, e.gameNumber());
        assertEquals(games.toString(), e.file());
        assertTrue(e.reason().contains("does not fit"), e.reason());
    }

    @Test
    void indexOffsetAndLengthPastTheEnd() throws IOException {
        patchIndex(1, 0, new byte[] {0x7F, 0, 0, 0}); // game 2 at 2 GiB
        patchIndex(2, 4, new byte[] {(byte) 0xFF, (byte) 0xFF}); // game 3 of 65,535 bytes
        List<Object> outcomes = readAll(DecodeLevel.MOVES);
        assertEquals("e4", ((Game) outcomes.get(0)).moves().mainLine().get(0).move().san());
        GameDecodeException offset = (GameDecodeException) outcomes.get(1);
        assertEquals(2, offset.gameNumber());
        assertEquals(0x7F000000L, offset.offset());
        GameDecodeException length = (GameDecodeException) outcomes.get(2);
        assertEquals(3, length.gameNumber());
        assertTrue(length.reason().contains("65535 bytes"), length.reason());
        assertTrue(readAll(DecodeLevel.INDEX).stream().allMatch(Game.class::isInstance), "the index alone is fine");
    }

    @Test
    void nameIdPastTheNameCount() throws IOException {
        patchIndex(1, 10, new byte[] {0x00, 0x63}); // White id 99 of 6 players
        List<Object> outcomes = readAll(DecodeLevel.INDEX);
        GameDecodeException e = (GameDecodeException) outcomes.get(1);
        assertEquals(index.toString(), e.file());
        assertEquals(Scid4Index.HEADER_4 + Scid4Index.ENTRY_4, e.offset(), "points at the index entry");
        assertTrue(e.reason().contains("White id 99"), e.reason());
        assertEquals("W2", ((Game) outcomes.get(2)).header().white());
    }

    @Test
    void unknownMoveCode() throws IOException {
        // White piece 2 is the b1 knight; knight code 0 does not exist
        long at = replaceRecord(1, new byte[] {0x00, 0x00, (byte) 0xCF, 0x20, 0x0F});
        GameDecodeException e = errorOfGame2(DecodeLevel.MOVES);
        assertEquals(at + 3, e.offset(), "points at the bad move byte");
        assertTrue(e.reason().contains("move code 0"), e.reason());
    }

    @Test
    void pieceIndexBeyondTheSidesPieces() throws IOException {
        byte[] fen = "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1".getBytes(StandardCharsets.US_ASCII);
        byte[] record = new byte[fen.length + 5];
        record[1] = 0x01; // set-up start: the FEN follows
        System.arraycopy(fen, 0, record, 2, fen.length);
        record[fen.length + 3] = 0x51; // piece 5 of White's 2
        record[fen.length + 4] = 0x0F;
        long at = replaceRecord(1, record);
        GameDecodeException e = errorOfGame2(DecodeLevel.MOVES);
        assertEquals(at + fen.length + 3, e.offset());
        assertTrue(e.reason().contains("piece index 5 but the side to move has 2 pieces"), e.reason());
    }

    @Test
    void unbalancedVariationMarkers() throws IOException {
        long at = replaceRecord(1, new byte[] {0x00, 0x00, (byte) 0xCF, 0x0D, (byte) 0xBF, 0x0F});
        GameDecodeException open = errorOfGame2(DecodeLevel.MOVES);
        assertEquals(at + 5, open.offset());
        assertTrue(open.reason().contains("open variation"), open.reason());
        at = replaceRecord(1, new byte[] {0x00, 0x00, (byte) 0xCF, 0x0E, 0x0F});
        GameDecodeException close = errorOfGame2(DecodeLevel.MOVES);
        assertEquals(at + 3, close.offset());
        assertTrue(close.reason().contains("outside any variation"), close.reason());
    }

    @Test
    void commentAreaShorterThanTheMarkers() throws IOException {
        long at = replaceRecord(1, new byte[] {0x00, 0x00, (byte) 0xCF, 0x0C, (byte) 0xAF, 0x0C, 0x0F, 'o', 'k', 0x00});
        GameDecodeException e = errorOfGame2(DecodeLevel.MOVES);
        assertEquals(at + 7, e.offset(), "points at the comment area");
        assertTrue(e.reason().contains("2 comment markers but the comment area holds 1"), e.reason());
        assertTrue(readAll(DecodeLevel.HEADER).get(1) instanceof Game, "the header is readable");
    }

    /** Not damage either: the obsolete binary EventDate (255), undefined codes (251–254), both SetUp spellings. */
    @Test
    void extraTagCodes() throws IOException {
        byte[] record = {(byte) 0xFF, 0x0F, (byte) 0xC0, (byte) 0xDA, (byte) 0xFB, 1, 'x', (byte) 0xF8, 1, '1',
            (byte) 0xFA, 1, '1', 5, 'M', 'y', 'T', 'a', 'g', 2, 'o', 'k', 0, 0, 0x0F};
        replaceRecord(1, record);
        Game game = (Game) readAll(DecodeLevel.HEADER).get(1);
        assertEquals(List.of("EventDate", "Setup", "SetUp", "MyTag"), List.copyOf(game.header().tags().keySet()));
        assertEquals("2016.06.26", game.header().tags().get("EventDate"));
        assertEquals("ok", game.header().tags().get("MyTag"));
    }

    /** Not damage: SCID's decoder gives surplus strings to the moves after the last marked one (spec §6.6). */
    @Test
    void surplusCommentStringsGoToTheFollowingMoves() throws IOException {
        replaceRecord(1, new byte[] {0x00, 0x00, (byte) 0xCF, 0x0C, (byte) 0xAF, 0x67, 0x0F, 'a', 0, 'b', 0, 'c', 0});
        Game game = (Game) readAll(DecodeLevel.MOVES).get(1);
        List<String> comments = game.moves().mainLine().stream().map(n -> n.commentAfter()).toList();
        assertEquals(List.of("a", "b", "c"), comments);
    }

    @Test
    void badMagicAndTruncatedIndexAreBadFiles() throws IOException {
        byte[] bytes = Files.readAllBytes(index);
        Files.write(index, Arrays.copyOf(bytes, bytes.length - 1));
        BadDatabaseException truncated = assertThrows(BadDatabaseException.class, this::open);
        assertTrue(truncated.getMessage().contains("must have"), truncated.getMessage());
        bytes[3] = 'X';
        Files.write(index, bytes);
        assertThrows(BadDatabaseException.class, this::open);
    }

    @Test
    void nameFileWithAPrefixLongerThanTheName() throws IOException {
        byte[] names = Files.readAllBytes(dir.resolve("hostile.sn4"));
        // second player record: id (2), frequency (1), length, prefix — make the prefix exceed the length
        int second = Sn4Reader.HEADER + 2 + 1 + 1 + names[Sn4Reader.HEADER + 3];
        names[second + 4] = (byte) (names[second + 3] + 1);
        Files.write(dir.resolve("hostile.sn4"), names);
        BadDatabaseException e = assertThrows(BadDatabaseException.class, this::open);
        assertTrue(e.getMessage().contains("shares"), e.getMessage());
    }

    private GameDatabase open() throws IOException {
        return new ScidFormat().open(InputFile.local(index), FormatOptions.NONE);
    }

    private GameDecodeException errorOfGame2(DecodeLevel level) throws IOException {
        List<Object> outcomes = readAll(level);
        assertTrue(outcomes.get(0) instanceof Game);
        assertTrue(outcomes.get(2) instanceof Game, "the cursor goes on after the bad game");
        GameDecodeException e = (GameDecodeException) outcomes.get(1);
        assertEquals(2, e.gameNumber());
        assertEquals(games.toString(), e.file());
        return e;
    }

    /** Each game of the database: the Game, or the GameDecodeException it raised. */
    private List<Object> readAll(DecodeLevel level) throws IOException {
        List<Object> outcomes = new ArrayList<>();
        try (GameDatabase database = open(); GameCursor cursor = database.cursor(new Split(0, 3), level)) {
            while (cursor.next()) {
                try {
                    outcomes.add(cursor.game());
                } catch (GameDecodeException e) {
                    outcomes.add(e);
                }
            }
            assertFalse(cursor.next());
        }
        assertEquals(3, outcomes.size());
        return outcomes;
    }

    private void patchIndex(int game, int field, byte[] bytes) throws IOException {
        byte[] all = Files.readAllBytes(index);
        System.arraycopy(bytes, 0, all, Scid4Index.HEADER_4 + Scid4Index.ENTRY_4 * game + field, bytes.length);
        Files.write(index, all);
    }

    /** Appends {@code record} to the game file and points game {@code game} (0-based) at it. */
    private long replaceRecord(int game, byte[] record) throws IOException {
        long offset = Files.size(games);
        Files.write(games, record, StandardOpenOption.APPEND);
        byte[] entry = new byte[6];
        Scid4Writer.put(entry, 0, offset, 4);
        Scid4Writer.put(entry, 4, record.length, 2);
        patchIndex(game, 0, entry);
        return offset;
    }
}
