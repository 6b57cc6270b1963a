package org.chesslake.format.scid;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.chesslake.files.InputFile;
import org.chesslake.format.DecodeLevel;
import org.chesslake.format.FormatOptions;
import org.chesslake.format.Formats;
import org.chesslake.format.GameCursor;
import org.chesslake.format.GameDatabase;
import org.chesslake.format.Split;
import org.chesslake.format.SplitSizing;
import org.chesslake.format.text.PgnReader;
import org.chesslake.game.Game;
import org.chesslake.game.GameHeader;
import org.chesslake.game.MoveNode;
import org.chesslake.game.NameRecord;
import org.chesslake.game.PartialDate;
import org.chesslake.game.Result;
import org.chesslake.pgn.ChessMoveInterpreter;
import org.chesslake.testing.Corpus;
import org.chesslake.testing.CorpusTest;
import org.chesslake.testing.EmptyFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The reader on the corpus's small databases: decode levels, the spec's worked examples, names, SCID 3. */
class ScidDatabaseTest {

    @TempDir
    Path dir;

    @Test
    void formatIsRegisteredAndRecognisesIndexFiles() {
        assertEquals("scid", Formats.byName("scid").name());
        assertTrue(new ScidFormat().recognizes(EmptyFiles.named("a/b/Big.SI4")));
        assertTrue(new ScidFormat().recognizes(EmptyFiles.named("games.si5")));
        assertFalse(new ScidFormat().recognizes(EmptyFiles.named("games.sg4")));
    }

    @Test
    @CorpusTest
    void indexLevelGivesTheIndexFieldsOnly() throws IOException {
        Game game = Scid4RoundTripTest.readAll(Corpus.path("scid/small/small.si4"), DecodeLevel.INDEX).get(0);
        GameHeader h = game.header();
        assertEquals("Anastasian, A.", h.white());
        assertEquals("Lewis, An", h.black());
        assertEquals("World Senior Teams +50", h.event());
        assertEquals("Radebeul GER", h.site());
        assertEquals("8.2", h.round());
        assertEquals(new PartialDate(2016, 7, 3), h.date());
        assertEquals(2532, h.whiteElo());
        assertEquals(2269, h.blackElo());
        assertEquals(Result.WHITE_WINS, h.result());
        assertEquals("E90", h.eco());
        assertEquals(84, h.plyCount());
        assertFalse(h.deleted());
        assertEquals(Map.of("EventDate", "2016.06.26"), h.tags(), "no record tags at INDEX level");
        assertNull(game.moves());
    }

    @Test
    @CorpusTest
    void headerLevelAddsTheRecordTagsButNoMoves() throws IOException {
        Game game = Scid4RoundTripTest.readAll(Corpus.path("scid/small/small.si4"), DecodeLevel.HEADER).get(0);
        assertEquals(Map.of("EventDate", "2016.06.26", "PlyCount", "84"), game.header().tags());
        assertNull(game.header().startFen());
        assertNull(game.moves());
    }

    @Test
    @CorpusTest
    void movesLevelDecodesTheTreeOfTheSpecsExamples() throws IOException {
        List<Game> games = Scid4RoundTripTest.readAll(Corpus.path("scid/small/small5.si5"), DecodeLevel.MOVES);
        List<MoveNode> first = games.get(0).moves().mainLine();
        assertEquals(84, first.size());
        assertEquals("d4", first.get(0).move().san());
        assertEquals("--", first.get(81).move().san(), "Black's null move 41...--");
        assertEquals("Qh1+", first.get(83).move().san());

        List<MoveNode> second = games.get(1).moves().mainLine();
        assertEquals("Main opening:", second.get(0).commentBefore());
        assertEquals("Sicilian", second.get(1).commentAfter());
        List<List<MoveNode>> alternatives = second.get(1).variations();
        assertEquals(3, alternatives.size());
        assertEquals("Scandinavian defense:", alternatives.get(0).get(0).commentBefore());
        assertEquals("d5", alternatives.get(0).get(0).move().san());
        assertEquals(List.of(2), alternatives.get(1).get(0).nags());
        MoveNode ne2 = alternatives.get(2).get(5);
        assertEquals("Ne2", ne2.move().san());
        assertEquals("Qxf7#", ne2.variations().get(0).get(0).move().san());
        assertTrue(ne2.variations().get(0).get(0).move().mate());
    }

