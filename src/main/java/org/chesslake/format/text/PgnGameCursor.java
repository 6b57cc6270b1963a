package org.chesslake.format.text;

import java.io.IOException;
import org.chesslake.format.DecodeLevel;
import org.chesslake.format.GameCursor;
import org.chesslake.game.Game;
import org.chesslake.game.GameDecodeException;
import org.chesslake.game.GameHeader;
import org.chesslake.pgn.PgnChunk;
import org.chesslake.pgn.PgnGameText;
import org.chesslake.pgn.PgnSplitter;

/**
 * Walks the games of one split of a PGN file, chess or xiangqi: numbers and offsets as the
 * splitter cut them ({@link PgnGames}), each game's bytes decoded to text once, its header read
 * first and its moves only when the level asks. A variant says how bytes become text, text a
 * header, and movetext moves. Line numbers in error messages count from the game's first line, so
 * a game fails with the same message in every split.
 */
public abstract class PgnGameCursor implements GameCursor {

    private final String file;
    private final PgnGames games;
    private final DecodeLevel level;
    private PgnGames.PgnGame current;
    private PgnGameText text;
    private GameHeader header;
    private Game game;

    protected PgnGameCursor(String file, PgnGames games, DecodeLevel level) {
        this.file = file;
        this.games = games;
        this.level = level;
    }

    @Override
    public final boolean next() throws IOException {
        text = null;
        header = null;
        game = null;
        current = games.next();
        return current != null;
    }

    /** The game's ordinal in its file. */
    @Override
    public final long gameNumber() {
        return current().number();
    }

    /** The byte offset of the game's first tag (of its first movetext token if it has no tags), in the file's text. */
    @Override
    public final long offset() {
        return current().chunk().offset();
    }

    /** The tags: a PGN file has no index, and its tag section is the cheapest record of a game. */
    @Override
    public final GameHeader indexHeader() {
        if (header == null) {
            header = header(text());
        }
        return header;
    }

    @Override
    public final Game game() {
        if (game == null) {
            GameHeader h = indexHeader();
            game = level.includes(DecodeLevel.MOVES) ? withMoves(text(), h) : new Game(gameNumber(), h, null);
        }
        return game;
    }

    /** The current game's bytes as text, its first line numbered 1 (a bad byte sequence may be an {@link #error}). */
    protected abstract PgnGameText decode(byte[] bytes);

    /** The game's header from its text. */
    protected abstract GameHeader header(PgnGameText text);

    /** The whole game: {@code header} and the moves of its text. */
    protected abstract Game withMoves(PgnGameText text, GameHeader header);

    protected final String file() {
        return file;
    }

    protected final GameDecodeException error(String reason, Throwable cause) {
        return new GameDecodeException(file, gameNumber(), offset(), reason, cause);
    }

    private PgnGameText text() {
        if (text == null) {
            PgnChunk chunk = current().chunk();
            if (chunk.truncated()) {
                throw error("game is " + chunk.length() + " bytes long, more than " + PgnSplitter.MAX_GAME_BYTES
                        + " (an unterminated comment?)", null);
            }
            text = decode(chunk.bytes());
        }
        return text;
    }

    private PgnGames.PgnGame current() {
        if (current == null) {
            throw new IllegalStateException("no current game");
        }
        return current;
    }

    @Override
    public void close() throws IOException {
        games.close();
    }
}
