package org.chesslake.format.cbf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.chesslake.files.OutputFile;
import org.chesslake.testing.EmptyFiles;
import org.chesslake.files.InputFile;
import org.chesslake.format.DecodeLevel;
import org.chesslake.format.FormatOptions;
import org.chesslake.format.Formats;
import org.chesslake.format.GameCursor;
import org.chesslake.format.GameDatabase;
import org.chesslake.format.Split;
import org.chesslake.game.Game;
import org.chesslake.game.GameHeader;
import org.chesslake.game.PartialDate;
import org.chesslake.game.Result;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Hand-built games through the writer and back through the reader. */
class CbfRoundTripTest {

    @TempDir
    Path dir;

    private static GameHeader.Builder header() {
        return GameHeader.builder().white("Kasparov, G").black("Karpov, A").event("Linares").round("5")
                .date(new PartialDate(1993, 0, 0)).result(Result.WHITE_WINS).whiteElo(2805).blackElo(2725).eco("B90");
    }

    private List<Game> readAll(Path cbi, DecodeLevel level) throws IOException {
        List<Game> games = new ArrayList<>();
        try (GameDatabase db = Formats.byName("cbf").open(InputFile.local(cbi), FormatOptions.NONE);
             GameCursor cursor = db.cursor(new Split(0, db.entryCount()), level)) {
            while (cursor.next()) {
                games.add(cursor.game());
            }
        }
        return games;
    }

    @Test
    void annotatedGameWithNestedVariationsReadsBack() throws IOException {
        Game game = TestGames.game(1, header().build(),
                "e4 c5 $1 Nf3 (Nc3 {closed} Nc6 (e6 $14 f4) g3) d6 d4 cxd4 Nxd4 Nf6 Nc3 a6 {Najdorf ♘} "
                        + "Be3 (Bg5 e6 f4 $5 $14 $140) e5 Nb3 Be6 f3 Be7 Qd2 O-O O-O-O Nbd7 g4 b5 g5 b4 Ne2 Ne8 f4 a5 f5 a4 "
                        + "Nbd4 exd4 Nxd4 b3 Kb1 bxc2+ Nxc2 Bb3 axb3 axb3 Na3 Rxa3 bxa3 Qa5");
        Path cbi = dir.resolve("TEST.CBI");
        CbfWriteResult result = new CbfWriter().write(List.of(game), OutputFile.local(cbi));
        assertEquals(List.of(1L), result.written());
        assertTrue(Files.exists(dir.resolve("TEST.CBF")));
        assertTrue(Formats.detect(InputFile.local(cbi)).orElseThrow() instanceof CbfFormat);

        Game back = readAll(cbi, DecodeLevel.MOVES).get(0);
        assertEquals(game.moves(), back.moves());
        GameHeader h = back.header();
        assertEquals("Kasparov, G", h.white());
        assertEquals("Karpov, A", h.black());
        assertEquals("Linares", h.event());
        assertEquals("5", h.round());
        assertEquals(1993, h.date().year());
        assertEquals(Result.WHITE_WINS, h.result());
        assertEquals(2805, h.whiteElo());
        assertEquals(2725, h.blackElo());
        assertEquals("B90", h.eco());
        assertEquals("Linares (5)", h.tags().get("Source"));
        assertNull(h.tags().get("CbfChecksum"));
        assertNull(h.tags().get("CbfWarnings"));
    }

    @Test
    void deletedAndMarkedFlagsReadBack() throws IOException {
        Path cbi = dir.resolve("flags.cbi");
        new CbfWriter().write(List.of(TestGames.game(1, header().deleted(true).tag("Marked", "true").build(), "e4")), OutputFile.local(cbi));
        GameHeader h = readAll(cbi, DecodeLevel.HEADER).get(0).header();
        assertTrue(h.deleted());
        assertEquals("true", h.tags().get("Deleted"));
        assertEquals("true", h.tags().get("Marked"));
        assertEquals("B90", h.eco());
    }

    @Test
    void levelsDecodeOnlyWhatTheyNeed() throws IOException {
        Path cbi = dir.resolve("levels.cbi");
        new CbfWriter().write(List.of(TestGames.game(1, header().build(), "d4 d5")), OutputFile.local(cbi));
        Game index = readAll(cbi, DecodeLevel.INDEX).get(0);
        assertNull(index.header().white());
        assertNull(index.moves());
        Game header = readAll(cbi, DecodeLevel.HEADER).get(0);
        assertEquals("Kasparov, G", header.header().white());
        assertNull(header.moves());
        assertEquals(2, readAll(cbi, DecodeLevel.MOVES).get(0).moves().plyCount());
    }

