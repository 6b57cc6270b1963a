package org.chesslake.explore;

/**
 * A game that reached the position, as the tree lists it: the lake's {@code game_id} and a few of
 * its {@code games} columns (each null where the game has none).
 *
 * @param date the game's date as the lake knows it: {@code YYYY-MM-DD}, or the year alone
 */
public record TopGame(long gameId, String white, String black, String result, Integer whiteElo, Integer blackElo,
                      String date) {
}
