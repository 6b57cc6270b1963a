package org.chesslake.lake;

import java.util.List;

/**
 * The opening tree of a position: its FEN, its key (the tables' {@code from_position_key}), and the
 * moves played from it in the games a {@link TreeFilter} keeps, the most played first (equal counts
 * by move).
 */
public record Tree(String fen, long key, List<TreeMove> moves) {

    public Tree {
        moves = List.copyOf(moves);
    }
}
