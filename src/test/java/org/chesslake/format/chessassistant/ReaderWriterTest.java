package org.chesslake.format.chessassistant;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.chesslake.files.InputFile;
import org.chesslake.files.OutputFile;
import org.chesslake.format.DecodeLevel;
import org.chesslake.format.FormatOptions;
import org.chesslake.format.Formats;
import org.chesslake.format.GameCursor;
import org.chesslake.format.GameDatabase;
import org.chesslake.format.Split;
import org.chesslake.game.Game;
import org.chesslake.game.GameHeader;
import org.chesslake.game.MoveNode;
import org.chesslake.game.MoveTree;
import org.chesslake.game.NameRecord;
import org.chesslake.game.PartialDate;
import org.chesslake.game.Result;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Writer and reader on games that use every feature the format has. */
class ReaderWriterTest {

    @TempDir
    Path dir;

    static final String PROMOTIONS_FEN = "8/PPPP3k/8/8/8/8/8/K7 w - - 0 30";

    static List<Game> games() {
        GameHeader ruy = GameHeader.builder().white("Каспаров, Гарри").black("Karpov, Anatoly").event("World Ch")
                .site("Moscow").round("12").date(new PartialDate(1985, 10, 15)).whiteElo(2700).blackElo(2720)
                .result(Result.WHITE_WINS).eco("C65").tag("Annotator", "Nunn, John").tag("Source", "Informator 40")
                .tag("WhiteTitle", "GM").build();
        MoveTree ruyMoves = Line.of(null, "<Начало> e4 e5 Nf3 (f4 exf4 (d5 exd5) Nf3 {gambit}) (d4 exd4) Nc6 $1 "
                + "Bb5 {[%eval 0.35] the Spanish} a6 $6 $13 Ba4 {[%diagram]} <[%diagram]> Nf6 O-O {[%eval -1.20]} "
                + "Be7 {[%eval 0.3]} Re1 b5 Bb3 d6 c3 O-O");
        GameHeader promotions = GameHeader.builder().white("White").black("Black").startFen(PROMOTIONS_FEN)
                .result(Result.UNKNOWN).tag(Outcome.TAG, "+-").date(new PartialDate(2001, 0, 0)).build();
        MoveTree promotionMoves = Line.of(PROMOTIONS_FEN,
                "a8=Q Kg6 b8=Q Kf5 c8=Q+ (c8=N Ke6) Kg4 d8=Q Kh5 Qd1+ Kh6 Qdh1+ Kg7 Qhh7+ Kf6");
        GameHeader enPassant = GameHeader.builder().white("Karpov, Anatoly").black("White").event("World Ch")
                .result(Result.DRAW).build();
        MoveTree enPassantMoves = Line.of(null, "e4 -- d4 Nf6 e5 d5 exd6 {e.p.} cxd6 (e6 dxc7 {and wins}) $2 --");
        GameHeader noMoves = GameHeader.builder().white("Alone").result(Result.BLACK_WINS).build();
        MoveTree noMovesTree = new MoveTree(List.of(), "forfeit");
        return List.of(new Game(1, ruy, ruyMoves), new Game(2, promotions, promotionMoves),
                new Game(3, enPassant, enPassantMoves), new Game(4, noMoves, noMovesTree));
    }

    private Path write(List<Game> games, Map<String, PlayerDetails> details) throws IOException {
        Path cdp = dir.resolve("test.CDP");
        WriteReport report = new ChessAssistantWriter(CaReadings.DEFAULT_CHARSET, details, "Тестовая база").write(OutputFile.local(cdp), games);
        assertEquals(games.size(), report.written().size(), "rejected: " + report.notWritten());
        return cdp;
    }

    private static List<Game> read(GameDatabase db, DecodeLevel level) throws IOException {
        List<Game> games = new ArrayList<>();
        try (GameCursor cursor = db.cursor(new Split(0, db.entryCount()), level)) {
            while (cursor.next()) {
                games.add(cursor.game());
            }
        }
        return games;
    }

