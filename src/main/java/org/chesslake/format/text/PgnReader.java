package org.chesslake.format.text;

import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.chesslake.files.ByteSource;
import org.chesslake.files.InputFile;
import org.chesslake.game.Game;
import org.chesslake.game.GameDecodeException;
import org.chesslake.pgn.MoveInterpreter;
import org.chesslake.pgn.PgnChunk;
import org.chesslake.pgn.PgnGameText;
import org.chesslake.pgn.PgnParser;
import org.chesslake.pgn.TextDecoding;

/**
 * Reads a whole PGN stream game by game ({@link PgnGames}): splits the bytes, decodes each game's
 * text and numbers the games.
 */
public final class PgnReader implements Closeable {

    private final PgnGames games;
    private final InputStream in;
    private final TextDecoding decoding;

    public PgnReader(String file, InputStream in, TextDecoding decoding) throws IOException {
        this.games = PgnGames.ofStream(in, new PgnGames.Layout(0, 1, false, StandardCharsets.ISO_8859_1));
        this.in = in;
        this.decoding = decoding;
    }

    /** The next game's text, or null at the end. */
    public PgnGameText next() throws IOException {
        PgnGames.PgnGame game = games.next();
        if (game == null) {
            return null;
        }
        PgnChunk chunk = game.chunk();
        return decoding.decode(game.number(), chunk.offset(), chunk.line(), chunk.bytes());
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

    /** Parses a whole file (UTF-8, or Latin-1 where it is not UTF-8: see {@link TextDecoding#utf8OrLatin1}), going on past bad games. */
    public static Outcome readAll(InputFile file, MoveInterpreter interpreter) throws IOException {
        return readAll(file, interpreter, TextDecoding.utf8OrLatin1());
    }

    public static Outcome readAll(InputFile file, MoveInterpreter interpreter, TextDecoding decoding) throws IOException {
        String name = file.name();
        PgnParser parser = new PgnParser(name);
        List<Game> games = new ArrayList<>();
        List<GameDecodeException> errors = new ArrayList<>();
        try (ByteSource bytes = file.openBytes(); PgnReader reader = new PgnReader(name, bytes.stream(0), decoding)) {
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
