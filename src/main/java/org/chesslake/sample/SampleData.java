package org.chesslake.sample;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.chesslake.format.dcg.DcgWriter;
import org.chesslake.game.Game;
import org.chesslake.pgn.ChessMoveInterpreter;
import org.chesslake.pgn.PgnReader;

/**
 * Writes sample-data/: the project's own PGN of famous old games, written into every format by the
 * project's own writers, so a fresh clone has a database of each kind to ingest and test.
 * Usage: SampleData [DIR] (default sample-data). SampleDataTest checks the committed files equal
 * what this writes.
 */
public final class SampleData {

    public static final String CHESS_PGN = "famous-games.pgn";
    public static final String BASE_NAME = "famous";

    private SampleData() {
    }

    public static void main(String[] args) throws IOException {
        Path dir = Path.of(args.length > 0 ? args[0] : "sample-data");
        write(dir, dir);
        System.out.println("sample data written to " + dir);
    }

    /** Reads the shipped PGN from {@code source} and writes every database into {@code target}. */
    public static void write(Path source, Path target) throws IOException {
        List<Game> games = chessGames(source);
        DcgWriter.write(target.resolve(BASE_NAME + ".dci"), games);
    }

    static List<Game> chessGames(Path source) throws IOException {
        PgnReader.Outcome read = PgnReader.readAll(source.resolve(CHESS_PGN), new ChessMoveInterpreter());
        if (!read.errors().isEmpty()) {
            throw new IOException(CHESS_PGN + " does not parse: " + read.errors().get(0).getMessage());
        }
        return read.games();
    }
}