    @Test
    void everyGameComesBackWithItsMovesAnnotationsAndHeader() throws IOException {
        List<Game> games = games();
        Path cdp = write(games, Map.of());
        assertTrue(Formats.detect(InputFile.local(cdp)).orElseThrow() instanceof ChessAssistantFormat);
        try (ChessAssistantDatabase db = (ChessAssistantDatabase) Formats.byName("chessassistant").open(InputFile.local(cdp), FormatOptions.NONE)) {
            assertEquals(4, db.entryCount());
            assertEquals("Тестовая база", db.description());
            assertEquals(List.of(), db.warnings());
            List<Game> read = read(db, DecodeLevel.MOVES);
            for (int i = 0; i < games.size(); i++) {
                assertEquals(games.get(i).moves(), read.get(i).moves(), "moves of game " + (i + 1));
                assertEquals(i + 1, read.get(i).number());
            }
            GameHeader ruy = read.get(0).header();
            assertEquals("Каспаров, Гарри", ruy.white());
            assertEquals("Karpov, Anatoly", ruy.black());
            assertEquals("World Ch", ruy.event());
            assertEquals("Moscow", ruy.site());
            assertEquals("12", ruy.round());
            assertEquals(new PartialDate(1985, 10, 15), ruy.date());
            assertEquals(2700, ruy.whiteElo());
            assertEquals(2720, ruy.blackElo());
            assertEquals(Result.WHITE_WINS, ruy.result());
            assertEquals("C65", ruy.eco());
            assertEquals("Nunn, John", ruy.tags().get("Annotator"));
            assertEquals("Informator 40", ruy.tags().get("Source"));
            assertEquals(16, ruy.plyCount());
            assertNull(ruy.startFen());
            assertNull(ruy.tags().get(IndexHeaders.TAG_WARNINGS));
            GameHeader promotions = read.get(1).header();
            assertEquals("8/PPPP3k/8/8/8/8/8/K7 w - - 0 30", promotions.startFen());
            assertEquals(Result.UNKNOWN, promotions.result());
            assertEquals("+-", promotions.tags().get(Outcome.TAG));
            assertNull(promotions.event());
            assertNull(promotions.eco());
            assertEquals(new PartialDate(2001, 0, 0), promotions.date());
            assertEquals("forfeit", read.get(3).moves().comment());
            assertEquals(Result.BLACK_WINS, read.get(3).header().result());
        }
    }

    @Test
    void evaluationsSymbolsAndDiagramsLandOnTheirMoves() throws IOException {
        try (GameDatabase db = new ChessAssistantFormat().open(InputFile.local(write(games(), Map.of())), FormatOptions.NONE)) {
            List<MoveNode> main = read(db, DecodeLevel.MOVES).get(0).moves().mainLine();
            assertEquals("Начало", main.get(0).commentBefore());
            assertEquals(List.of(1), main.get(3).nags());
            assertEquals("[%eval 0.35] the Spanish", main.get(4).commentAfter());
            assertEquals(List.of(6, 13), main.get(5).nags());
            assertEquals("[%diagram]", main.get(6).commentAfter());
            assertEquals("[%diagram]", main.get(7).commentBefore());
            assertEquals("[%eval -1.20]", main.get(8).commentAfter());
            assertEquals("[%eval 0.3]", main.get(9).commentAfter()); // not canonical: kept as text
            assertEquals(2, main.get(2).variations().size());
            assertEquals("f4", main.get(2).variations().get(0).get(0).move().san());
            assertEquals("d5", main.get(2).variations().get(0).get(1).variations().get(0).get(0).move().san());
            assertEquals("gambit", main.get(2).variations().get(0).get(2).commentAfter());
        }
    }

    @Test
    void levelsDecodeOnlyWhatTheyAskFor() throws IOException {
        try (GameDatabase db = new ChessAssistantFormat().open(InputFile.local(write(games(), Map.of())), FormatOptions.NONE)) {
            List<Game> index = read(db, DecodeLevel.INDEX);
            assertNull(index.get(0).moves());
            assertEquals("Karpov, Anatoly", index.get(0).header().black());
            assertNull(index.get(1).header().startFen());
            List<Game> header = read(db, DecodeLevel.HEADER);
            assertNull(header.get(1).moves());
            assertEquals(PROMOTIONS_FEN, header.get(1).header().startFen());
            assertNull(header.get(1).header().plyCount());
        }
    }

