package org.chesslake.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.spark.sql.Row;
import org.chesslake.files.BadDatabaseException;
import org.chesslake.files.InputFile;
import org.chesslake.format.DecodeLevel;
import org.chesslake.format.FormatOptions;
import org.chesslake.format.GameCursor;
import org.chesslake.format.GameDatabase;
import org.chesslake.format.Split;
import org.chesslake.format.cbh.CbhFormat;
import org.chesslake.game.Game;
import org.chesslake.game.GameDecodeException;
import org.chesslake.game.MoveNode;
import org.chesslake.testing.Corpus;
import org.chesslake.testing.CorpusTest;
import org.chesslake.testing.TestSpark;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Damaged modern ChessBase databases, made by changing bytes of corpus databases: a bad file fails
 * at open naming it; a bad game is a decode error naming the file, the game and the byte; damage
 * ChessBase tolerates (it shows the moves up to the first bad one) is a warning tag with the same
 * facts. Nothing is lost: every index entry stays one row.
 *
 * <p>{@code TestBase} game 1 (spec §9.7, §11.6): moves at {@code .cbg} 30–39, {@code 0b 0c dc 7e 02
 * 0c 43 8b 49 15} = 1. d4 d5 2. c4 c6 3. Nf3 Nf6 4. Nc3 e6 5. Bg5 and the final 255; its annotation
 * block at {@code .cba} 26 with its first record at 40.
 */
@CorpusTest
class CbhBadInputTest {

    @TempDir
    Path temp;

    private CorpusCopy testBase() throws IOException {
        return CorpusCopy.of(Corpus.path("cbh/libcbh_chessbase_export"), temp.resolve("db"));
    }

    @Test
    void aTruncatedIndexFailsAtOpenNamingTheFileAndTheCutRecord() throws IOException {
        CorpusCopy db = testBase();
        db.truncate("TestBase.cbh", 46 * 4 + 20);
        BadDatabaseException e = assertThrows(BadDatabaseException.class, () -> open(db));
        assertTrue(e.getMessage().contains("TestBase.cbh: truncated"), e.getMessage());
        assertTrue(e.getMessage().contains("game 4 (record at byte 184)"), e.getMessage());
    }

    @Test
    void aGameOffsetPastTheGameFileIsADecodeErrorAndTheOtherGamesAreRead() throws IOException {
        CorpusCopy db = testBase();
        db.write("TestBase.cbh", 2 * 46 + 1, (byte) 0x00, (byte) 0x7f, (byte) 0xff, (byte) 0xff);
        List<String> errors = new ArrayList<>();
        List<Game> games = readAll(db, errors);
        assertEquals(3, games.size());
        assertEquals(1, errors.size());
        assertTrue(errors.get(0).contains("TestBase.cbg: game 2 at byte 8388607: game record offset 8388607"), errors.get(0));

        List<Row> rows = TestSpark.session().read().format("cbh").load(db.file("TestBase.cbh").toString())
                .orderBy("game_number").select("game_number", "white", "black", "decode_error").collectAsList();
        assertEquals(4, rows.size(), "every index entry is a row");
        assertEquals("Evaluation", rows.get(1).getString(2), "the index fields of the bad game are kept");
        assertTrue(rows.get(1).getString(3).contains("game 2 at byte 8388607"), rows.get(1).getString(3));
        assertTrue(rows.get(0).isNullAt(3) && rows.get(2).isNullAt(3) && rows.get(3).isNullAt(3));
    }

    @Test
    void anEntityIdPastItsFileLeavesTheNameUnknownWithAWarning() throws IOException {
        CorpusCopy db = testBase();
        db.write("TestBase.cbh", 3 * 46 + 9, (byte) 0x00, (byte) 0xff, (byte) 0xff);
        Game game = readAll(db, new ArrayList<>()).get(2);
        assertNull(game.header().white());
        assertEquals("Prefix", game.header().black());
        String warning = game.header().tags().get("CbDecodeWarning");
        assertTrue(warning.contains("TestBase.cbh: game 3 (index record at byte 138)"), warning);
        assertTrue(warning.contains("player id 65535 is past the 5 records of"), warning);
        assertTrue(warning.contains("TestBase.cbp"), warning);
        assertEquals(7, game.moves().plyCount(), "the moves are read");
    }

    @Test
    void aMoveCodeThatNamesNoPieceEndsTheGameThereAsChessBaseShowsIt() throws IOException {
        CorpusCopy db = testBase();
        db.write("TestBase.cbg", 32, (byte) 0x97); // at move counter 2: code 151, White's queen #2
        Game game = readAll(db, new ArrayList<>()).get(0);
        assertEquals("d4 d5", sans(game.moves().mainLine()));
        String warning = game.header().tags().get("CbDecodeWarning");
        assertTrue(warning.contains("game 1"), warning);
        assertTrue(warning.contains("TestBase.cbg byte 32: move code 151 names Q #2, which the side to move does not have"),
                warning);
    }

