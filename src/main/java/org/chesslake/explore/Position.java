package org.chesslake.explore;

import java.util.List;
import org.chesslake.table.FenPosition;

/**
 * A position the explorer shows, chess or xiangqi: read from a FEN (whose number of ranks says which
 * board reads it, as for the index: {@link FenPosition#of}), drawn point by point, and moved on by a
 * move in UCI (xiangqi: ICCS) with the boards' own move generators.
 */
public sealed interface Position permits ChessPosition, XiangqiPosition {

    /**
     * The position of a FEN.
     *
     * @throws IllegalArgumentException saying what is wrong with the FEN (the boards' own messages)
     */
    static Position of(String fen) {
        if (fen == null || fen.isBlank()) {
            throw new IllegalArgumentException("no FEN given");
        }
        FenPosition position = FenPosition.of(fen.strip());
        if (position instanceof FenPosition.Chess chess) {
            return new ChessPosition(chess.board().toFen());
        }
        return new XiangqiPosition(((FenPosition.Xiangqi) position).board().toFen());
    }

    /** The position's FEN as its board writes it. */
    String fen();

    /** The start position of the same game. */
    Position start();

    /**
     * The position after a move.
     *
     * @throws IllegalArgumentException when the move is not a legal move here
     */
    Position play(String uci);

    /** A legal move as a player writes it: SAN, or xiangqi's Chinese notation. */
    String notation(String uci);

    int files();

    int ranks();

    /** The men on the board, each on its point (file 0 = a, rank 0 = White's or Red's back rank). */
    List<Man> men();

    /** Whether White (xiangqi: Red) is to move. */
    boolean firstToMove();

    /** The FEN's move number (1 in the start position). */
    int moveNumber();

    /**
     * A piece on the board.
     *
     * @param first  whether it is White's (xiangqi: Red's)
     * @param letter its FEN letter, upper case (chess K Q R B N P; xiangqi K A B N R C P)
     */
    record Man(int file, int rank, boolean first, char letter) {
    }
}