    @Test
    void setUpGameWithPromotionAndEnPassantReadsBack() throws IOException {
        String fen = "4k3/1P6/8/8/5p2/8/4P3/4K3 w - - 0 40";
        Game game = TestGames.game(7, header().eco(null).startFen(fen).result(Result.DRAW).date(PartialDate.UNKNOWN).build(),
                "b8N Kf7 e4 fxe3 (Ke6 Nc6) Kf1");
        Path cbi = dir.resolve("setup.cbi");
        assertEquals(List.of(7L), new CbfWriter().write(List.of(game), OutputFile.local(cbi)).written());
        Game back = readAll(cbi, DecodeLevel.MOVES).get(0);
        assertEquals(game.moves(), back.moves());
        assertEquals(fen, back.header().startFen());
        assertEquals(fen, readAll(cbi, DecodeLevel.HEADER).get(0).header().startFen());
        assertEquals(Result.DRAW, back.header().result());
        assertEquals(PartialDate.UNKNOWN, back.header().date());
        assertEquals("N", back.moves().mainLine().get(0).move().promotion());
        assertEquals("f4e3", back.moves().mainLine().get(3).move().uci());
        assertEquals("P", back.moves().mainLine().get(3).move().captured());
    }

    @Test
    void castlingRightAfterADoubleStepIsPlayableAsInChessBase() throws IOException {
        // 1993 example shape: after d4 and Black's O-O the generator counts exd6 (fake e.p.) but it is
        // not selectable; Kh2 (on the g-file, after e5) is numbered past it.
        String fen = "4k2r/8/8/3pP3/8/8/3P4/6K1 w k - 0 1";
        Game game = TestGames.game(1, GameHeader.builder().startFen(fen).build(), "d4 O-O Kh2 Kh8");
        Path cbi = dir.resolve("fake.cbi");
        assertEquals(1, new CbfWriter().write(List.of(game), OutputFile.local(cbi)).written().size());
        assertEquals(game.moves(), readAll(cbi, DecodeLevel.MOVES).get(0).moves());
    }

    @Test
    void gamesTheFormatCannotHoldAreListedByReason() throws IOException {
        Game hyphen = TestGames.game(1, header().white("Smith-Jones").build(), "e4");
        Game before = new Game(2, header().build(), TestGames.moves(null, "e4 e5"));
        before.moves().mainLine().get(1).addCommentBefore("why");
        Game fine = TestGames.game(3, header().build(), "e4 e5");
        Game round = TestGames.game(4, header().round("final").build(), "e4");
        CbfWriteResult result = new CbfWriter().write(List.of(hyphen, before, fine, round), OutputFile.local(dir.resolve("mixed.cbi")));
        assertEquals(4, result.total());
        assertEquals(List.of(3L), result.written());
        assertEquals(List.of(1L, 2L, 4L), result.skipped().stream().map(CbfWriteResult.Skipped::gameNumber).toList());
        assertTrue(result.skippedByReason().containsKey("players text would not split back into its fields"));
        assertTrue(result.skippedByReason().containsKey("comment before a move"));
        assertTrue(result.skippedByReason().containsKey("round not a number or number.number"));
        assertFalse(result.skippedByReason().containsKey("null move"));
    }

    @Test
    void formatRecognizesTheIndexInEitherCase() throws IOException {
        CbfFormat format = new CbfFormat();
        assertEquals("cbf", format.name());
        assertTrue(format.recognizes(EmptyFiles.named("games/TWIC.CBI")));
        assertTrue(format.recognizes(EmptyFiles.named("twic.cbi")));
        assertFalse(format.recognizes(EmptyFiles.named("twic.cbf")));
        assertFalse(format.recognizes(EmptyFiles.named("twic.cbh")));
        Path lower = dir.resolve("lower.cbi");
        new CbfWriter().write(List.of(TestGames.game(1, header().build(), "e4")), OutputFile.local(lower));
        assertTrue(Files.exists(dir.resolve("lower.cbf")));
        assertEquals(1, readAll(lower, DecodeLevel.MOVES).size());
    }
}
