package org.chesslake.format.pgn;

import org.chesslake.chess.ChessVariant;
import org.chesslake.game.GameHeader;
import org.chesslake.pgn.ChessMoveInterpreter;

/** The rules a chess game's moves are read by, from its Variant tag: the same for a PGN file's games and a table's rows. */
final class ChessRules {

    private ChessRules() {
    }

    /**
     * Sets the interpreter's rules for the game of {@code header} (standard chess or Chess960);
     * returns why its moves cannot be read (a variant whose moves are not chess moves), else null.
     */
    static String apply(ChessMoveInterpreter interpreter, GameHeader header) {
        ChessVariant variant = ChessVariant.of(header.tags().get("Variant"));
        if (variant == ChessVariant.UNSUPPORTED) {
            return "variant '" + header.tags().get("Variant") + "' is not supported (its moves are not chess moves)";
        }
        interpreter.chess960(variant == ChessVariant.CHESS960);
        return null;
    }
}
