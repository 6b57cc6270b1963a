package org.chesslake.format.ccbridge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.chesslake.files.BadDatabaseException;
import org.chesslake.files.InputFile;
import org.chesslake.format.DecodeLevel;
import org.chesslake.format.FormatOptions;
import org.chesslake.format.Formats;
import org.chesslake.format.GameCursor;
import org.chesslake.format.GameDatabase;
import org.chesslake.format.GameFormat;
import org.chesslake.format.Split;
import org.chesslake.game.Game;
import org.chesslake.game.GameDecodeException;
import org.chesslake.game.NameRecord;
import org.chesslake.testing.Corpus;
import org.chesslake.testing.CorpusTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** 象棋桥 records and libraries: the spec's worked examples, and bad input naming file, game and byte offset. */
class CcbridgeTest {

    private static final String DATA = "xiangqi/walker8088_cchess_testdata/tests/data/";
    /** 1989年龙化杯…35局.CBL: 38 records, 128 slots; records from 101,952. */
    private static final String LIBRARY = DATA + "1989年龙化杯象棋名师邀请赛35局.CBL";

    @TempDir
    Path dir;

    @Test
    @CorpusTest
    void theSingleGameOfTheWorkedExample() {
        Game game = only(new CbrFormat(), Corpus.path(DATA + "test2.cbr"));
        assertEquals(List.of("h2e2", "h7e7"), game.moves().mainLine().stream().map(n -> n.move().uci()).toList());
        assertEquals("李1", game.moves().mainLine().get(0).commentBefore());
        assertEquals("李2", game.moves().mainLine().get(0).commentAfter());
        assertEquals("李3", game.moves().mainLine().get(1).commentAfter());
        assertEquals("C2.5", game.moves().mainLine().get(0).move().san());
        assertNull(game.header().startFen());
        assertEquals("Test", game.header().tags().get("Title"));
        assertEquals("2024-09-06 17:23:33", game.header().tags().get("Created"));
    }

    @Test
    @CorpusTest
    void aLibraryHasEveryRecordAsAGameChapterAndDeletedRecordsIncluded() throws IOException {
        List<Game> games = all(Corpus.path(LIBRARY));
        assertEquals(38, games.size());
        Game chapter = games.get(0);
        assertEquals("true", chapter.header().tags().get("CbrHeaderRecord"));
        assertEquals("龙化杯象棋名师邀请赛对局（男子组20局）", chapter.header().tags().get("Title"));
        assertTrue(chapter.moves().mainLine().isEmpty());
        assertTrue(chapter.moves().comment().startsWith("      “龙化杯”全国象棋名师邀请赛1989年6月3日至9日在广西柳州市举行"),
                "the chapter text is the game comment: " + chapter.moves().comment());
        assertNull(chapter.header().startFen());
        assertEquals(List.of(false, true), List.of(games.get(36).header().deleted(), games.get(37).header().deleted()));
        assertEquals("true", games.get(37).header().tags().get("Deleted"));
        // the deleted record repeats the game before it
        assertEquals(games.get(36).moves().mainLine(), games.get(37).moves().mainLine());
        assertEquals(2, games.stream().filter(g -> g.header().tags().containsKey("CbrHeaderRecord")).count());
    }

    @Test
    @CorpusTest
    void theNamesCountTheTeamsOfBothSides() throws IOException {
        List<Game> games = all(Corpus.path(LIBRARY));
        long redTeams = games.stream().filter(g -> g.header().tags().containsKey("RedTeam")).count();
        long blackTeams = games.stream().filter(g -> g.header().tags().containsKey("BlackTeam")).count();
        assertEquals(List.of(36L, 36L), List.of(redTeams, blackTeams));
        try (GameDatabase db = new CblFormat().open(InputFile.local(Corpus.path(LIBRARY)), FormatOptions.NONE)) {
            List<NameRecord> teams = db.names().stream().filter(n -> n.kind().equals(NameRecord.TEAM)).toList();
            assertEquals(72, teams.stream().mapToLong(NameRecord::games).sum());
            assertEquals(NameRecord.of(NameRecord.TEAM, "江苏", 12), teams.get(0));
        }
    }

