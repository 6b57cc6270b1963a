package org.chesslake.pgn;

import org.chesslake.chess.Board;
import org.chesslake.chess.ChessLineBuilder;
import org.chesslake.game.LineBuilder;

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
    public LineBuilder start(String fen) {
        Board start = chess960 ? (fen == null ? STANDARD_960 : Board.fromChess960Fen(fen))
                : fen == null ? STANDARD : Board.fromFen(fen);
        if (builder == null) {
            builder = new ChessLineBuilder(start);
        } else {
            builder.reset(start); // one builder for every game: its buffers are reused
        }
        return builder;
    }

    @Override
    public void move(String token) {
        builder.playSan(token);
    }
}
