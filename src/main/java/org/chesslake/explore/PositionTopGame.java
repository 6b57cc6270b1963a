package org.chesslake.explore;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.chesslake.lake.TopGame;
import org.chesslake.lake.Tree;
import org.chesslake.lake.TreeMove;

/**
 * One of a position's games of the highest Elo, whatever it played there, with the move it played:
 * the explorer page's top games, drawn from the tree's moves' own top games.
 */
public record PositionTopGame(TopGame game, TreeMove move) {

    /**
     * How many the page shows. No more than each move keeps ({@link TreeMove#topGames}, three): a game
     * among the position's best three has at most two better games in all, so it is among its move's
     * best three, and the union of the moves' lists holds the position's best three exactly.
     */
    public static final int SHOWN = 3;

    /** The position's best games, best first, a game once (with the first move of the tree it played there). */
    public static List<PositionTopGame> of(Tree tree) {
        List<PositionTopGame> all = new ArrayList<>();
        Set<Long> seen = new HashSet<>();
        for (TreeMove move : tree.moves()) {
            for (TopGame game : move.topGames()) {
                if (seen.add(game.gameId())) {
                    all.add(new PositionTopGame(game, move));
                }
            }
        }
        all.sort(Comparator.comparing(PositionTopGame::game, TopGame.BEST_FIRST));
        return List.copyOf(all.subList(0, Math.min(SHOWN, all.size())));
    }
}
