package org.chesslake.pgn;

import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.chesslake.format.GameDecodeException;
import org.chesslake.game.Game;

/**
 * Reads a PGN stream game by game: splits the bytes, decodes each game's text and numbers the
 * games. Text before the first tag section is skipped unless it holds a game (a result token), so
 * a preamble does not count as a game.
 */
public final class PgnReader implements Closeable {

    private final PgnSplitter splitter;
    private final InputStream in;
    private final TextDecoding decoding;
    private long gamesRead;

    public PgnReader(String file, InputStream in, TextDecoding decoding) {
        this.splitter = new PgnSplitter(file, in, decoding);
        this.in = in;
        this.decoding = decoding;
    }

    /** The next game's text, or null at the end. */
    public PgnGameText next() throws IOException {
        for (PgnChunk chunk = splitter.next(); chunk != null; chunk = splitter.next()) {
            String text = decoding.decode(chunk.bytes(), 0, chunk.bytes().length);
            if (chunk.hasTags() || hasResult(text)) {
                return new PgnGameText(++gamesRead, chunk.offset(), chunk.line(), text);
            }
        }
        return null;
    }

    private static boolean hasResult(String text) {
        PgnLexer lexer = new PgnLexer(text);
        for (PgnToken token = lexer.next(); token != null; token = lexer.next()) {
            if (token.kind() == PgnToken.Kind.RESULT) {
                return true;
            }
        }
        return false;
    }

    @Override
    public void close() throws IOException {
        in.close();
    }

    /** Every game of a file: the parsed ones and, for the others, why they failed. */
    public record Outcome(List<Game> games, List<GameDecodeException> errors) {
        public Outcome {
            games = List.copyOf(games);
            errors = List.copyOf(errors);
        }
    }

    /** Parses a whole file (UTF-8, or Latin-1 per game where it is not UTF-8), going on past bad games. */
    public static Outcome readAll(Path file, MoveInterpreter interpreter) throws IOException {
        return readAll(file, interpreter, TextDecoding.utf8OrLatin1());
    }

    public static Outcome readAll(Path file, MoveInterpreter interpreter, TextDecoding decoding) throws IOException {
        String name = file.toString();
        PgnParser parser = new PgnParser(name);
        List<Game> games = new ArrayList<>();
        List<GameDecodeException> errors = new ArrayList<>();
        try (PgnReader reader = new PgnReader(name, Files.newInputStream(file), decoding)) {
            for (PgnGameText text = reader.next(); text != null; text = reader.next()) {
                try {
                    games.add(parser.parse(text, interpreter));
                } catch (GameDecodeException e) {
                    errors.add(e);
                }
            }
        }
        return new Outcome(games, errors);
    }
}
