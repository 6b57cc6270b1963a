package org.chesslake.format.xqpgn;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.util.List;
import org.chesslake.format.ByteSource;
import org.chesslake.format.DecodeLevel;
import org.chesslake.format.GameCursor;
import org.chesslake.format.GameDecodeException;
import org.chesslake.format.Split;
import org.chesslake.game.Game;
import org.chesslake.game.GameHeader;
import org.chesslake.game.Result;
import org.chesslake.pgn.PgnChunk;
import org.chesslake.pgn.PgnGameText;
import org.chesslake.pgn.PgnGames;
import org.chesslake.pgn.PgnLexer;
import org.chesslake.pgn.PgnParser;
import org.chesslake.pgn.PgnSplitter;
import org.chesslake.pgn.PgnTag;
import org.chesslake.pgn.PgnToken;
import org.chesslake.xiangqi.Notation;

/**
 * Walks the games whose first tag line starts inside one byte split. A game runs from its start
 * to the next game start (which may lie in the next split); it is read, decoded and parsed only as
 * far as the level asks. Line numbers in error messages count from the game's first line.
 */
final class XqPgnCursor implements GameCursor {

    private final ByteSource source;
    private final XqEncoding encoding;
    private final DecodeLevel level;
    private final PgnGames games;
    private PgnGames.PgnGame current;
    private String text;
    private GameHeader header;
    private Game game;

    XqPgnCursor(ByteSource source, XqEncoding encoding, Split split, DecodeLevel level) throws IOException {
        this.source = source;
        this.encoding = encoding;
        this.level = level;
        this.games = PgnGames.ofSplit(source, encoding.layout(), split.start(), split.end(), split.gamesBefore());
    }

    @Override
    public boolean next() throws IOException {
        text = null;
        header = null;
        game = null;
        current = games.next();
        return current != null;
    }

    /** The game's ordinal in its file (see {@link XqPgnDatabase}). */
    @Override
    public long gameNumber() {
        return current().number();
    }

    /** The byte offset of the game's first tag line (of its first movetext line if it has no tags). */
    @Override
    public long offset() {
        return current().chunk().offset();
    }

    private PgnGames.PgnGame current() {
        if (current == null) {
            throw new IllegalStateException("no current game");
        }
        return current;
    }

    /** The tags: a PGN file has no index, and its tag section is the cheapest record of a game. */
    @Override
    public GameHeader indexHeader() {
        if (header == null) {
            PgnLexer lexer = new PgnLexer(text());
            List<PgnTag> tags = lexer.readTags();
            checkTagLines();
            String notation = null;
            for (PgnToken token = lexer.next(); token != null && notation == null; token = lexer.next()) {
                if (token.kind() == PgnToken.Kind.MOVE) {
                    Notation n = Notation.of(token.text());
                    notation = n == null ? null : n.tagValue();
                }
            }
            try {
                header = XqHeaders.toHeader(tags, encoding.label(), notation);
            } catch (IllegalArgumentException e) {
                throw error(e.getMessage(), e);
            }
        }
        return header;
    }

    @Override
    public Game game() {
        if (game == null) {
            GameHeader h = indexHeader();
            game = level.includes(DecodeLevel.MOVES) ? withMoves(h) : new Game(gameNumber(), h, null);
        }
        return game;
    }

    private Game withMoves(GameHeader h) {
        PgnGameText gameText = new PgnGameText(gameNumber(), offset(), 1, text());
        PgnParser parser = new PgnParser(source.name());
        XqMoveInterpreter zeroBased = new XqMoveInterpreter(0, h.startFen());
        Game parsed;
        try {
            parsed = parser.parse(gameText, zeroBased);
        } catch (GameDecodeException e) {
            if (!zeroBased.mayRetryOneBased()) {
                throw e;
            }
            try {
                parsed = parser.parse(gameText, new XqMoveInterpreter(1, h.startFen())); // Fairy-Stockfish's 1-based ranks
            } catch (GameDecodeException oneBased) {
                throw e;
            }
        }
        GameHeader full = h.result() == Result.UNKNOWN
                ? h.toBuilder().result(parsed.header().result()).build() : h;
        return new Game(gameNumber(), full, parsed.moves());
    }

    /** A tag line left open by a raw newline in its value breaks the game (spec §3). */
    private void checkTagLines() {
        String t = text();
        int at = 0;
        while (at < t.length()) {
            int eol = t.indexOf('\n', at);
            String line = (eol < 0 ? t.substring(at) : t.substring(at, eol)).strip();
            if (!line.startsWith("[")) {
                return;
            }
            if (!line.endsWith("]")) {
                throw error("tag line not closed on its line: " + line, null);
            }
            at = eol < 0 ? t.length() : eol + 1;
        }
    }

    /** The game's text, decoded strictly: a byte sequence invalid in the file's encoding is an error. */
    private String text() {
        PgnChunk chunk = current().chunk();
        if (text == null) {
            if (chunk.truncated()) {
                throw error("game is " + chunk.length() + " bytes long, more than " + PgnSplitter.MAX_GAME_BYTES
                        + " (an unterminated comment?)", null);
            }
            text = decode(chunk.bytes());
        }
        return text;
    }

    private String decode(byte[] bytes) {
        CharsetDecoder decoder = encoding.charset().newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(bytes);
        CharBuffer out = CharBuffer.allocate((int) (bytes.length * (double) decoder.maxCharsPerByte()) + 1);
        CoderResult result = decoder.decode(in, out, true);
        if (!result.isError()) {
            result = decoder.flush(out);
        }
        if (result.isError()) {
            throw error("bytes at offset " + (offset() + in.position()) + " are not valid " + encoding.label(), null);
        }
        return out.flip().toString();
    }

    private GameDecodeException error(String reason, Throwable cause) {
        return new GameDecodeException(source.name(), gameNumber(), offset(), reason, cause);
    }

    @Override
    public void close() {
        // the database owns the byte source
    }
}