    @Test
    void splitsCoverTheGamesOnce() throws IOException {
        try (GameDatabase db = new ChessAssistantFormat().open(InputFile.local(write(games(), Map.of())), FormatOptions.NONE)) {
            List<String> whites = new ArrayList<>();
            for (Split split : List.of(new Split(0, 1), new Split(1, 3), new Split(3, 4))) {
                try (GameCursor cursor = db.cursor(split, DecodeLevel.MOVES)) {
                    while (cursor.next()) {
                        whites.add(cursor.gameNumber() + " " + cursor.game().header().white());
                    }
                }
            }
            assertEquals(List.of("1 Каспаров, Гарри", "2 White", "3 Karpov, Anatoly", "4 Alone"), whites);
        }
    }

    @Test
    void namesCarryPlayerDetailsAndGameCounts() throws IOException {
        PlayerDetails karpov = new PlayerDetails(2780, 4100019L, new PartialDate(1951, 5, 23), PlayerDetails.MALE);
        try (GameDatabase db = new ChessAssistantFormat().open(InputFile.local(write(games(), Map.of("Karpov, Anatoly", karpov))),
                FormatOptions.NONE)) {
            List<NameRecord> names = db.names();
            NameRecord k = find(names, NameRecord.PLAYER, "Karpov, Anatoly");
            assertEquals(2L, k.games());
            assertEquals(2780, k.elo());
            assertEquals(4100019L, k.fideId());
            assertEquals(LocalDate.of(1951, 5, 23), k.birthDate());
            assertEquals("male", k.gender());
            NameRecord kasparov = find(names, NameRecord.PLAYER, "Каспаров, Гарри");
            assertEquals("GM", kasparov.title());
            assertNull(kasparov.elo());
            assertEquals(2L, find(names, NameRecord.PLAYER, "White").games());
            assertEquals(2L, find(names, NameRecord.EVENT, "World Ch").games());
            assertEquals(1L, find(names, NameRecord.SITE, "Moscow").games());
            assertEquals(1L, find(names, NameRecord.SOURCE, "Informator 40").games());
            assertEquals(1L, find(names, NameRecord.ANNOTATOR, "Nunn, John").games());
            assertFalse(names.stream().anyMatch(n -> n.kind().equals(NameRecord.PLAYER) && n.name().equals("Nunn, John")));
            assertFalse(names.stream().anyMatch(n -> n.name().isEmpty()));
        }
    }

    @Test
    void gamesTheFormatCannotHoldAreReportedByReason() throws IOException {
        List<Game> games = new ArrayList<>(games());
        games.add(new Game(5, GameHeader.builder().white("Wang 王").build(), MoveTree.EMPTY));
        games.add(new Game(6, GameHeader.builder().eco("B90a").build(), MoveTree.EMPTY));
        games.add(new Game(7, GameHeader.builder().build(), Line.of(null, "e4 {" + "x".repeat(40_000) + "}")));
        WriteReport report = new ChessAssistantWriter().write(OutputFile.local(dir.resolve("r.cdp")), games);
        assertEquals(List.of(1L, 2L, 3L, 4L), report.written());
        assertEquals(Map.of("name not representable in windows-1251", 1L,
                "ECO not of the form A00-E99", 1L,
                "record longer than 32767 bytes", 1L), report.notWrittenByReason());
        try (GameDatabase db = new ChessAssistantFormat().open(InputFile.local(dir.resolve("r.cdp")), FormatOptions.NONE)) {
            assertEquals(4, db.entryCount());
        }
    }

    @Test
    void companionsAreFoundWhateverTheCaseOfTheirExtension() throws IOException {
        Path cdp = write(games(), Map.of());
        for (String ext : List.of("emb", "d00", "a02", "d02")) {
            Files.move(dir.resolve("test." + ext), dir.resolve("test." + ext.toUpperCase()));
        }
        try (GameDatabase db = new ChessAssistantFormat().open(InputFile.local(cdp), FormatOptions.NONE)) {
            assertEquals(4, read(db, DecodeLevel.MOVES).size());
        }
    }

