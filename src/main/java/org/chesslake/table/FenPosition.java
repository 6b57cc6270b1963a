package org.chesslake.table;

/**
 * A position given as FEN, chess or xiangqi (the two boards' FENs differ in their number of ranks, 8
 * and 10, so the FEN itself says which board reads it): its key as the tables hold it, the side to
 * move, and the notation of a move played from it. What the positions table leaves out (a move's SAN,
 * the side) is derived from the position a reader asks about.
 */
public sealed interface FenPosition {

    /**
     * The position of a FEN.
     *
     * @throws IllegalArgumentException naming the FEN and its fault when it is neither a valid chess
     *                                  nor a valid xiangqi FEN (the boards' own messages)
     */
    static FenPosition of(String fen) {
        String placement = fen.strip();
        int space = placement.indexOf(' ');
        if (space >= 0) {
            placement = placement.substring(0, space);
        }
        long ranks = placement.chars().filter(c -> c == '/').count() + 1;
        if (ranks == 8) {
            return new Chess(org.chesslake.chess.Board.fromFen(fen));
        }
        if (ranks == 10) {
            return new Xiangqi(org.chesslake.xiangqi.Board.fromFen(fen));
        }
        throw new IllegalArgumentException("not a chess (8 ranks) or xiangqi (10 ranks) FEN: '" + fen + "' has "
                + ranks + (ranks == 1 ? " rank" : " ranks"));
    }

    /** The Zobrist key (chess: Polyglot's; xiangqi: the xiangqi board's), as moves.from_position_key. */
    long key();

    /** Whether White (xiangqi: Red) is to move. */
    boolean whiteToMove();

    /**
     * The standard notation of the move {@code uci} names (UCI; xiangqi: ICCS) from this position, as
     * moves.san holds it: SAN with '+' or '#' ("--" for the null move); xiangqi: WXF.
     *
     * @throws IllegalArgumentException when the move is not legal here
     */
    String san(String uci);

    /** A chess position. */
    record Chess(org.chesslake.chess.Board board) implements FenPosition {

        @Override
        public long key() {
            return board.zobrist();
        }

        @Override
        public boolean whiteToMove() {
            return board.sideToMove() == org.chesslake.chess.Piece.WHITE;
        }

        @Override
        public String san(String uci) {
            org.chesslake.chess.Board copy = board.copy();
            return org.chesslake.chess.San.toSan(copy, org.chesslake.chess.Uci.parse(copy, uci));
        }
    }

    /** A xiangqi position. */
    record Xiangqi(org.chesslake.xiangqi.Board board) implements FenPosition {

        @Override
        public long key() {
            return board.zobrist();
        }

        @Override
        public boolean whiteToMove() {
            return board.sideToMove() == org.chesslake.xiangqi.Piece.RED;
        }

        @Override
        public String san(String iccs) {
            return org.chesslake.xiangqi.Wxf.toWxf(board, org.chesslake.xiangqi.Iccs.parse(board, iccs, 0));
        }
    }
}
