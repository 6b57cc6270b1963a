package org.chesslake.lake;

import java.time.LocalDate;
import java.util.Comparator;

/**
 * One of a tree move's games of the highest Elo (both players' summed), as the positions table holds
 * it: the game (games.game_id, where its players' names are), its result ('1-0', '0-1', '1/2-1/2',
 * '*'), both Elos, its date and year (each null where the game has none).
 */
public record TopGame(long gameId, String result, Integer whiteElo, Integer blackElo, LocalDate date, Integer year) {

    /**
     * Highest Elo sum first (a missing Elo counts 0), then the higher game id: the order of a move's
     * top games (explore.sql's sort_array(..., false)) and of a position's.
     */
    public static final Comparator<TopGame> BEST_FIRST = Comparator.comparingLong(TopGame::eloSum)
            .thenComparingLong(TopGame::gameId).reversed();

    /** Both players' Elo summed, a missing one counting 0. */
    public long eloSum() {
        return (whiteElo == null ? 0L : whiteElo) + (blackElo == null ? 0L : blackElo);
    }
}
