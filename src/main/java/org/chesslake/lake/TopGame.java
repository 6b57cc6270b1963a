package org.chesslake.lake;

import java.time.LocalDate;

/**
 * One of a tree move's games of the highest Elo (both players' summed), as the positions table holds
 * it: the game (games.game_id, where its players' names are), its result ('1-0', '0-1', '1/2-1/2',
 * '*'), both Elos, its date and year (each null where the game has none).
 */
public record TopGame(long gameId, String result, Integer whiteElo, Integer blackElo, LocalDate date, Integer year) {
}
