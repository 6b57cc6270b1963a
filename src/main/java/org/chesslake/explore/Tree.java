package org.chesslake.explore;

import java.util.List;

/**
 * The opening tree of a position: each move played from it in the main lines of the games a filter
 * keeps, most played first, and the games of the position with the highest Elo.
 */
public record Tree(List<TreeMove> moves, List<TopGame> topGames) {

    public Tree {
        moves = List.copyOf(moves);
        topGames = List.copyOf(topGames);
    }

    /** The number of games that played a move from the position. */
    public long games() {
        return moves.stream().mapToLong(TreeMove::games).sum();
    }
}
