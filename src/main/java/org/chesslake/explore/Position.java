package org.chesslake.explore;

import java.util.List;

/**
 * A position the explorer shows, chess or xiangqi: read from a FEN (the two boards' FENs differ in
 * their number of ranks, 8 and 10), drawn point by point, and moved on by a move in UCI (xiangqi:
 * ICCS) with the boards' own move generators.
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
        String placement = fen.strip().split("\\s+", 2)[0];
        long ranks = placement.chars().filter(c -> c == '/').count() + 1;
        if (ranks == ChessPosition.RANKS) {
            return ChessPosition.of(fen);
        }
        if (ranks == XiangqiPosition.RANKS) {
            return XiangqiPosition.of(fen);
        }
        throw new IllegalArgumentException("not a chess (8 ranks) or xiangqi (10 ranks) FEN: it has " + ranks
                + (ranks == 1 ? " rank" : " ranks"));
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
