package org.chesslake.format.xqpgn;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.chesslake.format.DecodeLevel;
import org.chesslake.format.text.PgnGameCursor;
import org.chesslake.format.text.PgnGames;
import org.chesslake.game.Game;
import org.chesslake.game.GameDecodeException;
import org.chesslake.game.GameHeader;
import org.chesslake.game.Result;
import org.chesslake.pgn.PgnGameText;
import org.chesslake.pgn.PgnLexer;
import org.chesslake.pgn.PgnParser;
import org.chesslake.pgn.PgnTag;
import org.chesslake.pgn.PgnToken;
import org.chesslake.pgn.TextDecoding;
import org.chesslake.xiangqi.Notation;

/**
 * The games of one split of a xiangqi PGN file: text decoded strictly in the file's encoding, the
 * tags (and the notation of the first move) for the header, the movetext replayed on a xiangqi board.
 */
final class XqPgnCursor extends PgnGameCursor {

    private final XqEncoding encoding;
    /** Whether a game that is not UTF-8 throughout may hold UTF-8 tag values and comments (see {@link #decode}). */
    private final boolean mixed;
    private final PgnParser parser;

    /** @param mixed the file is not UTF-8 throughout and its encoding was detected, not given */
    XqPgnCursor(String file, PgnGames games, XqEncoding encoding, boolean mixed, DecodeLevel level) {
        super(file, games, level);
        this.encoding = encoding;
        this.mixed = mixed;
        this.parser = new PgnParser(file);
    }

    @Override
    protected GameHeader header(PgnGameText text) {
        PgnLexer lexer = new PgnLexer(text);
        List<PgnTag> tags = lexer.readTags();
        checkTagLines(text.text());
        String notation = null;
        for (PgnToken token = lexer.next(); token != null && notation == null; token = lexer.next()) {
            if (token.kind() == PgnToken.Kind.MOVE) {
                Notation n = Notation.of(token.text());
                notation = n == null ? null : n.tagValue();
            }
        }
        try {
            return XqHeaders.toHeader(tags, encoding.label(), notation);
        } catch (IllegalArgumentException e) {
            throw error(e.getMessage(), e);
        }
    }

    @Override
    protected Game withMoves(PgnGameText text, GameHeader h) {
        XqMoveInterpreter zeroBased = new XqMoveInterpreter(0, h.startFen());
        Game parsed;
        try {
            parsed = parser.parse(text, zeroBased);
        } catch (GameDecodeException e) {
            if (!zeroBased.mayRetryOneBased()) {
                throw e;
            }
            try {
                parsed = parser.parse(text, new XqMoveInterpreter(1, h.startFen())); // Fairy-Stockfish's 1-based ranks
            } catch (GameDecodeException oneBased) {
                throw e;
            }
        }
        GameHeader full = h.result() == Result.UNKNOWN
                ? h.toBuilder().result(parsed.header().result()).build() : h;
        return new Game(text.number(), full, parsed.moves());
    }

    /** A tag line left open by a raw newline in its value breaks the game (spec §3). */
    private void checkTagLines(String t) {
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

    /**
     * The game's text, decoded strictly: a byte sequence invalid in the file's encoding is an error.
     * In a file that mixes encodings, a game valid UTF-8 throughout is UTF-8, and in any other each
     * tag value and comment is UTF-8 where its own bytes are ({@link TextDecoding#value}).
     */
    @Override
    protected PgnGameText decode(byte[] bytes) {
        if (mixed && TextDecoding.isUtf8(bytes, 0, bytes.length)) {
            return new PgnGameText(gameNumber(), offset(), 1, new String(bytes, StandardCharsets.UTF_8));
        }
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
        return new PgnGameText(gameNumber(), offset(), 1, out.flip().toString(), mixed ? encoding.charset() : null);
    }
}
