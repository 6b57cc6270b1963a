package org.chesslake.format.xqpgn;

import org.chesslake.game.LineBuilder;
import org.chesslake.pgn.MoveInterpreter;
import org.chesslake.xiangqi.Board;
import org.chesslake.xiangqi.Iccs;
import org.chesslake.xiangqi.Notation;
import org.chesslake.xiangqi.XiangqiLineBuilder;

/**
 * The xiangqi plug-in of the shared PGN grammar: replays Chinese, WXF and ICCS tokens (mixed
 * freely) on a xiangqi board, whose {@link XiangqiLineBuilder} builds the move tree. Sides
 * alternate strictly from the FEN's side to move; move numbers never decide who moves (the lexer
 * drops them).
 */
final class XqMoveInterpreter implements MoveInterpreter {

    private final int iccsRankBase;
    private final String startFen;
    private XiangqiLineBuilder builder;
    private boolean sawZeroBasedIccs;
    private boolean sawIccs;

    /**
     * @param iccsRankBase 0 for standard ICCS, 1 for the Fairy-Stockfish dialect (spec §7.2)
     * @param startFen     the start position as {@link XqHeaders} read it (null: the standard start)
     */
    XqMoveInterpreter(int iccsRankBase, String startFen) {
        this.iccsRankBase = iccsRankBase;
        this.startFen = startFen;
    }

    /**
     * Starts from the FEN that {@link XqHeaders} read: the shared grammar matches the tag name
     * "FEN" exactly, while xiangqi files also write it in other cases.
     */
    @Override
    public LineBuilder start(String ignoredFen) {
        builder = new XiangqiLineBuilder(startFen == null ? Board.standard() : Board.fromFen(startFen));
        sawIccs = false;
        sawZeroBasedIccs = false;
        return builder;
    }

    @Override
    public void move(String token) {
        Notation notation = Notation.of(token);
        if (notation == null) {
            throw new IllegalArgumentException("unknown move token");
        }
        if (notation == Notation.ICCS) {
            sawIccs = true;
            sawZeroBasedIccs |= Iccs.isZeroBased(token);
        }
        builder.play(notation.parseAs(builder.board(), token, iccsRankBase), token);
    }

    /**
     * Whether a game that failed in 0-based ICCS may be retried 1-based: it had ICCS moves and
     * none with a rank 0 (which only the 0-based reading has).
     */
    boolean mayRetryOneBased() {
        return iccsRankBase == 0 && sawIccs && !sawZeroBasedIccs;
    }
}
