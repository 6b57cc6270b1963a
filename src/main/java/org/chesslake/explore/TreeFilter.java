package org.chesslake.explore;

import java.time.LocalDate;
import java.util.Set;

/**
 * Which games a tree counts; each bound null where it keeps every game.
 *
 * @param minElo  both players' Elo at least this (games without both Elos are left out)
 * @param maxElo  both players' Elo at most this
 * @param since   the game's date on or after this day (games without a full date are left out)
 * @param until   the game's date on or before this day
 * @param sources the game's source one of these; empty for every source
 */
public record TreeFilter(Integer minElo, Integer maxElo, LocalDate since, LocalDate until, Set<String> sources) {

    /** Every game. */
    public static final TreeFilter NONE = new TreeFilter(null, null, null, null, Set.of());

    public TreeFilter {
        sources = Set.copyOf(sources);
        if (minElo != null && maxElo != null && minElo > maxElo) {
            throw new IllegalArgumentException("the minimum Elo " + minElo + " is above the maximum " + maxElo);
        }
        if (since != null && until != null && since.isAfter(until)) {
            throw new IllegalArgumentException("the first day " + since + " is after the last " + until);
        }
    }

    /** Whether the filter keeps every game. */
    public boolean keepsAll() {
        return equals(NONE);
    }
}