    @Test
    void promotionsTakeNumbers14Then16Then17ThenTheExtendedForm() throws UnholdableGameException {
        byte[] codes = RecordEncoder.encode(games().get(1), CaReadings.DEFAULT_CHARSET);
        String hex = java.util.HexFormat.of().formatHex(codes);
        assertTrue(hex.contains("d100ae"), hex);   // 209: pawn 0 straight, queen (5 << 5) as number 14
        assertTrue(hex.contains("d104b0"), hex);   // pawn 1, queen as 16
        assertTrue(hex.contains("d108b1"), hex);   // pawn 2, queen as 17 (the main line; c8=N is a variation)
        assertTrue(hex.contains("d10ca3"), hex);   // pawn 3, no number left: queen keeps number 3
        assertTrue(hex.contains("d710"), hex);     // 215 = 212 + 3 moves it: d8-d1 is "10" (7 down = 1 up, mod 8)
    }

    @Test
    void encodingOptionAndDosCodePage() throws IOException {
        Game latin = new Game(1, GameHeader.builder().white("Réti, Richard").event("Wien").build(), Line.of(null, "Nf3 {Réti}"));
        Path latinCdp = dir.resolve("latin.cdp");
        new ChessAssistantWriter(java.nio.charset.StandardCharsets.ISO_8859_1, Map.of(), "").write(OutputFile.local(latinCdp), List.of(latin));
        try (GameDatabase db = new ChessAssistantFormat().open(InputFile.local(latinCdp), new FormatOptions(Map.of("encoding", "ISO-8859-1")))) {
            Game read = read(db, DecodeLevel.MOVES).get(0);
            assertEquals("Réti, Richard", read.header().white());
            assertEquals("Réti", read.moves().mainLine().get(0).commentAfter());
        }
        Game dos = new Game(1, GameHeader.builder().white("Таль, Михаил").build(), Line.of(null, "e4 {Начало}"));
        Path dosCdp = dir.resolve("dos.cdp");
        new ChessAssistantWriter(CodePage.DOS_CYRILLIC, Map.of(), "").write(OutputFile.local(dosCdp), List.of(dos));
        try (ChessAssistantDatabase db = (ChessAssistantDatabase) new ChessAssistantFormat().open(InputFile.local(dosCdp), FormatOptions.NONE)) {
            Game read = read(db, DecodeLevel.MOVES).get(0);
            assertEquals("Таль, Михаил", read.header().white());
            assertEquals("Начало", read.moves().mainLine().get(0).commentAfter());
            assertEquals(List.of("player names read as IBM866 (not windows-1251)"), db.warnings());
        }
    }

    @Test
    void theReadersOwnTagsWriteBackToTheSameHeaderBytes() throws IOException {
        GameHeader header = GameHeader.builder().white("A").round("7").tag(IndexHeaders.TAG_ROUND_RAW, "15")
                .tag(IndexHeaders.TAG_GAME_TYPE, "2147483652").tag(IndexHeaders.TAG_GAME_TYPES, "3,?32")
                .tag(IndexHeaders.TAG_UNKNOWN_28, "7").tag(Outcome.TAG, "->").build();
        Path cdp = write(List.of(new Game(1, header, MoveTree.EMPTY)), Map.of());
        try (GameDatabase db = new ChessAssistantFormat().open(InputFile.local(cdp), FormatOptions.NONE)) {
            assertEquals(header, read(db, DecodeLevel.HEADER).get(0).header().toBuilder().plyCount(null).build());
        }
        D00Record raw = D00Record.parse(Files.readAllBytes(dir.resolve("test.d00")), 0);
        assertEquals(15, raw.roundByte());
        assertEquals(0x8000_0004, raw.gameType());
        assertEquals(14, raw.outcome());
    }

    static NameRecord find(List<NameRecord> names, String kind, String name) {
        return names.stream().filter(n -> n.kind().equals(kind) && n.name().equals(name)).findFirst()
                .orElseThrow(() -> new AssertionError("no " + kind + " " + name + " in " + names));
    }
}
