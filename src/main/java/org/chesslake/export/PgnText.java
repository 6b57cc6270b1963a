package org.chesslake.export;

import org.chesslake.format.xqpgn.XqPgnWriter;
import org.chesslake.game.Game;
import org.chesslake.pgn.PgnWriter;
import org.chesslake.xiangqi.Notation;

/** One game as PGN text: chess with the PGN writer, xiangqi with the xiangqi PGN writer in a notation. */
public final class PgnText {

    private PgnText() {
    }

    public static String of(Game game, boolean xiangqi, Notation notation) {
        return xiangqi ? XqPgnWriter.write(game, notation) : PgnWriter.write(game);
    }
}
