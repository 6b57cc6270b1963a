package org.chesslake.testing;

import org.chesslake.chess.Board;
import org.chesslake.chess.ChessLineBuilder;
import org.chesslake.chess.Piece;
import org.chesslake.chess.Uci;
import org.chesslake.game.Game;
import org.chesslake.game.GameHeader;
import org.chesslake.game.MoveTree;
import org.chesslake.game.Result;

/**
 * Legal games whose variations nest as deep as asked, for hostile-input tests. Each line holds two
 * moves and the variation on its second move holds the next line, one ply further: the first moves
 * shuffle the king's knights (Nf3 Nf6 Ng1 Ng8 ...), the second moves bring out a queen's knight
 * (Nc3 or Nc6), which the knight shuffle never blocks. {@code depth} levels of nesting make
 * {@code 2 * (depth + 1)} move nodes, and the main line has 2 moves.
 */
public final class DeepVariations {

    private static final String[] SHUFFLE = {"g1f3", "g8f6", "f3g1", "f6g8"};

    private DeepVariations() {
    }

    public static MoveTree tree(int depth) {
        ChessLineBuilder line = new ChessLineBuilder(Board.standard());
        for (int level = 0; level <= depth; level++) {
            line.play(Uci.parse(line.board(), SHUFFLE[level % SHUFFLE.length]));
            line.play(Uci.parse(line.board(), line.board().sideToMove() == Piece.WHITE ? "b1c3" : "b8c6"));
            if (level < depth) {
                line.startVariation();
            }
        }
        for (int level = 0; level < depth; level++) {
            line.endVariation();
        }
        return line.build();
    }

    public static Game game(long number, int depth) {
        GameHeader header = GameHeader.builder().white("Deep").black("Variations " + depth).event("hostile input")
                .result(Result.UNKNOWN).build();
        return new Game(number, header, tree(depth));
    }
}
