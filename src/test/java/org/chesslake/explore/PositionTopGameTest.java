package org.chesslake.explore;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.chesslake.lake.TopGame;
import org.chesslake.lake.Tree;
import org.chesslake.lake.TreeMove;
import org.junit.jupiter.api.Test;

class PositionTopGameTest {

    private static TopGame game(long id, Integer whiteElo, Integer blackElo) {
        return new TopGame(id, "1-0", whiteElo, blackElo, null, 2000);
    }

    private static TreeMove move(String san, String uci, TopGame... topGames) {
        return new TreeMove(san, uci, topGames.length, topGames.length, 0, 0, 1.0, null, 2000, 2000, List.of(topGames));
    }

    /** The best games of all moves, by Elo sum then the higher id; a game that played two moves once, with the first. */
    @Test
    void thePositionsBestGamesAreTheBestOfItsMovesTopGamesEachOnce() {
        TopGame strongest = game(5, 2800, 2790);
        TopGame equalSumLowerId = game(7, 2700, 2600);
        TopGame equalSumHigherId = game(9, 2650, 2650);
        TopGame oneElo = game(11, null, 2900);
        TreeMove e4 = move("e4", "e2e4", equalSumLowerId, oneElo);
        TreeMove d4 = move("d4", "d2d4", strongest, equalSumHigherId, equalSumLowerId);
        Tree tree = new Tree("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 1L, List.of(e4, d4));

        assertEquals(List.of(new PositionTopGame(strongest, d4), new PositionTopGame(equalSumHigherId, d4),
                new PositionTopGame(equalSumLowerId, e4)), PositionTopGame.of(tree));
    }

    @Test
    void fewerGamesThanShownAreAllShownAndNoMovesNone() {
        TopGame only = game(3, null, null);
        TreeMove e4 = move("e4", "e2e4", only);
        assertEquals(List.of(new PositionTopGame(only, e4)),
                PositionTopGame.of(new Tree("8/8/8/8/8/8/8/K6k w - - 0 1", 1L, List.of(e4))));
        assertEquals(List.of(), PositionTopGame.of(new Tree("8/8/8/8/8/8/8/K6k w - - 0 1", 1L, List.of())));
    }
}
