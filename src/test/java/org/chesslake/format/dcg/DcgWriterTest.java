package org.chesslake.format.dcg;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.chesslake.files.InputFile;
import org.chesslake.chess.Board;
import org.chesslake.chess.ChessLineBuilder;
import org.chesslake.chess.Move;
import org.chesslake.chess.Uci;
import org.chesslake.files.OutputFile;
import org.chesslake.format.DecodeLevel;
import org.chesslake.format.GameCursor;
import org.chesslake.format.Split;
import org.chesslake.game.Game;
import org.chesslake.game.GameHeader;
import org.chesslake.game.PartialDate;
import org.chesslake.game.Result;
import org.chesslake.testing.CorpusTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DcgWriterTest {

    @TempDir
    Path dir;

    private static Path corpusIndex(String set) {
        return DcgCorpusTest.corpusSets().resolve(set).resolve(set + ".dci");
    }

    private static List<Game> readAll(Path index) throws IOException {
        List<Game> games = new ArrayList<>();
        try (DcgDatabase database = DcgDatabase.open(InputFile.local(index));
             GameCursor cursor = database.cursor(new Split(0, database.entryCount()), DecodeLevel.MOVES)) {
            while (cursor.next()) {
                games.add(cursor.game());
            }
        }
        return games;
    }

    private static byte[] bytes(Path index, DcgFile kind) throws IOException {
        String name = index.getFileName().toString();
        return Files.readAllBytes(index.resolveSibling(name.substring(0, name.lastIndexOf('.') + 1) + kind.extension()));
    }

    @Test
    @CorpusTest
    void everyCorpusSetSurvivesWriteAndRead() throws IOException {
        for (String set : List.of("tiny_annotated", "synthetic_edges", "small_lichess_study_dated",
                "small_mate_in_3_fen", "small_dortmund_latin1")) {
            List<Game> games = readAll(corpusIndex(set));
            Path copy = dir.resolve(set + ".dci");
            DcgWriter.write(OutputFile.local(copy), games);
            assertEquals(games, readAll(copy), set);
            // Records carry only what the games hold, so they come out as the reference encoder wrote them.
            assertArrayEquals(bytes(corpusIndex(set), DcgFile.GAMES), bytes(copy, DcgFile.GAMES), set + ".dcg");
        }
    }

    @Test
    @CorpusTest
    void reencodesADatabaseWhoseNamesAreAllUsedByteForByte() throws IOException {
        Path original = corpusIndex("small_dortmund_latin1");
        Path copy = dir.resolve("dortmund.dci");
        DcgWriter.write(OutputFile.local(copy), readAll(original));
        for (DcgFile kind : DcgFile.values()) {
            assertArrayEquals(bytes(original, kind), bytes(copy, kind), kind.extension());
        }
    }

    @Test
    @CorpusTest
    void placesCommentsTheFormatCannotHoldAsTheReferenceEncoderDoes() throws IOException {
        // The source PGN of tiny_annotated, with comments before variations and a nested variation.
        ChessLineBuilder line = new ChessLineBuilder(Board.standard());
        line.commentBefore("Initial main line comment");
        play(line, "e2e4");
        line.nag(1);
        line.nag(24);
        line.commentAfter("some comment on e4");
        play(line, "e7e5");
        line.nag(1);
        play(line, "g1f3");
        line.commentAfter("\n[clk 1:05:23 ] comment on move 2. Nf3");
        line.startVariation();
        line.commentBefore("Initial variation comment for move 2.f4\n['just for fun']\n");
        play(line, "f2f4");
        line.commentAfter("some comment on f4");
        play(line, "d7d5");
        line.endVariation();
        play(line, "b8c6");
        line.startVariation();
        play(line, "g8f6");
        play(line, "b1c3");
        line.startVariation();
        play(line, "d2d3");
        line.startVariation();
        play(line, "f1c4");
        play(line, "f8c5");
        line.endVariation();
        line.endVariation();
        line.endVariation();
        line.startVariation();
        line.commentBefore("Initial variation comment for 2... d6");
        play(line, "d7d6");
        line.endVariation();
        play(line, "f1c4");
        line.nag(13);
        GameHeader header = GameHeader.builder().white("Test Player1").black("Test Player2")
                .date(new PartialDate(2011, 0, 0)).build();
        Path written = dir.resolve("tiny.dci");
        DcgWriter.write(OutputFile.local(written), List.of(new Game(1, header, line.build())));

        assertArrayEquals(bytes(corpusIndex("tiny_annotated"), DcgFile.GAMES), bytes(written, DcgFile.GAMES));
        assertArrayEquals(bytes(corpusIndex("tiny_annotated"), DcgFile.PLAYERS), bytes(written, DcgFile.PLAYERS));
    }

    private static void play(ChessLineBuilder line, String uci) {
        line.play(Uci.parse(line.board(), uci));
    }

    @Test
    @CorpusTest
    void writesNameFilesSortedAndCutAndGivesCutNamesReferenceZero() throws IOException {
        String longWhite = "Müller-Lüdenscheidt, Hans-Jürgen X"; // 37 UTF-8 bytes
        String longBlack = "Ärger, Ölaf Üßmann-Straßenbahnführerin";
        DcgNameFileWriter players = new DcgNameFileWriter(DcgFile.PLAYERS,
                Arrays.asList(longWhite, longBlack, "B", "A", null, "A"));
        assertArrayEquals(bytes(corpusIndex("synthetic_edges"), DcgFile.PLAYERS), players.bytes());
        assertEquals(10, players.ref("A"));
        assertEquals(46, players.ref("B"));
        assertEquals(0, players.ref(longWhite));
        assertEquals(0, players.ref(longBlack));
        assertEquals(0, players.ref(null));
    }

    @Test
    void namesWithSpacesAtTheEndsGetADuplicateRecordAndReferenceZero() {
        DcgNameFileWriter players = new DcgNameFileWriter(DcgFile.PLAYERS,
                List.of("Nimzowitsch, Aaron", "Nimzowitsch, Aaron "));
        byte[] file = players.bytes();
        assertEquals(10 + 2 * 36, file.length);
        assertArrayEquals(Arrays.copyOfRange(file, 10, 46), Arrays.copyOfRange(file, 46, 82));
        assertEquals(10, players.ref("Nimzowitsch, Aaron"));
        assertEquals(0, players.ref("Nimzowitsch, Aaron "));
    }

    @Test
    void writesIndexFieldsAsTheEncoderParsesTags() throws IOException {
        GameHeader header = GameHeader.builder().white("W").black("B").event("E").site("S").round("1.2")
                .date(new PartialDate(2150, 3, 9)).whiteElo(70_000).blackElo(2500).result(Result.DRAW)
                .eco("B90a").deleted(true).startFen("8/8/8/8/8/8/8/K6k w - - 1 0").build();
        ChessLineBuilder line = new ChessLineBuilder(Board.fromFen(header.startFen()));
        line.play(Move.NULL);
        Path written = dir.resolve("fields.dci");
        DcgWriter.write(OutputFile.local(written), List.of(new Game(1, header, line.build())));

        // Names sort "B" before "W"; Round "1.2" is not a number; the year is outside 1-2099; Elo wraps.
        try (DcgDatabase database = DcgDatabase.open(InputFile.local(written))) {
            DcgIndexEntry entry = database.entry(0);
            assertEquals(new DcgIndexEntry(0xFF, 10, 46, 10, 0, 10, 10, 70_000 - 65_536, 2500, 3, "B90", 0, 3, 9),
                    entry);
            Game game = readAll(written).get(0);
            assertNull(game.header().round());
            assertEquals("8/8/8/8/8/8/8/K6k w - - 1 0", game.header().startFen());
            assertEquals(Map.of("Deleted", "true"), game.header().tags());
            assertEquals(1, game.moves().plyCount());
            assertEquals("--", game.moves().mainLine().get(0).move().san());
        }
    }
}
