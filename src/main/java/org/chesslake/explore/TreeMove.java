package org.chesslake.explore;

/**
 * One move of a {@link Tree}, counted over the games that played it (a game once, however often it
 * reached the position).
 *
 * @param move      the move as the games' notation writes it: SAN, or xiangqi's own notation
 * @param uci       the move in UCI (xiangqi: ICCS), from which the explorer plays it
 * @param score     the mover's score, 0 to 1 (a win 1, a draw ½)
 * @param avgElo    the mover's average Elo, null when no game has the mover's Elo
 * @param firstYear the first year of a game that played it, null when no game has a year
 * @param lastYear  the last such year
 */
public record TreeMove(String move, String uci, long games, long whiteWins, long draws, long blackWins,
                       double score, Integer avgElo, Integer firstYear, Integer lastYear) {
}
