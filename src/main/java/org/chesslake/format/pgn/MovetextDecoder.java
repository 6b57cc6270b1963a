package org.chesslake.format.pgn;

import org.chesslake.game.Game;
import org.chesslake.game.GameDecodeException;
import org.chesslake.game.GameHeader;
import org.chesslake.pgn.ChessMoveInterpreter;
import org.chesslake.pgn.PgnGameText;
import org.chesslake.pgn.PgnParser;

/** Decodes chess movetext whose tags are kept apart (a table's columns), by the rules its header's Variant names. One per reader: not thread-safe. */
final class MovetextDecoder {

    private final String file;
    private final PgnParser parser;
    private final ChessMoveInterpreter interpreter = new ChessMoveInterpreter();

    /** @param file the file errors name */
    MovetextDecoder(String file) {
        this.file = file;
        this.parser = new PgnParser(file);
    }

    /**
     * The game of {@code header} and the moves of {@code movetext}.
     *
     * @throws GameDecodeException for a variant whose moves are not chess moves, an illegal move, ...
     */
    Game decode(PgnGameText movetext, GameHeader header) {
        String unsupported = ChessRules.apply(interpreter, header);
        if (unsupported != null) {
            throw new GameDecodeException(file, movetext.number(), movetext.offset(), unsupported);
        }
        return parser.parse(movetext, header, interpreter);
    }
}