    @Test
    @CorpusTest
    void splitsOfTheIndexGiveEachRecordOnce() throws IOException {
        Path library = Corpus.path(LIBRARY);
        List<String> whole = titles(library, List.of(new Split(0, 38)));
        List<String> pieces = titles(library, List.of(new Split(0, 5), new Split(5, 6), new Split(6, 37), new Split(37, 38)));
        assertEquals(whole, pieces);
        assertEquals(38, whole.size());
    }

    @Test
    @CorpusTest
    void aRecordSlotPastTheEndIsThatGamesErrorAndTheOthersStay() throws IOException {
        byte[] bytes = Files.readAllBytes(Corpus.path(LIBRARY));
        int lastRecord = 101_952 + 37 * 4096; // every record of this library takes one slot
        Path cut = write("cut.CBL", Arrays.copyOf(bytes, lastRecord + 100));
        List<Object> outcomes = new ArrayList<>();
        try (GameDatabase db = new CblFormat().open(InputFile.local(cut), FormatOptions.NONE);
             GameCursor cursor = db.cursor(new Split(0, db.entryCount()), DecodeLevel.MOVES)) {
            while (cursor.next()) {
                try {
                    outcomes.add(cursor.game());
                } catch (GameDecodeException e) {
                    outcomes.add(e);
                }
            }
        }
        assertEquals(38, outcomes.size(), "every index entry is a game or an error");
        assertTrue(outcomes.subList(0, 37).stream().allMatch(o -> o instanceof Game));
        GameDecodeException e = (GameDecodeException) outcomes.get(37);
        assertEquals(38, e.gameNumber());
        assertEquals(lastRecord, e.offset());
        assertTrue(e.getMessage().startsWith(cut + ": game 38 at byte " + lastRecord + ": the record of the index entry at byte "
                + (66_624 + 37 * 276) + " (1 slots from byte " + lastRecord + ") lies past the end of the file"), e.getMessage());
    }

