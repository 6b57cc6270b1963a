package org.chesslake.sample;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.chesslake.files.InputFile;
import org.chesslake.files.OutputFile;
import org.chesslake.format.cbf.CbfWriter;
import org.chesslake.format.chessassistant.ChessAssistantWriter;
import org.chesslake.format.chessassistant.PlayerDetails;
import org.chesslake.format.dcg.DcgWriter;
import org.chesslake.format.scid.Scid4Writer;
import org.chesslake.format.text.PgnReader;
import org.chesslake.format.xqpgn.XqEncoding;
import org.chesslake.format.xqpgn.XqPgnWriter;
import org.chesslake.format.xqpgn.XqSampleGames;
import org.chesslake.game.Game;
import org.chesslake.game.PartialDate;
import org.chesslake.pgn.ChessMoveInterpreter;
import org.chesslake.xiangqi.Notation;

/**
 * Writes sample-data/: the project's own PGN of famous old games, written into every format by the
 * project's own writers (one directory per format), plus xiangqi PGN written from games the
 * xiangqi package composes on its move generator. Usage: SampleData [DIR] (default sample-data).
 * SampleDataTest checks that the committed files equal what this writes.
 */
public final class SampleData {

    public static final String CHESS_PGN = "famous-games.pgn";
    private static final String BASE = "famous";

    /** What the Chess Assistant player file keeps beyond the name: ratings as in the PGN, dates of birth, a FIDE id. */
    private static final Map<String, PlayerDetails> PLAYERS = Map.of(
            "Fischer, Robert James", new PlayerDetails(2200, 2000024L, new PartialDate(1943, 3, 9), "male"),
            "Byrne, Donald", new PlayerDetails(2400, null, new PartialDate(1930, 6, 12), "male"),
            "Morphy, Paul", new PlayerDetails(null, null, new PartialDate(1837, 6, 22), "male"),
            "Anderssen, Adolf", new PlayerDetails(null, null, new PartialDate(1818, 7, 6), "male"),
            "Reti, Richard", new PlayerDetails(null, null, new PartialDate(1889, 5, 28), "male"),
            "Marshall, Frank James", new PlayerDetails(null, null, new PartialDate(1877, 8, 10), "male"));

    private SampleData() {
    }

    public static void main(String[] args) throws IOException {
        Path dir = Path.of(args.length > 0 ? args[0] : "sample-data");
        write(dir, dir);
        System.out.println("sample data written to " + dir);
    }

    /** Reads the shipped PGN from {@code source} and writes every database below {@code target}. */
    public static void write(Path source, Path target) throws IOException {
        List<Game> games = chessGames(source);
        DcgWriter.write(file(target, "dcg/" + BASE + ".dci"), games);
        Scid4Writer.write(file(target, "scid/" + BASE + ".si4"), games);
        // CBF has no place for a comment before a move: those games are left out, by reason
        new CbfWriter().write(games, file(target, "cbf/" + BASE + ".cbi"));
        new ChessAssistantWriter(Charset.forName("windows-1251"), PLAYERS, "chesslake sample data")
                .write(file(target, "chessassistant/" + BASE + ".cdp"), games);
        // xiangqi: Chinese notation in GBK, and WXF in UTF-8
        writeXiangqi(file(target, "xiangqi/xiangqi-chinese-gbk.pgn"), Notation.CHINESE, XqEncoding.GB18030);
        writeXiangqi(file(target, "xiangqi/xiangqi-wxf-utf8.pgn"), Notation.WXF, StandardCharsets.UTF_8);
    }

    static List<Game> chessGames(Path source) throws IOException {
        PgnReader.Outcome read = PgnReader.readAll(InputFile.local(source.resolve(CHESS_PGN)), new ChessMoveInterpreter());
        if (!read.errors().isEmpty()) {
            throw new IOException(CHESS_PGN + " does not parse: " + read.errors().get(0).getMessage());
        }
        return read.games();
    }

    private static OutputFile file(Path target, String relative) throws IOException {
        return OutputFile.local(target.resolve(relative));
    }

    private static void writeXiangqi(OutputFile file, Notation notation, Charset charset) throws IOException {
        try (OutputStream out = file.create()) {
            XqPgnWriter.write(XqSampleGames.games(), notation, charset, out);
        }
    }
}
