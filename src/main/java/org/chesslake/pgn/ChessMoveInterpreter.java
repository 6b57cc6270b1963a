package org.chesslake.pgn;

import org.chesslake.chess.Board;
import org.chesslake.chess.ChessLineBuilder;
import org.chesslake.chess.San;
import org.chesslake.game.MoveTree;

/** Chess for the PGN grammar: SAN tokens replayed by {@link ChessLineBuilder}. */
public final class ChessMoveInterpreter implements MoveInterpreter {

    private ChessLineBuilder builder;

    @Override
    public void start(String fen) {
        builder = new ChessLineBuilder(fen == null ? Board.standard() : Board.fromFen(fen));
    }

    @Override
    public void move(String token) {
        builder.play(San.parse(builder.board(), token));
    }

    @Override
    public void nag(int nag) {
        builder.nag(nag);
    }

    @Override
    public void commentBefore(String text) {
        builder.commentBefore(text);
    }

    @Override
    public void commentAfter(String text) {
        builder.commentAfter(text);
    }

    @Override
    public void startVariation() {
        builder.startVariation();
    }

    @Override
    public void endVariation() {
        builder.endVariation();
    }

    @Override
    public MoveTree finish() {
        return builder.build();
    }
}
