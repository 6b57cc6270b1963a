package org.chesslake.format.xqpgn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.chesslake.files.InputFile;
import org.chesslake.format.DecodeLevel;
import org.chesslake.format.FormatOptions;
import org.chesslake.format.Formats;
import org.chesslake.game.Game;
import org.chesslake.game.GameHeader;
import org.chesslake.game.MoveInfo;
import org.chesslake.game.MoveNode;
import org.chesslake.game.NameRecord;
import org.chesslake.game.PartialDate;
import org.chesslake.game.Result;
import org.chesslake.xiangqi.Board;
import org.chesslake.xiangqi.Notation;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class XqPgnFormatTest {

    @TempDir
    Path dir;

    private static final String ELEPHANT_EYE_GAME = """
            [Game "Chinese Chess"]\r
            [Red "宝岛一号"]\r
            [Black "相眼竞技"]\r
            [RedTeam "台北"]\r
            [Result "0-1"]\r
            [ECCO "C48"]\r
            [Date "1956年12月26日"]\r
              1. 炮八平五 马２进３\r
              2. 马八进七 车１平２\r
             0-1\r
            ============================\r
             欢迎访问《象棋百科全书网》\r
            https://www.xqbase.com/\r
            """;

    @Test
    void gbkFileWithTagsTrailerAndChineseDate() throws IOException {
        Path file = XqPgnTestFiles.write(dir, "a.pgn", ELEPHANT_EYE_GAME.getBytes(XqEncoding.GB18030));
        List<XqPgnTestFiles.Outcome> games = XqPgnTestFiles.readAll(file, FormatOptions.NONE, DecodeLevel.MOVES);
        assertEquals(1, games.size());
        Game game = games.get(0).game();
        GameHeader h = game.header();
        assertEquals("宝岛一号", h.white());
        assertEquals("相眼竞技", h.black());
        assertEquals(Result.BLACK_WINS, h.result());
        assertEquals("C48", h.eco());
        assertEquals(new PartialDate(1956, 12, 26), h.date());
        assertEquals("台北", h.tags().get("RedTeam"));
        assertEquals("gb18030", h.tags().get("Encoding"));
        assertEquals("Chinese", h.tags().get("Notation"));
        assertNull(h.startFen());
        assertEquals(List.of("b2e2", "b9c7", "b0c2", "a9b9"), games.get(0).iccs());
        MoveInfo first = game.moves().mainLine().get(0).move();
        assertEquals(new MoveInfo("C8.5", "b2e2", "炮八平五", "C", "b2", "e2", null, null, false, false,
                Board.standard().zobrist(), first.positionKey()), first);
        assertEquals(1, games.get(0).number(), "game number = 1 + byte offset of its first tag line");
    }

    @Test
    void namesCountPlayersAndTeams() throws IOException {
        Path file = XqPgnTestFiles.write(dir, "n.pgn", (ELEPHANT_EYE_GAME + ELEPHANT_EYE_GAME).getBytes(XqEncoding.GB18030));
        try (XqPgnDatabase db = XqPgnDatabase.open(InputFile.local(file), FormatOptions.NONE)) {
            assertEquals(List.of(NameRecord.of(NameRecord.PLAYER, "宝岛一号", 2), NameRecord.of(NameRecord.PLAYER, "相眼竞技", 2),
                    NameRecord.of(NameRecord.TEAM, "台北", 2)), db.names());
            assertEquals(2, db.entryCount());
        }
    }

    @Test
    void big5FileIsNotReadAsGbkGarbage() throws IOException {
        String game = """
                [FEN "3akab2/3r2c2/4b4/pc4N1p/4p1n2/6C2/P3P3P/2N1B4/4A4/2BAKR3 b - - 0 1"]
                [Result "*"]
                1.          車４進２
                2. 馬三進五 象７進５
                """;
        Path file = XqPgnTestFiles.write(dir, "big5.pgn", game.getBytes(XqEncoding.BIG5));
        List<XqPgnTestFiles.Outcome> games = XqPgnTestFiles.readAll(file, FormatOptions.NONE, DecodeLevel.MOVES);
        assertEquals("big5", games.get(0).game().header().tags().get("Encoding"));
        assertEquals(List.of("d8d6", "g6e7", "g9e7"), games.get(0).iccs());
        assertEquals("3akab2/3r2c2/4b4/pc4N1p/4p1n2/6C2/P3P3P/2N1B4/4A4/2BAKR3 b - - 0 1",
                games.get(0).game().header().startFen());
        // the encoding option overrides detection: read as GBK, the same bytes are no moves at all
        List<XqPgnTestFiles.Outcome> forced = XqPgnTestFiles.readAll(file,
                new FormatOptions(Map.of("encoding", "GBK")), DecodeLevel.MOVES);
        assertTrue(forced.get(0).error() != null);
    }

    @Test
    void utf8WithBomWxfDialectsAndOneBasedIccs() throws IOException {
        String text = "\uFEFF[Event \"wxf\"]\n[Red \"A\"]\n\n1. Ｃ２＝５ Ｈ８＋７ 2. H2+3 R9.8 *\n\n"
                + "[Event \"ffish\"]\n\n1. h3e3 h10g8 2. h1g3 *\n";
        Path file = XqPgnTestFiles.write(dir, "u.pgn", text.getBytes(StandardCharsets.UTF_8));
        List<XqPgnTestFiles.Outcome> games = XqPgnTestFiles.readAll(file, FormatOptions.NONE, DecodeLevel.MOVES);
        assertEquals(2, games.size());
        assertEquals(List.of("h2e2", "h9g7", "h0g2", "i9h9"), games.get(0).iccs());
        assertEquals("Ｃ２＝５", games.get(0).game().moves().mainLine().get(0).move().notation());
        assertEquals("utf-8", games.get(0).game().header().tags().get("Encoding"));
        assertEquals(List.of("h2e2", "h9g7", "h0g2"), games.get(1).iccs());
        assertEquals(3, games.get(0).offset(), "offsets count the BOM's bytes");
    }

    @Test
    void utf16WithBom() throws IOException {
        String text = "\uFEFF[Event \"一\"]\r\n\r\n1. 炮二平五 马８进７ *\r\n\r\n[Event \"二\"]\r\n\r\n1. 兵七进一 *\r\n";
        for (var charset : List.of(StandardCharsets.UTF_16LE, StandardCharsets.UTF_16BE)) {
            Path file = XqPgnTestFiles.write(dir, charset.name() + ".pgn", text.getBytes(charset));
            List<XqPgnTestFiles.Outcome> games = XqPgnTestFiles.readAll(file, FormatOptions.NONE, DecodeLevel.MOVES);
            assertEquals(2, games.size());
            assertEquals(List.of("h2e2", "h9g7"), games.get(0).iccs());
            assertEquals("二", games.get(1).game().header().event());
            assertEquals(charset.name().toLowerCase(), games.get(1).game().header().tags().get("Encoding"));
            assertEquals(2, games.get(0).offset());
        }
    }

    @Test
    void blackFirstCommentsVariationsAndChineseResult() throws IOException {
        String text = """
                [Result "红胜"]
                [fen "4k4/4a4/9/9/9/9/9/9/4A4/3K1R3 b - - 0 1"]
                {黑方先走}
                  1.          士５进６
                {士离中路}
                  2. 车四进七 (2. 车四平五 {平车} 2. ... 将５进１) 将５进１ $1
                """;
        Path file = XqPgnTestFiles.write(dir, "b.pgn", text.getBytes(XqEncoding.GB18030));
        XqPgnTestFiles.Outcome read = XqPgnTestFiles.readAll(file, FormatOptions.NONE, DecodeLevel.MOVES).get(0);
        assertNull(read.error());
        Game game = read.game();
        assertEquals(Result.WHITE_WINS, game.header().result());
        List<MoveNode> main = game.moves().mainLine();
        assertEquals(3, main.size());
        assertEquals("黑方先走", main.get(0).commentBefore());
        assertEquals("士离中路", main.get(0).commentAfter());
        assertEquals("e8f7", main.get(0).move().uci());
        List<MoveNode> variation = main.get(1).variations().get(0);
        assertEquals("f0e0", variation.get(0).move().uci());
        assertEquals("平车", variation.get(0).commentAfter());
        assertEquals("e9e8", variation.get(1).move().uci());
        assertEquals(List.of(1), main.get(2).nags());
    }

    @Test
    void headerLevelDoesNotReplayMoves() throws IOException {
        // the move is illegal, but a header-level read never replays it
        String text = "[Game \"Chinese Chess\"]\n[Red \"甲\"]\n\n1. 炮二进九 *\n";
        Path file = XqPgnTestFiles.write(dir, "h.pgn", text.getBytes(StandardCharsets.UTF_8));
        XqPgnTestFiles.Outcome header = XqPgnTestFiles.readAll(file, FormatOptions.NONE, DecodeLevel.HEADER).get(0);
        assertEquals("甲", header.game().header().white());
        assertNull(header.game().moves());
        assertTrue(XqPgnTestFiles.readAll(file, FormatOptions.NONE, DecodeLevel.MOVES).get(0).error() != null);
    }

    @Test
    void aChessGameTagIsAnErrorForThatGame() throws IOException {
        String text = "[Game \"Chess\"]\n\n1. e4 *\n\n[Game \"Chinese Chess\"]\n\n1. h2e2 *\n";
        Path file = XqPgnTestFiles.write(dir, "c.pgn", text.getBytes(StandardCharsets.UTF_8));
        List<XqPgnTestFiles.Outcome> games = XqPgnTestFiles.readAll(file, FormatOptions.NONE, DecodeLevel.MOVES);
        assertTrue(games.get(0).error().getMessage().contains("not a xiangqi game"));
        assertEquals(List.of("h2e2"), games.get(1).iccs());
    }

    @Test
    void writerRoundTripsSampleGamesInChineseGbkAndWxfUtf8() throws IOException {
        List<Game> samples = XqSampleGames.games();
        for (Notation notation : List.of(Notation.CHINESE, Notation.WXF, Notation.ICCS)) {
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            boolean gbk = notation == Notation.CHINESE;
            XqPgnWriter.write(samples, notation, gbk ? XqEncoding.GB18030 : StandardCharsets.UTF_8, bytes);
            Path file = XqPgnTestFiles.write(dir, notation + ".pgn", bytes.toByteArray());
            List<XqPgnTestFiles.Outcome> back = XqPgnTestFiles.readAll(file, FormatOptions.NONE, DecodeLevel.MOVES);
            assertEquals(samples.size(), back.size());
            for (int i = 0; i < samples.size(); i++) {
                Game read = back.get(i).game();
                assertEquals(gbk ? "gb18030" : "utf-8", read.header().tags().get("Encoding"));
                assertEquals(notation.tagValue(), read.header().tags().get("Format"));
                assertEquals(samples.get(i).header().white(), read.header().white());
                assertEquals(samples.get(i).header().startFen(), read.header().startFen());
                assertEquals(strip(samples.get(i).moves().mainLine()), strip(read.moves().mainLine()));
            }
        }
    }

    /** Ratings travel as RedElo/BlackElo; one Date tag: the date when known, else the text a reader kept. */
    @Test
    void writerKeepsRatingsAndWritesOneDate() throws IOException {
        Game sample = XqSampleGames.games().get(0);
        GameHeader known = sample.header().toBuilder().whiteElo(2510).blackElo(2480).date(new PartialDate(1981, 0, 0))
                .tag("Date", "1981年-2001年").build();
        GameHeader unknown = sample.header().toBuilder().date(PartialDate.UNKNOWN).tag("Date", "20世纪30年代").build();
        String text = XqPgnWriter.write(new Game(1, known, sample.moves()), Notation.WXF)
                + XqPgnWriter.write(new Game(2, unknown, sample.moves()), Notation.WXF);
        assertEquals(2, text.split("\\[Date ", -1).length - 1, text);
        Path file = XqPgnTestFiles.write(dir, "dates.pgn", text.getBytes(StandardCharsets.UTF_8));
        List<XqPgnTestFiles.Outcome> back = XqPgnTestFiles.readAll(file, FormatOptions.NONE, DecodeLevel.HEADER);
        GameHeader first = back.get(0).game().header();
        assertEquals(2510, first.whiteElo());
        assertEquals(2480, first.blackElo());
        assertEquals(new PartialDate(1981, 0, 0), first.date());
        GameHeader second = back.get(1).game().header();
        assertEquals(PartialDate.UNKNOWN, second.date());
        assertEquals("20世纪30年代", second.tags().get("Date"));
    }

    /** The tree without the source tokens, which differ by notation. */
    private static String strip(List<MoveNode> line) {
        StringBuilder out = new StringBuilder();
        for (MoveNode node : line) {
            out.append(node.move().uci()).append(node.nags()).append('{').append(node.commentBefore()).append('|')
                    .append(node.commentAfter()).append('}');
            for (List<MoveNode> variation : node.variations()) {
                out.append('(').append(strip(variation)).append(')');
            }
            out.append(' ');
        }
        return out.toString();
    }

    @Test
    void recognizesXiangqiPgnByItsFirstBytes() throws IOException {
        XqPgnFormat format = new XqPgnFormat();
        assertTrue(format.recognizes(XqPgnTestFiles.written(dir, "x.pgn", ELEPHANT_EYE_GAME.getBytes(XqEncoding.GB18030))));
        assertTrue(format.recognizes(XqPgnTestFiles.written(dir, "i.pgn",
                "[Event \"x\"]\n[Red \"LIU\"]\n\n1. h2e2 h9g7 *\n".getBytes(StandardCharsets.UTF_8))));
        assertFalse(format.recognizes(XqPgnTestFiles.written(dir, "chess.pgn",
                "[Event \"x\"]\n[White \"a\"]\n[Black \"b\"]\n\n1. e4 e5 *\n".getBytes(StandardCharsets.UTF_8))));
        assertFalse(format.recognizes(XqPgnTestFiles.written(dir, "x.txt", ELEPHANT_EYE_GAME.getBytes(XqEncoding.GB18030))));
        assertEquals("xqpgn", Formats.byName("xqpgn").name());
    }

    @Test
    void utf8NamesInAGbkFileAreReadAsUtf8() throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        bytes.write("[Event \"全国象棋个人赛\"]\r\n[Red \"胡荣华\"]\r\n".getBytes(XqEncoding.GB18030));
        bytes.write("[Black \"Švilponis, Teet\"]\r\n\r\n".getBytes(StandardCharsets.UTF_8));
        bytes.write("1. 炮二平五 ".getBytes(XqEncoding.GB18030));
        bytes.write("{Tõnu}".getBytes(StandardCharsets.UTF_8));
        bytes.write(" 马８进７ {好棋} 1-0\r\n".getBytes(XqEncoding.GB18030));
        Path file = XqPgnTestFiles.write(dir, "mixed.pgn", bytes.toByteArray());
        XqPgnTestFiles.Outcome read = XqPgnTestFiles.readAll(file, FormatOptions.NONE, DecodeLevel.MOVES).get(0);
        assertNull(read.error());
        Game game = read.game();
        assertEquals("全国象棋个人赛", game.header().event());
        assertEquals("胡荣华", game.header().white());
        assertEquals("Švilponis, Teet", game.header().black());
        assertEquals("Tõnu", game.moves().mainLine().get(0).commentAfter());
        assertEquals("好棋", game.moves().mainLine().get(1).commentAfter());
        // an encoding the user names is taken for every byte
        Game forced = XqPgnTestFiles.readAll(file, new FormatOptions(Map.of("encoding", "gb18030")), DecodeLevel.MOVES)
                .get(0).game();
        assertEquals(new String("Švilponis, Teet".getBytes(StandardCharsets.UTF_8), XqEncoding.GB18030),
                forced.header().black());
    }
}