    @Test
    @CorpusTest
    void namesComeFromTheNameFileWithTheirGameCounts() throws IOException {
        Map<String, Long> players = new HashMap<>();
        for (Game game : PgnReader.readAll(InputFile.local(Corpus.path("scid/small/small.scid.pgn")), new ChessMoveInterpreter()).games()) {
            count(players, game.header().white());
            count(players, game.header().black());
        }
        for (String file : List.of("scid/small/small.si4", "scid/small/small5.si5")) {
            try (GameDatabase database = new ScidFormat().open(InputFile.local(Corpus.path(file)), FormatOptions.NONE)) {
                List<NameRecord> names = database.names();
                Map<String, Long> read = new HashMap<>();
                names.stream().filter(n -> n.kind().equals(NameRecord.PLAYER)).forEach(n -> read.put(n.name(), n.games()));
                assertEquals(players, read, file);
                assertTrue(names.contains(NameRecord.of(NameRecord.EVENT, "World Senior Teams +50", 1)), file);
            }
        }
    }

    private static void count(Map<String, Long> counts, String name) {
        if (name != null) {
            counts.merge(name, 1L, Long::sum);
        }
    }

    @Test
    @CorpusTest
    void splitsOfAnySizeCoverEveryGameOnce() throws IOException {
        Path file = Corpus.path("scid/medium/medium5.si5");
        List<Game> whole = Scid4RoundTripTest.readAll(file, DecodeLevel.HEADER);
        try (GameDatabase database = new ScidFormat().open(InputFile.local(file), FormatOptions.NONE)) {
            for (long size : new long[] {1, 7, 4096, 4097, 100_000}) {
                List<Game> pieces = new ArrayList<>();
                for (Split split : database.splits(new SplitSizing(size, SplitSizing.DEFAULT_BYTES))) {
                    try (GameCursor cursor = database.cursor(split, DecodeLevel.HEADER)) {
                        while (cursor.next()) {
                            pieces.add(cursor.game());
                        }
                    }
                }
                assertEquals(whole, pieces, "splits of " + size + " games");
            }
        }
    }

    /** SCID 3's index: a 128-byte header and 46-byte entries without byte 6; everything else the same. */
    @Test
    @CorpusTest
    void version300IndexReadsLikeVersion400() throws IOException {
        Path source = Corpus.path("scid/small/small.si4");
        byte[] v400 = Files.readAllBytes(source);
        int count = (v400.length - Scid4Index.HEADER_4) / Scid4Index.ENTRY_4;
        byte[] v300 = new byte[Scid4Index.HEADER_3 + Scid4Index.ENTRY_3 * count];
        System.arraycopy(v400, 0, v300, 0, Scid4Index.HEADER_3);
        Scid4Writer.put(v300, 8, Scid4Index.VERSION_3, 2);
        for (int i = 0; i < count; i++) {
            int from = Scid4Index.HEADER_4 + Scid4Index.ENTRY_4 * i;
            int to = Scid4Index.HEADER_3 + Scid4Index.ENTRY_3 * i;
            assertEquals(0, v400[from + 6], "the sample needs no long records or custom flags");
            System.arraycopy(v400, from, v300, to, 6);
            System.arraycopy(v400, from + 7, v300, to + 6, Scid4Index.ENTRY_4 - 7);
        }
        Path copy = dir.resolve("old.si4");
        Files.write(copy, v300);
        Files.copy(source.resolveSibling("small.sn4"), dir.resolve("old.sn4"));
        Files.copy(source.resolveSibling("small.sg4"), dir.resolve("old.sg4"));
        List<Game> expected = Scid4RoundTripTest.readAll(source, DecodeLevel.MOVES);
        List<Game> read = Scid4RoundTripTest.readAll(copy, DecodeLevel.MOVES);
        assertEquals(expected, read);
    }
}
