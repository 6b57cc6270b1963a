package org.chesslake.format.dcg;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.chesslake.files.BadDatabaseException;
import org.chesslake.files.InputFile;
import org.chesslake.format.DecodeLevel;
import org.chesslake.format.GameCursor;
import org.chesslake.format.Split;
import org.chesslake.game.Game;
import org.chesslake.game.GameDecodeException;
import org.chesslake.testing.CorpusTest;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Damaged copies of the corpus set {@code synthetic_edges} (3 games: records at 10, 70810 and
 * 70818 of the .dcg; index entries at 19, 58 and 97 of the .dci).
 */
@CorpusTest
class DcgHostileInputTest {

    private static final String SET = "synthetic_edges";
    private static final long ENTRY_2 = 58;
    private static final long RECORD_2 = 70_810;
    private static final long RECORD_3 = 70_818;

    @TempDir
    Path dir;
    private Path base;

    @BeforeEach
    void copySet() throws IOException {
        Path source = DcgCorpusTest.corpusSets().resolve(SET);
        for (DcgFile kind : DcgFile.values()) {
            Path copy = dir.resolve(SET + "." + kind.extension());
            Files.copy(source.resolve(SET + "." + kind.extension()), copy);
            copy.toFile().setWritable(true);
        }
        base = dir.resolve(SET);
    }

    private Path file(DcgFile kind) {
        return base.resolveSibling(base.getFileName() + "." + kind.extension());
    }

    private void patch(DcgFile kind, long position, int... bytes) throws IOException {
        try (RandomAccessFile out = new RandomAccessFile(file(kind).toFile(), "rw")) {
            out.seek(position);
            for (int b : bytes) {
                out.write(b);
            }
        }
    }

    private BadDatabaseException openFails() {
        return assertThrows(BadDatabaseException.class, () -> DcgDatabase.open(InputFile.local(file(DcgFile.INDEX))));
    }

    /** Decodes every game; returns the errors and checks that the games around them still decode. */
    private List<GameDecodeException> decodeAll(DecodeLevel level) throws IOException {
        List<GameDecodeException> errors = new ArrayList<>();
        List<Long> decoded = new ArrayList<>();
        try (DcgDatabase database = DcgDatabase.open(InputFile.local(file(DcgFile.INDEX)));
             GameCursor cursor = database.cursor(new Split(0, database.entryCount()), level)) {
            while (cursor.next()) {
                try {
                    cursor.indexHeader();
                    Game game = cursor.game();
                    decoded.add(game.number());
                } catch (GameDecodeException e) {
                    errors.add(e);
                }
            }
        }
        assertEquals(3, decoded.size() + errors.size(), "every entry is accounted for");
        return errors;
    }

    private GameDecodeException onlyError() throws IOException {
        return onlyError(DecodeLevel.MOVES);
    }

    private GameDecodeException onlyError(DecodeLevel level) throws IOException {
        List<GameDecodeException> errors = decodeAll(level);
        assertEquals(1, errors.size(), errors.toString());
        return errors.get(0);
    }

    private static void assertNames(GameDecodeException e, Path file, long game, long offset, String reason) {
        assertEquals(file.toString(), e.file());
        assertEquals(game, e.gameNumber());
        assertEquals(offset, e.offset());
        assertEquals(reason, e.reason());
        assertEquals(file + ": game " + game + " at byte " + offset + ": " + reason, e.getMessage());
    }

    @Test
    void truncatedIndexFailsTheDatabase() throws IOException {
        try (RandomAccessFile out = new RandomAccessFile(file(DcgFile.INDEX).toFile(), "rw")) {
            out.setLength(out.length() - 1);
        }
        assertEquals(file(DcgFile.INDEX) + ": truncated index: 116 bytes after the header are not whole"
                + " 39-byte entries", openFails().getMessage());
    }

    @Test
    void wrongMagicFailsTheDatabase() throws IOException {
        patch(DcgFile.INDEX, 9, 'g');
        assertEquals(file(DcgFile.INDEX) + ": wrong magic 'SimpleCDbg', expected 'SimpleCDbi'", openFails().getMessage());
    }

    @Test
    void wrongMagicOfANameFileFailsTheDatabase() throws IOException {
        patch(DcgFile.EVENTS, 0, 's');
        assertTrue(openFails().getMessage().startsWith(file(DcgFile.EVENTS) + ": wrong magic 'simpleCDbe'"));
    }

    @Test
    void laterIndexVersionFailsTheDatabase() throws IOException {
        patch(DcgFile.INDEX, 10, 1);
        assertEquals(file(DcgFile.INDEX) + ": unsupported DCG index version 1", openFails().getMessage());
    }

    @Test
    void gameOffsetBeyondTheGameFile() throws IOException {
        patch(DcgFile.INDEX, ENTRY_2 + DcgIndexEntry.OFFSET_FIELD, 0, 0, 0, 0, 0, 1, 0x38, 0x80); // 80000
        assertNames(onlyError(), file(DcgFile.INDEX), 2, ENTRY_2 + DcgIndexEntry.OFFSET_FIELD,
                "index entry 2 gives game offset 80000, outside the game file (70872 bytes)");
    }

    @Test
    void gameLengthPastTheEndOfTheFile() throws IOException {
        patch(DcgFile.GAMES, RECORD_3, 0x7E);
        assertNames(onlyError(), file(DcgFile.GAMES), 3, RECORD_3,
                "game length 126 runs past the end of the game file (53 bytes left)");
    }

    @Test
    void fenLengthPastTheEndOfTheRecord() throws IOException {
        patch(DcgFile.GAMES, RECORD_3 + 2, 0x81, 0x40);
        for (DecodeLevel level : List.of(DecodeLevel.HEADER, DecodeLevel.MOVES)) {
            assertNames(onlyError(level), file(DcgFile.GAMES), 3, RECORD_3 + 2,
                    "FEN length 64 runs past the end of the record (50 bytes left)");
        }
    }

    @Test
    void illegalMoveNamesItsPlyAndTheCursorGoesOn() throws IOException {
        patch(DcgFile.GAMES, RECORD_2 + 5, 0x02, 0xE3); // d2d4 -> d2d5 after 1.e4 --
        assertNames(onlyError(), file(DcgFile.GAMES), 2, RECORD_2 + 5,
                "illegal move d2d5 at ply 3 in position rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 1 2");
    }

    @Test
    void nameReferenceOffARecordBoundary() throws IOException {
        patch(DcgFile.INDEX, ENTRY_2 + DcgIndexEntry.WHITE_FIELD + 3, 11);
        assertNames(onlyError(), file(DcgFile.INDEX), 2, ENTRY_2 + DcgIndexEntry.WHITE_FIELD,
                "white reference 11 is not on a record boundary of " + file(DcgFile.PLAYERS)
                        + " (records of 36 bytes from byte 10, 4 records)");
    }

    @Test
    void invalidTokenInARecord() throws IOException {
        patch(DcgFile.GAMES, RECORD_2 + 4, 0x89);
        assertNames(onlyError(), file(DcgFile.GAMES), 2, RECORD_2 + 4, "invalid token byte 0x89");
    }
}