    @Test
    @CorpusTest
    void anIndexRunningPastTheEndIsAFileError() throws IOException {
        byte[] bytes = Files.readAllBytes(Corpus.path(LIBRARY));
        ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN).putInt(60, 1_000_000);
        Path bad = write("index.CBL", bytes);
        InputFile input = InputFile.local(bad);
        BadDatabaseException e = assertThrows(BadDatabaseException.class, () -> new CblFormat().open(input, FormatOptions.NONE));
        assertEquals(bad + ": the index of 1000000 entries (count at byte 60) runs past the end of the file (257600 bytes)",
                e.getMessage());
    }

    @Test
    @CorpusTest
    void aMoveRecordRunningPastTheEndKeepsTheMovesBeforeIt() throws IOException {
        byte[] bytes = Files.readAllBytes(Corpus.path(DATA + "test2.cbr"));
        // the third record (h7e7 with its comment) starts at 2238; cut inside its comment
        Path cut = write("cut.cbr", Arrays.copyOf(bytes, 2246));
        GameDecodeException e = assertThrows(GameDecodeException.class, () -> only(new CbrFormat(), cut));
        assertEquals(2238, e.offset());
        assertTrue(e.getMessage().contains("game 1 at byte 2238: move record at byte 2238: comment of 4 bytes runs past"
                + " the end of the record (0 bytes left)"), e.getMessage());
        assertEquals(1, e.partial().moves().plyCount());
    }

    @Test
    @CorpusTest
    void aTreePromisingMovesPastTheRecordIsCutWhereTheBytesEnd() throws IOException {
        byte[] bytes = Files.readAllBytes(Corpus.path(DATA + "test2.cbr"));
        bytes[2238] = 0x06; // the last move: no "line ends" flag, and an alternative promised
        Path links = write("links.cbr", bytes);
        GameDecodeException e = assertThrows(GameDecodeException.class, () -> only(new CbrFormat(), links));
        assertEquals(2250, e.offset());
        assertTrue(e.getMessage().endsWith("game 1 at byte 2250: the move tree ends at byte 2250 before its last record"),
                e.getMessage());
        assertEquals(2, e.partial().moves().plyCount());
    }

    @Test
    @CorpusTest
    void aRecordOfAnotherKindIsRefusedByName() throws IOException {
        byte[] bytes = Files.readAllBytes(Corpus.path(DATA + "test2.cbr"));
        bytes[19] = 1;
        Path kind1 = write("kind1.cbr", bytes);
        GameDecodeException e = assertThrows(GameDecodeException.class, () -> only(new CbrFormat(), kind1));
        assertTrue(e.getMessage().endsWith("game 1 at byte 19: record kind 1 is not supported (only kind 2 is described)"),
                e.getMessage());
    }

    @Test
    void theLegacyCompressedLibraryFailsWithAClearMessage() throws IOException {
        byte[] legacy = new byte[64];
        System.arraycopy("CCBridge".getBytes(), 0, legacy, 0, 8);
        legacy[8] = 0x15;
        legacy[12] = 3;
        Path file = write("old.CBL", legacy);
        InputFile input = InputFile.local(file);
        assertTrue(new CblFormat().recognizes(input), "recognised, so that it is reported, not skipped");
        BadDatabaseException e = assertThrows(BadDatabaseException.class, () -> new CblFormat().open(input, FormatOptions.NONE));
        assertTrue(e.getMessage().startsWith(file + ": legacy CCBridge library format not supported"), e.getMessage());
    }

    @Test
    @CorpusTest
    void recognisedByContentNotByName() throws IOException {
        Path renamedLibrary = write("library.dat", Files.readAllBytes(Corpus.path(LIBRARY)));
        Path renamedGame = write("game.bin", Files.readAllBytes(Corpus.path(DATA + "test2.cbr")));
        assertTrue(new CblFormat().recognizes(InputFile.local(renamedLibrary)));
        assertFalse(new CbrFormat().recognizes(InputFile.local(renamedLibrary)));
        assertTrue(new CbrFormat().recognizes(InputFile.local(renamedGame)));
        assertFalse(new CblFormat().recognizes(InputFile.local(renamedGame)));
        // CCBridge's XML export named .cbf is neither, nor ChessBase for DOS (named by its .cbi)
        InputFile xml = InputFile.local(Corpus.path(DATA + "test.cbf"));
        assertFalse(new CbrFormat().recognizes(xml) || new CblFormat().recognizes(xml));
        assertTrue(Formats.detect(xml).isEmpty(), "no format takes the XML file");
    }

    private List<String> titles(Path library, List<Split> splits) throws IOException {
        List<String> titles = new ArrayList<>();
        try (GameDatabase db = new CblFormat().open(InputFile.local(library), FormatOptions.NONE)) {
            for (Split split : splits) {
                try (GameCursor cursor = db.cursor(split, DecodeLevel.HEADER)) {
                    while (cursor.next()) {
                        titles.add(cursor.gameNumber() + " " + cursor.game().header().tags().get("Title"));
                    }
                }
            }
        }
        return titles;
    }

    private static List<Game> all(Path library) throws IOException {
        List<Game> games = new ArrayList<>();
        try (GameDatabase db = new CblFormat().open(InputFile.local(library), FormatOptions.NONE);
             GameCursor cursor = db.cursor(new Split(0, db.entryCount()), DecodeLevel.MOVES)) {
            while (cursor.next()) {
                games.add(cursor.game());
            }
        }
        return games;
    }

    private static Game only(GameFormat format, Path file) {
        try (GameDatabase db = format.open(InputFile.local(file), FormatOptions.NONE);
             GameCursor cursor = db.cursor(new Split(0, 1), DecodeLevel.MOVES)) {
            assertTrue(cursor.next());
            return cursor.game();
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }

    private Path write(String name, byte[] bytes) throws IOException {
        Path file = dir.resolve(name);
        Files.write(file, bytes);
        return file;
    }
}