    @Test
    void unbalancedVariationCodesKeepTheMovesAndSayWhere() throws IOException {
        CorpusCopy db = testBase();
        db.write("TestBase.cbg", 39, (byte) 0xe5); // the final 255 becomes a 254: a variation never closed
        Game open = readAll(db, new ArrayList<>()).get(0);
        assertEquals(9, open.moves().plyCount());
        assertTrue(open.header().tags().get("CbDecodeWarning").contains("TestBase.cbg byte 40: the record ends inside 1 open"
                + " variation(s)"), open.header().tags().get("CbDecodeWarning"));

        CorpusCopy early = CorpusCopy.of(Corpus.path("cbh/libcbh_chessbase_export"), temp.resolve("early"));
        early.write("TestBase.cbg", 32, (byte) 0x0e); // a 255 at move counter 2: more ends of line than starts
        Game closed = readAll(early, new ArrayList<>()).get(0);
        assertEquals("d4 d5", sans(closed.moves().mainLine()));
        assertTrue(closed.header().tags().get("CbDecodeWarning").contains("TestBase.cbg byte 33: 7 bytes after the final"
                + " end-of-line code ignored"), closed.header().tags().get("CbDecodeWarning"));
    }

    @Test
    void anAnnotationRecordRunningPastItsBlockEndsTheBlockWithAWarning() throws IOException {
        CorpusCopy db = testBase();
        db.write("TestBase.cba", 44, (byte) 0x7f, (byte) 0xff); // the first record claims 32767 bytes
        Game game = readAll(db, new ArrayList<>()).get(0);
        assertEquals(9, game.moves().plyCount());
        assertTrue(game.moves().mainLine().stream().allMatch(n -> n.nags().isEmpty()), "no symbol read past the damage");
        String warning = game.header().tags().get("CbDecodeWarning");
        assertTrue(warning.contains("TestBase.cba: annotation record at .cba byte 40 has length 32767, 56 bytes are left"),
                warning);

        CorpusCopy big = CorpusCopy.of(Corpus.path("cbh/libcbh_chessbase_export"), temp.resolve("big"));
        big.write("TestBase.cba", 36, (byte) 0x7f, (byte) 0xff, (byte) 0xff, (byte) 0xff); // block size past the file
        Game sized = readAll(big, new ArrayList<>()).get(0);
        assertTrue(sized.header().tags().get("CbDecodeWarning").contains("annotation block at .cba byte 26 declares"
                + " 2147483647 bytes"), sized.header().tags().get("CbDecodeWarning"));
    }

    @Test
    void aChess960TrailerThatNamesNoKingDropsCastlingWithAWarning() throws IOException {
        CorpusCopy db = testBase();
        long game = u32(db.file("Chess960NonStandard.cbh"), 46 + 1);
        db.write("Chess960NonStandard.cbg", game + 4 + 28, (byte) 0x00); // White's king "on a1", where a rook stands
        Game first = readAll(db, "Chess960NonStandard.cbh", new ArrayList<>()).get(0);
        assertEquals("rnbnkqrb/pppppppp/8/8/8/8/PPPPPPPP/RNBNKQRB w ga - 0 1", first.header().startFen());
        assertTrue(first.header().tags().get("CbDecodeWarning").contains("Chess960NonStandard.cbg byte " + (game + 32)
                + ": Chess960 trailer: no king on a1"), first.header().tags().get("CbDecodeWarning"));
        assertEquals(20, first.moves().plyCount());

        db.write("Chess960NonStandard.cbg", game + 4 + 28, (byte) 0xc8); // a square number past h8
        Game invalid = readAll(db, "Chess960NonStandard.cbh", new ArrayList<>()).get(0);
        assertTrue(invalid.header().startFen().contains(" w - - 0 1"), invalid.header().startFen());
    }

    @Test
    void aStartPositionPieceCodeThatNamesNoPieceIsADecodeError() throws IOException {
        CorpusCopy db = testBase();
        long game = u32(db.file("NonStandardStart.cbh"), 46 + 1);
        db.write("NonStandardStart.cbg", game + 4 + 4, (byte) 0x7f); // a1: 0, a2: 1 1 111 = Black piece code 7
        List<String> errors = new ArrayList<>();
        readAll(db, "NonStandardStart.cbh", errors);
        assertEquals(1, errors.size());
        assertTrue(errors.get(0).contains("NonStandardStart.cbg: game 1 at byte " + (game + 8) + ": start position: piece code 7"
                + " on a2 names no piece"), errors.get(0));
    }

    private GameDatabase open(CorpusCopy db) throws IOException {
        return new CbhFormat().open(InputFile.local(db.file("TestBase.cbh")), FormatOptions.NONE);
    }

    private static List<Game> readAll(CorpusCopy db, List<String> errors) throws IOException {
        return readAll(db, "TestBase.cbh", errors);
    }

    private static List<Game> readAll(CorpusCopy db, String index, List<String> errors) throws IOException {
        List<Game> games = new ArrayList<>();
        try (GameDatabase database = new CbhFormat().open(InputFile.local(db.file(index)), FormatOptions.NONE);
             GameCursor cursor = database.cursor(new Split(0, database.entryCount()), DecodeLevel.MOVES)) {
            while (cursor.next()) {
                try {
                    games.add(cursor.game());
                } catch (GameDecodeException e) {
                    errors.add(e.getMessage());
                }
            }
        }
        return games;
    }

    private static String sans(List<MoveNode> line) {
        return String.join(" ", line.stream().map(n -> n.move().san()).toList());
    }

    private static long u32(Path file, int at) throws IOException {
        byte[] b = Files.readAllBytes(file);
        return (b[at] & 0xFFL) << 24 | (b[at + 1] & 0xFF) << 16 | (b[at + 2] & 0xFF) << 8 | (b[at + 3] & 0xFF);
    }
}
