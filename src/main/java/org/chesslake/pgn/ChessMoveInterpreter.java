package org.chesslake.pgn;

import org.chesslake.chess.Board;
import org.chesslake.chess.ChessLineBuilder;
import org.chesslake.game.MoveTree;

/** Chess for the PGN grammar: SAN tokens replayed by {@link ChessLineBuilder}. */
public final class ChessMoveInterpreter implements MoveInterpreter {

    private static final Board STANDARD = Board.standard();
    private static final Board STANDARD_960 = Board.fromChess960Fen(STANDARD.toFen());

    private ChessLineBuilder builder;
    private boolean chess960;

    /**
     * Whether the next games are Chess960: their castling follows Chess960 rules (X-FEN letters, the
     * rook named by the FEN) and is written king-takes-rook in UCI, as Chess960 tools write it.
     */
    public void chess960(boolean on) {
        chess960 = on;
    }

    @Override
    public void start(String fen) {
        Board start = chess960 ? (fen == null ? STANDARD_960 : Board.fromChess960Fen(fen))
                : fen == null ? STANDARD : Board.fromFen(fen);
        if (builder == null) {
            builder = new ChessLineBuilder(start);
        } else {
            builder.reset(start); // one builder for every game: its buffers are reused
        }
    }

    @Override
    public void move(String token) {
        builder.playSan(token);
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
