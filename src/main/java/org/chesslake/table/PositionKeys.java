package org.chesslake.table;

/**
 * The keys the tables hold ({@code moves.position_key}, {@code moves.from_position_key}) for a
 * position given as FEN, chess or xiangqi ({@link FenPosition}).
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
        return FenPosition.of(fen).key();
    }
}
