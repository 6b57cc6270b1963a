package org.chesslake.table;

/**
 * The keys the tables hold ({@code moves.position_key}, {@code moves.from_position_key}) for a
 * position given as FEN, chess or xiangqi: the two boards' FENs differ in their number of ranks (8
 * and 10), so the FEN itself says which board reads it.
 */
public final class PositionKeys {

    private PositionKeys() {
    }

    /**
     * The Zobrist key of a FEN's position (chess: Polyglot's; xiangqi: the xiangqi board's).
     *
     * @throws IllegalArgumentException naming the FEN and its fault when it is neither a valid chess
     *                                  nor a valid xiangqi FEN (the boards' own messages)
     */
    public static long ofFen(String fen) {
        String placement = fen.strip();
        int space = placement.indexOf(' ');
        if (space >= 0) {
            placement = placement.substring(0, space);
        }
        long ranks = placement.chars().filter(c -> c == '/').count() + 1;
        if (ranks == 8) {
            return org.chesslake.chess.Board.fromFen(fen).zobrist();
        }
        if (ranks == 10) {
            return org.chesslake.xiangqi.Board.fromFen(fen).zobrist();
        }
        throw new IllegalArgumentException("not a chess (8 ranks) or xiangqi (10 ranks) FEN: '" + fen + "' has "
                + ranks + (ranks == 1 ? " rank" : " ranks"));
    }
}
