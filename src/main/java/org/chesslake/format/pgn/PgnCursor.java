package org.chesslake.format.pgn;

import org.chesslake.format.DecodeLevel;
import org.chesslake.format.text.PgnGameCursor;
import org.chesslake.format.text.PgnGames;
import org.chesslake.game.Game;
import org.chesslake.game.GameHeader;
import org.chesslake.pgn.ChessMoveInterpreter;
import org.chesslake.pgn.PgnGameText;
import org.chesslake.pgn.PgnParser;
import org.chesslake.pgn.TextDecoding;

/** The games of one split of a chess PGN file: the tags for the header, the movetext replayed on a chess board. */
final class PgnCursor extends PgnGameCursor {

    private final TextDecoding decoding;
    private final PgnParser parser;
    private final ChessMoveInterpreter interpreter = new ChessMoveInterpreter();

    PgnCursor(String file, PgnGames games, TextDecoding decoding, DecodeLevel level) {
        super(file, games, level);
        this.decoding = decoding;
        this.parser = new PgnParser(file);
    }

    @Override
    protected PgnGameText decode(byte[] bytes) {
        return decoding.decode(gameNumber(), offset(), 1, bytes);
    }

    @Override
    protected GameHeader header(PgnGameText text) {
        return parser.header(text);
    }

    @Override
    protected Game withMoves(PgnGameText text, GameHeader header) {
        String unsupported = ChessRules.apply(interpreter, header);
        if (unsupported != null) {
            throw error(unsupported, null);
        }
        return parser.parse(text, interpreter);
    }
}
