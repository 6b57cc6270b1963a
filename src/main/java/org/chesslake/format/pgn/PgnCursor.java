package org.chesslake.format.pgn;

import java.io.IOException;
import org.chesslake.format.DecodeLevel;
import org.chesslake.format.GameCursor;
import org.chesslake.format.GameDecodeException;
import org.chesslake.game.Game;
import org.chesslake.game.GameHeader;
import org.chesslake.pgn.ChessMoveInterpreter;
import org.chesslake.pgn.PgnChunk;
import org.chesslake.pgn.PgnGameText;
import org.chesslake.pgn.PgnGames;
import org.chesslake.pgn.PgnParser;
import org.chesslake.pgn.PgnSplitter;
import org.chesslake.pgn.TextDecoding;

/**
 * Walks the games of one split of a chess PGN file, decoding each only as far as the level asks:
 * the tags for the header, the movetext replayed on a board for the moves. Line numbers in error
 * messages count from the game's first line, so a game fails with the same message in every split.
 */
final class PgnCursor implements GameCursor {

    private final String file;
    private final PgnGames games;
    private final TextDecoding decoding;
    private final DecodeLevel level;
    private final PgnParser parser;
    private final ChessMoveInterpreter interpreter = new ChessMoveInterpreter();
    private PgnGames.PgnGame current;
    private PgnGameText text;
    private GameHeader header;
    private Game game;

    PgnCursor(String file, PgnGames games, TextDecoding decoding, DecodeLevel level) {
        this.file = file;
        this.games = games;
        this.decoding = decoding;
        this.level = level;
        this.parser = new PgnParser(file);
    }

    @Override
    public boolean next() throws IOException {
        text = null;
        header = null;
        game = null;
        current = games.next();
        return current != null;
    }

    @Override
    public long gameNumber() {
        return current().number();
    }

    /** The byte offset of the game's first tag (of its first movetext token if it has no tags). */
    @Override
    public long offset() {
        return current().chunk().offset();
    }

    /** The tags: a PGN file has no index, and its tag section is the cheapest record of a game. */
    @Override
    public GameHeader indexHeader() {
        if (header == null) {
            header = parser.header(text());
        }
        return header;
    }

    @Override
    public Game game() {
        if (game == null) {
            GameHeader h = indexHeader();
            if (!level.includes(DecodeLevel.MOVES)) {
                game = new Game(gameNumber(), h, null);
            } else {
                ChessVariant variant = ChessVariant.of(h.tags().get("Variant"));
                if (variant == ChessVariant.UNSUPPORTED) {
                    throw error("variant '" + h.tags().get("Variant") + "' is not supported (its moves are not chess moves)");
                }
                interpreter.chess960(variant == ChessVariant.CHESS960);
                game = parser.parse(text(), interpreter);
            }
        }
        return game;
    }

    private PgnGameText text() {
        if (text == null) {
            PgnChunk chunk = current().chunk();
            if (chunk.truncated()) {
                throw error("game is " + chunk.length() + " bytes long, more than " + PgnSplitter.MAX_GAME_BYTES
                        + " (an unterminated comment?)");
            }
            text = new PgnGameText(gameNumber(), chunk.offset(), 1,
                    decoding.decode(chunk.bytes(), 0, chunk.bytes().length));
        }
        return text;
    }

    private PgnGames.PgnGame current() {
        if (current == null) {
            throw new IllegalStateException("no current game");
        }
        return current;
    }

    private GameDecodeException error(String reason) {
        return new GameDecodeException(file, gameNumber(), offset(), reason);
    }

    @Override
    public void close() throws IOException {
        games.close();
    }
}
